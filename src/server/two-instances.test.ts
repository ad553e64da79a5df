import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@domain/contracts/accounts';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { openPostgres, queryRows, type DatabaseHandle } from './db/client';
import { MAIN_TILL_ID } from './db/schema';
import { adminUrl, databaseUrl } from './test/postgres-urls';
import { signUpOverHttp, startServerProcess, type ServerProcess } from './test/server-process';

const url = process.env.TEST_DATABASE_URL;

// A bureau with several counters runs several instances on one PostgreSQL database: two real
// server processes, started together on a new database, served the same staff member at once.
describe.runIf(url)('two instances on one PostgreSQL database', { timeout: 120_000 }, () => {
  const name = `bureau_test_two_${randomBytes(6).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: DatabaseHandle;
  let token = '';

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
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
    const env = {
      DATABASE_URL: databaseUrl(url!, name),
      AUTH_SECRET: 'two-instances-secret-two-instances-secret',
      DATA_DIR: '/nonexistent-two-instances',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      NODE_ENV: 'production',
    };
    // Both start at once on the new database: both migrate and seed it.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = openPostgres(databaseUrl(url!, name));
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    const admin = openPostgres(adminUrl(url!));
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('migrates and seeds the database once', async () => {
    const journal = JSON.parse(
      await readFile('src/server/db/migrations/meta/_journal.json', 'utf8'),
    ) as { entries: { tag: string }[] };
    const [migrations] = await queryRows<{ rows: number; hashes: number }>(
      db.db,
      'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(migrations).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
    const [usd] = await queryRows<{ n: number }>(
      db.db,
      "select count(*)::int as n from currencies where code = 'USD'",
    );
    expect(usd?.n).toBe(1);
  });

  it('shares sessions, exchanges, claims and adjustments between both instances', async () => {
    token = await signUpOverHttp(a.url, { email: 'owner@two-counters.test', first_name: 'Ada' });

    // The session made on A works on B.
    const session = await call(b, 'GET', '/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'owner@two-counters.test', role: 'owner' });

    // The owner's till, opened on A, takes the exchanges booked on either instance.
    const opened = await call(a, 'POST', `/api/tills/${MAIN_TILL_ID}/open`, { counts: [] });
    expect(opened.status).toBe(201);

    const currencies = (await call(b, 'GET', '/api/currencies')).body.rows as Currency[];
    const id = (code: string) => currencies.find((c) => c.code === code)!.id;
    const customer = async (server: ServerProcess, n: number) => {
      const res = await call(server, 'POST', '/api/customers', {
        first_name: 'Counter',
        last_name: `Customer${n}`,
        email: `customer${n}@two-counters.test`,
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const [payer, recipient] = await Promise.all([customer(a, 1), customer(b, 2)]);

    // Exchanges on both instances at once: USD to CAD on behalf of a recipient, and CAD to EUR.
    const servers = [a, b];
    const exchange = (i: number) =>
      fetch(`${servers[i % 2]!.url}/api/transactions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(
          i % 3 === 0
            ? {
                customer_id: payer,
                pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('EUR'), amount: '75' }],
              }
            : {
                customer_id: payer,
                is_on_behalf: true,
                recipient_customer_id: recipient,
                pairs: [
                  { from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: `${10 + i}` },
                ],
              },
        ),
      });
    const accounts = (await call(a, 'GET', '/api/accounts')).body.rows as Account[];
    const accountOf = (code: string) => accounts.find((x) => x.currency.code === code)!.id;
    const adjust = (i: number) =>
      call(
        servers[i % 2]!,
        'POST',
        `/api/accounts/${accountOf(i % 2 ? 'USD' : 'CAD')}/adjustments`,
        {
          direction: i % 4 < 2 ? 'increase' : 'decrease',
          amount: `${100 + i}.25`,
          note: `Till count ${i}`,
        },
      );
    const indexes = Array.from({ length: 12 }, (_, i) => i);
    const [exchanges, adjustments] = await Promise.all([
      Promise.all(indexes.map(exchange)),
      Promise.all(indexes.map(adjust)),
    ]);
    expect(exchanges.map((r) => r.status)).toEqual(indexes.map(() => 201));
    expect(adjustments.map((r) => r.status)).toEqual(indexes.map(() => 201));

    // Each awaiting pickup claimed on both instances at once: exactly one claim succeeds.
    const booked = await Promise.all(exchanges.map((r) => r.json() as Promise<ExchangeResponse>));
    const pickups = booked.flatMap((e) => e.transactions).filter((t) => t.is_on_behalf);
    expect(pickups).toHaveLength(8);
    const claims = await Promise.all(
      pickups.map((t) =>
        Promise.all(servers.map((s) => call(s, 'POST', `/api/transactions/${t.id}/claim`, {}))),
      ),
    );
    for (const pair of claims) {
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(pair.find((r) => r.status === 409)?.body.code).toBe('already_claimed');
    }
    const [claimed] = await queryRows<{ n: number }>(
      db.db,
      'select count(*)::int as n from transactions where claimed_at is not null',
    );
    expect(claimed?.n).toBe(8);

    // Every balance equals the sum of its movements, and every request left its movements.
    const unbalanced = await queryRows<{ code: string }>(
      db.db,
      `select c.code from account_balances a join currencies c on c.id = a.currency_id
       left join account_movements m on m.account_id = a.account_id
       group by c.code, a.balance having a.balance <> coalesce(sum(m.amount), 0)`,
    );
    expect(unbalanced).toEqual([]);
    const [movements] = await queryRows<{ exchange: number; adjustment: number }>(
      db.db,
      `select count(*) filter (where reason = 'exchange')::int as exchange,
              count(*) filter (where reason = 'adjustment')::int as adjustment
       from account_movements`,
    );
    expect(movements).toEqual({ exchange: 24, adjustment: 12 });
  });

  it('refuses a session signed out on one instance at once on the other', async () => {
    expect((await call(a, 'GET', '/api/accounts')).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
    const after = await call(a, 'GET', '/api/accounts');
    expect(after.status).toBe(401);
  });
});
