// A suspicious transaction report's transactions (docs/decisions/0057): each completed or
// attempted exchange in one shape, written as FINTRAC receives it, with its starting action (what
// was handed over, by whom) and its completing action (what was given, to whom).
import { EXCHANGE_TO_FIAT, EXCHANGE_TO_VIRTUAL, METHOD_IN_PERSON, PERSON_DETAILS } from './codes';
import type { ReportEntity, ReportParty, ReportTransaction } from './report-facts';
import { actingFor, entityRefOf, refOf, REPRESENTATIVE } from './report-parties';
import {
  beneficiaryRef,
  ENTITY,
  ENTITY_AND_OWNERSHIP,
  entityBeneficiaryRef,
  FUNDS_CASH,
  FUNDS_OTHER,
  FUNDS_VIRTUAL_CURRENCY,
  PERSON_AND_EMPLOYER,
  RELATIONSHIP_OTHER,
} from './suspicious-codes';
import { amount, fintracMoment, rate } from './value-formats';
import { virtualCurrencyType } from './virtual-currency-codes';

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

const transactionReference = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

export type Exchange = {
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

export function transactionOf(e: Exchange, timeZone: string) {
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

export const completed = (t: CompletedExchange, people: readonly ReportParty[]): Exchange => {
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

export const attempted = (a: AttemptedExchange): Exchange => ({
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
