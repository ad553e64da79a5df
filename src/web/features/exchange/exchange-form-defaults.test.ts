import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_NUMBER_PATTERN } from '@domain/reference-number';
import { freshExchange } from './exchange-form-defaults';

afterEach(() => {
  vi.useRealTimers();
});

describe('freshExchange', () => {
  it("dates the form and its reference number by the bureau's day, whatever the browser's", () => {
    // 28 November 03:00 UTC: still the 27th in Toronto, already the 28th in Tokyo.
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00Z') });
    const toronto = freshExchange('America/Toronto');
    expect(toronto.transaction_date).toBe('2026-11-27');
    expect(toronto.reference_number).toMatch(REFERENCE_NUMBER_PATTERN);
    expect(toronto.reference_number.slice(0, 6)).toBe('261127');
    expect(freshExchange('Asia/Tokyo').reference_number.slice(0, 6)).toBe('261128');
  });

  it('starts with the customer given and nothing else filled', () => {
    const values = freshExchange('America/Toronto', 'customer-1');
    expect(values).toMatchObject({ customer_id: 'customer-1', notes: '', is_on_behalf: false });
    expect(values.pairs).toHaveLength(1);
  });
});
