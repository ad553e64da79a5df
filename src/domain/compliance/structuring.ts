// Structuring alerts (docs/decisions/0026): two or more exchanges by the same person (as
// conductor or beneficiary) within one 24-hour window, each just under a threshold (from the
// band's percentage of the $3,000 identification or the $10,000 large cash threshold, up to but
// not including it), look like an amount split to stay under it. An alert asks for a review; it
// never blocks an exchange. The exchange's value is the sum of its pairs' CAD values (payment
// method aside: the alert is deliberately broad, a person reviews it).
import { type Dec, sum, toDec, toFixedString } from '../money';
import type { ComplianceThresholds } from './thresholds';
import {
  byTime,
  type ComplianceTransaction,
  countsForCompliance,
  type Party,
  PERSON_ROLES,
  type PersonRole,
  partiesOf,
} from './transaction-facts';

/** Exchanges worth from `from` (inclusive) up to `threshold` (exclusive), in CAD. */
export type StructuringBand = { threshold: string; from: string };

export type StructuringExchange = {
  reference_number: string;
  /** When its first pair was booked. */
  created_at: Date;
  value_cad: string;
  transaction_ids: string[];
};

export type StructuringAlert = {
  band: StructuringBand;
  /** Everyone who made (or received) every exchange of the alert. */
  people: Party[];
  /** Oldest first. */
  exchanges: StructuringExchange[];
};

type Exchange = StructuringExchange & { value: Dec; parties: Map<string, Set<PersonRole>> };

/** The bands of the identification and large cash thresholds (one when they are equal). */
export function structuringBands(
  thresholds: Pick<
    ComplianceThresholds,
    'identification_cad' | 'large_cash_cad' | 'structuring_band_percent'
  >,
): StructuringBand[] {
  const percent = toDec(thresholds.structuring_band_percent).div(100);
  const limits = [thresholds.identification_cad, thresholds.large_cash_cad].map(toDec);
  const distinct = limits
    .filter((limit, i) => limits.findIndex((other) => other.eq(limit)) === i)
    .sort((a, b) => a.comparedTo(b));
  return distinct.map((limit) => ({
    threshold: toFixedString(limit, 2),
    from: toFixedString(limit.mul(percent), 2),
  }));
}

// The pairs of each exchange (one reference number) as one exchange, oldest first.
function exchangesOf(transactions: readonly ComplianceTransaction[]): Exchange[] {
  const exchanges = new Map<string, { pairs: ComplianceTransaction[] }>();
  for (const tx of transactions) {
    if (!countsForCompliance(tx)) continue;
    const exchange = exchanges.get(tx.reference_number) ?? { pairs: [] };
    exchanges.set(tx.reference_number, exchange);
    exchange.pairs.push(tx);
  }
  return [...exchanges]
    .map(([reference_number, { pairs }]): Exchange => {
      const sorted = pairs.sort(byTime);
      const value = sum(sorted.map((tx) => tx.base_value));
      const parties = new Map<string, Set<PersonRole>>();
      for (const party of sorted.flatMap(partiesOf)) {
        const roles = parties.get(party.customer_id) ?? new Set<PersonRole>();
        parties.set(party.customer_id, roles);
        party.roles.forEach((role) => roles.add(role));
      }
      return {
        reference_number,
        created_at: (sorted[0] as ComplianceTransaction).created_at,
        value,
        value_cad: toFixedString(value, 2),
        transaction_ids: sorted.map((tx) => tx.id),
        parties,
      };
    })
    .sort((a, b) =>
      byTime(
        { id: a.reference_number, created_at: a.created_at },
        { id: b.reference_number, created_at: b.created_at },
      ),
    );
}

function inBand(value: Dec, band: StructuringBand): boolean {
  return value.gte(band.from) && value.lt(band.threshold);
}

function bandAlerts(exchanges: readonly Exchange[], band: StructuringBand): StructuringAlert[] {
  const perPerson = new Map<string, Exchange[]>();
  for (const exchange of exchanges.filter((e) => inBand(e.value, band))) {
    for (const person of exchange.parties.keys()) {
      perPerson.set(person, [...(perPerson.get(person) ?? []), exchange]);
    }
  }
  // People with the very same exchanges share one alert.
  const alerts = new Map<string, { people: string[]; exchanges: Exchange[] }>();
  for (const [person, own] of perPerson) {
    if (own.length < 2) continue;
    const key = own.map((e) => e.reference_number).join(' ');
    const alert = alerts.get(key) ?? { people: [], exchanges: own };
    alerts.set(key, alert);
    alert.people.push(person);
  }
  return [...alerts.values()].map(({ people, exchanges: own }) => ({
    band,
    people: people.map((customer_id) => ({
      customer_id,
      roles: PERSON_ROLES.filter((role) => own.some((e) => e.parties.get(customer_id)?.has(role))),
    })),
    exchanges: own.map(({ reference_number, created_at, value_cad, transaction_ids }) => ({
      reference_number,
      created_at,
      value_cad,
      transaction_ids,
    })),
  }));
}

/** The structuring alerts of one window's transactions: lower band first, then by time. */
export function structuringAlerts(
  transactions: readonly ComplianceTransaction[],
  thresholds: Pick<
    ComplianceThresholds,
    'identification_cad' | 'large_cash_cad' | 'structuring_band_percent'
  >,
): StructuringAlert[] {
  const exchanges = exchangesOf(transactions);
  return structuringBands(thresholds).flatMap((band) =>
    bandAlerts(exchanges, band).sort((a, b) => {
      const [first, second] = [a.exchanges[0], b.exchanges[0]] as [Exchange, Exchange];
      return byTime(
        { id: first.reference_number, created_at: first.created_at },
        { id: second.reference_number, created_at: second.created_at },
      );
    }),
  );
}
