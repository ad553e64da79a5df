import { z } from 'zod';

// A report in FINTRAC's API format (issue 45, docs/decisions/0055): the document as FINTRAC's
// API would receive it, and what in it FINTRAC would refuse, each with the screen that fixes it.
export const reportProblem = z.object({
  rule: z
    .string()
    .nullable()
    .meta({ description: "FINTRAC's rule number; null for a check of ours" }),
  field: z.string(),
  action: z.enum(['reject', 'warning']),
  message: z.string(),
  fix: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('settings') }),
    z.object({ kind: z.literal('branch'), id: z.uuid().nullable() }),
    z.object({ kind: z.literal('customer'), id: z.uuid() }),
    z.object({ kind: z.literal('company'), id: z.uuid() }),
    z.object({ kind: z.literal('transaction'), id: z.uuid() }),
    z.object({ kind: z.literal('case') }),
  ]),
});
export type ReportProblemAnswer = z.infer<typeof reportProblem>;

export const fintracReport = z
  .object({
    report_type: z.enum(['lctr', 'lvctr', 'str']),
    /** Our reference for the report (reportingEntityReportReference). */
    reference: z.string(),
    /** No problem that FINTRAC would reject the report for. */
    ready: z.boolean(),
    problems: z.array(reportProblem),
    document: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'FintracReport' });
export type FintracReport = z.infer<typeof fintracReport>;

// A message FINTRAC's API answered about a report (its ValidationMessage): the field's path,
// FINTRAC's rule, reject or warning, and FINTRAC's code and texts in English and French.
export const fintracMessage = z.object({
  path: z.string().nullable(),
  rule: z.string().nullable(),
  type: z.enum(['reject', 'warning']),
  code: z.number().nullable(),
  en: z.string(),
  fr: z.string().nullable(),
});
export type FintracMessage = z.infer<typeof fintracMessage>;

export const FILING_ACTIONS = ['submit', 'change', 'delete', 'record'] as const;
export const FILING_OUTCOMES = [
  'sending',
  'accepted',
  'rejected',
  'no_answer',
  'failed',
  'recorded',
] as const;

// One version of a case's report as it left (docs/decisions/0056): sent to FINTRAC's API
// (submit, change, delete) or recorded as filed in FINTRAC's web system, with FINTRAC's answer.
export const fintracFiling = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    action: z.enum(FILING_ACTIONS),
    outcome: z.enum(FILING_OUTCOMES),
    reference: z.string(),
    document_sha256: z.string(),
    /** FINTRAC's identifier of the report (externalReportUuid), or the acknowledgement typed. */
    external_report_uuid: z.string().nullable(),
    /** When FINTRAC received it, as FINTRAC wrote it (submitDateTime). */
    fintrac_submitted_at: z.string().nullable(),
    messages: z.array(fintracMessage),
    /** What went wrong when FINTRAC did not answer with a decision. */
    problem: z.string().nullable(),
    sent_by_name: z.string().nullable(),
    sent_at: z.string(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'FintracFiling' });
export type FintracFiling = z.infer<typeof fintracFiling>;

export const fintracFilings = z
  .object({
    /** Whether FINTRAC's API is set up (FINTRAC_API_URL and the client credentials). */
    api: z.boolean(),
    rows: z.array(fintracFiling),
  })
  .meta({ id: 'FintracFilings' });
export type FintracFilings = z.infer<typeof fintracFilings>;

export const FINTRAC_DELETE_REASONS = ['duplicate', 'submitted_in_error'] as const;
export const deleteFilingBody = z.object({
  reason: z.enum(FINTRAC_DELETE_REASONS, {
    message: 'reason must be duplicate or submitted_in_error',
  }),
});

export const FILING_MESSAGES = {
  noApi:
    "FINTRAC's API is not set up on this server: download the report and file it in FINTRAC's web system",
  notReady: 'The report has problems FINTRAC would reject: fix them before sending it',
  notOpen: 'The case is closed: only an open case is sent to FINTRAC',
  notSent: 'No report of this case was accepted by FINTRAC through its API',
  sending: 'A report of this case is being sent to FINTRAC: wait for its answer',
  documentNotFound: 'Filing not found',
  noAnswer:
    'FINTRAC did not answer in time: the report may have arrived. Sending it again first asks FINTRAC whether it did',
  unreachable: "FINTRAC's API could not be reached",
  cannotCheck:
    'FINTRAC could not be asked whether it received the unanswered report: nothing was sent again. Try again later',
  credentials: "FINTRAC refused the bureau's API credentials",
  serverError: "FINTRAC's API answered with an error: try again later",
  badAnswer: "FINTRAC's API answered something that is not its format",
} as const;
