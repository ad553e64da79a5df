// The audit trail's vocabulary (docs/decisions/0020): what kind of record changed and how.
import { formatMoment } from './bureau-time';

export const AUDIT_RECORD_TYPES = [
  'customer',
  'company',
  'id_card',
  'id_card_image',
  'currency',
  'rate',
  'setting',
  'staff',
  'transaction',
  'account',
  'compliance_case',
  'database',
  'branch',
  'cash_location',
  'denomination',
  'till_session',
  'cash_transfer',
  'business_day',
  'rate_board_link',
  'sanctions_list',
  'screening_hit',
  'fintrac_filing',
  'suspicious_report',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  customer: 'Customer',
  company: 'Company',
  id_card: 'ID card',
  id_card_image: 'ID card photo',
  currency: 'Currency',
  rate: 'Rate',
  setting: 'Setting',
  staff: 'Staff',
  transaction: 'Transaction',
  account: 'Balance',
  compliance_case: 'Compliance case',
  database: 'Database',
  branch: 'Branch',
  cash_location: 'Till',
  denomination: 'Denomination',
  till_session: 'Till session',
  cash_transfer: 'Cash transfer',
  business_day: 'Business day',
  rate_board_link: 'Rate board link',
  sanctions_list: 'Sanctions list',
  screening_hit: 'Sanctions match',
  fintrac_filing: 'FINTRAC filing',
  suspicious_report: 'Suspicious transaction report',
};

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'claim',
  'adjust',
  'archive',
  'restore',
  'file',
  'review',
  'dismiss',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session_expired',
  'backup',
  'open',
  'count',
  'recount',
  'spot_count',
  'sign_off',
  'reopen',
  'transfer',
  'receive',
  'close_day',
  'revoke',
  'import',
  'clear',
  'confirm',
  'view',
  'send',
  'print',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  claim: 'Claimed',
  adjust: 'Balance adjusted',
  archive: 'Archived',
  restore: 'Restored',
  file: 'Filed',
  review: 'Reviewed',
  dismiss: 'Dismissed',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  session_expired: 'Session expired',
  backup: 'Backup taken',
  open: 'Till opened',
  count: 'Till counted',
  recount: 'Till recounted',
  spot_count: 'Till spot counted',
  sign_off: 'Variance signed off',
  reopen: 'Session reopened',
  transfer: 'Cash transferred',
  receive: 'Handover counted',
  close_day: 'Day closed',
  revoke: 'Revoked',
  import: 'List imported',
  clear: 'Cleared',
  confirm: 'Confirmed',
  view: 'Viewed',
  send: 'Sent to FINTRAC',
  print: 'Receipt printed',
};

// A change that no staff member made (seeding, the price scheduler, the database itself).
export const SYSTEM_ACTOR = 'System';

export type AuditFields = Record<string, unknown> | null;

export type AuditChange = { field: string; before: string | null; after: string | null };

// A stored instant as the database serialises it (created_at, claimed_at: a date, a time and an
// offset). A date-only value (a birthday) has no time and stays as it is.
const STORED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

// A stored value as text: an instant on the bureau's clock with its offset (docs/decisions/0031),
// other text as it is, null as null, anything else as JSON.
function shown(value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return JSON.stringify(value);
  return STORED_MOMENT.test(value) && !Number.isNaN(Date.parse(value))
    ? formatMoment(value, timeZone, 'iso')
    : value;
}

/** The fields an entry names, each with its value before and after, in the stored order;
 * instants written on the clock of `timeZone` (the bureau's). */
export function auditChanges(
  before: AuditFields,
  after: AuditFields,
  timeZone: string,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: shown(before?.[field], timeZone),
    after: shown(after?.[field], timeZone),
  }));
}

/** One line for a CSV cell or a tooltip: "field: before → after; …". */
export function auditChangeText(before: AuditFields, after: AuditFields, timeZone: string): string {
  return auditChanges(before, after, timeZone)
    .map(({ field, before: was, after: now }) => {
      if (before === null) return `${field}: ${now ?? '—'}`;
      if (after === null) return `${field}: ${was ?? '—'}`;
      return `${field}: ${was ?? '—'} → ${now ?? '—'}`;
    })
    .join('; ');
}

// The per-account sign-in limit (decision 0020): a few free mistakes, then a wait that doubles
// with each further failure, up to a cap. Never a permanent lockout.
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_SECONDS = 30;
export const SIGN_IN_MAX_DELAY_SECONDS = 15 * 60;
// Failures older than this no longer count.
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 24 * 60 * 60;

/** Seconds an account must wait after its latest failure, given its recent failures. */
export function signInDelaySeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = failures - SIGN_IN_FREE_FAILURES;
  return Math.min(
    SIGN_IN_FIRST_DELAY_SECONDS * 2 ** Math.min(doublings, 20),
    SIGN_IN_MAX_DELAY_SECONDS,
  );
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const signInLockedMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${
    seconds >= 60 ? plural(Math.ceil(seconds / 60), 'minute') : plural(seconds, 'second')
  }.`;
