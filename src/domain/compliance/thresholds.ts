// The figures the compliance rules use, as one setting (docs/decisions/0026): every threshold
// is an amount in CAD with FINTRAC's value as the default, so a bureau may be stricter than the
// law but starts from it.
import { z } from 'zod';
import { positiveDecimalInput } from '../decimal-schema';
import { toDec } from '../money';
import { rememberLast } from '../remember-last';
import { SETTING_KEYS } from '../setting-values';

export const COMPLIANCE_SETTING_KEY = SETTING_KEYS.complianceThresholds;

export const DEFAULT_COMPLIANCE_THRESHOLDS = {
  // Identification and record keeping for an exchange of $3,000 or more.
  identification_cad: '3000',
  // Identification for a virtual currency exchange of $1,000 or more.
  virtual_currency_identification_cad: '1000',
  // Large cash transaction report (LCTR): cash received of $10,000 or more.
  large_cash_cad: '10000',
  // Large virtual currency transaction report (LVCTR): virtual currency received of $10,000 or more.
  large_virtual_currency_cad: '10000',
  // An on-behalf exchange of $3,000 or more records the third party and the relationship.
  third_party_record_cad: '3000',
  // Structuring alerts: exchanges from this percentage of a threshold up to (not including) it.
  structuring_band_percent: '90',
  // An LCTR is due 15 calendar days after the transaction that reached the threshold.
  large_cash_due_days: 15,
  // An LVCTR is due 5 working days after the day the virtual currency was received.
  large_virtual_currency_due_working_days: 5,
  // The bureau's static 24-hour window starts at this local time (HH:MM) every day.
  window_start_time: '00:00',
} as const;

export const WINDOW_START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WINDOW_START_TIME_MESSAGE =
  'value.window_start_time must be a time of day like 00:00 or 09:30';

const amount = (key: keyof typeof DEFAULT_COMPLIANCE_THRESHOLDS, fallback: string) =>
  positiveDecimalInput(`value.${key}`).default(fallback);

const days = (key: string, max: number, fallback: number) =>
  z
    .number({ message: `value.${key} must be a number` })
    .int(`value.${key} must be a whole number`)
    .min(1, `value.${key} must be between 1 and ${max}`)
    .max(max, `value.${key} must be between 1 and ${max}`)
    .default(fallback);

const d = DEFAULT_COMPLIANCE_THRESHOLDS;
const BAND_MESSAGE = 'value.structuring_band_percent must be greater than 0 and less than 100';

export const complianceThresholds = z
  .strictObject(
    {
      identification_cad: amount('identification_cad', d.identification_cad),
      virtual_currency_identification_cad: amount(
        'virtual_currency_identification_cad',
        d.virtual_currency_identification_cad,
      ),
      large_cash_cad: amount('large_cash_cad', d.large_cash_cad),
      large_virtual_currency_cad: amount(
        'large_virtual_currency_cad',
        d.large_virtual_currency_cad,
      ),
      third_party_record_cad: amount('third_party_record_cad', d.third_party_record_cad),
      structuring_band_percent: positiveDecimalInput('value.structuring_band_percent')
        .refine((percent) => toDec(percent).lt(100), BAND_MESSAGE)
        .default(d.structuring_band_percent),
      large_cash_due_days: days('large_cash_due_days', 365, d.large_cash_due_days),
      large_virtual_currency_due_working_days: days(
        'large_virtual_currency_due_working_days',
        60,
        d.large_virtual_currency_due_working_days,
      ),
      window_start_time: z
        .string({ message: WINDOW_START_TIME_MESSAGE })
        .regex(WINDOW_START_TIME_PATTERN, WINDOW_START_TIME_MESSAGE)
        .default(d.window_start_time),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `value has unknown fields: ${(issue.keys ?? []).join(', ')}`
          : 'value must be an object like {"identification_cad": "3000"}',
    },
  )
  .meta({ id: 'ComplianceThresholds' });

export type ComplianceThresholds = z.output<typeof complianceThresholds>;
export type ComplianceThresholdsInput = z.input<typeof complianceThresholds>;

/** Reading the stored setting defensively: a missing or invalid value reads as the defaults. */
export const complianceThresholdsValue = rememberLast((value): ComplianceThresholds => {
  const parsed = complianceThresholds.safeParse(value ?? {});
  return parsed.success ? parsed.data : complianceThresholds.parse({});
});

// The Settings page's form of the same setting: every field typed as text, each message naming
// its field as the page labels it.
export const COMPLIANCE_FIELD_LABELS = {
  identification_cad: 'Identification from (CAD)',
  virtual_currency_identification_cad: 'Virtual currency identification from (CAD)',
  large_cash_cad: 'Large cash report from (CAD)',
  large_virtual_currency_cad: 'Large virtual currency report from (CAD)',
  third_party_record_cad: 'Third party record from (CAD)',
  structuring_band_percent: 'Structuring alert from (% of a threshold)',
  large_cash_due_days: 'Large cash report due in (calendar days)',
  large_virtual_currency_due_working_days: 'Large virtual currency report due in (working days)',
  window_start_time: '24-hour window starts at',
} as const satisfies Record<keyof ComplianceThresholds, string>;

const L = COMPLIANCE_FIELD_LABELS;
const formDays = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `${label} must be between 1 and ${max}`)
        .max(max, `${label} must be between 1 and ${max}`),
    );

export const complianceThresholdsForm = z.object({
  identification_cad: positiveDecimalInput(L.identification_cad),
  virtual_currency_identification_cad: positiveDecimalInput(L.virtual_currency_identification_cad),
  large_cash_cad: positiveDecimalInput(L.large_cash_cad),
  large_virtual_currency_cad: positiveDecimalInput(L.large_virtual_currency_cad),
  third_party_record_cad: positiveDecimalInput(L.third_party_record_cad),
  structuring_band_percent: positiveDecimalInput(L.structuring_band_percent).refine(
    (percent) => toDec(percent).lt(100),
    `${L.structuring_band_percent} must be less than 100`,
  ),
  large_cash_due_days: formDays(L.large_cash_due_days, 365),
  large_virtual_currency_due_working_days: formDays(L.large_virtual_currency_due_working_days, 60),
  window_start_time: z
    .string()
    .regex(WINDOW_START_TIME_PATTERN, `${L.window_start_time} must be a time like 00:00 or 09:30`),
});
export type ComplianceThresholdsFormValues = z.input<typeof complianceThresholdsForm>;

/** The stored setting as the form's text fields. */
export function complianceFormValues(value: ComplianceThresholds): ComplianceThresholdsFormValues {
  return {
    ...value,
    large_cash_due_days: String(value.large_cash_due_days),
    large_virtual_currency_due_working_days: String(value.large_virtual_currency_due_working_days),
  };
}
