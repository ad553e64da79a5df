import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import type { TillSession } from '@domain/contracts/cash';
import { openPostgres, queryRows, type DatabaseHandle } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { expectLocationsConsistent } from '../../test/cash-suite';
import { adminUrl, databaseUrl } from '../../test/postgres-urls';
import { signUpOverHttp, startServerProcess, type ServerProcess } from '../../test/server-process';

const url = process.env.TEST_DATABASE_URL;

// A server killed (kill -9) while a till's close is in flight leaves every location as the sum
// of its movements: the close happened whole, or not at all, and it can be made again.
describe.runIf(url)('a till close cut short by kill -9 (postgres)', { timeout: 180_000 }, () => {
  const name = `bureau_test_kill_${randomBytes(6).toString('hex')}`;
  const env = {
    DATABASE_URL: databaseUrl(url!, name),
    AUTH_SECRET: 'kill-close-secret-kill-close-secret-0123',
    DATA_DIR: '/nonexistent-kill-close',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    NODE_ENV: 'production',
  };
  let server: ServerProcess;
  let db: DatabaseHandle;
  let token = '';

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const admin = openPostgres(adminUrl(url!));
    await admin.db.execute(`create database ${name}`);
    await admin.close();
    server = await startServerProcess(env);
    db = openPostgres(databaseUrl(url!, name));
    token = await signUpOverHttp(server.url, { email: 'owner@kill-close.test', first_name: 'Kim' });
    // Every close within tolerance books its variance at once.
    const tolerance = await call('PUT', '/api/settings/till_variance_tolerance', {
      value: { amount: '100000' },
    });
    expect(tolerance.status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    const admin = openPostgres(adminUrl(url!));
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('leaves the close whole or undone, at every moment of the kill', async () => {
    const currencies = (await call('GET', '/api/currencies')).body.rows as Currency[];
    const cad = currencies.find((c) => c.code === 'CAD')!.id;
    const till = await call('POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, { name: 'Desk K' });
    expect(till.status).toBe(201);
    const tillId = till.body.id as string;

    for (const [round, delayMs] of [0, 5, 20].entries()) {
      // Open counting 10 × 20 CAD more than the till holds, so the close books a variance.
      const opened = await call('POST', `/api/tills/${tillId}/open`, {
        counts: [{ currency_id: cad, lines: [{ value: '20', quantity: 10 * (round + 1) }] }],
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      const session = opened.body as unknown as TillSession;

      // Close short by 5 notes, and kill the server while it answers.
      const closing = call('POST', `/api/till-sessions/${session.id}/close`, {
        counts: [{ currency_id: cad, lines: [{ value: '20', quantity: 10 * (round + 1) - 5 }] }],
      }).catch(() => null);
      await sleep(delayMs);
      await server.kill();
      await closing;
      server = await startServerProcess(env);

      await expectLocationsConsistent(db.db);
      const [state] = await queryRows<{ status: string; counts: number }>(
        db.db,
        `select s.status,
                (select count(*)::int from till_counts c
                  where c.session_id = s.id and c.kind = 'closing') as counts
           from till_sessions s where s.id = '${session.id}'`,
      );
      if (state?.status === 'open') {
        // Undone: no count and nothing booked; closing again works.
        expect(state.counts).toBe(0);
        const again = await call('POST', `/api/till-sessions/${session.id}/close`, {
          counts: [{ currency_id: cad, lines: [{ value: '20', quantity: 10 * (round + 1) - 5 }] }],
        });
        expect(again.status, JSON.stringify(again.body)).toBe(200);
      } else {
        // Whole: closed with its count, and its variance booked (the till's balance below).
        expect(state).toMatchObject({ status: 'closed', counts: 1 });
      }
      const [held] = await queryRows<{ balance: string }>(
        db.db,
        `select trim_scale(balance)::text as balance from location_balances
          where location_id = '${tillId}' and currency_id = '${cad}'`,
      );
      // The till holds what the close counted.
      expect(held?.balance).toBe(String(20 * (10 * (round + 1) - 5)));
      await expectLocationsConsistent(db.db);
    }
  });
});
