import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_BOUNDS } from '@domain/sanctions/list-bounds';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';
import { fixtureText } from '../../test/fake-sanctions-server';

// One uploaded list stopped every exchange (issue 42): a name of 5,000,000 letters was taken,
// and from then on every screening failed in the name folding. What a list may hold is bounded
// (a file over a bound is refused, naming the entry), and the matcher leaves out a stored name
// past the bounds; XML no list holds is refused, not answered with a 500.

const csv = (...rows: string[]) => ['id,schema,name,aliases', ...rows].join('\n');

describe('the bounds of a sanctions list', () => {
  const s = exchangeSuite();
  let usdCad: Record<string, unknown>;
  const upload = (source: 'un' | 'opensanctions', content: string) =>
    s.call('POST', '/api/sanctions/lists', { source, file_name: 'list', content });
  const listsInForce = async () =>
    queryRows<{ source: string; entry_count: number }>(
      s.t.database.db,
      'select source, entry_count from sanctions_lists where in_force order by source',
    );
  // A customer saved and an exchange booked: the screening that failed on every one of them.
  const customerExchanges = async () => {
    const id = await s.identifiedCustomer({ first_name: 'Marta', last_name: 'Quill' });
    const booked = await s.exchange({ customer_id: id, pairs: [usdCad] });
    expect(booked.statusCode, booked.body).toBe(201);
  };
  const refused = (res: { statusCode: number; body: string }, error: string) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.parse(res.body)).toEqual({
      error: `The file is not a valid list: ${error}`,
      code: 'validation',
    });
  };

  beforeAll(async () => {
    await s.rate('USD', 'CAD', '1.35');
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    usdCad = { from_currency_id, to_currency_id, amount: 100 };
    expect((await upload('un', fixtureText('un-small.xml'))).statusCode).toBe(200);
  });

  it('refuses a name of 5,000,000 letters, naming the entry; exchanges go on', async () => {
    const before = await listsInForce();
    const res = await upload(
      'opensanctions',
      csv('Q1,Person,Ivan Petrov,', `NK-long,Person,${'A'.repeat(5_000_000)},`),
    );
    refused(res, 'Entry NK-long has a name of 5,000,000 characters; a name may have at most 500');
    expect(await listsInForce()).toEqual(before);
    await customerExchanges();
  });

  it('refuses an entry with more aliases than an entry may have', async () => {
    const aliases = Array.from({ length: LIST_BOUNDS.aliases + 1 }, (_, i) => `Alias ${i}`);
    const res = await upload(
      'opensanctions',
      csv(`NK-many,Person,Ivan Petrov,${aliases.join(';')}`),
    );
    refused(res, 'Entry NK-many has 501 aliases; an entry may have at most 500');
  });

  it('refuses a list of more entries than a list may have', { timeout: 180_000 }, async () => {
    const rows = Array.from({ length: LIST_BOUNDS.entries + 1 }, (_, i) => `Q${i},Person,A${i},`);
    const res = await upload('opensanctions', csv(rows.join('\n')));
    refused(
      res,
      'The file has 300,001 entries; a list may have at most 300,000 (entry Q300000 is the first over)',
    );
  });

  it('refuses an element named __proto__ and elements nested 5,000 deep with a 422', async () => {
    const un = fixtureText('un-small.xml');
    const inEntry = (xml: string) => un.replace('<INDIVIDUAL>', `<INDIVIDUAL>${xml}`);
    const proto = await upload('un', inEntry('<__proto__><polluted>yes</polluted></__proto__>'));
    refused(
      proto,
      `The file has an element or attribute named "__proto__", which the published lists never have (line ${un.split('\n').findIndex((line) => line.includes('<INDIVIDUAL>')) + 1})`,
    );
    refused(
      await upload('un', inEntry(`${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}`)),
      'The file nests elements more than 32 deep; the published lists nest a few',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // A list imported before the bounds: its entry is in the database as it was taken.
  it('screens on past a stored name over the bounds, and still finds its other names', async () => {
    const db = s.t.database.db;
    await db.execute(`update sanctions_lists set in_force = false where source = 'opensanctions'`);
    const [list] = await queryRows<{ id: string }>(
      db,
      `insert into sanctions_lists (source, entry_count, checksum, in_force)
       values ('opensanctions', 1, 'before the bounds', true) returning id::text as id`,
    );
    const names = [
      { name: 'A'.repeat(5_000_000), kind: 'primary', quality: null },
      { name: 'Zoltan Ferencz Oberlander', kind: 'alias', quality: null },
    ];
    await db.execute(
      sql`insert into sanctions_entries (list_id, reference, kind, name, names, birth_dates,
            countries)
          values (${list?.id}::uuid, 'NK-stored', 'individual', ${names[0]?.name},
            ${JSON.stringify(names)}::jsonb, '[]', '[]')`,
    );
    await customerExchanges();
    const listed = await s.identifiedCustomer({
      first_name: 'Zoltan Ferencz',
      last_name: 'Oberlander',
    });
    const customer = await s.call('GET', `/api/customers/${listed}`);
    expect(customer.json()).toMatchObject({ screening_status: 'hold' });
  });
});
