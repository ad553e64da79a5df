import {
  EXCHANGE_TO_FIAT,
  EXCHANGE_TO_VIRTUAL,
  METHOD_IN_PERSON,
  MONEY_SERVICES_BUSINESS,
  PERSON_DETAILS,
  REPORT_TYPE_CODES,
  SUBMIT_TYPE_CODES,
} from './codes';
import {
  actingFor,
  amount,
  entityDefinition,
  entityRefOf,
  fintracMoment,
  personDefinition,
  rate,
  refOf,
  REPRESENTATIVE,
  type ReportEntity,
  type ReportingEntity,
  type ReportParty,
  type ReportTransaction,
} from './large-cash-report';
import { virtualCurrencyType } from './virtual-currency-codes';

// A Suspicious Transaction Report as FINTRAC's API receives it (its STRReport schema;
// docs/decisions/0057): the grounds for suspicion, the action taken, and each completed or
// attempted transaction with who conducted it. Persons are defined once for what they did: a
// conductor as "person and employer details" (P-…), a beneficiary as "person details" (B-…),
// each reference naming a definition of its own type.

/** An exchange asked for at the counter and refused or abandoned: nothing was booked. */
export type AttemptedExchange = {
  /** Our reference for it within the report (FINTRAC's transaction reference). */
  reference: string;
  at: string;
  branch_id: string | null;
  location_id: string | null;
  customer_id: string | null;
  from_currency_code: string;
  from_amount: string;
  from_is_virtual: boolean;
  to_currency_code: string;
  to_amount: string;
  to_is_virtual: boolean;
  value_cad: string;
  reason_not_completed: string;
};

export type CompletedExchange = ReportTransaction & {
  payment_method: 'cash' | 'card';
  /** The transaction's value in CAD, however it was paid. */
  value_cad: string;
  from_is_virtual: boolean;
  to_is_virtual: boolean;
};

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

/** What FINTRAC calls the money that started a transaction: 2 cash, 16 virtual currency. */
const FUNDS_CASH = 2;
const FUNDS_VIRTUAL_CURRENCY = 16;
const FUNDS_OTHER = 17;
/** A conductor defined with "person and employer details". */
const PERSON_AND_EMPLOYER = 5;
/** Whom a conductor acts for, defined with "entity and beneficial ownership details". */
const ENTITY_AND_OWNERSHIP = 6;
const ENTITY = 4;
const RELATIONSHIP_OTHER = 9;

const beneficiaryRef = (customerId: string) => `B-${customerId}`;
const entityBeneficiaryRef = (companyId: string) => `BE-${companyId}`;
const transactionReference = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

type Exchange = {
  reference: string;
  at: string;
  location_id: string | null;
  customer_id: string | null;
  beneficiary_id: string | null;
  /** The business the conductor acts for (and which receives), if any. */
  entity: ReportEntity | null;
  from_currency_code: string;
  from_amount: string;
  from_is_virtual: boolean;
  payment_method: 'cash' | 'card';
  to_currency_code: string;
  to_amount: string;
  to_is_virtual: boolean;
  rate: string | null;
  value_cad: string;
  source_of_money: string | null;
  attempt: { reason: string } | null;
};

function startingAction(e: Exchange) {
  const received = e.from_is_virtual ? virtualCurrencyType(e.from_currency_code) : null;
  const funds = received
    ? FUNDS_VIRTUAL_CURRENCY
    : e.payment_method === 'cash'
      ? FUNDS_CASH
      : FUNDS_OTHER;
  const how = e.source_of_money?.trim();
  return {
    details: {
      direction: 1,
      fundAssetVirtualCurrencyTypeCode: funds,
      ...(funds === FUNDS_OTHER ? { fundAssetVirtualCurrencyTypeOther: 'Payment card' } : {}),
      ...(received
        ? {
            amount: rate(e.from_amount),
            virtualCurrencyTypeCode: received.code,
            ...(received.other ? { virtualCurrencyTypeOther: received.other } : {}),
          }
        : { amount: amount(e.from_amount), currencyCode: e.from_currency_code }),
      virtualCurrencyTransactionIds: [],
      sendingVirtualCurrencyAddresses: [],
      receivingVirtualCurrencyAddresses: [],
      ...(how ? { howFundsOrVirtualCurrencyObtained: how.slice(0, 200) } : {}),
      sourcesOfFundsOrVirtualCurrencyIndicator: false,
      conductorIndicator: e.customer_id !== null,
    },
    sourcesOfFundsOrVirtualCurrency: [],
    conductors: e.customer_id
      ? [
          {
            typeCode: PERSON_AND_EMPLOYER,
            refId: refOf(e.customer_id),
            details: { clientNumber: e.customer_id, onBehalfOfIndicator: e.entity !== null },
            onBehalfOfs: e.entity
              ? [
                  {
                    typeCode: ENTITY_AND_OWNERSHIP,
                    refId: entityRefOf(e.entity.id),
                    details: {
                      clientNumber: e.entity.id,
                      relationshipOfConductorCode: RELATIONSHIP_OTHER,
                      relationshipOfConductorOther: REPRESENTATIVE,
                    },
                  },
                ]
              : [],
          },
        ]
      : [],
  };
}

function completingAction(e: Exchange) {
  const given = e.to_is_virtual ? virtualCurrencyType(e.to_currency_code) : null;
  return {
    details: {
      dispositionCode: given ? EXCHANGE_TO_VIRTUAL : EXCHANGE_TO_FIAT,
      ...(given
        ? {
            amount: rate(e.to_amount),
            virtualCurrencyTypeCode: given.code,
            ...(given.other ? { virtualCurrencyTypeOther: given.other } : {}),
          }
        : { amount: amount(e.to_amount), currencyCode: e.to_currency_code }),
      ...(e.rate ? { exchangeRate: rate(e.rate) } : {}),
      valueInCanadianDollars: amount(e.value_cad),
      virtualCurrencyTransactionIds: [],
      sendingVirtualCurrencyAddresses: [],
      receivingVirtualCurrencyAddresses: [],
      involvementIndicator: false,
      beneficiaryIndicator: e.beneficiary_id !== null || e.entity !== null,
    },
    involvements: [],
    beneficiaries: e.entity
      ? [
          {
            typeCode: ENTITY,
            refId: entityBeneficiaryRef(e.entity.id),
            details: { clientNumber: e.entity.id },
          },
        ]
      : e.beneficiary_id
        ? [
            {
              typeCode: PERSON_DETAILS,
              refId: beneficiaryRef(e.beneficiary_id),
              details: { clientNumber: e.beneficiary_id },
            },
          ]
        : [],
  };
}

function transactionOf(e: Exchange, timeZone: string) {
  const [date = '', time = ''] = fintracMoment(e.at, timeZone).split('T');
  return {
    reportingEntityLocationId: e.location_id ?? '',
    suspiciousTransactionDetails: {
      attemptedTransactionIndicator: e.attempt !== null,
      ...(e.attempt ? { reasonNotCompleted: e.attempt.reason.slice(0, 200) } : {}),
      dateOfTransaction: date,
      timeOfTransaction: time,
      methodCode: METHOD_IN_PERSON,
      reportingEntityTransactionReference: transactionReference(e.reference),
      purpose: 'Currency exchange',
    },
    startingActions: [startingAction(e)],
    completingActions: [completingAction(e)],
  };
}

const completed = (t: CompletedExchange, people: readonly ReportParty[]): Exchange => {
  const entity = t.recipient_customer_id ? null : actingFor(t, people);
  return {
    reference: t.reference_number,
    at: t.created_at,
    location_id: t.location_id,
    customer_id: t.customer_id,
    beneficiary_id: entity ? null : (t.recipient_customer_id ?? t.customer_id),
    entity,
    from_currency_code: t.from_currency_code,
    from_amount: t.from_amount,
    from_is_virtual: t.from_is_virtual,
    payment_method: t.payment_method,
    to_currency_code: t.to_currency_code,
    to_amount: t.to_amount,
    to_is_virtual: t.to_is_virtual,
    rate: t.rate_used,
    value_cad: t.value_cad,
    source_of_money: t.source_of_money,
    attempt: null,
  };
};

const attempted = (a: AttemptedExchange): Exchange => ({
  reference: a.reference,
  at: a.at,
  location_id: a.location_id,
  customer_id: a.customer_id,
  beneficiary_id: a.customer_id,
  entity: null,
  from_currency_code: a.from_currency_code,
  from_amount: a.from_amount,
  from_is_virtual: a.from_is_virtual,
  payment_method: 'cash',
  to_currency_code: a.to_currency_code,
  to_amount: a.to_amount,
  to_is_virtual: a.to_is_virtual,
  rate: null,
  value_cad: a.value_cad,
  source_of_money: null,
  attempt: { reason: a.reason_not_completed },
});

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
