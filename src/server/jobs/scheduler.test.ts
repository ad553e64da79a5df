import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { endTurn, takeTurn } from './lease';
import { startScheduler } from './scheduler';

const silent = pino({ level: 'silent' });

describe('scheduled jobs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives a job to one instance at a time, and again once its turn ends or expires', async () => {
    const db = database.db;
    const asked = await Promise.all(
      ['a', 'b', 'c'].map((holder) => takeTurn(db, 'j1', 60_000, holder)),
    );
    expect(asked.filter(Boolean)).toHaveLength(1);
    const holder = ['a', 'b', 'c'][asked.indexOf(true)] ?? '';
    // Another instance cannot end a turn it does not hold.
    await endTurn(db, 'j1', null, 'someone-else');
    expect(await takeTurn(db, 'j1', 60_000, 'd')).toBe(false);
    await endTurn(db, 'j1', 'it broke', holder);
    expect(await takeTurn(db, 'j1', 1, 'd')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // 'd' died holding a 1 ms turn: it expired.
    expect(await takeTurn(db, 'j1', 60_000, 'e')).toBe(true);
    const [row] = await queryRows<{ holder: string; last_error: string | null }>(
      db,
      "select holder, last_error from job_leases where job = 'j1'",
    );
    expect(row).toEqual({ holder: 'e', last_error: 'it broke' });
  });

  it('two schedulers on one database never run the same job at once; a failing job is logged and kept', async () => {
    // Real time with a short tick: the turns are taken over the database's real round trips.
    let inside = 0;
    let most = 0;
    let runs = 0;
    const slow = {
      name: 'slow',
      leaseMs: 60_000,
      run: async () => {
        inside += 1;
        most = Math.max(most, inside);
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
        inside -= 1;
      },
    };
    const failing = {
      name: 'failing',
      leaseMs: 60_000,
      run: () => Promise.reject(new Error('source down')),
    };
    const options = { tickMs: 5 };
    const one = startScheduler(database.db, [slow, failing], silent, { ...options, holder: 'one' });
    const two = startScheduler(database.db, [slow, failing], silent, { ...options, holder: 'two' });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(6), { timeout: 10_000 });
    await one.stop();
    await two.stop();
    expect(most).toBe(1);
    const [row] = await queryRows<{ last_error: string | null }>(
      database.db,
      "select last_error from job_leases where job = 'failing'",
    );
    expect(row?.last_error).toBe('source down');
    // Stopped: no more runs.
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
  });
});
