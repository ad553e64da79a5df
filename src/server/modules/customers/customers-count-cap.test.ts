import { describe, expect, it } from 'vitest';
import type { CustomerList } from '@domain/contracts/customers';
import { apiSuite } from '../../test/api-suite';

// Lists count exactly up to a cap and say "at least" past it (decision 0023); here the cap is 3.
describe('customer list past the counting cap', () => {
  const api = apiSuite({ listCountCap: 3 });
  const list = async (query: string) => {
    const res = await api.call('GET', `/api/customers?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<CustomerList>();
  };
  const create = async (tag: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const res = await api.call('POST', '/api/customers', {
        first_name: `Pat${i}`,
        last_name: tag,
        email: `${tag}${i}@example.com`,
      });
      expect(res.statusCode).toBe(201);
    }
  };

  it('counts exactly up to the cap', async () => {
    const tag = `cap${Date.now()}exact`;
    await create(tag, 3);
    expect(await list(`search=${tag}&limit=2`)).toMatchObject({
      total: 3,
      total_is_lower_bound: false,
    });
  });

  it('says "at least" past the cap, one more than the page while rows follow', async () => {
    const tag = `cap${Date.now()}more`;
    await create(tag, 5);
    const first = await list(`search=${tag}&limit=2`);
    expect(first.rows.map((row) => row.first_name)).toEqual(['Pat4', 'Pat3']);
    expect(first).toMatchObject({ total: 3, total_is_lower_bound: true });
    const second = await list(`search=${tag}&limit=2&offset=2`);
    expect(second.rows.map((row) => row.first_name)).toEqual(['Pat2', 'Pat1']);
    expect(second).toMatchObject({ total: 5, total_is_lower_bound: true });
    const last = await list(`search=${tag}&limit=2&offset=4`);
    expect(last.rows.map((row) => row.first_name)).toEqual(['Pat0']);
    expect(last).toMatchObject({ total: 5, total_is_lower_bound: true });
    // A page past the end holds no row and claims only the cap.
    expect(await list(`search=${tag}&limit=2&offset=10`)).toEqual({
      rows: [],
      total: 3,
      total_is_lower_bound: true,
    });
  });

  it('finds one- and two-character searches through their pieces, past the cap too', async () => {
    const tag = `cap${Date.now()}short`;
    await create(tag, 4);
    const one = await list('search=P&limit=100');
    expect(one.total_is_lower_bound).toBe(true);
    expect(one.rows.every((row) => row.first_name.toLowerCase().includes('p'))).toBe(true);
    expect(await list('search=%C3%9F%C3%9F&limit=10')).toEqual({
      rows: [],
      total: 0,
      total_is_lower_bound: false,
    });
    expect((await list('search=%25&limit=10')).total).toBe(0);
  });
});
