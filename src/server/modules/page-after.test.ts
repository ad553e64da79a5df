import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { insertTransaction } from '../test/transaction-fixture';

type Page = { rows: Array<{ id: string }>; total: number; total_is_lower_bound: boolean };

// A page read after the last row of the page before (decision 0030) is the page at its offset,
// on each long list, unsearched and searched, whichever way the search reads its page.
describe('pages after a row', () => {
  // A cap of 3: a search of 7 matches reads its page walking the list, one of 3 sorts them.
  const api = apiSuite({ listCountCap: 3 });
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

  // Exchanges of two pairs (one reference, one created_at), two of them booked at the same
  // instant, one of each kind the tabs tell apart: every tab holds more than a page.
  let exchangeSets = 0;
  const addExchanges = async (tag: string) => {
    exchangeSets += 1;
    const customer = async (name: string) =>
      (
        await api.call('POST', '/api/customers', {
          first_name: 'Paged',
          last_name: name,
          email: `${name}@example.com`,
        })
      ).json<{ id: string }>().id;
    const initiator = await customer(`${tag}Initiator`);
    const recipient = await customer(`${tag}Recipient`);
    const kinds = [
      { status: 'completed' },
      { status: 'pending', onBehalf: true },
      { status: 'completed', onBehalf: true },
      { status: 'completed', onBehalf: true, claimed: true },
      { status: 'pending' },
      { status: 'completed', onBehalf: true },
      { status: 'cancelled' },
    ] as const;
    const start = Date.now() - 3_600_000;
    for (const [i, kind] of kinds.entries()) {
      // Exchanges 0 and 1 at the same instant: their references order them.
      const created_at = new Date(start + Math.max(i, 1) * 1000);
      for (const pair_index of [0, 1]) {
        await insertTransaction(api.t.database.db, {
          customer_id: initiator,
          ...('onBehalf' in kind ? { recipient_customer_id: recipient } : {}),
          status: kind.status,
          claimed_at: 'claimed' in kind ? new Date() : null,
          reference_number: `292${exchangeSets}0000${String(i).padStart(2, '0')}`,
          pair_index,
          created_at,
        });
      }
    }
    return initiator;
  };

  it('transactions: each tab, searched by name and by reference, and one customer', async () => {
    const tag = `Txafter${Date.now()}`;
    const initiator = await addExchanges(tag);
    for (const tab of ['all', 'pending_pickup', 'completed', 'pending', 'on_behalf']) {
      await expectSamePages(`/api/transactions?tab=${tab}`, 3);
      await expectSamePages(`/api/transactions?tab=${tab}&search=${tag}`, 3);
    }
    await expectSamePages('/api/transactions?search=29210', 2);
    await expectSamePages(`/api/transactions?customer_id=${initiator}`, 5);
  });

  // Next continues from the rows the user saw: rows added meanwhile at the top (a new exchange,
  // any change's audit entry) do not push a row of the page seen onto the next.
  async function expectNextUnmoved(url: string, addAtTop: () => Promise<unknown>) {
    const first = await list(`${url}&limit=3&offset=0`);
    const second = await list(`${url}&limit=3&offset=3`);
    await addAtTop();
    const next = await list(`${url}&limit=3&offset=3&after=${ids(first).at(-1)!}`);
    expect(ids(next)).toEqual(ids(second));
    expect(ids(await list(`${url}&limit=3&offset=3`))).not.toEqual(ids(second));
  }

  it('transactions and audit trail: Next is not moved by rows added at the top', async () => {
    const initiator = await addExchanges(`Txtop${Date.now()}`);
    await expectNextUnmoved('/api/transactions?', () =>
      insertTransaction(api.t.database.db, { customer_id: initiator }),
    );
    await expectNextUnmoved('/api/audit?', () => addCustomers(`top${Date.now()}`, 1));
  });

  it('audit trail: unfiltered and filtered', async () => {
    await addCustomers(`audit${Date.now()}`, 4);
    await expectSamePages('/api/audit?', 3);
    await expectSamePages('/api/audit?record_type=customer', 2);
    await expectSamePages('/api/audit?action=create', 3);
  });

  it('reads a transaction or audit page at its offset when `after` names no row', async () => {
    await addExchanges(`Txgone${Date.now()}`);
    for (const [url, none] of [
      ['/api/transactions?limit=2&offset=2', '00000000-0000-4000-8000-000000000000'],
      ['/api/audit?limit=2&offset=2', '999999999999'],
    ] as const) {
      const atOffset = await list(url);
      expect(atOffset.rows).toHaveLength(2);
      expect(await list(`${url}&after=${none}`)).toEqual(atOffset);
    }
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
    for (const url of [
      '/api/customers?after=not-an-id',
      '/api/companies?after=not-an-id',
      '/api/currency-rates?after=not-an-id',
      '/api/transactions?after=not-an-id',
      '/api/audit?after=not-an-id',
      // Audit entries are numbered: a uuid, or a number past any entry's, is no entry's id.
      '/api/audit?after=00000000-0000-4000-8000-000000000000',
      '/api/audit?after=12345678901234567890',
    ]) {
      const res = await api.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        after: 'after must be the id of a row of the list',
      });
    }
  });
});
