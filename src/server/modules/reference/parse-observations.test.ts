import { describe, expect, it } from 'vitest';
import { valetBody } from '../../test/fake-valet-server';
import { parseObservations } from './parse-observations';

describe("reading Valet's FX_RATES_DAILY answer", () => {
  it('keeps every value as published, per series and day, and ignores other keys', () => {
    const text = valetBody([
      { d: '2026-03-23', FXUSDCAD: '1.39870', FXJPYCAD: '0.009312' },
      { d: '2026-03-24', FXUSDCAD: '1.4000000000000000000001' },
    ]);
    expect(parseObservations(text)).toEqual([
      { series: 'FXUSDCAD', currency_code: 'USD', observed_on: '2026-03-23', value: '1.39870' },
      { series: 'FXJPYCAD', currency_code: 'JPY', observed_on: '2026-03-23', value: '0.009312' },
      {
        series: 'FXUSDCAD',
        currency_code: 'USD',
        observed_on: '2026-03-24',
        value: '1.4000000000000000000001',
      },
    ]);
    // A bare JSON number is read from its own digits, never through a float.
    expect(
      parseObservations(
        '{"observations":[{"d":"2026-03-24","FXUSDCAD":{"v":1.40000000000000000001},"OTHER":{"v":"x"}}]}',
      ),
    ).toEqual([
      {
        series: 'FXUSDCAD',
        currency_code: 'USD',
        observed_on: '2026-03-24',
        value: '1.40000000000000000001',
      },
    ]);
  });

  it('refuses the whole answer with a reason', () => {
    const refused = (text: string) => {
      try {
        parseObservations(text);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused('[1]')).toBe('the answer is not a JSON object');
    expect(refused('{"observations":{}}')).toBe('the answer has no observations list');
    expect(refused('{"observations":[{"d":"2026-03-24","V39079":{"v":"2.75"}}]}')).toBe(
      'the answer has no FX…CAD values',
    );
    expect(
      refused(
        '{"observations":[{"d":"2026-03-24","FXUSDCAD":{"v":"1.4"}},{"d":"2026-03-24","FXUSDCAD":{"v":"1.5"}}]}',
      ),
    ).toBe('the day 2026-03-24 appears twice');
    expect(refused('{"observations":[{"d":"2026-03-24","FXUSDCAD":{"v":""}}]}')).toBe(
      'FXUSDCAD on 2026-03-24 is "", not a positive decimal',
    );
    expect(refused('{"observations":[{"d":"2026-03-24","FXUSDCAD":"1.4"}]}')).toBe(
      'FXUSDCAD on 2026-03-24 is "1.4", not a positive decimal',
    );
    expect(refused('{"observations":[null]}')).toBe('observation 1 is not an object');
  });
});
