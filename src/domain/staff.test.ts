import { describe, expect, it } from 'vitest';
import { rateWithinTolerance, roleAllows, STAFF_MESSAGES, staffRole } from './staff';

describe('staff roles', () => {
  it('ranks owner over manager over teller', () => {
    expect(roleAllows('owner', 'manager')).toBe(true);
    expect(roleAllows('manager', 'manager')).toBe(true);
    expect(roleAllows('teller', 'manager')).toBe(false);
    expect(roleAllows('manager', 'owner')).toBe(false);
    expect(roleAllows(null, 'teller')).toBe(false);
    expect(roleAllows('constructor' as never, 'teller')).toBe(false);
  });

  it('reads a role defensively', () => {
    expect(staffRole('teller')).toBe('teller');
    expect(staffRole('admin')).toBeNull();
    expect(staffRole(undefined)).toBeNull();
  });

  it('names what a refusal needs', () => {
    expect(STAFF_MESSAGES.needs('manager')).toBe('This needs a manager');
    expect(STAFF_MESSAGES.needs('owner')).toBe('This needs the owner');
    expect(STAFF_MESSAGES.rateOverride('2')).toBe('Rate override beyond 2% needs a manager');
  });
});

describe('rate override tolerance', () => {
  it('accepts a rate within the percentage of the table rate, edges included', () => {
    expect(rateWithinTolerance('1.377', '1.35', '2')).toBe(true);
    expect(rateWithinTolerance('1.323', '1.35', '2')).toBe(true);
    expect(rateWithinTolerance('1.35', '1.35', '0')).toBe(true);
  });

  it('refuses a rate beyond it, exactly (no binary rounding)', () => {
    expect(rateWithinTolerance('1.37700000000000000001', '1.35', '2')).toBe(false);
    expect(rateWithinTolerance('1.3229', '1.35', '2')).toBe(false);
    expect(rateWithinTolerance('1.3500001', '1.35', '0')).toBe(false);
    expect(rateWithinTolerance('0.3', '0.1', '100')).toBe(false);
    expect(rateWithinTolerance('0.2', '0.1', '100')).toBe(true);
  });
});
