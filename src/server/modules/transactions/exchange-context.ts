import { sql } from 'drizzle-orm';
import { localDateOf } from '@domain/business-day';
import {
  COMPLIANCE_SETTING_KEY,
  type ComplianceThresholds,
  complianceThresholdsValue,
} from '@domain/compliance/thresholds';
import type { RiskLevel } from '@domain/constants';
import {
  flagValue,
  SETTING_KEYS,
  timeZoneValue,
  tolerancePercentValue,
} from '@domain/contracts/settings';
import { DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT } from '@domain/staff';
import { preparedRows, type Tx } from '../../db/client';

// What an exchange reads before it books, each in one round trip inside its transaction.

export type ExchangeSettings = {
  timeZone: string;
  requireIdForCard: boolean;
  tolerancePercent: string;
  thresholds: ComplianceThresholds;
};

const KEYS = [
  SETTING_KEYS.businessTimeZone,
  SETTING_KEYS.requireIdForCard,
  SETTING_KEYS.rateOverrideTolerance,
  COMPLIANCE_SETTING_KEY,
];

/** The settings the exchange's rules follow, as in force inside its transaction. */
export async function readExchangeSettings(tx: Tx): Promise<ExchangeSettings> {
  const rows = await preparedRows<{ key: string; value: unknown }>(
    tx,
    'exchange_settings',
    sql`select key, value from settings where key in (${sql.join(
      KEYS.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    timeZone: timeZoneValue(value(SETTING_KEYS.businessTimeZone)),
    // On unless explicitly disabled (SPEC §9).
    requireIdForCard: flagValue(value(SETTING_KEYS.requireIdForCard), true),
    tolerancePercent: tolerancePercentValue(
      value(SETTING_KEYS.rateOverrideTolerance),
      DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT,
    ),
    thresholds: complianceThresholdsValue(value(COMPLIANCE_SETTING_KEY)),
  };
}

/** The bureau's calendar day of an instant, in its time zone. */
export const bureauDay = (settings: ExchangeSettings, instant: Date) =>
  localDateOf(instant, settings.timeZone);

export type ExchangeCustomer = {
  id: string;
  company_id: string | null;
  archived_at: string | null;
  birthday: string | null;
  address: string | null;
  occupation: string | null;
  risk_level: RiskLevel;
  company: { name: string; address: string | null; industry: string | null } | null;
  /** The expiry dates of the ID cards on file (archived cards identify no one). */
  id_cards: { expiry_date: string | null }[];
};

/**
 * Holds the rows of the exchange's customer and recipient until it commits (key share, as the
 * transactions' foreign keys would), in one order. Archiving or deleting a customer or one of
 * their ID cards locks the customer's row for update (docs/decisions/0027), so either it waits
 * for the exchange and then sees its transactions, or the exchange waits for it. A statement of
 * its own, before the parties' facts are read: a statement that waits for a lock still reads
 * everything else as it was when it began, so the facts read next are those after the wait.
 */
export async function holdParties(tx: Tx, ids: readonly (string | null | undefined)[]) {
  const held = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  if (held.length === 0) return;
  await preparedRows(
    tx,
    `hold_parties_${held.length}`,
    sql`select id from customers where id in (${sql.join(
      held.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for key share`,
  );
}

/** A party of the exchange with everything its rules ask about; null when unknown. */
export async function findExchangeCustomer(tx: Tx, id: string): Promise<ExchangeCustomer | null> {
  const [row] = await preparedRows<Omit<ExchangeCustomer, 'id_cards'> & { expiries: string[] }>(
    tx,
    'exchange_customer',
    sql`select c.id, c.company_id, c.archived_at::text as archived_at, c.birthday::text as birthday,
          c.address, c.occupation, c.risk_level,
          case when co.id is null then null else json_build_object('name', co.name,
            'address', co.address, 'industry', co.industry) end as company,
          coalesce((select array_agg(coalesce(i.expiry_date::text, '')) from id_cards i
            where i.customer_id = c.id and i.archived_at is null), '{}') as expiries
        from customers c left join companies co on co.id = c.company_id
        where c.id = ${id}`,
  );
  if (!row) return null;
  const { expiries, ...customer } = row;
  return {
    ...customer,
    id_cards: expiries.map((expiry) => ({ expiry_date: expiry === '' ? null : expiry })),
  };
}
