import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';

// Concurrent sign-ups on a new install: the database makes exactly one of them the owner.
describe('the first owner', () => {
  it('is exactly one account when several sign up at the same moment', async () => {
    const t = await createTestApp();
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            payload: { email: `race${i}@bureau.test`, password: 'correct horse battery' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      const rows = await queryRows<{ role: string; status: string; n: number }>(
        t.database.db,
        `select role, status, count(*)::int as n from auth_users group by 1, 2 order by 1`,
      );
      expect(rows).toEqual([
        { role: 'owner', status: 'active', n: 1 },
        { role: 'teller', status: 'pending', n: 5 },
      ]);
      const users = answers.map((a) => a.json<{ user: { role: string } }>().user.role);
      expect(users.filter((r) => r === 'owner')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
