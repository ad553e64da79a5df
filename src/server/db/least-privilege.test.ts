import { gunzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '@domain/clock';
import { testConfig } from '../test/test-app';
import { composeApp } from '../start-server';
import { createTestDatabase } from '../test/test-database';
import { databaseUrl } from '../test/postgres-urls';
import { openPostgres, queryRows, type DatabaseHandle } from './client';
import { seedReferenceData } from './seed';
import { MAIN_BRANCH_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from './schema';

const run = promisify(execFile);
// A deployment on a PostgreSQL server (TEST_DATABASE_URL set by hand, as CI does), run with
// its psql: the embedded cluster's one role is the app's, and psql is not installed with it.
const url = process.env.TEST_DATABASE_EMBEDDED ? undefined : process.env.TEST_DATABASE_URL;
const script = fileURLToPath(new URL('../../../docs/deploy/least-privilege.sql', import.meta.url));

// The app on PostgreSQL as the least-privilege role of docs/deploy/least-privilege.sql: it
// starts without migrating, books and claims, and cannot truncate, rewrite or unguard the
// booked facts.
describe.runIf(url)('the app as a least-privilege PostgreSQL role', { timeout: 120_000 }, () => {
  const role = `bureau_app_${randomBytes(5).toString('hex')}`;
  let owner: DatabaseHandle;
  let asApp: DatabaseHandle;
  let app: FastifyInstance;
  let headers: { authorization: string };

  beforeAll(async () => {
    // A migrated database, owned by the test's own (owner) role.
    owner = await createTestDatabase();
    await seedReferenceData(owner.db);
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      owner.db,
      'select current_database() as name',
    );
    const ownerUrl = databaseUrl(url ?? '', name);
    await run('psql', [ownerUrl, '-q', '-v', `app_role=${role}`, '-f', script]);
    // Run twice: a rerun after a migration changes nothing but what it must.
    await run('psql', [ownerUrl, '-q', '-v', `app_role=${role}`, '-f', script]);

    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    asApp = openPostgres(appUrl.toString());
    // Nothing is pending: the role is not asked to create or alter anything.
    await asApp.migrate();
    app = await composeApp(testConfig({ DATABASE_URL: appUrl.toString() }), asApp, systemClock);
    await app.ready();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'owner@bureau.test',
        password: 'correct horse battery',
        first_name: 'Olive',
        last_name: 'Owner',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    headers = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };
    // The owner books through the Main branch's first till (docs/decisions/0036).
    const opened = await app.inject({
      method: 'POST',
      url: `/api/tills/${MAIN_TILL_ID}/open`,
      headers,
      payload: { counts: [] },
    });
    expect(opened.statusCode, opened.body).toBe(201);
  });

  afterAll(async () => {
    await app?.close();
    await asApp?.close();
    await owner?.db.execute(`drop owned by ${role}`);
    await owner?.close();
    const admin = openPostgres(url ?? '');
    await admin.db.execute(`drop role if exists ${role}`);
    await admin.close();
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

  it('adds a till, funds the vault and carries cash to a till', async () => {
    const currencies = (await call('GET', '/api/currencies')).json<{
      rows: { id: string; code: string }[];
    }>().rows;
    const cad = currencies.find((c) => c.code === 'CAD')?.id;
    const till = await call('POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, { name: 'Desk LP' });
    expect(till.statusCode, till.body).toBe(201);
    const accounts = (await call('GET', '/api/accounts')).json<{
      rows: { id: string; currency: { code: string } }[];
    }>().rows;
    const account = accounts.find((a) => a.currency.code === 'CAD');
    const funded = await call('POST', `/api/accounts/${account?.id}/adjustments`, {
      direction: 'increase',
      amount: '100',
    });
    expect(funded.statusCode, funded.body).toBe(201);
    const moved = await call('POST', '/api/cash-transfers', {
      from_location_id: MAIN_VAULT_ID,
      to_location_id: MAIN_TILL_ID,
      currency_id: cad,
      amount: '40',
    });
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it('books an exchange on behalf of a recipient and claims it', async () => {
    const person = async (last: string) => {
      const res = await call('POST', '/api/customers', {
        first_name: 'Least',
        last_name: last,
        email: `${last.toLowerCase()}@bureau.test`,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const currencies = (await call('GET', '/api/currencies')).json<{
      rows: { id: string; code: string }[];
    }>().rows;
    const id = (code: string) => currencies.find((c) => c.code === code)?.id;
    const booked = await call('POST', '/api/transactions', {
      customer_id: await person('Payer'),
      is_on_behalf: true,
      recipient_customer_id: await person('Collector'),
      pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('USD'), amount: '140' }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [pair] = booked.json<{ transactions: { id: string }[] }>().transactions;
    const claim = await call('POST', `/api/transactions/${pair?.id}/claim`, {});
    expect(claim.statusCode, claim.body).toBe(200);
    const audit = await call('GET', '/api/audit');
    expect(audit.json<{ total: number }>().total).toBeGreaterThan(3);
  });

  it("downloads the owner's backup: every table is read as this role", async () => {
    const res = await call('GET', '/api/backup');
    expect(res.statusCode, res.body).toBe(200);
    const script = gunzipSync(res.rawPayload).toString();
    expect(script.startsWith('--\n-- bureau backup v1')).toBe(true);
    expect(script).toContain('COPY public.audit_log (');
  });

  it('may not truncate, rewrite, delete or unguard the booked facts', async () => {
    for (const statement of [
      'truncate account_movements',
      'truncate transactions cascade',
      'truncate audit_log',
      'update transactions set from_amount = from_amount + 1',
      'update account_movements set amount = amount + 1',
      'update exchanges set request_hash = request_hash',
      'delete from audit_log',
      'delete from exchanges',
      'update cash_transfers set amount = amount + 1',
      'delete from business_days',
      'alter table transactions disable trigger transactions_booked_facts',
      'drop table audit_log',
      'create table intruder (id int)',
    ]) {
      const refusal = await asApp.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refusal, statement).toMatch(/permission denied|must be owner/);
    }
  });
});
