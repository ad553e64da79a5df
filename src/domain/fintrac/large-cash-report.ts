import { toDec } from '../money';
import {
  AGGREGATION_TYPE_CODES,
  EXCHANGE_TO_FIAT,
  METHOD_IN_PERSON,
  MONEY_SERVICES_BUSINESS,
  PERSON_DETAILS,
  RELATIONSHIP_SELF,
  REPORT_TYPE_CODES,
  SUBMIT_TYPE_CODES,
} from './codes';
import type { ReportingEntity, ReportParty, ReportTransaction } from './report-facts';
import {
  beneficiaryOf,
  conductorOf,
  entitiesOf,
  entityDefinition,
  personDefinition,
} from './report-parties';
import { amount, blankAsUndefined, fintracMoment, rate } from './value-formats';

// A Large Cash Transaction Report as FINTRAC's API receives it (its LCTRReport schema in the
// Report Ingest API; docs/decisions/0055): one report for a compliance case's 24-hour window,
// each person defined once and named by refId in the transactions. Pure: the server gathers the
// facts, this writes the document, report-checks.ts says what is missing.

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
