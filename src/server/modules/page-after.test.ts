import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { databaseKinds } from '../test/test-database';

type Page = { rows: Array<{ id: string }>; total: number; total_is_lower_bound: boolean };

// A page read after the last row of the page before (decision 0030) is the page at its offset,
// on each long list, unsearched and searched, whichever way the search reads its page.
describe.each(databaseKinds)('pages after a row (%s)', (kind) => {
  // A cap of 3: a search of 7 matches reads its page walking the list, one of 3 sorts them.
  const api = apiSuite(kind, { listCountCap: 3 });
  const list = async (url: string) => {
    const res = await api.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const ids = (page: Page) => page.rows.map((row) => row.id);

  // Pages of `size` read by offset, and read again each after the last row of the one before.
  async function expectSamePages(url: string, size: number) {
    const byOffset: Page[] = [];
    for (let offset = 0; ; offset += size) {
      const page = await list(`${url}&limit=${size}&offset=${offset}`);
      if (page.rows.length === 0) break;
      byOffset.push(page);
    }
    expect(byOffset.length).toBeGreaterThan(1);
    for (let i = 1; i < byOffset.length; i++) {
      const before = ids(byOffset[i - 1]!).at(-1)!;
      const after = await list(`${url}&limit=${size}&offset=${i * size}&after=${before}`);
      expect(after).toEqual(byOffset[i]);
    }
  }

  const addCustomers = async (tag: string, count: number) => {
    const created: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await api.call('POST', '/api/customers', {
        first_name: `Page${i}`,
        last_name: tag,
        email: `${tag}${i}@example.com`,
      });
      expect(res.statusCode).toBe(201);
      created.push(res.json<{ id: string }>().id);
    }
    return created;
  };

  it('customers: unsearched, searched with few and with many matches', async () => {
    const tag = `after${Date.now()}`;
    await addCustomers(`${tag}few`, 3);
    await addCustomers(`${tag}many`, 7);
    await expectSamePages('/api/customers?', 2);
    await expectSamePages(`/api/customers?search=${tag}few`, 2);
    await expectSamePages(`/api/customers?search=${tag}many`, 3);
  });

  it('companies: unsearched, searched with many and with few matches', async () => {
    const tag = `After${Date.now()}`;
    for (const name of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo', 'Foxtrot', 'Golf']) {
      const res = await api.call('POST', '/api/companies', { name: `${name} ${tag}` });
      expect(res.statusCode).toBe(201);
    }
    await expectSamePages('/api/companies?', 2);
    await expectSamePages(`/api/companies?search=${tag}`, 3);
    await expectSamePages(`/api/companies?search=${tag.slice(0, 2)}`, 2);
    // "bravo …" and "Echo …": few, sorted.
    await expectSamePages(`/api/companies?search=${encodeURIComponent(`o ${tag}`)}`, 1);
  });

  it('rates: unfiltered, and searched with many and with few matches', async () => {
    const currencies = await list('/api/currencies?');
    const byCode = new Map(
      (currencies.rows as Array<{ id: string; code: string }>).map((c) => [c.code, c.id]),
    );
    const own = await api.call('POST', '/api/currencies', {
      code: 'PGA',
      name: `Paging ${Date.now()}`,
      symbol: 'p',
    });
    expect(own.statusCode, own.body).toBe(201);
    byCode.set('PGA', own.json<{ id: string }>().id);
    for (const [i, [from, to]] of [
      ['USD', 'EUR'],
      ['USD', 'GBP'],
      ['PGA', 'CAD'],
      ['USD', 'EUR'],
      ['PGA', 'CAD'],
      ['USD', 'EUR'],
      ['PGA', 'CAD'],
    ].entries()) {
      const res = await api.call('POST', '/api/currency-rates', {
        from_currency_id: byCode.get(from!),
        to_currency_id: byCode.get(to!),
        buy_rate: `0.9${i}`,
        sell_rate: `0.9${i + 1}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectSamePages('/api/currency-rates?', 2);
    await expectSamePages('/api/currency-rates?search=eur', 1);
    await expectSamePages('/api/currency-rates?search=pga', 1);
  });

  it('reads the page at its offset when the row it follows is gone', async () => {
    const tag = `gone${Date.now()}`;
    const [oldest, , , newest] = await addCustomers(tag, 4);
    const url = `/api/customers?search=${tag}&limit=2`;
    const second = await list(`${url}&offset=2`);
    expect((await api.call('DELETE', `/api/customers/${newest}`)).statusCode).toBe(204);
    // The deleted row was the first page's first: the page at offset 2 now holds only the oldest.
    expect(await list(`${url}&offset=2&after=${newest}`)).toEqual({
      rows: second.rows.filter((row) => row.id === oldest),
      total: 3,
      total_is_lower_bound: false,
    });
  });

  it('refuses an after that is not a row id, and changes nothing', async () => {
    for (const url of ['/api/customers', '/api/companies', '/api/currency-rates']) {
      const res = await api.call('GET', `${url}?after=not-an-id`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        after: 'after must be the id of a row of the list',
      });
    }
  });
});
