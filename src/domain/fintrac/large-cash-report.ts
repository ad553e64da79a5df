import { formatMoment } from '../bureau-time';
import { toDec, toFixedString } from '../money';
import {
  AGGREGATION_TYPE_CODES,
  ENTITY_DETAILS,
  REGISTRATION_UNKNOWN,
  RELATIONSHIP_OTHER,
  EXCHANGE_TO_FIAT,
  identifierTypeOf,
  METHOD_IN_PERSON,
  MONEY_SERVICES_BUSINESS,
  PERSON_DETAILS,
  RELATIONSHIP_SELF,
  REPORT_TYPE_CODES,
  SUBMIT_TYPE_CODES,
  UNSTRUCTURED_ADDRESS,
} from './codes';

// A Large Cash Transaction Report as FINTRAC's API receives it (its LCTRReport schema in the
// Report Ingest API; docs/decisions/0055): one report for a compliance case's 24-hour window,
// each person defined once and named by refId in the transactions. Pure: the server gathers the
// facts, this writes the document, report-checks.ts says what is missing.

export type ReportingEntity = {
  /** FINTRAC's number for the bureau (its reporting entity number). */
  reporting_entity_number: number | null;
  /** FINTRAC's id of the bureau's compliance contact. */
  contact_id: number | null;
};

/** A business a customer acts for (their company), as FINTRAC's entity details ask. */
export type ReportEntity = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  industry: string | null;
  registration_number: string | null;
};

export type ReportParty = {
  customer_id: string;
  first_name: string;
  last_name: string;
  birthday: string | null;
  address: string | null;
  phone: string | null;
  occupation: string | null;
  id_card: {
    id_type: string;
    id_number: string;
    expiry_date: string | null;
    issuing_country: string | null;
    issuing_jurisdiction: string | null;
    verified_on: string | null;
  } | null;
  /** The customer's company, for a business exchange made for it. */
  company?: ReportEntity | null;
};

export type ReportTransaction = {
  id: string;
  reference_number: string;
  created_at: string;
  branch_id: string | null;
  /** The branch's location number at FINTRAC, null when not entered. */
  location_id: string | null;
  /** The conductor: the customer at the counter. */
  customer_id: string;
  /** Who collects later, when not the conductor. */
  recipient_customer_id: string | null;
  from_currency_code: string;
  from_amount: string;
  to_currency_code: string;
  to_amount: string;
  rate_used: string;
  received_cad: string;
  source_of_money: string | null;
  /** A business exchange: the conductor acts for their company. */
  business?: boolean;
};

export type LargeCashReportInput = {
  /** Our reference for the report: letters, digits, '-' and '_' only (FINTRAC's pattern). */
  reference: string;
  entity: ReportingEntity;
  window: { start: string; end: string };
  timeZone: string;
  /** Whose total reached $10,000 across several transactions; null for one transaction. */
  aggregation: 'conductor' | 'beneficiary' | null;
  people: ReportParty[];
  transactions: ReportTransaction[];
};

/** FINTRAC's date and time: seconds and the zone's offset, no fraction. */
export const fintracMoment = (moment: string, timeZone: string) =>
  formatMoment(moment, timeZone, 'iso').replace(/\.\d+(?=[+-])/, '');

// FINTRAC's amounts: digits and 2 to 10 decimals (a whole amount may carry none).
export const amount = (value: string) => toFixedString(toDec(value), 2);
/** A rate, or a virtual currency's amount: its own decimals, 2 to 10. */
export const rate = (value: string) => {
  const text = toDec(value).toFixed();
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 10)}`;
};
export const refOf = (customerId: string) => `P-${customerId}`;
export const entityRefOf = (companyId: string) => `E-${companyId}`;
/** What the conductor of a business exchange is to the business. */
export const REPRESENTATIVE = 'Representative of the business';

/** The business a transaction's conductor acts for: their company, for a business exchange. */
export function actingFor(
  t: Pick<ReportTransaction, 'customer_id' | 'business'>,
  people: readonly ReportParty[],
): ReportEntity | null {
  if (!t.business) return null;
  return people.find((p) => p.customer_id === t.customer_id)?.company ?? null;
}

const unstructuredAddress = (address: string | null | undefined) =>
  blankAsUndefined(address)
    ? {
        addressTypeCode: UNSTRUCTURED_ADDRESS,
        address: {
          typeCode: UNSTRUCTURED_ADDRESS,
          unstructured: address?.trim().slice(0, 500),
          countryCode: 'CA',
        },
      }
    : {};

/** A business as FINTRAC's "entity details" (type 4). */
export function entityDefinition(entity: ReportEntity, refId = entityRefOf(entity.id)) {
  const registration = blankAsUndefined(entity.registration_number);
  return {
    typeCode: ENTITY_DETAILS,
    refId,
    nameOfEntity: entity.name.trim().slice(0, 100),
    telephoneNumber: blankAsUndefined(entity.phone)?.slice(0, 20),
    natureOfPrincipalBusiness: blankAsUndefined(entity.industry)?.slice(0, 200),
    ...unstructuredAddress(entity.address),
    identifications: [],
    authorizedPersons: [],
    registrationIncorporationIndicator: registration !== undefined,
    registrationsIncorporations: registration
      ? [{ typeCode: REGISTRATION_UNKNOWN, number: registration.slice(0, 100) }]
      : [],
  };
}

/** The businesses the report's conductors act for, each once. */
export function entitiesOf(
  transactions: readonly ReportTransaction[],
  people: readonly ReportParty[],
): ReportEntity[] {
  const found = new Map<string, ReportEntity>();
  for (const t of transactions) {
    const entity = actingFor(t, people);
    if (entity) found.set(entity.id, entity);
  }
  return [...found.values()];
}
export const blankAsUndefined = (text: string | null | undefined) =>
  text?.trim() ? text.trim() : undefined;

export function personDefinition(person: ReportParty) {
  const card = person.id_card;
  const type = card ? identifierTypeOf(card.id_type) : null;
  return {
    typeCode: PERSON_DETAILS,
    refId: refOf(person.customer_id),
    givenName: blankAsUndefined(person.first_name),
    surname: blankAsUndefined(person.last_name),
    telephoneNumber: blankAsUndefined(person.phone)?.slice(0, 20),
    dateOfBirth: person.birthday ?? undefined,
    occupation: blankAsUndefined(person.occupation)?.slice(0, 200),
    ...unstructuredAddress(person.address),
    identifications:
      card && type
        ? [
            {
              identifierTypeCode: type.code,
              ...(type.other ? { identifierTypeOther: type.other } : {}),
              number: card.id_number,
              ...(card.issuing_country
                ? { jurisdictionOfIssueCountryCode: card.issuing_country }
                : {}),
              ...(card.issuing_jurisdiction
                ? { jurisdictionOfIssueProvinceStateCode: card.issuing_jurisdiction }
                : {}),
            },
          ]
        : [],
  };
}

/** The conductor of a transaction: for themselves, or for the business they represent. */
export function conductorOf(
  t: ReportTransaction,
  people: readonly ReportParty[],
  typeCode: number,
) {
  const entity = actingFor(t, people);
  return {
    typeCode,
    refId: refOf(t.customer_id),
    details: { clientNumber: t.customer_id, onBehalfOfIndicator: entity !== null },
    onBehalfOfs: entity
      ? [
          {
            typeCode: ENTITY_DETAILS,
            refId: entityRefOf(entity.id),
            details: {
              clientNumber: entity.id,
              relationshipOfConductorCode: RELATIONSHIP_OTHER,
              relationshipOfConductorOther: REPRESENTATIVE,
            },
          },
        ]
      : [],
  };
}

/** Who received what the bureau gave: the business a conductor acts for, the recipient, or the
 * customer themselves. */
export function beneficiaryOf(t: ReportTransaction, people: readonly ReportParty[]) {
  const entity = t.recipient_customer_id ? null : actingFor(t, people);
  if (entity) {
    return { typeCode: ENTITY_DETAILS, refId: entityRefOf(entity.id), clientNumber: entity.id };
  }
  const person = t.recipient_customer_id ?? t.customer_id;
  return { typeCode: PERSON_DETAILS, refId: refOf(person), clientNumber: person };
}

function transactionOf(t: ReportTransaction, timeZone: string, people: readonly ReportParty[]) {
  const beneficiary = beneficiaryOf(t, people);
  return {
    reportingEntityLocationId: t.location_id ?? '',
    largeCashTransactionDetails: {
      // This transaction alone reached the threshold (else it counts by the 24-hour rule).
      thresholdIndicator: toDec(t.received_cad).gte(10_000),
      dateTimeOfTransaction: fintracMoment(t.created_at, timeZone),
      methodCode: METHOD_IN_PERSON,
      reportingEntityTransactionReference: t.reference_number.replace(/[^A-Za-z0-9_-]/g, '-'),
      purpose: 'Currency exchange',
    },
    startingActions: [
      {
        details: {
          amount: amount(t.from_amount),
          currencyCode: t.from_currency_code,
          ...(blankAsUndefined(t.source_of_money)
            ? { howCashObtained: t.source_of_money?.trim().slice(0, 200) }
            : {}),
          sourceOfCashIndicator: false,
          depositToBusinessAccountIndicator: false,
        },
        sourcesOfCash: [],
        conductors: [conductorOf(t, people, PERSON_DETAILS)],
      },
    ],
    completingActions: [
      {
        details: {
          dispositionCode: EXCHANGE_TO_FIAT,
          amount: amount(t.to_amount),
          currencyCode: t.to_currency_code,
          exchangeRate: rate(t.rate_used),
          valueInCanadianDollars: amount(t.received_cad),
          involvementIndicator: false,
        },
        involvements: [],
        beneficiaries: [
          {
            typeCode: beneficiary.typeCode,
            refId: beneficiary.refId,
            details: {
              clientNumber: beneficiary.clientNumber,
              // Someone collecting for the customer, or the business, is a third party (the
              // exchange's form says how they relate): no relationship of "self".
              ...(beneficiary.clientNumber === t.customer_id
                ? { relationshipOfConductorCode: RELATIONSHIP_SELF }
                : {}),
            },
          },
        ],
      },
    ],
  };
}

/** The report's details and its people: what an LCTR and an LVCTR write alike. */
export function reportHead(input: LargeCashReportInput, kind: 'lctr' | 'lvctr') {
  const aggregation =
    input.aggregation === 'conductor'
      ? AGGREGATION_TYPE_CODES.conductor
      : input.aggregation === 'beneficiary'
        ? AGGREGATION_TYPE_CODES.beneficiary
        : AGGREGATION_TYPE_CODES.notApplicable;
  const used = new Set(
    input.transactions.flatMap((t) => [t.customer_id, t.recipient_customer_id ?? t.customer_id]),
  );
  return {
    reportDetails: {
      reportTypeCode: REPORT_TYPE_CODES[kind],
      submitTypeCode: SUBMIT_TYPE_CODES.submit,
      activitySectorCode: MONEY_SERVICES_BUSINESS,
      reportingEntityNumber: input.entity.reporting_entity_number ?? 0,
      submittingReportingEntityNumber: input.entity.reporting_entity_number ?? 0,
      reportingEntityReportReference: input.reference,
      twentyFourHourRule: {
        aggregationTypeCode: aggregation,
        periodStart: fintracMoment(input.window.start, input.timeZone),
        // The window is [start, end): its last second is FINTRAC's end.
        periodEnd: fintracMoment(
          new Date(new Date(input.window.end).getTime() - 1000).toISOString(),
          input.timeZone,
        ),
      },
      reportingEntityContactId: input.entity.contact_id ?? 0,
    },
    definitions: [
      ...input.people.filter((p) => used.has(p.customer_id)).map(personDefinition),
      ...entitiesOf(input.transactions, input.people).map((entity) => entityDefinition(entity)),
    ],
  };
}

export function largeCashReport(input: LargeCashReportInput) {
  return {
    ...reportHead(input, 'lctr'),
    transactions: input.transactions.map((t) => transactionOf(t, input.timeZone, input.people)),
  };
}

export type LargeCashReport = ReturnType<typeof largeCashReport>;
