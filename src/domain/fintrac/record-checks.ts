// What FINTRAC's guidance requires of every report that we fill from our records: the
// bureau's numbers, each location, and each person's identity.
import { idCardGaps } from '../compliance/id-card-on-file';
import type { LargeCashReportInput } from './large-cash-report';
import type { ReportEntity, ReportParty } from './report-facts';
import {
  problem,
  REPORT_CHECK_MESSAGES,
  settingsFix,
  type CheckedReport,
  type ReportFix,
  type ReportProblem,
} from './report-problems';

type Located = { branch_id: string | null; location_id: string | null };

export function entityProblems(entity: LargeCashReportInput['entity']): ReportProblem[] {
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

export function locationProblems(transactions: readonly Located[]): ReportProblem[] {
  const branches = new Map<string | null, true>();
  for (const t of transactions) if (!t.location_id) branches.set(t.branch_id, true);
  return [...branches.keys()].map((id) =>
    problem(null, 'transactions.reportingEntityLocationId', REPORT_CHECK_MESSAGES.locationId, {
      kind: 'branch',
      id,
    }),
  );
}

export function personProblems(
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
export function businessProblems(
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
