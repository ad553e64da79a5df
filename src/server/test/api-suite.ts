import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// One app and one signed-in staff member for a describe block, with a shorthand for calls.
// Read `t`, `session` and `userId` inside tests (they are set in beforeAll).
export function apiSuite(deps: { listCountCap?: number; env?: Record<string, string> } = {}) {
  const state = {
    t: undefined as unknown as TestApp,
    session: { authorization: '' },
    userId: '',
  };
  beforeAll(async () => {
    state.t = await createTestApp(deps.env ?? {}, { listCountCap: deps.listCountCap });
    const staff = await state.t.signUp();
    state.session = staff.headers;
    state.userId = staff.userId;
  });
  afterAll(() => state.t.close());

  return {
    get t() {
      return state.t;
    },
    get session() {
      return state.session;
    },
    get userId() {
      return state.userId;
    },
    call: (method: Method, url: string, payload?: unknown) =>
      state.t.as(state.session, {
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    rowCount: async (table: string) =>
      (
        await queryRows<{ n: number }>(
          state.t.database.db,
          `select count(*)::int as n from ${table}`,
        )
      )[0]?.n,
  };
}
