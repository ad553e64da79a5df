import { sql } from 'drizzle-orm';
import type { CaseDetail } from '@domain/contracts/compliance';
import type { FintracReport } from '@domain/contracts/fintrac';
import { fintracEntityValue, SETTING_KEYS } from '@domain/contracts/settings';
import {
  checkReport,
  checkSuspiciousReport,
  isReady,
  largeCashReport,
  suspiciousReport,
  virtualCurrencyReport,
  type LargeCashReportInput,
  type ReportProblem,
  type SuspiciousReportInput,
} from '@domain/fintrac';
import { queryRows, type Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { businessTimeZone, findSetting } from '../settings';

export const ONLY_REPORTS =
  "Only a large cash, a large virtual currency or a suspicious transaction report has a document in FINTRAC's format";

type Placed = {
  id: string;
  branch_id: string | null;
  location: string | null;
  from_is_virtual: boolean;
  to_is_virtual: boolean;
};

// Where each transaction of the case was booked (its branch and the branch's FINTRAC number),
// and whether what it handed over was virtual currency.
async function locationsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, Placed>();
  const rows = await queryRows<Placed>(
    db,
    sql`select t.id, t.branch_id, b.fintrac_location_id as location,
        fc.crypto_id is not null as from_is_virtual, tc.crypto_id is not null as to_is_virtual
      from transactions t left join branches b on b.id = t.branch_id
      join currencies fc on fc.id = t.from_currency_id
      join currencies tc on tc.id = t.to_currency_id
      where t.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

// Whose total the 24-hour rule added up: one transaction needs none.
function aggregationOf(found: CaseDetail): LargeCashReportInput['aggregation'] {
  if (found.transactions.length < 2) return null;
  const reached = found.people.filter((p) => p.reached_threshold);
  return reached.length > 0 && reached.every((p) => !p.roles.includes('conductor'))
    ? 'beneficiary'
    : 'conductor';
}

// What the attempts of a suspicious transaction report name: each branch's FINTRAC number and
// which currencies are virtual.
async function attemptFacts(db: Database, branchIds: string[], codes: string[]) {
  const [branches, virtual] = await Promise.all([
    branchIds.length === 0
      ? []
      : queryRows<{ id: string; location: string | null }>(
          db,
          sql`select id, fintrac_location_id as location from branches
              where id in (${sql.join(
                branchIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        ),
    codes.length === 0
      ? []
      : queryRows<{ code: string }>(
          db,
          sql`select code from currencies where crypto_id is not null and code in (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})`,
        ),
  ]);
  return {
    location: new Map(branches.map((b) => [b.id, b.location])),
    virtual: new Set(virtual.map((c) => c.code)),
  };
}

const asJson = (document: object) =>
  JSON.parse(JSON.stringify(document)) as Record<string, unknown>;

function answer(
  kind: FintracReport['report_type'],
  reference: string,
  document: object,
  problems: ReportProblem[],
): FintracReport {
  // As JSON carries it: fields not filled are left out, as FINTRAC's API expects.
  return {
    report_type: kind,
    reference,
    ready: isReady(problems),
    problems,
    document: asJson(document),
  };
}

/**
 * A report case's document in FINTRAC's API format (an LCTR, an LVCTR or an STR), generated
 * from the case as it is now, with what FINTRAC would refuse in it (docs/decisions/0055, 0056,
 * 0057).
 */
export async function fintracReportOf(db: Database, found: CaseDetail): Promise<FintracReport> {
  const kind = found.kind;
  if (kind !== 'lctr' && kind !== 'lvctr' && kind !== 'str') throw conflict(ONLY_REPORTS);
  const [entity, timeZone, locations] = await Promise.all([
    findSetting(db, SETTING_KEYS.fintracReportingEntity),
    businessTimeZone(db),
    locationsOf(
      db,
      found.transactions.map((t) => t.id),
    ),
  ]);
  const input: LargeCashReportInput = {
    reference: `${kind.toUpperCase()}-${found.window_date}-${found.id.slice(0, 8)}`,
    entity: fintracEntityValue(entity?.value),
    window: { start: found.window_start, end: found.window_end },
    timeZone,
    aggregation: aggregationOf(found),
    people: found.people_details.map((p) => ({
      customer_id: p.customer_id,
      first_name: p.first_name,
      last_name: p.last_name,
      birthday: p.birthday,
      address: p.address,
      phone: p.phone,
      occupation: p.occupation,
      id_card: p.id_card,
      company: p.company,
    })),
    transactions: found.transactions.map((t) => ({
      id: t.id,
      reference_number: t.reference_number,
      created_at: t.created_at,
      branch_id: locations.get(t.id)?.branch_id ?? null,
      location_id: locations.get(t.id)?.location ?? null,
      customer_id: t.customer_id,
      recipient_customer_id: t.recipient_customer_id,
      from_currency_code: t.from_currency_code,
      from_amount: t.from_amount,
      to_currency_code: t.to_currency_code,
      to_amount: t.to_amount,
      rate_used: t.rate_used,
      received_cad: t.received_cad,
      source_of_money: t.source_of_money,
      business: t.transaction_category === 'business',
    })),
  };
  if (kind === 'str') return suspiciousReportOf(db, found, input, locations);
  if (kind === 'lctr') {
    const document = largeCashReport(input);
    return answer(kind, input.reference, document, checkReport({ ...document, kind }, input));
  }
  const document = virtualCurrencyReport({
    ...input,
    transactions: input.transactions.map((t) => ({
      ...t,
      to_is_virtual: locations.get(t.id)?.to_is_virtual ?? false,
    })),
  });
  return answer(kind, input.reference, document, checkReport({ ...document, kind }, input));
}

// A suspicious transaction report: the case's grounds, its completed transactions and its
// attempts (docs/decisions/0057).
async function suspiciousReportOf(
  db: Database,
  found: CaseDetail,
  input: LargeCashReportInput,
  locations: Map<string, Placed>,
): Promise<FintracReport> {
  const str = found.suspicious;
  if (!str) throw conflict(ONLY_REPORTS);
  const facts = await attemptFacts(
    db,
    [...new Set(str.attempted.flatMap((a) => (a.branch_id ? [a.branch_id] : [])))],
    [...new Set(str.attempted.flatMap((a) => [a.from_currency_code, a.to_currency_code]))],
  );
  const strInput: SuspiciousReportInput = {
    reference: input.reference,
    entity: input.entity,
    timeZone: input.timeZone,
    suspicion_type: str.suspicion_type,
    grounds: str.grounds,
    action_taken: str.action_taken,
    people: input.people,
    transactions: input.transactions.map((t, index) => {
      const booked = found.transactions[index];
      return {
        ...t,
        payment_method: booked?.payment_method ?? 'cash',
        value_cad: booked?.base_value ?? t.received_cad,
        from_is_virtual: locations.get(t.id)?.from_is_virtual ?? false,
        to_is_virtual: locations.get(t.id)?.to_is_virtual ?? false,
      };
    }),
    attempted: str.attempted.map((a, index) => ({
      reference: `${input.reference}-A${index + 1}`,
      at: a.at,
      branch_id: a.branch_id,
      location_id: a.branch_id ? (facts.location.get(a.branch_id) ?? null) : null,
      customer_id: a.customer_id,
      from_currency_code: a.from_currency_code,
      from_amount: a.from_amount,
      from_is_virtual: facts.virtual.has(a.from_currency_code),
      to_currency_code: a.to_currency_code,
      to_amount: a.to_amount,
      to_is_virtual: facts.virtual.has(a.to_currency_code),
      value_cad: a.value_cad,
      reason_not_completed: a.reason_not_completed,
    })),
  };
  const document = suspiciousReport(strInput);
  return answer('str', input.reference, document, checkSuspiciousReport(document, strInput));
}
