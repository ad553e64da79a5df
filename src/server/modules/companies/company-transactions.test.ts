import { describe, expect, it } from 'vitest';
import type { CompanyTransactions } from '@domain/contracts/companies';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe("a company's business transactions, paged", () => {
  const s = apiSuite();
  const post = async (url: string, body: object) => {
    const res = await s.call('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const customer = (company_id: string | null, n: number) =>
    post('/api/customers', {
      first_name: 'Biz',
      last_name: `Person${n}`,
      email: `biz${n}-${Date.now()}@example.com`,
      company_id,
    });

  it('pages the business transactions of its customers newest first, with the total', async () => {
    const company = await post('/api/companies', { name: `Paged ${Date.now()}` });
    const members = [await customer(company, 1), await customer(company, 2)];
    const outsider = await customer(null, 3);
    const business = [];
    for (let i = 0; i < 12; i += 1) {
      const row = await insertTransaction(s.t.database.db, {
        customer_id: members[i % 2] ?? '',
        transaction_category: 'business',
        from_amount: String(i + 1),
      });
      business.push(row.id);
    }
    await insertTransaction(s.t.database.db, { customer_id: members[0] ?? '' });
    await insertTransaction(s.t.database.db, {
      customer_id: outsider,
      transaction_category: 'business',
    });

    const pages: CompanyTransactions[] = [];
    for (const offset of [0, 5, 10]) {
      const res = await s.call(
        'GET',
        `/api/companies/${company}/transactions?limit=5&offset=${offset}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<CompanyTransactions>());
    }
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 2]);
    const rows = pages.flatMap((p) => p.rows);
    // Every business transaction once, the latest first.
    expect(rows.map((r) => r.id)).toEqual([...business].reverse());
    expect(rows[0]).toMatchObject({
      transaction_category: 'business',
      customer_name: 'Biz Person2',
      from_amount: '12',
    });

    const beyond = await s.call('GET', `/api/companies/${company}/transactions?offset=40`);
    expect(beyond.json()).toEqual({ rows: [], total: 12 });
  });

  it('answers 404 for an unknown company and 400 for bad paging, in words', async () => {
    const missing = await s.call('GET', `/api/companies/${UNKNOWN_ID}/transactions`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Company not found');
    const company = await post('/api/companies', { name: `Bad paging ${Date.now()}` });
    for (const [query, error] of [
      ['limit=1000', 'limit must be at most 100'],
      ['offset=-1', 'offset must be 0 or more'],
      ['limit=abc', 'limit must be a number'],
    ]) {
      const res = await s.call('GET', `/api/companies/${company}/transactions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(error);
    }
    const malformed = await s.call('GET', '/api/companies/not-an-id/transactions');
    expect(malformed.statusCode).toBe(400);
  });
});
