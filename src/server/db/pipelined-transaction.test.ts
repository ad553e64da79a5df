import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { transactionHandingContext } from './audit-context';
import { statementInFlight } from './pipelined-transaction';
import { preparedRows, queryRows, type DatabaseHandle } from './client';

// The exchange's transaction (decision 0042): `begin` goes out with the first statement and
// `commit` right behind the last.
describe('a transaction handing its context over', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`create table probe (id int primary key, note text not null)`);
  });
  afterAll(() => handle.close());

  const notes = async () =>
    (await queryRows<{ note: string }>(handle.db, 'select note from probe order by id')).map(
      (row) => row.note,
    );
  const txid = async (db: Parameters<typeof queryRows>[0]) =>
    (await queryRows<{ id: string }>(db, 'select txid_current()::text as id'))[0]?.id;

  it('commits the last statement with the first, in one transaction', async () => {
    const [first, last] = await transactionHandingContext(handle.db, async (tx, _, finishWith) => {
      expect(finishWith).not.toBeNull();
      const before = await txid(tx);
      await tx.execute(sql`insert into probe values (1, 'first')`);
      // Sent at once, as the booking is (a drizzle `execute` is sent only when awaited).
      const write = async () => {
        const [row] = await preparedRows<{ id: string }>(
          tx,
          'probe_last',
          sql`with written as (insert into probe values (2, 'last') returning id)
            select txid_current()::text as id from written`,
        );
        return row?.id;
      };
      return [before, await (finishWith ? finishWith(write) : write())];
    });
    expect(last).toBe(first);
    expect(await notes()).toEqual(['first', 'last']);
  });

  it('rolls everything back when the last statement fails, and the connection serves on', async () => {
    const failing = transactionHandingContext(handle.db, async (tx, _, finishWith) => {
      await tx.execute(sql`insert into probe values (3, 'kept?')`);
      const write = () =>
        preparedRows(tx, 'probe_taken', sql`insert into probe values (1, 'taken')`);
      return finishWith ? finishWith(write) : write();
    });
    await expect(failing).rejects.toThrow();
    expect(await notes()).toEqual(['first', 'last']);
    // Every pooled connection still answers in a transaction of its own.
    for (let i = 0; i < 12; i++) {
      await transactionHandingContext(handle.db, (tx) => txid(tx));
    }
  });

  it('rolls back a failure before the end', async () => {
    const failing = transactionHandingContext(handle.db, async (tx) => {
      await tx.execute(sql`insert into probe values (4, 'never')`);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await notes()).toEqual(['first', 'last']);
  });

  it('sends a prepared statement before its promise is returned, so calls keep their order', async () => {
    const order = await transactionHandingContext(handle.db, async (tx) => {
      const first = preparedRows<{ n: number }>(tx, 'probe_first', sql`select 1 as n`);
      expect(statementInFlight(tx)).toBe(true);
      const second = preparedRows<{ n: number }>(tx, 'probe_second', sql`select 2 as n`);
      return [...(await first), ...(await second)].map((row) => row.n);
    });
    expect(order).toEqual([1, 2]);
  });

  it('refuses a commit behind nothing sent, and rolls back', async () => {
    const failing = transactionHandingContext(handle.db, async (tx, _, finishWith) => {
      await tx.execute(sql`insert into probe values (5, 'never')`);
      return finishWith?.(() => Promise.resolve('no statement'));
    });
    await expect(failing).rejects.toThrow('commit behind a statement that was not sent');
    expect(await notes()).toEqual(['first', 'last']);
  });
});
