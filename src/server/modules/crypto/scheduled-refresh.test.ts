import { describe, expect, it, vi } from 'vitest';
import { cryptoSuite, START } from '../../test/crypto-suite';
import { SCHEDULER_TICK_MS, scheduledJobs, startScheduler } from '../../jobs';
import { runScheduledRefresh } from './service';

describe('scheduled crypto price refresh', () => {
  const s = cryptoSuite();
  const calls = () => s.fake.calls.length;

  it('calls every interval while crypto is on, follows interval changes, stops when off', async () => {
    const app = s.instance();
    s.fake.setPrices({ bitcoin: { usd: '70000' } }, START.getTime() / 1000);
    expect(await runScheduledRefresh(app)).toBe('disabled');
    await s.setCrypto(true);
    const first = calls();
    // Nothing to price: no call, and no attempt recorded.
    expect(await runScheduledRefresh(app)).toBe('no_coins');
    expect(calls()).toBe(first);
    expect((await s.call('GET', '/api/crypto/prices')).json()).toMatchObject({
      updated_at: null,
      last_error: null,
    });
    await s.coin('BTC', 'bitcoin');
    expect(await runScheduledRefresh(app)).toBe('updated');
    expect(calls()).toBe(first + 1);
    expect(await runScheduledRefresh(app)).toBe('skipped');
    s.later(59);
    expect(await runScheduledRefresh(app)).toBe('skipped');
    s.later(1);
    expect(await runScheduledRefresh(app)).toBe('updated');
    expect(calls()).toBe(first + 2);

    const interval = await s.call('PUT', '/api/settings/crypto_refresh_interval', {
      value: { seconds: 120 },
    });
    expect(interval.statusCode).toBe(200);
    s.later(60);
    expect(await runScheduledRefresh(app)).toBe('skipped');
    s.later(60);
    expect(await runScheduledRefresh(app)).toBe('updated');
    expect(calls()).toBe(first + 3);

    await s.setCrypto(false);
    s.later(1000);
    expect(await runScheduledRefresh(app)).toBe('disabled');
    expect(calls()).toBe(first + 3);
    await s.setCrypto(true);
  });

  it('a scheduled answer with a bad price fails, keeps the reason and the last good price', async () => {
    const app = s.instance();
    const stored = async () =>
      (await s.call('GET', '/api/crypto/prices')).json<{ prices: unknown[]; last_error: string }>();
    const before = (await stored()).prices;
    s.later(120);
    s.fake.setPrices({ bitcoin: { usd: 'NaN' } });
    expect(await runScheduledRefresh(app)).toBe('failed');
    expect(await stored()).toMatchObject({
      prices: before,
      last_error: `the price service's answer was refused (bitcoin in usd is "NaN", not a positive number)`,
    });
    s.fake.setPrices({ bitcoin: { usd: '70000' } });
    s.later(120);
    expect(await runScheduledRefresh(app)).toBe('updated');
    expect((await stored()).last_error).toBeNull();
  });

  it('backs off after a 429 as Retry-After says', async () => {
    const app = s.instance();
    s.later(120);
    s.fake.setMode({
      kind: 'status',
      status: 429,
      body: '{"status":{"error_code":429,"error_message":"Rate limited"}}',
      headers: { 'retry-after': '300' },
    });
    expect(await runScheduledRefresh(app)).toBe('failed');
    s.fake.setMode({ kind: 'prices' });
    const after = calls();
    s.later(120);
    expect(await runScheduledRefresh(app)).toBe('skipped');
    s.later(120);
    expect(await runScheduledRefresh(app)).toBe('skipped');
    expect(calls()).toBe(after);
    s.later(60);
    expect(await runScheduledRefresh(app)).toBe('updated');
  });

  it('with several instances on one database, one provider call per interval', async () => {
    const instances = [s.instance(), s.instance(), s.instance()];
    for (let round = 0; round < 3; round += 1) {
      s.later(120);
      const before = calls();
      const runs = await Promise.all(instances.map((app) => runScheduledRefresh(app)));
      expect(runs.filter((r) => r === 'updated')).toHaveLength(1);
      expect(runs.filter((r) => r === 'skipped')).toHaveLength(2);
      expect(calls()).toBe(before + 1);
    }
  });

  it('the scheduler looks every tick until stopped, and stopping waits for its call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      s.later(120);
      const before = calls();
      const app = s.instance();
      // Only the crypto job: the reference rates have their own test (modules/reference).
      const idle = { name: 'unused', fetchObservations: () => Promise.reject(new Error('unused')) };
      const noLists = { sema: null, un: null, opensanctions: null, timeoutMs: 1000 };
      const jobs = scheduledJobs({ ...app, referenceSource: idle, sanctionsFeeds: noLists }).filter(
        (job) => job.name === 'crypto-prices',
      );
      const scheduler = startScheduler(app.db, jobs, app.log);
      expect(calls()).toBe(before);
      await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS);
      await scheduler.stop();
      expect(calls()).toBe(before + 1);
      s.later(120);
      await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS * 3);
      expect(calls()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
