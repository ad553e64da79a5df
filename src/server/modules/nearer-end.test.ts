import { describe, expect, it } from 'vitest';
import { exchangeSuite } from '../test/exchange-suite';

type Page = { rows: Array<{ id: string }>; total: number; total_is_lower_bound: boolean };

// A page past the middle of a list is read from the far end of its order (decision 0023's
// addendum): every page at every offset is the same slice of the list read whole, with archived
// and deleted rows about, and on the lists whose totals are kept by triggers.
describe('deep pages from the nearer end', () => {
  const s = exchangeSuite();
  const list = async (url: string) => {
    const res = await s.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  async function expectSlices(url: string) {
    const whole = await list(`${url}limit=100&offset=0`);
    expect(whole.total).toBeLessThan(100);
    expect(whole.rows.length).toBe(whole.total);
    for (const size of [1, 2, 3]) {
      for (let offset = 0; offset <= whole.total + 1; offset++) {
        const page = await list(`${url}limit=${size}&offset=${offset}`);
        expect(page.rows.map((r) => r.id)).toEqual(
          whole.rows.slice(offset, offset + size).map((r) => r.id),
        );
        expect(page.total).toBe(whole.total);
      }
    }
  }

  it('customers and companies, with archived and deleted ones left out', async () => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const firms = [];
    for (let i = 0; i < 5; i++) firms.push(await s.company());
    const people = [];
    people.push(await s.identifiedCustomer({ company_id: firms[0]! }));
    for (let i = 1; i < 6; i++) people.push(await s.customer({ company_id: firms[i % 2]! }));
    // An exchange keeps its customer and company as records: deleting them archives them.
    const res = await s.exchange({
      customer_id: people[0]!,
      transaction_category: 'business',
      pairs: [{ from_currency_id, to_currency_id, amount: '25' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await s.call('DELETE', `/api/customers/${people[0]!}`)).statusCode).toBe(200);
    expect((await s.call('DELETE', `/api/companies/${firms[0]!}`)).statusCode).toBe(200);
    expect((await s.call('DELETE', `/api/customers/${people[5]!}`)).statusCode).toBe(204);
    expect((await s.call('DELETE', `/api/companies/${firms[4]!}`)).statusCode).toBe(204);

    await expectSlices('/api/customers?');
    await expectSlices('/api/companies?');
    await expectSlices('/api/customers?archived=true&');
    await expectSlices('/api/companies?archived=true&');
  });

  it('rates', async () => {
    const [usd, eur, cad] = await s.ids('USD', 'EUR', 'CAD');
    for (const [i, to] of [eur, cad, eur, cad, eur].entries()) {
      const created = await s.call('POST', '/api/currency-rates', {
        from_currency_id: usd,
        to_currency_id: to,
        buy_rate: `0.9${i}`,
        sell_rate: `0.9${i + 1}`,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    await expectSlices('/api/currency-rates?');
  });
});
