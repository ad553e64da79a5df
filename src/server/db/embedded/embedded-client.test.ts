import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './embedded-client';

describe('the embedded database on its own thread', () => {
  let client: EmbeddedClient;
  beforeAll(async () => {
    client = await EmbeddedClient.open({ dataDir: null });
    await client.exec('create table notes (id int primary key, text text not null)');
  });
  afterAll(() => client.close());

  it('answers queries with parameters, as objects or arrays, keeping asked types as text', async () => {
    const objects = await client.query('select $1::int + 1 as n, $2::text as t', [41, 'x']);
    expect(objects.rows).toEqual([{ n: 42, t: 'x' }]);
    const arrays = await client.query("select '2026-01-02'::date as d", [], {
      rowMode: 'array',
      parsers: { 1082: (value: string) => value },
    });
    expect(arrays.rows).toEqual([['2026-01-02']]);
  });

  it('passes PostgreSQL errors on with their code and constraint', async () => {
    await client.query('insert into notes values (1, $1)', ['first']);
    const error = await client.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('runs a transaction whole: others wait for it, and a failure undoes it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query('insert into notes values (2, $1)', ['inside']);
      await held;
    });
    // Asked while the transaction is open, answered after its commit.
    const read = client.query('select text from notes where id = 2');
    release();
    await tx;
    expect((await read).rows).toEqual([{ text: 'inside' }]);

    const failed = client.transaction(async (t) => {
      await t.query('insert into notes values (3, $1)', ['undone']);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect((await client.query('select count(*)::int as n from notes where id = 3')).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('keeps the server free during a long query, and answers a health check meanwhile', async () => {
    const order: string[] = [];
    const slow = client.query('select pg_sleep(0.5)').then(() => order.push('slow query'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('timer');
    await client.ping();
    order.push('ping');
    await slow;
    expect(order).toEqual(['timer', 'ping', 'slow query']);
  });

  it('refuses calls once closed', async () => {
    const other = await EmbeddedClient.open({ dataDir: null });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The embedded database is closed');
  });
});
