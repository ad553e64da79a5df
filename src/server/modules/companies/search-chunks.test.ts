import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@domain/contracts/companies';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companySearchExpression } from './queries';
import { keepCompanySearchChunks } from './search-chunks';

// A company search with many matches walks the companies chunk by chunk in list order
// (migration 0039). Small chunks and a small count cap here, so 300 companies make many chunks
// and many matches; every page must be the one the plain search would give.
const CHUNK = 16;
const CAP = 20;

type Page = { rows: Company[]; total: number; total_is_lower_bound: boolean };

describe('company search by chunks', () => {
  let t: TestApp;
  let session: { authorization: string };
  const search = async (term: string, paging = '') => {
    const res = await t.as(session, {
      method: 'GET',
      url: `/api/companies?limit=10&search=${encodeURIComponent(term)}${paging}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  // The page the plain search gives: every match, sorted.
  const expected = async (term: string, offset = 0) =>
    (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from companies where archived_at is null
          and strpos(${companySearchExpression}, lower(${term})) > 0
          order by name, id limit 10 offset ${offset}`,
      )
    ).map((row) => row.id);
  const ids = (page: Page) => page.rows.map((row) => row.id);
  const cut = () => keepCompanySearchChunks(t.database.db, CHUNK);

  beforeAll(async () => {
    t = await createTestApp({}, { listCountCap: CAP });
    session = (await t.signUp()).headers;
    // Words early and late in the alphabet; "Export" (an x) only in the late ones' industry.
    await t.database.db.execute(sql`
      insert into companies (name, industry, email)
      select (array['Alder', 'Birch', 'Cedar', 'Willow', 'Yew'])[1 + g % 5] || ' Trading ' || g,
        case when g % 5 >= 3 then 'Import/Export' else 'Retail' end,
        'info' || g || '@company.test'
      from generate_series(1, 300) g`);
  });
  afterAll(() => t.close());

  it('cuts the companies into chunks once they are more than one, and only then', async () => {
    const walked = (budget: number) =>
      queryRows<{ ids: string[] | null }>(
        t.database.db,
        sql`select company_search_page('x', 10, 0, null, ${budget}::int)::text[] as ids`,
      );
    expect((await walked(8))[0]?.ids).toBeNull();
    const chunks = await cut();
    expect(chunks).toBe(Math.ceil(300 / CHUNK));
    expect(await cut()).toBe(0);
    // Cut, the page is walked chunk by chunk; with no chunk to walk it is left to the sort.
    expect((await walked(8))[0]?.ids).toEqual(await expected('x'));
    expect((await walked(0))[0]?.ids).toBeNull();
  });

  it('gives the plain search its pages: late matches, words, offsets and Next', async () => {
    for (const term of ['x', 'ex', 'willow', 'yew trading 1', 'ing']) {
      const page = await search(term);
      expect(ids(page), term).toEqual(await expected(term));
      expect(page.rows.length, term).toBe(10);
      expect(page.total, term).toBe(CAP);
      expect(page.total_is_lower_bound, term).toBe(true);
    }
    expect(ids(await search('x', '&offset=25'))).toEqual(await expected('x', 25));
    const first = await search('export');
    const last = first.rows.at(-1);
    expect(ids(await search('export', `&offset=10&after=${last?.id}`))).toEqual(
      await expected('export', 10),
    );
    // After a company gone since, the page is the one at its offset.
    const [gone] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into companies (name) values ('Willow Gone') returning id`,
    );
    await t.database.db.execute(sql`delete from companies where id = ${gone?.id}`);
    expect(ids(await search('export', `&offset=10&after=${gone?.id}`))).toEqual(
      await expected('export', 10),
    );
  });

  it('finds a company added or renamed after the cut, and leaves an archived one out', async () => {
    const post = await t.as(session, {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Aaron Export Trading', industry: 'Import/Export' },
    });
    expect(post.statusCode).toBe(201);
    const added = post.json<Company>();
    expect(ids(await search('export'))[0]).toBe(added.id);

    // "Alder" companies sell no exports: renamed, one is found among the first.
    const [alder] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from companies where name like 'Alder Trading%' order by name, id limit 1`,
    );
    const patch = await t.as(session, {
      method: 'PUT',
      url: `/api/companies/${alder?.id}`,
      payload: { name: 'Alder Exporters' },
    });
    expect(patch.statusCode).toBe(200);
    expect(ids(await search('export')).slice(0, 2)).toEqual([added.id, alder?.id]);

    // Archived (as a company with transactions is when deleted), it leaves the list.
    await t.database.db.execute(
      sql`update companies set archived_at = now() where id = ${added.id}`,
    );
    const page = await search('export');
    expect(ids(page)).not.toContain(added.id);
    expect(ids(page)).toEqual(await expected('export'));
  });

  it('cuts a chunk grown to twice its size again, and the pages stay the same', async () => {
    await t.database.db.execute(sql`
      insert into companies (name, industry)
      select 'Willow Trading ' || g || 'b', 'Import/Export' from generate_series(1, 40) g`);
    expect(await cut()).toBeGreaterThan(1);
    for (const term of ['x', 'willow trading 1']) {
      expect(ids(await search(term)), term).toEqual(await expected(term));
    }
  });
});
