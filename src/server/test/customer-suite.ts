import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Customer } from '@domain/contracts/customers';
import { customers } from '../db/schema';
import { apiSuite } from './api-suite';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// One app and one signed-in staff member per suite, with shorthands for customer calls.
export function customerSuite() {
  const api = apiSuite();
  const post = (payload: unknown) => api.call('POST', '/api/customers', payload);
  const base = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${Math.random().toString(36).slice(2)}@example.com`,
    ...extra,
  });
  return {
    get t() {
      return api.t;
    },
    get session() {
      return api.session;
    },
    post,
    base,
    countCustomers: async () =>
      (await api.t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0,
    create: async (extra: Record<string, unknown> = {}) => {
      const res = await post(base(extra));
      expect(res.statusCode).toBe(201);
      return res.json<Customer>();
    },
    createCompany: async (name: string) => {
      const res = await api.call('POST', '/api/companies', { name });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    },
  };
}
