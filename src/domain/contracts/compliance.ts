// The compliance queue's API (docs/decisions/0026): reports to FINTRAC (LCTR, LVCTR) and
// structuring alerts, kept as cases the server creates in the exchange's own database
// transaction, with their due dates and what staff did about them.
import { z } from 'zod';
import { decimalInput, decimalString } from '../decimal-schema';
import { REQUIREMENT_CODES } from '../compliance/identification';
import { DEADLINE_STATUSES } from '../compliance/deadlines';
import { PERSON_ROLES } from '../compliance/transaction-facts';
import { dateOnly, isoTimestamp } from './common';
import { optionalText } from './fields';
import { suspiciousDetail } from './suspicious';

// 'sanctions': a confirmed sanctions match (docs/decisions/0038), whose listed person or entity
// property report is due at once. 'str': a suspicious transaction report a manager opened
// (docs/decisions/0057), never shown to tellers.
const positiveOrZero = (label: string) =>
  decimalInput(label).refine((value) => !value.startsWith('-'), `${label} cannot be negative`);

export const CASE_KINDS = ['lctr', 'lvctr', 'structuring', 'sanctions', 'str'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_KIND_LABELS: Record<CaseKind, string> = {
  lctr: 'Large cash transaction report',
  lvctr: 'Large virtual currency transaction report',
  structuring: 'Structuring alert',
  sanctions: 'Sanctions match',
  str: 'Suspicious transaction report',
};

// A report goes open -> filed or dismissed; an alert goes open -> reviewed or dismissed.
export const CASE_STATUSES = ['open', 'filed', 'reviewed', 'dismissed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const casePerson = z.object({
  customer_id: z.uuid(),
  name: z.string(),
  roles: z.array(z.enum(PERSON_ROLES)),
  received_cad: decimalString,
  // Whether this person's own window total reached the threshold (the reason for the case).
  reached_threshold: z.boolean(),
});
export type CasePerson = z.infer<typeof casePerson>;

export const caseSummary = z
  .object({
    id: z.uuid(),
    kind: z.enum(CASE_KINDS),
    status: z.enum(CASE_STATUSES),
    // The static 24-hour window [window_start, window_end) and its bureau-local start date.
    window_start: isoTimestamp,
    window_end: isoTimestamp,
    window_date: dateOnly,
    // Reports: FINTRAC's deadline; alerts: the bureau's review deadline.
    due_date: dateOnly,
    days_left: z.number().int(),
    deadline_status: z.enum(DEADLINE_STATUSES),
    total_cad: decimalString,
    transaction_count: z.number().int(),
    people: z.array(casePerson),
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .meta({ id: 'ComplianceCaseSummary' });
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseTransaction = z.object({
  id: z.uuid(),
  reference_number: z.string(),
  created_at: isoTimestamp,
  transaction_date: dateOnly,
  customer_id: z.uuid(),
  customer_name: z.string(),
  recipient_customer_id: z.uuid().nullable(),
  recipient_name: z.string().nullable(),
  third_party_relationship: z.string().nullable(),
  payment_method: z.enum(['cash', 'card']),
  // A business exchange: the customer acts for their company.
  transaction_category: z.enum(['business', 'personal']),
  from_currency_code: z.string(),
  from_amount: decimalString,
  to_currency_code: z.string(),
  to_amount: decimalString,
  rate_used: decimalString,
  base_value: decimalString,
  // What the bureau received in this transaction, in CAD (cash or virtual currency).
  received_cad: decimalString,
  source_of_money: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type CaseTransaction = z.infer<typeof caseTransaction>;

// Every field FINTRAC asks about a person in a report, with what is not on file.
export const REPORT_PERSON_FIELDS = [
  'name',
  'date_of_birth',
  'address',
  'phone',
  'occupation',
  'id_card',
] as const;
export type ReportPersonField = (typeof REPORT_PERSON_FIELDS)[number];
export const REPORT_PERSON_FIELD_LABELS: Record<ReportPersonField, string> = {
  name: 'Name',
  date_of_birth: 'Date of birth',
  address: 'Address',
  phone: 'Telephone number',
  occupation: 'Occupation',
  id_card: 'Identification document',
};

export const casePersonDetail = casePerson.extend({
  first_name: z.string(),
  last_name: z.string(),
  birthday: dateOnly.nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  occupation: z.string().nullable(),
  risk_level: z.enum(['low', 'medium', 'high']),
  id_card: z
    .object({
      id_type: z.string(),
      id_number: z.string(),
      issued_date: dateOnly.nullable(),
      expiry_date: dateOnly.nullable(),
      issuing_country: z.string().nullable(),
      issuing_jurisdiction: z.string().nullable(),
      verified_on: dateOnly.nullable(),
    })
    .nullable(),
  company: z
    .object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      industry: z.string().nullable(),
      registration_number: z.string().nullable(),
    })
    .nullable(),
  missing: z.array(z.enum(REPORT_PERSON_FIELDS)),
});
export type CasePersonDetail = z.infer<typeof casePersonDetail>;

export const caseDetail = caseSummary
  .extend({
    transactions: z.array(caseTransaction),
    people_details: z.array(casePersonDetail),
    // Filed reports: FINTRAC's acknowledgement number and the date it was filed.
    acknowledgement_number: z.string().nullable(),
    filed_on: dateOnly.nullable(),
    // Reviewed alerts: what the reviewer concluded.
    review_note: z.string().nullable(),
    dismissed_reason: z.string().nullable(),
    closed_at: isoTimestamp.nullable(),
    closed_by_name: z.string().nullable(),
    // A suspicious transaction report's grounds and attempted transactions; null otherwise.
    suspicious: suspiciousDetail.nullable(),
  })
  .meta({ id: 'ComplianceCase' });
export type CaseDetail = z.infer<typeof caseDetail>;

export const CASE_QUEUES = ['open', 'closed', 'all'] as const;
export const caseListQuery = z.object({
  queue: z.enum(CASE_QUEUES, { error: 'Queue must be open, closed or all' }).default('open'),
  kind: z
    .enum(CASE_KINDS, { error: 'Kind must be lctr, lvctr, structuring, sanctions or str' })
    .optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'Limit must be at most 100').default(25),
});
export type CaseListQuery = z.output<typeof caseListQuery>;
// The open queue is ordered overdue first, then by due date; closed cases by when they closed.
export const caseListResponse = z.object({
  rows: z.array(caseSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CaseListResponse = z.infer<typeof caseListResponse>;

// The navigation badge: open cases due within 3 days or overdue.
export const caseBadgeResponse = z.object({ due_soon: z.number().int() });

export const CASE_MESSAGES = {
  notFound: 'Compliance case not found',
  closed: 'This case is already closed',
  notAReport: 'Only a report can be filed',
  notAnAlert: 'Only an alert can be reviewed',
  acknowledgementRequired: "FINTRAC's acknowledgement number is required",
  filedOnRequired: 'The filing date is required',
  filedOnFuture: 'The filing date cannot be in the future',
  reasonRequired: 'A reason is required to dismiss a case',
  reviewNoteRequired: 'A review note is required',
  periodRequired: 'Choose the period: from and to dates',
  periodOrder: 'The period must start on or before its end',
} as const;

export const fileCaseBody = z.object({
  acknowledgement_number: optionalText('Acknowledgement number', 100).refine(
    (value) => value !== null,
    CASE_MESSAGES.acknowledgementRequired,
  ),
  filed_on: z.iso.date({ error: CASE_MESSAGES.filedOnRequired }),
});
export const reviewCaseBody = z.object({
  review_note: optionalText('Review note', 2000).refine(
    (value) => value !== null,
    CASE_MESSAGES.reviewNoteRequired,
  ),
});
export const dismissCaseBody = z.object({
  reason: optionalText('Reason', 2000).refine(
    (value) => value !== null,
    CASE_MESSAGES.reasonRequired,
  ),
});

// The examination export: every transaction of $3,000 or more, every report and alert, in a
// period of bureau-local dates (inclusive).
export const examinationQuery = z.object({
  from: z.iso.date({ error: CASE_MESSAGES.periodRequired }),
  to: z.iso.date({ error: CASE_MESSAGES.periodRequired }),
});

// The exchange refused for missing identification or records (422, code kyc_required).
export const kycRequiredError = z.object({
  error: z.string(),
  code: z.literal('kyc_required'),
  missing: z.array(z.object({ code: z.enum(REQUIREMENT_CODES), message: z.string() })),
  // The large cash or virtual currency report of its 24-hour window the exchange makes or
  // joins, if any: the browser cannot know the window's totals.
  window_report: z.enum(['cash', 'virtual_currency']).nullable(),
});
export type KycRequiredError = z.infer<typeof kycRequiredError>;

// What an exchange being typed would do to its people's 24-hour window (issue 46): the report
// it would make or join, asked as the amounts are typed so the screen says what identification
// is needed before submit. The server's own check at submit decides.
export const windowReportQuery = z.object({
  customer_id: z.uuid({ error: 'Customer must be a customer id' }),
  recipient_customer_id: z.uuid({ error: 'Recipient must be a customer id' }).optional(),
  cash_cad: positiveOrZero('Cash in CAD'),
  virtual_cad: positiveOrZero('Virtual currency in CAD'),
});
export const windowReportAnswer = z.object({
  window_report: z.enum(['cash', 'virtual_currency']).nullable(),
});

// A case named in a path: any text, since a malformed id names no case and is a 404 like an
// unknown one.
export const caseParams = z.object({ id: z.string() });

// The examination export (JSON) and the open queue's export.
export const examinationJson = z.object({
  from: z.string(),
  to: z.string(),
  identification_cad: z.string(),
  transactions: z.array(z.record(z.string(), z.unknown())),
  cases: z.array(caseSummary),
});
export const complianceQueueJson = z.object({ cases: z.array(caseSummary) });
