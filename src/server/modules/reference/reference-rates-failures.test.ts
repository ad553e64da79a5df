// The reference-rate fetch when the Bank's answer fails or is garbage: the last references and
// rates are kept, and the status says why.
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceSuite } from '../../test/reference-suite';
import { DAYS } from './reference-days';

const FAILED = 'Failed to fetch reference rates';

describe('reference rates from the Bank of Canada, when the fetch fails', () => {
  const s = referenceSuite();
  const fetchNow = () => s.call('POST', '/api/reference-rates/fetch');
  // The last references and rates to keep: one good fetch first.
  beforeAll(async () => {
    s.later(1);
    s.fake.setObservations(DAYS);
    const res = await fetchNow();
    if (res.statusCode !== 200) throw new Error(`setup fetch answered ${res.statusCode}`);
  });

  it('a failing or garbage answer keeps the last references and rates, and says why', async () => {
    const before = await s.call('GET', '/api/currency-rates/current');
    const storedBefore = await s.stored('FXUSDCAD');
    const statusBefore = await s.status();
    const fails = async (reason: string) => {
      s.later(60);
      const res = await fetchNow();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: `${FAILED}: ${reason}`, code: 'unavailable' });
      expect((await s.call('GET', '/api/currency-rates/current')).body).toBe(before.body);
      expect(await s.stored('FXUSDCAD')).toEqual(storedBefore);
      const status = await s.status();
      expect(status).toMatchObject({
        last_error: reason,
        last_success_at: statusBefore.last_success_at,
        latest_observation: statusBefore.latest_observation,
      });
    };
    const refused = (why: string) => `the reference source's answer was refused (${why})`;
    s.fake.setMode({ kind: 'status', status: 500, body: 'Internal error' });
    await fails('the reference source answered 500');
    s.fake.setMode({ kind: 'status', status: 404, body: '{"message":"Series not found"}' });
    await fails('the reference source answered 404: Series not found');
    s.fake.setMode({ kind: 'body', body: '<html>maintenance</html>' });
    await fails(refused('the answer is not valid JSON'));
    s.fake.setMode({ kind: 'body', body: '{"observations":[]}' });
    await fails(refused('the answer has no observations'));
    s.fake.setMode({ kind: 'body', body: '{"terms":{}}' });
    await fails(refused('the answer has no observations list'));
    const day = (cell: string) =>
      `{"observations":[{"d":"2026-03-26","FXEURCAD":{"v":"1.5"},"FXUSDCAD":${cell}}]}`;
    s.fake.setMode({ kind: 'body', body: day('{"v":"NaN"}') });
    await fails(refused('FXUSDCAD on 2026-03-26 is "NaN", not a positive decimal'));
    s.fake.setMode({ kind: 'body', body: day('{"v":"-1.38"}') });
    await fails(refused('FXUSDCAD on 2026-03-26 is "-1.38", not a positive decimal'));
    s.fake.setMode({ kind: 'body', body: day('{"v":"0"}') });
    await fails(refused('FXUSDCAD on 2026-03-26 is "0", not a positive decimal'));
    s.fake.setMode({ kind: 'body', body: day('{"v":1.38e0}') });
    await fails(refused('FXUSDCAD on 2026-03-26 is "1.38e0", not a positive decimal'));
    s.fake.setMode({ kind: 'body', body: day('{}') });
    await fails(refused('FXUSDCAD on 2026-03-26 is undefined, not a positive decimal'));
    s.fake.setMode({
      kind: 'body',
      body: '{"observations":[{"d":"2026-02-30","FXUSDCAD":{"v":"1.38"}}]}',
    });
    await fails(refused('observation 1 has no date (d is "2026-02-30")'));
    s.fake.setMode({ kind: 'slow', ms: 5000 });
    await fails('the reference source did not answer within 1.5 s');

    s.fake.setMode({ kind: 'observations' });
    s.later(60);
    expect((await fetchNow()).statusCode).toBe(200);
    expect((await s.status()).last_error).toBeNull();
  });
});
