import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import { STANDARD_DENOMINATIONS } from './denominations';

describe('standard denominations', () => {
  it('name each value of a currency once, as a note or a coin', () => {
    for (const [code, { notes, coins }] of Object.entries(STANDARD_DENOMINATIONS)) {
      const values = [...notes, ...coins].map((value) => toDecimalString(value));
      expect(new Set(values).size, code).toBe(values.length);
    }
  });
});
