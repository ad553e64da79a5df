import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangeText, signInDelaySeconds, signInLockedMessage } from './audit';

const ZONE = 'America/Toronto';

describe('auditChanges', () => {
  it('lists every named field with its value before and after, as text', () => {
    expect(
      auditChanges(
        { first_name: 'Ada', risk_level: 'low' },
        { first_name: 'Adah', risk_level: 'high' },
        ZONE,
      ),
    ).toEqual([
      { field: 'first_name', before: 'Ada', after: 'Adah' },
      { field: 'risk_level', before: 'low', after: 'high' },
    ]);
    expect(auditChanges(null, { value: { percent: 3 }, active: true, note: null }, ZONE)).toEqual([
      { field: 'value', before: null, after: '{"percent":3}' },
      { field: 'active', before: null, after: 'true' },
      { field: 'note', before: null, after: null },
    ]);
  });

  it('writes one line: before → after for an update, the values of a create or delete', () => {
    expect(auditChangeText({ email: null }, { email: 'a@b.test' }, ZONE)).toBe(
      'email: — → a@b.test',
    );
    expect(auditChangeText(null, { code: 'USD', name: 'US Dollar' }, ZONE)).toBe(
      'code: USD; name: US Dollar',
    );
    expect(auditChangeText({ code: 'USD' }, null, ZONE)).toBe('code: USD');
    expect(auditChangeText(null, null, ZONE)).toBe('');
  });

  it("writes stored instants on the bureau's clock with its offset, and leaves days as days", () => {
    expect(
      auditChangeText(
        { claimed_at: null, birthday: '1980-02-29' },
        { claimed_at: '2026-11-25T12:15:37.109+00:00', birthday: '1980-03-01' },
        ZONE,
      ),
    ).toBe('claimed_at: — → 2026-11-25T07:15:37.109-05:00; birthday: 1980-02-29 → 1980-03-01');
    expect(auditChanges(null, { created_at: '2026-07-15T12:00:00Z' }, 'Asia/Tokyo')).toEqual([
      { field: 'created_at', before: null, after: '2026-07-15T21:00:00.000+09:00' },
    ]);
    // Text that only looks like a time is left as typed.
    expect(auditChangeText(null, { note: '2026-11-25T99:99Z' }, ZONE)).toBe(
      'note: 2026-11-25T99:99Z',
    );
  });
});

describe('signInDelaySeconds', () => {
  it('lets five failures pass, then doubles from 30 seconds up to 15 minutes', () => {
    expect([0, 4].map(signInDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 1000].map(signInDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('says how long to wait in seconds, or whole minutes from one minute', () => {
    expect(signInLockedMessage(30)).toBe(
      'Too many failed sign-ins for this account. Try again in 30 seconds.',
    );
    expect(signInLockedMessage(60)).toBe(
      'Too many failed sign-ins for this account. Try again in 1 minute.',
    );
    expect(signInLockedMessage(61)).toBe(
      'Too many failed sign-ins for this account. Try again in 2 minutes.',
    );
  });
});
