import { idCardGaps } from '../compliance/id-card-on-file';
import {
  entitiesOf,
  type LargeCashReportInput,
  type ReportEntity,
  type ReportParty,
} from './large-cash-report';
import type { SuspiciousReportInput } from './suspicious-report';

// What stops a report from being accepted, checked before anything leaves (docs/decisions/0055):
// FINTRAC's published validation rules for the fields we fill, with their rule number and
// FINTRAC's message, and the fields FINTRAC's guidance on large cash transactions requires that
// its API rules we could not read would refuse, with our message. A 'reject' keeps the report
// from being marked ready; a 'warning' is said and allowed. Each problem names the screen that
// fixes it.

export type ReportFix =
  | { kind: 'settings' }
  | { kind: 'branch'; id: string | null }
  | { kind: 'customer'; id: string }
  | { kind: 'company'; id: string }
  | { kind: 'transaction'; id: string }
  // The report's own fields (a suspicious transaction report's grounds and transactions).
  | { kind: 'case' };

export type ReportProblem = {
  /** FINTRAC's rule number, or null for a check of ours. */
  rule: string | null;
  /** FINTRAC's field ID, or the document's path for our checks. */
  field: string;
  action: 'reject' | 'warning';
  message: string;
  fix: ReportFix;
};

// FINTRAC's own messages (the number in brackets is FINTRAC's message code).
export const FINTRAC_MESSAGES = {
  mandatory: 'Field is mandatory. (329)',
  notInList: "The value entered is not in FINTRAC's list of values for the field. (300)",
  format: 'Invalid format. (362)',
} as const;

export const REPORT_CHECK_MESSAGES = {
  entityNumber:
    "The bureau's FINTRAC reporting entity number is not set: enter it in Settings, FINTRAC reporting",
  contactId:
    "The bureau's FINTRAC compliance contact ID is not set: enter it in Settings, FINTRAC reporting",
  locationId: "The branch's FINTRAC location number is not set: enter it in Settings, Branches",
  name: "The person's given name and surname are required",
  birthday: "The person's date of birth is required",
  address: "The person's address is required",
  occupation: "The person's occupation is required",
  identification:
    "The person's identification document (type, number, and issuing country) is required",
  jurisdiction: 'A Canadian or US document needs its issuing province or state',
  howCashObtained: 'How the cash was obtained (the source of money) should be given',
  howVirtualCurrencyObtained:
    'How the virtual currency was obtained (the source of money) should be given',
  businessAddress: "The business's address is required",
  businessIndustry: "The business's type of business (its industry) is required",
  grounds: 'The description of the suspicious activity (the grounds) is required',
  noTransaction:
    'A suspicious transaction report needs at least one completed or attempted transaction',
  conductorUnknown: 'The attempted transaction names no conductor: describe them in the grounds',
} as const;

// Activity sectors FINTRAC lists for rule 120001.
const ACTIVITY_SECTORS = new Set([
  1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
]);

// What the checks read of a generated report (an LCTR, an LVCTR or an STR), and which it is.
type CheckedReport = {
  kind: 'lctr' | 'lvctr' | 'str';
  reportDetails: { activitySectorCode?: number };
  definitions: readonly { refId: string }[];
};
type Rule = (report: CheckedReport, input: LargeCashReportInput) => ReportProblem[];

const settingsFix: ReportFix = { kind: 'settings' };

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

function problem(
  rule: string | null,
  field: string,
  message: string,
  fix: ReportFix,
  action: 'reject' | 'warning' = 'reject',
): ReportProblem {
  return { rule, field, action, message, fix };
}

// What FINTRAC's guidance requires of every report that we fill from our records: the
// bureau's numbers, each location, and each person's identity.
type Located = { branch_id: string | null; location_id: string | null };

function entityProblems(entity: LargeCashReportInput['entity']): ReportProblem[] {
  return [
    ...(entity.reporting_entity_number
      ? []
      : [
          problem(
            null,
            'reportDetails.reportingEntityNumber',
            REPORT_CHECK_MESSAGES.entityNumber,
            settingsFix,
          ),
        ]),
    ...(entity.contact_id
      ? []
      : [
          problem(
            null,
            'reportDetails.reportingEntityContactId',
            REPORT_CHECK_MESSAGES.contactId,
            settingsFix,
          ),
        ]),
  ];
}

function locationProblems(transactions: readonly Located[]): ReportProblem[] {
  const branches = new Map<string | null, true>();
  for (const t of transactions) if (!t.location_id) branches.set(t.branch_id, true);
  return [...branches.keys()].map((id) =>
    problem(null, 'transactions.reportingEntityLocationId', REPORT_CHECK_MESSAGES.locationId, {
      kind: 'branch',
      id,
    }),
  );
}

function personProblems(
  report: CheckedReport,
  people: readonly ReportParty[],
  action: 'reject' | 'warning',
): ReportProblem[] {
  return people
    .filter((p) => report.definitions.some((d) => d.refId === `P-${p.customer_id}`))
    .flatMap((person) => {
      const fix: ReportFix = { kind: 'customer', id: person.customer_id };
      const card = person.id_card;
      const at = (field: string) => `definitions[P-${person.customer_id}].${field}`;
      return [
        ...(person.first_name.trim() && person.last_name.trim()
          ? []
          : [problem(null, at('surname'), REPORT_CHECK_MESSAGES.name, fix)]),
        ...(person.birthday
          ? []
          : [problem(null, at('dateOfBirth'), REPORT_CHECK_MESSAGES.birthday, fix)]),
        ...(person.address?.trim()
          ? []
          : [problem(null, at('address'), REPORT_CHECK_MESSAGES.address, fix)]),
        ...(person.occupation?.trim()
          ? []
          : [problem(null, at('occupation'), REPORT_CHECK_MESSAGES.occupation, fix)]),
        ...identificationProblems(card, at, fix),
      ].map((found) => ({ ...found, action }));
    });
}

// A business a conductor acts for: where it is and what it does, as FINTRAC's guidance asks.
function businessProblems(
  entities: readonly ReportEntity[],
  action: 'reject' | 'warning',
): ReportProblem[] {
  return entities.flatMap((entity) => {
    const fix: ReportFix = { kind: 'company', id: entity.id };
    const at = (field: string) => `definitions[E-${entity.id}].${field}`;
    return [
      ...(entity.address?.trim()
        ? []
        : [problem(null, at('address'), REPORT_CHECK_MESSAGES.businessAddress, fix, action)]),
      ...(entity.industry?.trim()
        ? []
        : [
            problem(
              null,
              at('natureOfPrincipalBusiness'),
              REPORT_CHECK_MESSAGES.businessIndustry,
              fix,
              action,
            ),
          ]),
    ];
  });
}

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

// The document FINTRAC asks about: its number and where it was issued (the province or state
// of a Canadian or US licence or card; a passport's country), as the identification rule reads.
function identificationProblems(
  card: ReportParty['id_card'],
  at: (field: string) => string,
  fix: ReportFix,
): ReportProblem[] {
  if (!card?.id_number.trim()) {
    return [problem(null, at('identifications'), REPORT_CHECK_MESSAGES.identification, fix)];
  }
  const gaps = idCardGaps({ ...card, verified_on: card.verified_on ?? null });
  if (gaps.includes('issuing_country')) {
    return [problem(null, at('identifications'), REPORT_CHECK_MESSAGES.identification, fix)];
  }
  return gaps.includes('issuing_jurisdiction')
    ? [
        problem(
          null,
          at('identifications.jurisdictionOfIssueProvinceStateCode'),
          REPORT_CHECK_MESSAGES.jurisdiction,
          fix,
        ),
      ]
    : [];
}

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
