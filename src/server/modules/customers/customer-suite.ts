import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Customer } from '@domain/contracts/customers';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DatabaseKind } from '../../test/test-database';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// One app and one signed-in staff member per suite, with shorthands for customer calls.
export function customerSuite(kind: DatabaseKind) {
  const state = { t: undefined as unknown as TestApp, session: { authorization: '' } };
  beforeAll(async () => {
    state.t = await createTestApp(kind);
    state.session = (await state.t.signUp()).headers;
  });
  afterAll(() => state.t.close());

  const post = (payload: unknown) =>
    state.t.as(state.session, {
      method: 'POST',
      url: '/api/customers',
      payload: payload as object,
    });
  const base = (extra: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${Math.random().toString(36).slice(2)}@example.com`,
    ...extra,
  });
  return {
    get t() {
      return state.t;
    },
    get session() {
      return state.session;
    },
    post,
    base,
    countCustomers: async () =>
      (await state.t.database.db.select({ n: count() }).from(customers))[0]?.n ?? 0,
    create: async (extra: Record<string, unknown> = {}) => {
      const res = await post(base(extra));
      expect(res.statusCode).toBe(201);
      return res.json<Customer>();
    },
    createCompany: async (name: string) => {
      const res = await state.t.as(state.session, {
        method: 'POST',
        url: '/api/companies',
        payload: { name },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    },
  };
}
