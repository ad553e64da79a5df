import { MONEY_SERVICES_BUSINESS, REPORT_TYPE_CODES, SUBMIT_TYPE_CODES } from './codes';
import type { ReportingEntity, ReportParty } from './report-facts';
import { entityDefinition, personDefinition } from './report-parties';
import {
  beneficiaryRef,
  ENTITY_AND_OWNERSHIP,
  entityBeneficiaryRef,
  PERSON_AND_EMPLOYER,
} from './suspicious-codes';
import {
  attempted,
  completed,
  transactionOf,
  type AttemptedExchange,
  type CompletedExchange,
  type Exchange,
} from './suspicious-transactions';

// A Suspicious Transaction Report as FINTRAC's API receives it (its STRReport schema;
// docs/decisions/0057): the grounds for suspicion, the action taken, and each completed or
// attempted transaction with who conducted it. Persons are defined once for what they did: a
// conductor as "person and employer details" (P-…), a beneficiary as "person details" (B-…),
// each reference naming a definition of its own type.

export type SuspiciousReportInput = {
  reference: string;
  entity: ReportingEntity;
  timeZone: string;
  suspicion_type: number;
  grounds: string;
  action_taken: string | null;
  people: ReportParty[];
  transactions: CompletedExchange[];
  attempted: AttemptedExchange[];
};

// Who owns or controls the business: the bureau records none of it, so every list is empty.
const NO_OWNERSHIP = {
  directorsOfCorporation: [],
  personsOwningSharesOfCorporation: [],
  trusteesOfTrust: [],
  settlorsOfTrust: [],
  personsOwningUnitsOfTrust: [],
  beneficiariesOfTrust: [],
  personsOwningEntityNotCorporationOrTrust: [],
};

/** The exchanges a report tells of: completed ones first, then the attempts, by time. */
export function reportedExchanges(input: SuspiciousReportInput): Exchange[] {
  return [
    ...input.transactions.map((t) => completed(t, input.people)),
    ...input.attempted.map(attempted),
  ];
}

export function suspiciousReport(input: SuspiciousReportInput) {
  const exchanges = reportedExchanges(input);
  const conductors = new Set(exchanges.flatMap((e) => (e.customer_id ? [e.customer_id] : [])));
  const beneficiaries = new Set(
    exchanges.flatMap((e) => (e.beneficiary_id ? [e.beneficiary_id] : [])),
  );
  const entities = [
    ...new Map(
      exchanges.flatMap((e) => (e.entity ? [[e.entity.id, e.entity] as const] : [])),
    ).values(),
  ];
  const people = input.people.filter(
    (p) => conductors.has(p.customer_id) || beneficiaries.has(p.customer_id),
  );
  return {
    reportDetails: {
      reportTypeCode: REPORT_TYPE_CODES.str,
      submitTypeCode: SUBMIT_TYPE_CODES.submit,
      activitySectorCode: MONEY_SERVICES_BUSINESS,
      reportingEntityNumber: input.entity.reporting_entity_number ?? 0,
      submittingReportingEntityNumber: input.entity.reporting_entity_number ?? 0,
      reportingEntityReportReference: input.reference,
      reportingEntityContactId: input.entity.contact_id ?? 0,
    },
    detailsOfSuspicion: {
      descriptionOfSuspiciousActivity: input.grounds,
      suspicionTypeCode: input.suspicion_type,
      publicPrivatePartnershipProjectNameCodes: [],
    },
    relatedReports: [],
    ...(input.action_taken?.trim() ? { actionTaken: { description: input.action_taken } } : {}),
    definitions: [
      ...people
        .filter((p) => conductors.has(p.customer_id))
        .map((p) => ({ ...personDefinition(p), typeCode: PERSON_AND_EMPLOYER })),
      ...people
        .filter((p) => beneficiaries.has(p.customer_id))
        .map((p) => ({ ...personDefinition(p), refId: beneficiaryRef(p.customer_id) })),
      ...entities.flatMap((entity) => {
        const details = entityDefinition(entity);
        return [
          { ...details, typeCode: ENTITY_AND_OWNERSHIP, ...NO_OWNERSHIP },
          entityDefinition(entity, entityBeneficiaryRef(entity.id)),
        ];
      }),
    ],
    transactions: exchanges.map((e) => transactionOf(e, input.timeZone)),
  };
}

export type SuspiciousReport = ReturnType<typeof suspiciousReport>;
