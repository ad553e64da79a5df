import type { LargeCashReportInput } from './large-cash-report';
import {
  businessProblems,
  entityProblems,
  locationProblems,
  personProblems,
} from './record-checks';
import { entitiesOf } from './report-parties';
import {
  FINTRAC_MESSAGES,
  problem,
  REPORT_CHECK_MESSAGES,
  settingsFix,
  type CheckedReport,
  type ReportFix,
  type ReportProblem,
} from './report-problems';
import type { SuspiciousReportInput } from './suspicious-report';

// What stops a report from being accepted, checked before anything leaves (docs/decisions/0055):
// FINTRAC's published validation rules for the fields we fill, with their rule number and
// FINTRAC's message, and the fields FINTRAC's guidance on large cash transactions requires that
// its API rules we could not read would refuse, with our message. A 'reject' keeps the report
// from being marked ready; a 'warning' is said and allowed. Each problem names the screen that
// fixes it.

// Activity sectors FINTRAC lists for rule 120001.
const ACTIVITY_SECTORS = new Set([
  1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
]);

type Rule = (report: CheckedReport, input: LargeCashReportInput) => ReportProblem[];

// FINTRAC's rules, as published ("Validation rules for the submission of Large Cash Transaction
// Reports by API"), for the report's details.
const FINTRAC_RULES: Rule[] = [
  (report) =>
    report.reportDetails.activitySectorCode === undefined
      ? [
          problem(
            '120000',
            `${report.kind}.context.reportDetails.activitySectorCode`,
            FINTRAC_MESSAGES.mandatory,
            settingsFix,
          ),
        ]
      : [],
  (report) =>
    report.reportDetails.activitySectorCode === undefined ||
    ACTIVITY_SECTORS.has(report.reportDetails.activitySectorCode)
      ? []
      : [
          problem(
            '120001',
            `${report.kind}.context.reportDetails.activitySectorCode`,
            FINTRAC_MESSAGES.notInList,
            settingsFix,
          ),
        ],
];

const GUIDANCE_CHECKS: Rule[] = [
  (_report, input) => entityProblems(input.entity),
  (_report, input) => locationProblems(input.transactions),
  (report, input) => personProblems(report, input.people, 'reject'),
  (_report, input) => businessProblems(entitiesOf(input.transactions, input.people), 'reject'),
  (report, input) =>
    input.transactions
      .filter((t) => !t.source_of_money?.trim())
      .map((t) =>
        problem(
          null,
          `transactions[${t.reference_number}].startingActions.details.${report.kind === 'lctr' ? 'howCashObtained' : 'howVirtualCurrencyObtained'}`,
          report.kind === 'lctr'
            ? REPORT_CHECK_MESSAGES.howCashObtained
            : REPORT_CHECK_MESSAGES.howVirtualCurrencyObtained,
          { kind: 'transaction', id: t.id },
          'warning',
        ),
      ),
];

/** Every problem of a generated LCTR or LVCTR, FINTRAC's rules first. */
export function checkReport(report: CheckedReport, input: LargeCashReportInput): ReportProblem[] {
  return [...FINTRAC_RULES, ...GUIDANCE_CHECKS].flatMap((rule) => rule(report, input));
}

/**
 * Every problem of a generated suspicious transaction report. The grounds and at least one
 * transaction are required; what is missing of a person is said but does not stop the report,
 * since an STR is due even when the suspect would not be identified (FINTRAC asks for what was
 * obtained, with reasonable measures).
 */
export function checkSuspiciousReport(
  report: Omit<CheckedReport, 'kind'> & {
    detailsOfSuspicion: { descriptionOfSuspiciousActivity: string };
  },
  input: SuspiciousReportInput,
): ReportProblem[] {
  const checked: CheckedReport = { ...report, kind: 'str' };
  const asLarge = { entity: input.entity } as LargeCashReportInput;
  const caseFix: ReportFix = { kind: 'case' };
  return [
    ...FINTRAC_RULES.flatMap((rule) => rule(checked, asLarge)),
    ...entityProblems(input.entity),
    ...(report.detailsOfSuspicion.descriptionOfSuspiciousActivity.trim()
      ? []
      : [
          problem(
            null,
            'detailsOfSuspicion.descriptionOfSuspiciousActivity',
            REPORT_CHECK_MESSAGES.grounds,
            caseFix,
          ),
        ]),
    ...(input.transactions.length + input.attempted.length > 0
      ? []
      : [problem(null, 'transactions', REPORT_CHECK_MESSAGES.noTransaction, caseFix)]),
    ...locationProblems([...input.transactions, ...input.attempted]),
    ...personProblems(checked, input.people, 'warning'),
    ...businessProblems(entitiesOf(input.transactions, input.people), 'warning'),
    ...input.attempted
      .filter((a) => a.customer_id === null)
      .map((a) =>
        problem(
          null,
          `transactions[${a.reference}].startingActions.conductors`,
          REPORT_CHECK_MESSAGES.conductorUnknown,
          caseFix,
          'warning',
        ),
      ),
  ];
}

/** Every problem of a generated large cash transaction report. */
export const checkLargeCashReport = (
  report: Omit<CheckedReport, 'kind'>,
  input: LargeCashReportInput,
): ReportProblem[] => checkReport({ ...report, kind: 'lctr' }, input);

/** Whether the report may be marked ready: no problem that FINTRAC would reject it for. */
export const isReady = (problems: readonly ReportProblem[]) =>
  problems.every((p) => p.action !== 'reject');
