import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@domain/contracts/accounts';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { openPostgres, queryRows } from './db/client';
import { embeddedClusterUrl, startEmbeddedCluster } from './db/cluster';
import { isLiveProcess } from './db/data-dir-lock';
import { MAIN_TILL_ID } from './db/schema';
import { expectLocationsConsistent } from './test/cash-suite';
import { clusterPids, killQuietly, powerCut } from './test/power-cut';
import { signUpOverHttp, startServerProcess, type ServerProcess } from './test/server-process';

// Every exchange books 5 CAD into USD for one of these customers: small enough that no
// identification or report rule refuses one, however many a customer makes in a day.
const AMOUNT = '5';
const CLIENTS = 4;
// Acknowledged exchanges a round waits for before the cut; the clients are still posting then.
const PER_ROUND = 20;
const SEED = { CAD: '100000', USD: '100000' };

// The embedded database (no DATABASE_URL) in a new DATA_DIR, through the real server process,
// as `npm start` runs it: what the server acknowledged survives any kill.
describe('the embedded database across power cuts', { timeout: 90_000 }, () => {
  let dataDir = '';
  let server: ServerProcess;
  let token = '';
  let cad = '';
  let usd = '';
  let customers: string[] = [];
  // Every exchange the server answered 201, by its Idempotency-Key.
  const acknowledged = new Map<string, ExchangeResponse>();
  // Keys of exchanges sent without an answer (the cut came first), with their bodies.
  const unanswered = new Map<string, object>();

  const start = async () => {
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        // The embedded database, whatever the environment running the tests says.
        DATABASE_URL: '',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        NODE_ENV: 'production',
      },
      { detached: true },
    );
  };

  const call = async (method: string, url: string, body?: unknown, key?: string) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const exchangeBody = (customer: string) => ({
    customer_id: customer,
    pairs: [{ from_currency_id: cad, to_currency_id: usd, amount: AMOUNT }],
  });

  // A client booking exchanges one after another until `stopped` or its server is gone.
  const client = async (customer: string, stopped: () => boolean) => {
    while (!stopped()) {
      const key = randomUUID();
      const body = exchangeBody(customer);
      unanswered.set(key, body);
      let answer;
      try {
        answer = await call('POST', '/api/transactions', body, key);
      } catch {
        return; // the connection was cut: left unanswered
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      unanswered.delete(key);
      acknowledged.set(key, answer.body as unknown as ExchangeResponse);
    }
  };

  // Clients booking at once; `cut` runs once enough were acknowledged, requests in flight.
  const underLoad = async (cut: () => Promise<void>) => {
    const before = acknowledged.size;
    let cutting = false;
    const clients = customers.map((customer) => client(customer, () => cutting));
    const loaded = expect
      .poll(() => acknowledged.size - before, { timeout: 30_000 })
      .toBeGreaterThan(PER_ROUND);
    // A client refused, or found its server gone, before the cut: that is the failure.
    const early = Promise.all(clients).then(() => {
      throw new Error(`the clients stopped before the cut:\n${server.output()}`);
    });
    await Promise.race([loaded, early]);
    early.catch(() => {});
    await cut();
    cutting = true;
    await Promise.all(clients);
  };

  // What a client sees after a restart: every acknowledged exchange as it was answered (each
  // read once after the cut that followed it, or all of them), every unanswered one booked once
  // when sent again, and the count and balances holding exactly them all.
  const seen = new Set<string>();
  const expectEverythingKept = async ({ all = false } = {}) => {
    const references = [...acknowledged.values()].filter(
      (booked) => all || !seen.has(booked.reference_number),
    );
    for (let i = 0; i < references.length; i += 8) {
      await Promise.all(
        references.slice(i, i + 8).map(async (booked) => {
          const exchange = await call('GET', `/api/exchanges/${booked.reference_number}`);
          expect(exchange.status).toBe(200);
          expect((exchange.body.transactions as { id: string }[]).map((t) => t.id)).toEqual(
            booked.transactions.map((t) => t.id),
          );
          const [first] = booked.transactions;
          const pair = await call('GET', `/api/transactions/${first!.id}`);
          expect(pair.status).toBe(200);
          expect(pair.body).toMatchObject({ status: 'completed', to_amount: first!.to_amount });
          seen.add(booked.reference_number);
        }),
      );
    }
    // An acknowledged exchange sent again is the same exchange, not a second one.
    const [key, booked] = [...acknowledged.entries()].at(-1)!;
    const replay = await call('POST', '/api/transactions', exchangeBody(booked.customer.id), key);
    expect(replay.status).toBe(200);
    expect(replay.body.reference_number).toBe(booked.reference_number);
    // Those the cut left unanswered: booked before it (200, the same exchange), or not (201).
    for (const [unansweredKey, body] of unanswered) {
      const again = await call('POST', '/api/transactions', body, unansweredKey);
      expect([200, 201]).toContain(again.status);
      unanswered.delete(unansweredKey);
      acknowledged.set(unansweredKey, again.body as unknown as ExchangeResponse);
    }

    const counts = await call('GET', '/api/transactions/counts');
    expect(counts.body).toMatchObject({ all: acknowledged.size, lower_bounds: [] });
    // Each exchange moved 5 CAD in and the same USD out (one rate), nothing more or less.
    const received = new Set([...acknowledged.values()].map((e) => e.transactions[0]!.to_amount));
    expect(received.size).toBe(1);
    const [usdOut] = received;
    const accounts = (await call('GET', '/api/accounts')).body.rows as Account[];
    const balance = (code: string) => {
      const account = accounts.find((a) => a.currency.code === code)!;
      // An account holds what its locations hold.
      const located = account.locations.reduce((sum, l) => sum.plus(l.balance), new Decimal(0));
      expect(located.toString()).toBe(new Decimal(account.balance).toString());
      return new Decimal(account.balance);
    };
    const n = acknowledged.size;
    expect(balance('CAD').toString()).toBe(
      new Decimal(SEED.CAD).plus(Decimal.mul(AMOUNT, n)).toString(),
    );
    expect(balance('USD').toString()).toBe(
      new Decimal(SEED.USD).minus(new Decimal(usdOut!).mul(n)).toString(),
    );
    // And in the database itself: every balance the sum of its movements.
    const url = await embeddedClusterUrl(dataDir);
    expect(url).not.toBeNull();
    const db = openPostgres(url!);
    try {
      await expectLocationsConsistent(db.db);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bureau-durability-'));
    await start();
    token = await signUpOverHttp(server.url, {
      email: 'owner@durability.test',
      first_name: 'Dora',
    });
    const currencies = (await call('GET', '/api/currencies')).body.rows as Currency[];
    cad = currencies.find((c) => c.code === 'CAD')!.id;
    usd = currencies.find((c) => c.code === 'USD')!.id;
    // The owner's till, and cash in the vault.
    expect((await call('POST', `/api/tills/${MAIN_TILL_ID}/open`, { counts: [] })).status).toBe(
      201,
    );
    const accounts = (await call('GET', '/api/accounts')).body.rows as Account[];
    for (const [code, amount] of Object.entries(SEED)) {
      const account = accounts.find((a) => a.currency.code === code)!;
      const adjusted = await call('POST', `/api/accounts/${account.id}/adjustments`, {
        direction: 'increase',
        amount,
        note: 'Opening float',
      });
      expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    }
    customers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const created = await call('POST', '/api/customers', {
          first_name: 'Walk',
          last_name: `In${i}`,
          email: `walk-in${i}@durability.test`,
        });
        expect(created.status).toBe(201);
        return created.body.id as string;
      }),
    );
  });

  afterAll(async () => {
    await server?.stop();
    // Whatever a failed test left running.
    if (dataDir) {
      const pids = (() => {
        try {
          return clusterPids(dataDir);
        } catch {
          return [];
        }
      })();
      for (const pid of pids) killQuietly(pid, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('syncs every commit to disk and listens on no network address', async () => {
    const url = await embeddedClusterUrl(dataDir);
    expect(url).not.toBeNull();
    const db = openPostgres(url!);
    try {
      const show = async (setting: string) =>
        (await queryRows<Record<string, string>>(db.db, `show ${setting}`))[0]?.[setting];
      expect(await show('fsync')).toBe('on');
      expect(await show('synchronous_commit')).toBe('on');
      expect(await show('full_page_writes')).toBe('on');
      expect(['fdatasync', 'fsync', 'open_datasync', 'open_sync', 'fsync_writethrough']).toContain(
        await show('wal_sync_method'),
      );
      expect(await show('listen_addresses')).toBe('');
    } finally {
      await db.close();
    }
  });

  it('keeps its folder private: the cluster 0700, its password 0600', async () => {
    const mode = async (file: string) => (await stat(path.join(dataDir, file))).mode & 0o777;
    expect((await mode('postgres')).toString(8)).toBe('700');
    expect((await mode('postgres-password')).toString(8)).toBe('600');
  });

  it('keeps every acknowledged exchange through five power cuts under load', async () => {
    for (let round = 0; round < 5; round += 1) {
      await underLoad(() => powerCut(server, dataDir));
      await start();
      await expectEverythingKept();
    }
  });

  it('starts again after the server alone was killed under load', async () => {
    const [postmaster] = clusterPids(dataDir);
    await underLoad(() => server.kill());
    // Its PostgreSQL is told to stop by the kernel (Linux), or left running for the next start
    // to stop: either way the next start works on the folder.
    await start();
    expect(isLiveProcess(postmaster!)).toBe(false);
    await expectEverythingKept();
  });

  it('stops a PostgreSQL left running in its folder, then starts and keeps everything', async () => {
    // What a killed server leaves where nothing stops its cluster: the cluster running alone.
    await server.stop();
    const leftover = await startEmbeddedCluster(dataDir, { say: () => {} });
    const [postmaster] = clusterPids(dataDir);
    try {
      await start();
      expect(server.output()).toContain(`left running by a stopped server (pid ${postmaster})`);
      expect(isLiveProcess(postmaster!)).toBe(false);
      await expectEverythingKept({ all: true });
    } finally {
      await leftover.stop();
    }
  });
});
