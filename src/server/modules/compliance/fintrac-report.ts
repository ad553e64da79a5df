import { sql } from 'drizzle-orm';
import type { CaseDetail } from '@domain/contracts/compliance';
import type { FintracReport } from '@domain/contracts/fintrac';
import { fintracEntityValue, SETTING_KEYS } from '@domain/contracts/settings';
import {
  checkReport,
  isReady,
  largeCashReport,
  virtualCurrencyReport,
  type LargeCashReportInput,
} from '@domain/fintrac';
import { queryRows, type Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { businessTimeZone, findSetting } from '../settings';

export const ONLY_REPORTS =
  "Only a large cash or a large virtual currency transaction report has a document in FINTRAC's format";

type Placed = {
  id: string;
  branch_id: string | null;
  location: string | null;
  to_is_virtual: boolean;
};

// Where each transaction of the case was booked (its branch and the branch's FINTRAC number),
// and whether what it handed over was virtual currency.
async function locationsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, Placed>();
  const rows = await queryRows<Placed>(
    db,
    sql`select t.id, t.branch_id, b.fintrac_location_id as location,
        tc.crypto_id is not null as to_is_virtual
      from transactions t left join branches b on b.id = t.branch_id
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

/**
 * A large cash (or large virtual currency) transaction report's document in FINTRAC's API
 * format, generated from the case as it is now, with what FINTRAC would refuse in it
 * (docs/decisions/0055, 0056).
 */
export async function fintracReportOf(db: Database, found: CaseDetail): Promise<FintracReport> {
  const kind = found.kind;
  if (kind !== 'lctr' && kind !== 'lvctr') throw conflict(ONLY_REPORTS);
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
    })),
  };
  const document =
    kind === 'lctr'
      ? largeCashReport(input)
      : virtualCurrencyReport({
          ...input,
          transactions: input.transactions.map((t) => ({
            ...t,
            to_is_virtual: locations.get(t.id)?.to_is_virtual ?? false,
          })),
        });
  const problems = checkReport({ ...document, kind }, input);
  return {
    report_type: kind,
    reference: input.reference,
    ready: isReady(problems),
    problems,
    // As JSON carries it: fields not filled are left out, as FINTRAC's API expects.
    document: JSON.parse(JSON.stringify(document)) as Record<string, unknown>,
  };
}
