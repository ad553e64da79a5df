import { toDec } from '../money';
import { reportHead, type LargeCashReportInput } from './large-cash-report';
import type { ReportTransaction } from './report-facts';
import { beneficiaryOf, conductorOf } from './report-parties';
import { amount, blankAsUndefined, fintracMoment, rate } from './value-formats';
import { EXCHANGE_TO_FIAT, EXCHANGE_TO_VIRTUAL, METHOD_IN_PERSON, PERSON_DETAILS } from './codes';
import { virtualCurrencyType } from './virtual-currency-codes';

// A Large Virtual Currency Transaction Report as FINTRAC's API receives it (its LVCTRReport
// schema; docs/decisions/0056): virtual currency of $10,000 or more received in a case's 24-hour
// window, each person defined once, as the LCTR does. Each transaction starts with the virtual
// currency the customer handed over and completes with what the bureau gave for it. The bureau
// records no blockchain transaction IDs or wallet addresses, so those lists are empty.

export type VirtualCurrencyReportInput = Omit<LargeCashReportInput, 'transactions'> & {
  transactions: (ReportTransaction & { to_is_virtual: boolean })[];
};

function transactionOf(
  t: VirtualCurrencyReportInput['transactions'][number],
  timeZone: string,
  people: VirtualCurrencyReportInput['people'],
) {
  const beneficiary = beneficiaryOf(t, people);
  const conductor = conductorOf(t, people, PERSON_DETAILS);
  const received = virtualCurrencyType(t.from_currency_code);
  const given = t.to_is_virtual ? virtualCurrencyType(t.to_currency_code) : null;
  return {
    reportingEntityLocationId: t.location_id ?? '',
    virtualCurrencyTransactionDetails: {
      // This transaction alone reached the threshold (else it counts by the 24-hour rule).
      thresholdIndicator: toDec(t.received_cad).gte(10_000),
      dateTimeReceived: fintracMoment(t.created_at, timeZone),
      methodCode: METHOD_IN_PERSON,
      ids: [],
      reportingEntityTransactionReference: t.reference_number.replace(/[^A-Za-z0-9_-]/g, '-'),
      purposeOfTransaction: 'Currency exchange',
    },
    startingActions: [
      {
        details: {
          amount: rate(t.from_amount),
          virtualCurrencyTypeCode: received.code,
          ...(received.other ? { virtualCurrencyTypeOther: received.other } : {}),
          sendingVirtualCurrencyAddresses: [],
          ...(blankAsUndefined(t.source_of_money)
            ? { howVirtualCurrencyObtained: t.source_of_money?.trim().slice(0, 200) }
            : {}),
          sourceOfVirtualCurrencyIndicator: false,
          conductorIndicator: true,
        },
        sourcesOfVirtualCurrency: [],
        conductors: [
          {
            ...conductor,
            details: { clientOfReportingEntityIndicator: true, ...conductor.details },
          },
        ],
      },
    ],
    completingActions: [
      {
        details: {
          dispositionCode: given ? EXCHANGE_TO_VIRTUAL : EXCHANGE_TO_FIAT,
          amount: given ? rate(t.to_amount) : amount(t.to_amount),
          ...(given
            ? {
                virtualCurrencyTypeCode: given.code,
                ...(given.other ? { virtualCurrencyTypeOther: given.other } : {}),
              }
            : { currencyCode: t.to_currency_code }),
          receivingVirtualCurrencyAddresses: [],
          valueInCanadianDollars: amount(t.received_cad),
          involvementIndicator: false,
          beneficiaryIndicator: true,
        },
        involvements: [],
        beneficiaries: [
          {
            typeCode: beneficiary.typeCode,
            refId: beneficiary.refId,
            details: { clientNumber: beneficiary.clientNumber },
          },
        ],
      },
    ],
  };
}

export function virtualCurrencyReport(input: VirtualCurrencyReportInput) {
  return {
    ...reportHead(input, 'lvctr'),
    transactions: input.transactions.map((t) => transactionOf(t, input.timeZone, input.people)),
  };
}

export type VirtualCurrencyReport = ReturnType<typeof virtualCurrencyReport>;
