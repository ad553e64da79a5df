import { gunzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '@domain/clock';
import { checkAnswers } from '../test/openapi-answers';
import { testConfig } from '../test/test-app';
import { composeApp } from '../start-server';
import { createTestDatabase } from '../test/test-database';
import { databaseUrl } from '../test/postgres-urls';
import { openPostgres, queryRows, type DatabaseHandle } from './client';
import { seedReferenceData } from './seed';
import { MAIN_BRANCH_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from './schema';
import { statementAnswer } from '../test/statement-answer';

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
    checkAnswers(app);
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
      const refusal = await statementAnswer(asApp.db, statement);
      expect(refusal, statement).toMatch(/permission denied|must be owner/);
    }
  });

  // Issue 42: the cash day's records are kept like the ledger (migration 0040). The app closes,
  // signs off and reopens its sessions through the functions that own those changes; a plain
  // statement, the app's or the owner's, rewrites nothing.
  it('closes, signs off and reopens a till, and may not rewrite the cash records', async () => {
    const [session] = await queryRows<{ id: string }>(
      owner.db,
      `select id from till_sessions where till_id = '${MAIN_TILL_ID}' and status = 'open'`,
    );
    const close = async () => {
      const counted = await call('POST', `/api/till-sessions/${session?.id}/close`, { counts: [] });
      expect(counted.statusCode, counted.body).toBe(200);
      return counted.json<{ status: string }>().status;
    };
    // Nothing counted in a till that holds cash: beyond the tolerance, a sign-off closes it.
    expect(await close()).toBe('awaiting_signoff');
    const signed = await call('POST', `/api/till-sessions/${session?.id}/sign-off`, {
      reason: 'Counted at the back office',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ status: string }>().status).toBe('closed');
    const reopened = await call('POST', `/api/till-sessions/${session?.id}/reopen`, {
      reason: 'Count again',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // The sign-off booked the shortage: the till holds nothing, as counted.
    expect(await close()).toBe('closed');
    await owner.db.execute(
      `insert into business_days (branch_id, business_date, closed_at)
       values ('${MAIN_BRANCH_ID}', '2001-02-03', now())`,
    );
    const [cad] = await queryRows<{ account: string; at_vault: string }>(
      owner.db,
      `select b.account_id as account,
         (select m.location_balance_after::text from account_movements m
           where m.account_id = b.account_id and m.location_id = '${MAIN_VAULT_ID}'
           order by m.seq desc limit 1) as at_vault
       from account_balances b join currencies c on c.id = b.currency_id where c.code = 'CAD'`,
    );
    const wrongBalance = `insert into account_movements (account_id, amount, balance_after,
        reason, location_id, location_balance_after)
      values ('${cad?.account}', 1, 1000000, 'adjustment', '${MAIN_VAULT_ID}',
        ${cad?.at_vault} + 1)`;
    const rewrites: [statement: string, asApp: RegExp, asOwner: RegExp][] = [
      [
        'delete from till_counts',
        /till_counts is append-only: a count is never deleted/,
        /till_counts is append-only: a count is never deleted/,
      ],
      [
        `update till_sessions set status = 'open' where id = '${session?.id}'`,
        /a till session \(closed -> open\) changes state only through/,
        /a till session \(closed -> open\) changes state only through/,
      ],
      [
        wrongBalance,
        /a movement's balance_after is the account's balance before it plus its amount/,
        /a movement's balance_after is the account's balance before it plus its amount/,
      ],
      ['delete from business_days', /permission denied/, /business_days is append-only/],
    ];
    const refusal = (db: DatabaseHandle, statement: string) => statementAnswer(db.db, statement);
    for (const [statement, asAppRefusal, asOwnerRefusal] of rewrites) {
      expect(await refusal(asApp, statement), `as the app: ${statement}`).toMatch(asAppRefusal);
      expect(await refusal(owner, statement), `as the owner: ${statement}`).toMatch(asOwnerRefusal);
    }
    const [kept] = await queryRows<{ status: string; counts: number; days: number }>(
      owner.db,
      `select (select status from till_sessions where id = '${session?.id}') as status,
         (select count(*)::int from till_counts where session_id = '${session?.id}') as counts,
         (select count(*)::int from business_days) as days`,
    );
    expect(kept).toMatchObject({ status: 'closed', days: 1 });
    expect(kept?.counts).toBeGreaterThan(0);
  });
});
