// Large cash (LCTR) and large virtual currency (LVCTR) transaction reports of one 24-hour window
// (docs/decisions/0026). FINTRAC: a report is due when the bureau receives $10,000 or more in
// cash (or in virtual currency) in one transaction, or in several within one 24-hour window
// that are conducted by the same person, on behalf of the same third party, or for the same
// beneficiary; "you must aggregate and submit all transactions that meet the 24-hour rule in the
// same report".
// https://fintrac-canafe.canada.ca/guidance-directives/transaction-operation/Guide7A/lctr-eng
// https://fintrac-canafe.canada.ca/guidance-directives/transaction-operation/24hour/1-eng
// https://www.fintrac-canafe.gc.ca/reporting-declaration/info/rptLVCTR-eng
//
// One report per group of people, never two for the same transaction: every person (a
// customer, whatever their roles) whose received total in the window reaches the threshold
// "qualifies"; qualifying people who share a transaction (a conductor and the beneficiary they
// act for) are one group, and the group's report holds every transaction of its qualifying
// people. So the same transactions never make two reports, and a conductor who is also the
// beneficiary is counted once.
import { type Dec, type DecimalLike, sum, toDec, toFixedString } from '../money';
import type { ComplianceThresholds } from './thresholds';
import {
  byTime,
  cashReceivedCad,
  type ComplianceTransaction,
  type Party,
  PERSON_ROLES,
  type PersonRole,
  partiesOf,
  virtualCurrencyReceivedCad,
} from './transaction-facts';

export const LARGE_TRANSACTION_KINDS = ['lctr', 'lvctr'] as const;
export type LargeTransactionKind = (typeof LARGE_TRANSACTION_KINDS)[number];

export type ReportedTransaction = {
  id: string;
  reference_number: string;
  created_at: Date;
  /** What the bureau received in this transaction, in CAD. */
  received_cad: string;
};

export type ReportPerson = Party & {
  /** Received in the report's transactions that involve this person, in CAD. */
  received_cad: string;
  /** Whether this person's own total reached the threshold (the reason for the report). */
  reached_threshold: boolean;
};

export type LargeTransactionReport = {
  kind: LargeTransactionKind;
  /** Oldest first. */
  transactions: ReportedTransaction[];
  /** In order of first appearance: each transaction's conductor, then its third party. */
  people: ReportPerson[];
  total_cad: string;
  /** The transaction that first brought a qualifying person's total to the threshold. */
  reached_by: string;
  reached_at: Date;
};

type Received = { tx: ComplianceTransaction; value: Dec };
type PersonTotal = { entries: Received[]; reached: Received | null };

const RECEIVED: Record<LargeTransactionKind, (tx: ComplianceTransaction) => Dec | null> = {
  lctr: cashReceivedCad,
  lvctr: virtualCurrencyReceivedCad,
};

function receivedTransactions(
  transactions: readonly ComplianceTransaction[],
  kind: LargeTransactionKind,
): Received[] {
  const received: Received[] = [];
  for (const tx of transactions) {
    const value = RECEIVED[kind](tx);
    if (value && value.gt(0)) received.push({ tx, value });
  }
  return received.sort((a, b) => byTime(a.tx, b.tx));
}

// Each person's received transactions, and the one at which their running total reached the
// threshold (null when it never did).
function personTotals(received: readonly Received[], threshold: Dec): Map<string, PersonTotal> {
  const totals = new Map<string, PersonTotal>();
  const running = new Map<string, Dec>();
  for (const entry of received) {
    for (const party of partiesOf(entry.tx)) {
      const person = totals.get(party.customer_id) ?? { entries: [], reached: null };
      totals.set(party.customer_id, person);
      person.entries.push(entry);
      const total = (running.get(party.customer_id) ?? toDec('0')).plus(entry.value);
      running.set(party.customer_id, total);
      if (!person.reached && total.gte(threshold)) person.reached = entry;
    }
  }
  return totals;
}

// Qualifying people who share a transaction end up under one root (union-find).
function groupQualifying(received: readonly Received[], qualifying: ReadonlySet<string>) {
  const parent = new Map<string, string>([...qualifying].map((id) => [id, id]));
  const root = (id: string): string => {
    let current = id;
    while (parent.get(current) !== current) current = parent.get(current) ?? current;
    return current;
  };
  for (const { tx } of received) {
    const ids = partiesOf(tx)
      .map((party) => party.customer_id)
      .filter((id) => qualifying.has(id));
    for (const id of ids.slice(1)) parent.set(root(id), root(ids[0] as string));
  }
  return root;
}

function reportPeople(entries: readonly Received[], qualifying: ReadonlySet<string>) {
  const people = new Map<string, { roles: Set<PersonRole>; values: Dec[] }>();
  for (const { tx, value } of entries) {
    for (const party of partiesOf(tx)) {
      const person = people.get(party.customer_id) ?? { roles: new Set(), values: [] };
      people.set(party.customer_id, person);
      party.roles.forEach((role) => person.roles.add(role));
      person.values.push(value);
    }
  }
  return [...people].map(([customer_id, person]): ReportPerson => ({
    customer_id,
    roles: PERSON_ROLES.filter((role) => person.roles.has(role)),
    received_cad: toFixedString(sum(person.values), 2),
    reached_threshold: qualifying.has(customer_id),
  }));
}

/** The reports of one kind for the transactions of one window, in the order they were reached. */
export function largeTransactionReports(
  transactions: readonly ComplianceTransaction[],
  kind: LargeTransactionKind,
  threshold: DecimalLike,
): LargeTransactionReport[] {
  const limit = toDec(threshold);
  const received = receivedTransactions(transactions, kind);
  const totals = personTotals(received, limit);
  const qualifying = new Set([...totals].filter(([, t]) => t.reached).map(([id]) => id));
  const root = groupQualifying(received, qualifying);

  const groups = new Map<string, { ids: Set<string>; reached: Received[] }>();
  for (const id of qualifying) {
    const person = totals.get(id) as PersonTotal;
    const group = groups.get(root(id)) ?? { ids: new Set<string>(), reached: [] };
    groups.set(root(id), group);
    person.entries.forEach((entry) => group.ids.add(entry.tx.id));
    if (person.reached) group.reached.push(person.reached);
  }

  const reports = [...groups.values()].map((group): LargeTransactionReport => {
    const entries = received.filter((entry) => group.ids.has(entry.tx.id));
    const reached = group.reached.sort((a, b) => byTime(a.tx, b.tx))[0] as Received;
    return {
      kind,
      transactions: entries.map(({ tx, value }) => ({
        id: tx.id,
        reference_number: tx.reference_number,
        created_at: tx.created_at,
        received_cad: toFixedString(value, 2),
      })),
      people: reportPeople(entries, qualifying),
      total_cad: toFixedString(sum(entries.map((entry) => entry.value)), 2),
      reached_by: reached.tx.id,
      reached_at: reached.tx.created_at,
    };
  });
  return reports.sort((a, b) =>
    byTime(
      { id: a.reached_by, created_at: a.reached_at },
      { id: b.reached_by, created_at: b.reached_at },
    ),
  );
}

/** Every LCTR, then every LVCTR, of one window under the bureau's thresholds. */
export function windowReports(
  transactions: readonly ComplianceTransaction[],
  thresholds: Pick<ComplianceThresholds, 'large_cash_cad' | 'large_virtual_currency_cad'>,
): LargeTransactionReport[] {
  return [
    ...largeTransactionReports(transactions, 'lctr', thresholds.large_cash_cad),
    ...largeTransactionReports(transactions, 'lvctr', thresholds.large_virtual_currency_cad),
  ];
}
