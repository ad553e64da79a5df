import { describe, expect, it } from 'vitest';
import {
  complianceThresholds,
  complianceThresholdsValue,
  DEFAULT_COMPLIANCE_THRESHOLDS,
} from './thresholds';

const messages = (value: unknown) =>
  complianceThresholds.safeParse(value).error?.issues.map((issue) => issue.message);

describe('compliance thresholds', () => {
  it("defaults every figure to FINTRAC's", () => {
    expect(complianceThresholds.parse({})).toEqual({
      identification_cad: '3000',
      virtual_currency_identification_cad: '1000',
      large_cash_cad: '10000',
      large_virtual_currency_cad: '10000',
      third_party_record_cad: '3000',
      structuring_band_percent: '90',
      large_cash_due_days: 15,
      large_virtual_currency_due_working_days: 5,
      window_start_time: '00:00',
    });
    expect(complianceThresholds.parse({})).toEqual(DEFAULT_COMPLIANCE_THRESHOLDS);
  });

  it('keeps a stricter figure and writes amounts as decimal strings', () => {
    const parsed = complianceThresholds.parse({
      identification_cad: 2500,
      large_cash_cad: '9000.50',
      window_start_time: '09:00',
    });
    expect(parsed.identification_cad).toBe('2500');
    expect(parsed.large_cash_cad).toBe('9000.5');
    expect(parsed.window_start_time).toBe('09:00');
    expect(parsed.virtual_currency_identification_cad).toBe('1000');
  });

  it('names each bad figure', () => {
    expect(messages({ identification_cad: 0 })).toEqual([
      'value.identification_cad must be greater than 0',
    ]);
    expect(messages({ large_cash_cad: 'ten' })).toEqual([
      'value.large_cash_cad must be a decimal number',
    ]);
    expect(messages({ structuring_band_percent: 100 })).toEqual([
      'value.structuring_band_percent must be greater than 0 and less than 100',
    ]);
    expect(messages({ large_cash_due_days: 1.5 })).toEqual([
      'value.large_cash_due_days must be a whole number',
    ]);
    expect(messages({ large_virtual_currency_due_working_days: 0 })).toEqual([
      'value.large_virtual_currency_due_working_days must be between 1 and 60',
    ]);
    expect(messages({ window_start_time: '24:00' })).toEqual([
      'value.window_start_time must be a time of day like 00:00 or 09:30',
    ]);
    expect(messages({ window_start_time: '9:00' })).toEqual([
      'value.window_start_time must be a time of day like 00:00 or 09:30',
    ]);
  });

  it('refuses unknown fields and values that are not objects', () => {
    expect(messages({ lctr: 1 })).toEqual(['value has unknown fields: lctr']);
    expect(messages('3000')).toEqual([
      'value must be an object like {"identification_cad": "3000"}',
    ]);
  });

  it('reads a missing or broken stored value as the defaults', () => {
    expect(complianceThresholdsValue(undefined)).toEqual(DEFAULT_COMPLIANCE_THRESHOLDS);
    expect(complianceThresholdsValue({ large_cash_cad: -1 })).toEqual(
      DEFAULT_COMPLIANCE_THRESHOLDS,
    );
    expect(complianceThresholdsValue({ large_cash_cad: '5000' }).large_cash_cad).toBe('5000');
  });
});
