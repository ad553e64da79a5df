import { describe, expect, it } from 'vitest';
import { complianceThresholdsValue } from './compliance/thresholds';
import { rememberLast } from './remember-last';

describe('rememberLast', () => {
  it('reads a value again only when it changes, and shares a frozen answer', () => {
    const seen: unknown[] = [];
    const read = rememberLast((value) => {
      seen.push(value);
      return { doubled: Number((value as { n: number }).n) * 2 };
    });
    const first = read({ n: 2 });
    expect(read({ n: 2 })).toBe(first);
    expect(first).toEqual({ doubled: 4 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(read({ n: 3 })).toEqual({ doubled: 6 });
    expect(read({ n: 2 })).toEqual({ doubled: 4 });
    expect(seen).toEqual([{ n: 2 }, { n: 3 }, { n: 2 }]);
  });

  it('answers each stored compliance setting as its own, valid or not', () => {
    expect(complianceThresholdsValue({ identification_cad: '2500' }).identification_cad).toBe(
      '2500',
    );
    expect(complianceThresholdsValue({ identification_cad: 'x' }).identification_cad).toBe('3000');
    expect(complianceThresholdsValue(undefined).identification_cad).toBe('3000');
    expect(complianceThresholdsValue({ identification_cad: '2500' }).identification_cad).toBe(
      '2500',
    );
  });
});
