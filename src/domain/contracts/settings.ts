import { z } from 'zod';
import { complianceThresholds } from '../compliance/thresholds';
import { rememberLast } from '../remember-last';
import { SETTING_KEYS } from '../setting-values';
import { isTimeZone } from '../business-day';
import { CRYPTO_REFRESH } from '../constants';
import { isoTimestamp } from './common';
import { cryptoPriceRow } from './crypto';
import { rateMarginsSetting, rateSignificantDigitsSetting } from './reference';
import { hasNoNul, invalidCharacter } from './fields';

// The keys and the defensive readers of a flag and the zone live without zod (read by every
// screen of the web); re-exported here with the rest of the settings' contracts.
export { flagValue, SETTING_KEYS, timeZoneValue } from '../setting-values';

export const settingRow = z
  .object({
    id: z.uuid(),
    key: z.string(),
    value: z.unknown(),
    description: z.string().nullable(),
    updated_at: isoTimestamp,
  })
  .meta({ id: 'Setting' });
export type Setting = z.infer<typeof settingRow>;
export const settingListResponse = z.object({ rows: z.array(settingRow), total: z.number() });

export const settingKeyParams = z.object({
  key: z
    .string()
    .min(1, 'Setting key is required')
    .max(100, 'Setting key must be at most 100 characters')
    .refine(hasNoNul, invalidCharacter('Setting key')),
});

export const updateSettingBody = z.object({
  // zod's own wording for a missing key ("expected nonoptional") means nothing to a reader.
  value: z.unknown().nonoptional('value is required'),
  description: z
    .string({ message: 'Description must be text' })
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .refine(hasNoNul, invalidCharacter('Description'))
    .nullable()
    .optional(),
});
export type UpdateSettingInput = z.infer<typeof updateSettingBody>;

// zod reports a wrong type and unknown fields on the object itself; name which one it was.
const objectError = (example: string) => (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `value has unknown fields: ${(issue.keys ?? []).join(', ')}`
    : `value must be an object like ${example}`;

const flagShape = { enabled: z.boolean({ message: 'value.enabled must be true or false' }) };
const strictFlag = z.strictObject(flagShape, { error: objectError('{"enabled": true}') });

// One line of the bureau's profile: trimmed text, no NUL. Only the name is required; an absent
// address or phone is stored as ''.
const profileText = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

export const BUSINESS_PROFILE_LIMITS = { name: 80, address: 200, phone: 40 } as const;

// The bureau's name, address and phone as every receipt prints them.
export const businessProfile = z
  .strictObject(
    {
      name: profileText('Business name', BUSINESS_PROFILE_LIMITS.name).min(
        1,
        'Business name is required',
      ),
      address: profileText('Address', BUSINESS_PROFILE_LIMITS.address).default(''),
      phone: profileText('Phone', BUSINESS_PROFILE_LIMITS.phone).default(''),
    },
    { error: objectError('{"name": "…", "address": "…", "phone": "…"}') },
  )
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.output<typeof businessProfile>;
export type BusinessProfileValues = z.input<typeof businessProfile>;

// The bureau's IANA time zone: where its days start and end, for reports and the daily position.
export const businessTimeZone = z
  .strictObject(
    {
      time_zone: z
        .string({ message: 'value.time_zone must be text' })
        .refine(isTimeZone, 'value.time_zone must be a time zone name like America/Toronto'),
    },
    { error: objectError('{"time_zone": "America/Toronto"}') },
  )
  .meta({ id: 'BusinessTimeZone' });

// The Settings form's field: the same rule, worded for a person.
export const timeZoneForm = z.object({
  time_zone: z
    .string()
    .trim()
    .min(1, 'Time zone is required')
    .refine(isTimeZone, 'Choose a time zone name such as America/Toronto'),
});
export type TimeZoneFormValues = z.input<typeof timeZoneForm>;

// How far (in percent of the table rate) a teller may move an exchange's rate; beyond it the
// exchange needs a manager (docs/decisions/0019).
export const RATE_TOLERANCE_LIMITS = { min: 0, max: 100 } as const;
const tolerancePercent = z
  .number({ message: 'value.percent must be a number' })
  .min(RATE_TOLERANCE_LIMITS.min, 'The tolerance must be between 0 and 100 percent')
  .max(RATE_TOLERANCE_LIMITS.max, 'The tolerance must be between 0 and 100 percent');
const rateTolerance = z.strictObject(
  { percent: tolerancePercent },
  { error: objectError('{"percent": 2}') },
);

// The Settings page's field for it, typed as text.
export const rateToleranceForm = z.object({
  percent: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'The tolerance must be a number of percent, like 2 or 2.5')
    .transform(Number)
    .pipe(tolerancePercent),
});
export type RateToleranceFormValues = z.input<typeof rateToleranceForm>;

// How far (in CAD, per currency) a till's count may differ from what it should hold and still
// close without a manager's sign-off (docs/decisions/0036). Stored as {"amount": "5.00"}.
export const DEFAULT_TILL_VARIANCE_TOLERANCE = '0';
const toleranceAmount = z
  .string({ message: 'value.amount must be a decimal text like "5.00"' })
  .trim()
  .regex(
    /^\d{1,12}(\.\d{1,2})?$/,
    'The tolerance must be an amount in CAD like 5 or 5.00, not negative',
  );
export const tillVarianceTolerance = z
  .strictObject({ amount: toleranceAmount }, { error: objectError('{"amount": "5.00"}') })
  .meta({ id: 'TillVarianceTolerance' });

// The Settings page's field for it.
export const tillToleranceForm = z.object({ amount: toleranceAmount });
export type TillToleranceFormValues = z.input<typeof tillToleranceForm>;

// Reading the stored tolerance defensively: a malformed value reads as the default.
export function tillToleranceValue(value: unknown): string {
  const parsed = tillVarianceTolerance.safeParse(value);
  return parsed.success ? parsed.data.amount : DEFAULT_TILL_VARIANCE_TOLERANCE;
}

// The bureau as FINTRAC knows it (issue 45, docs/decisions/0055): its reporting entity number
// (7 digits) and the identifier of its compliance contact, both given by FINTRAC; null until
// entered. A report cannot be ready without them.
export const FINTRAC_ENTITY_MESSAGES = {
  number: 'value.reporting_entity_number must be FINTRAC’s reporting entity number: 1 to 7 digits',
  contact: 'value.contact_id must be FINTRAC’s contact identifier: a whole number',
} as const;
export const fintracReportingEntity = z.strictObject({
  reporting_entity_number: z
    .number({ error: FINTRAC_ENTITY_MESSAGES.number })
    .int(FINTRAC_ENTITY_MESSAGES.number)
    .min(1, FINTRAC_ENTITY_MESSAGES.number)
    .max(9_999_999, FINTRAC_ENTITY_MESSAGES.number)
    .nullable(),
  contact_id: z
    .number({ error: FINTRAC_ENTITY_MESSAGES.contact })
    .int(FINTRAC_ENTITY_MESSAGES.contact)
    .min(1, FINTRAC_ENTITY_MESSAGES.contact)
    .max(2_147_483_647, FINTRAC_ENTITY_MESSAGES.contact)
    .nullable(),
});
export type FintracReportingEntity = z.infer<typeof fintracReportingEntity>;

// The Settings form's text fields as the setting's numbers: blank is not entered.
const digitsOrBlank = (message: string, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= max),
      message,
    )
    .transform((v) => (v === '' ? null : Number(v)));
export const fintracReportingEntityForm = z.object({
  reporting_entity_number: digitsOrBlank(FINTRAC_ENTITY_MESSAGES.number, 9_999_999),
  contact_id: digitsOrBlank(FINTRAC_ENTITY_MESSAGES.contact, 2_147_483_647),
});
export type FintracReportingEntityFormValues = z.input<typeof fintracReportingEntityForm>;

/** The stored setting read defensively: anything malformed reads as not entered. */
export function fintracEntityValue(value: unknown): FintracReportingEntity {
  const parsed = fintracReportingEntity.safeParse(value);
  return parsed.success ? parsed.data : { reporting_entity_number: null, contact_id: null };
}

// Values of the known keys (SPEC §3); any other key holds a JSON object.
const KNOWN_SETTING_VALUES: Record<string, z.ZodType> = {
  [SETTING_KEYS.cryptoEnabled]: strictFlag,
  [SETTING_KEYS.requireIdForCard]: strictFlag,
  [SETTING_KEYS.idImages]: strictFlag,
  [SETTING_KEYS.tellersSpotCount]: strictFlag,
  [SETTING_KEYS.fintracReportingEntity]: fintracReportingEntity,
  [SETTING_KEYS.businessProfile]: businessProfile,
  [SETTING_KEYS.businessTimeZone]: businessTimeZone,
  [SETTING_KEYS.rateOverrideTolerance]: rateTolerance,
  [SETTING_KEYS.tillVarianceTolerance]: tillVarianceTolerance,
  [SETTING_KEYS.complianceThresholds]: complianceThresholds,
  [SETTING_KEYS.rateMargins]: rateMarginsSetting,
  [SETTING_KEYS.rateSignificantDigits]: rateSignificantDigitsSetting,
  [SETTING_KEYS.cryptoRefreshInterval]: z.strictObject(
    {
      seconds: z
        .number({ message: 'value.seconds must be a number' })
        .int('value.seconds must be a whole number')
        .min(
          CRYPTO_REFRESH.min,
          `The interval must be between ${CRYPTO_REFRESH.min} and ${CRYPTO_REFRESH.max} seconds`,
        )
        .max(
          CRYPTO_REFRESH.max,
          `The interval must be between ${CRYPTO_REFRESH.min} and ${CRYPTO_REFRESH.max} seconds`,
        ),
    },
    { error: objectError('{"seconds": 60}') },
  ),
};

// jsonb cannot hold the NUL character, in a key or in a string anywhere inside the value.
// Walked with a list rather than recursion, so no nesting depth can overflow the stack.
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!hasNoNul(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (!hasNoNul(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

const otherSettingValue = z
  .record(z.string(), z.unknown(), { message: 'value must be a JSON object' })
  .refine((value) => !containsNul(value), invalidCharacter('value'));

/** The schema a setting's value must match; hasOwn, so a key like "constructor" is not a schema. */
export function settingValueSchema(key: string): z.ZodType {
  return Object.hasOwn(KNOWN_SETTING_VALUES, key)
    ? (KNOWN_SETTING_VALUES[key] ?? otherSettingValue)
    : otherSettingValue;
}

// Reading the stored profile defensively: a value that is not a valid profile reads as none.
export const businessProfileValue = rememberLast((value): BusinessProfile | null => {
  const parsed = businessProfile.safeParse(value);
  return parsed.success ? parsed.data : null;
});

// Reading the stored tolerance defensively, as a decimal string: a malformed value reads as
// the default.
const storedTolerancePercent = rememberLast((value): string | null => {
  const parsed = rateTolerance.safeParse(value);
  return parsed.success ? String(parsed.data.percent) : null;
});

export function tolerancePercentValue(value: unknown, fallback: string): string {
  return storedTolerancePercent(value) ?? fallback;
}

// `updated_at` and `prices` (the latest per coin and vs-currency) come with a successful update.
export const cryptoUpdateResponse = z.object({
  message: z.string(),
  updated_at: isoTimestamp.optional(),
  prices: z.array(cryptoPriceRow).optional(),
});
export const CRYPTO_DISABLED_MESSAGE = 'Cryptocurrency features are disabled';
