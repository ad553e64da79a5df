import { describe, expect, it } from 'vitest';
import { referenceSuite } from '../../test/reference-suite';
import { runScheduledFetch } from './service';

// Monday 23 March 2026 in Toronto (EDT, UTC-4).
const at = (local: string) => new Date(`${local}-04:00`);

describe('scheduled reference fetch', () => {
  const s = referenceSuite();
  const calls = () => s.fake.calls.length;

  it('calls once published (after 17:00 Eastern on a business day), and waits 30 min after a failure', async () => {
    const app = s.instance();
    s.fake.setObservations([{ d: '2026-03-20', FXUSDCAD: '1.3901' }]);
    // Nothing stored yet: due at once, whatever the hour.
    s.at(at('2026-03-23T09:00:00'));
    expect(await runScheduledFetch(app)).toBe('updated');
    expect(calls()).toBe(1);
    // Friday's rates are stored: nothing is due before Monday 17:00.
    s.at(at('2026-03-23T16:59:00'));
    expect(await runScheduledFetch(app)).toBe('skipped');
    expect(calls()).toBe(1);

    // At 17:00 Monday's rates are due; the Bank is late (it still answers Friday's): the next
    // call waits 30 minutes.
    s.at(at('2026-03-23T17:00:00'));
    expect(await runScheduledFetch(app)).toBe('updated');
    expect(calls()).toBe(2);
    s.at(at('2026-03-23T17:29:59'));
    expect(await runScheduledFetch(app)).toBe('skipped');
    s.fake.setMode({ kind: 'status', status: 503, body: 'down' });
    s.at(at('2026-03-23T17:30:00'));
    expect(await runScheduledFetch(app)).toBe('failed');
    expect((await s.status()).last_error).toBe('the reference source answered 503');
    s.fake.setMode({ kind: 'observations' });
    s.at(at('2026-03-23T17:59:59'));
    expect(await runScheduledFetch(app)).toBe('skipped');
    expect(calls()).toBe(3);

    s.fake.setObservations([
      { d: '2026-03-20', FXUSDCAD: '1.3901' },
      { d: '2026-03-23', FXUSDCAD: '1.3950' },
    ]);
    s.at(at('2026-03-23T18:00:00'));
    expect(await runScheduledFetch(app)).toBe('updated');
    expect(await s.status()).toMatchObject({ latest_observation: '2026-03-23', last_error: null });
    // Monday's rates are in: nothing more until Tuesday 17:00.
    s.at(at('2026-03-24T16:00:00'));
    expect(await runScheduledFetch(app)).toBe('skipped');
    expect(calls()).toBe(4);
    // The scheduled fetch writes the computed rates too.
    expect(await s.rate('USD', 'CAD')).toMatchObject({
      origin: 'computed',
      reference_observed_on: '2026-03-23',
    });
  });

  it('with two instances on one database, one call per publication', async () => {
    const instances = [s.instance(), s.instance()];
    const days = [
      { d: '2026-03-24', local: '2026-03-24T17:05:00' },
      { d: '2026-03-25', local: '2026-03-25T17:05:00' },
      { d: '2026-03-26', local: '2026-03-26T17:05:00' },
    ];
    for (const day of days) {
      s.fake.setObservations([{ d: day.d, FXUSDCAD: '1.40' }]);
      s.at(at(day.local));
      const before = calls();
      const runs = await Promise.all(instances.map((app) => runScheduledFetch(app)));
      expect(runs.filter((r) => r === 'updated')).toHaveLength(1);
      expect(runs.filter((r) => r === 'skipped')).toHaveLength(1);
      expect(calls()).toBe(before + 1);
    }
  });
});
