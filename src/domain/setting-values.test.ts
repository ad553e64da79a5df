import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_BUSINESS_TIME_ZONE } from './business-day';
import { businessTimeZone } from './contracts/settings';
import { flagValue, timeZoneValue } from './setting-values';

// The readers answer what parsing the stored value with the settings' schemas answers.
const storedValues: unknown[] = [
  undefined,
  null,
  true,
  'America/Toronto',
  [],
  [{ enabled: true }],
  {},
  { enabled: true },
  { enabled: false },
  { enabled: 'true' },
  { enabled: 1 },
  { enabled: true, note: 'kept' },
  { time_zone: 'Europe/Paris' },
  { time_zone: 'nowhere' },
  { time_zone: 7 },
  { time_zone: 'Europe/Paris', extra: 1 },
  { time_zone: 'UTC' },
];

describe('settings read without their schemas', () => {
  it.each(storedValues.map((value) => [JSON.stringify(value) ?? 'undefined', value]))(
    'reads %s as the schemas do',
    (_label, value) => {
      const flag = z.object({ enabled: z.boolean() }).safeParse(value);
      expect(flagValue(value, true)).toBe(flag.success ? flag.data.enabled : true);
      expect(flagValue(value, false)).toBe(flag.success ? flag.data.enabled : false);
      const zone = businessTimeZone.safeParse(value);
      expect(timeZoneValue(value)).toBe(
        zone.success ? zone.data.time_zone : DEFAULT_BUSINESS_TIME_ZONE,
      );
    },
  );
});
