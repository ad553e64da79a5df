import { sql, type SQL } from 'drizzle-orm';
import { localDateOf } from '@domain/business-day';
import {
  COMPLIANCE_SETTING_KEY,
  type ComplianceThresholds,
  complianceThresholdsValue,
} from '@domain/compliance/thresholds';
import type { RiskLevel } from '@domain/constants';
import type { IdCardOnFile } from '@domain/compliance';
import type { Language } from '@domain/language';
import type { ScreeningStatus } from '@domain/contracts/sanctions';
import {
  flagValue,
  SETTING_KEYS,
  timeZoneValue,
  tolerancePercentValue,
} from '@domain/contracts/settings';
import { DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT } from '@domain/staff';
import { preparedRows, type Tx } from '../../db/client';
import { personLocks } from '../compliance';
import { tillForBookingSql, type TillRead } from '../cash';
import { listsInForceSql, type InForce } from '../sanctions';
import { tellerNameSql } from '../transactions';

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
  SETTING_KEYS.sanctionsThresholds,
  SETTING_KEYS.businessProfile,
];

type SettingRow = { key: string; value: unknown };

// The settings the exchange's rules follow, from their rows.
function exchangeSettings(rows: readonly SettingRow[]): ExchangeSettings {
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

export type StoredRequest = { reference_number: string; request_hash: string };

export type ExchangeStart = {
  /** The exchange already booked under the request's Idempotency-Key, if any. */
  stored: StoredRequest | null;
  settings: ExchangeSettings;
  /** The database's time of the exchange: its transactions' booking time. */
  at: Date;
  /** The teller's open till, held, and which of the dates asked about are closed days. */
  till: TillRead;
  /** The sanctions lists in force and the thresholds, for the parties' screening. */
  inForce: InForce;
  /** What the receipt prints besides the exchange: the bureau's profile and the teller. */
  receipt: { business: unknown; teller: string | null };
};

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The exchange's first statement, one round trip: the audit context handed to the database
 * (decision 0020; the settings' columns come first, before any write), the exchange already booked under its
 * Idempotency-Key (none without a key), the settings in force, the database's time, the
 * sanctions lists in force, and, in this order, the hold on the rows of its customer and
 * recipient, their compliance locks (personLocks) and the hold on the teller's open till session
 * (tillForBookingSql), all held until it commits. The hold is a key share, as the transactions'
 * foreign keys would take: archiving or deleting a customer or one of their ID cards locks the
 * customer's row for update (docs/decisions/0027), so either it waits for the exchange and then
 * sees its transactions, or the exchange waits for it. The parties' facts and their other
 * exchanges are read by later statements: a statement that waits for a lock still reads
 * everything else as it was when it began. (A request with the same key that commits meanwhile
 * is still found: claiming the reference answers it.)
 */
export async function startExchange(
  tx: Tx,
  // A key is the staff member's own: another's exchange under the same key is not a replay.
  {
    key,
    userId,
    auditSettings,
  }: { key: string | null; userId: string | null; auditSettings?: SQL | undefined },
  parties: readonly (string | null | undefined)[],
  // The dates the exchange may be booked on: whether the till's branch has closed them.
  dates: readonly string[],
): Promise<ExchangeStart> {
  const held = [...new Set(parties.filter((id): id is string => Boolean(id)))].sort();
  const [row] = await preparedRows<{
    stored: StoredRequest | null;
    settings: SettingRow[] | null;
    at: string | Date;
    till: TillRead;
    lists: string[] | null;
    teller: string | null;
  }>(
    tx,
    `exchange_start_by_user_${held.length}`,
    sql`select ${auditSettings ?? sql`null`} as audit,
        (select json_build_object('reference_number', reference_number,
            'request_hash', request_hash)
          from exchanges where idempotency_key = ${key}::uuid
            and created_by is not distinct from ${userId}) as stored,
        (select json_agg(json_build_object('key', key, 'value', value)) from settings
          where key in (${sql.join(
            KEYS.map((k) => sql`${k}`),
            sql`, `,
          )})) as settings,
        now() as at,
        (select count(*) from (select id from customers where id in (${uuidList(held)})
          order by id for key share) as held) as held,
        ${personLocks(held)} as locked,
        ${tillForBookingSql(userId, dates)} as till,
        ${listsInForceSql} as lists,
        ${tellerNameSql(sql`${userId}`)} as teller`,
  );
  if (!row) throw new Error('the exchange start query returned no row');
  const settings = row.settings ?? [];
  return {
    stored: row.stored,
    settings: exchangeSettings(settings),
    at: new Date(row.at),
    till: row.till,
    inForce: {
      ids: row.lists,
      thresholds: settings.find((s) => s.key === SETTING_KEYS.sanctionsThresholds)?.value,
    },
    receipt: {
      business: settings.find((s) => s.key === SETTING_KEYS.businessProfile)?.value,
      teller: row.teller,
    },
  };
}

/** The bureau's calendar day of an instant, in its time zone. */
export const bureauDay = (settings: ExchangeSettings, instant: Date) =>
  localDateOf(instant, settings.timeZone);

export type ExchangeCustomer = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  screening_status: ScreeningStatus;
  company_id: string | null;
  archived_at: string | null;
  birthday: string | null;
  address: string | null;
  occupation: string | null;
  risk_level: RiskLevel;
  /** The language of their receipts unless the exchange chooses another (issue 28). */
  preferred_language: Language;
  company: {
    name: string;
    address: string | null;
    industry: string | null;
    screening_status: ScreeningStatus;
  } | null;
  /** The ID cards on file, as the identification rule reads them (archived ones identify no
   * one). */
  id_cards: IdCardOnFile[];
};

type RawCustomer = Omit<ExchangeCustomer, 'id_cards'> & { id_cards: IdCardOnFile[] | null };

/** A party of the exchange with everything its rules ask about, as one json value (or null). */
export const customerFacts = (id: string) => sql`(select json_build_object('id', c.id,
      'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone,
      'screening_status', c.screening_status, 'company_id', c.company_id, 'archived_at', c.archived_at, 'birthday', c.birthday,
      'address', c.address, 'occupation', c.occupation, 'risk_level', c.risk_level,
      'preferred_language', c.preferred_language,
      'company', case when co.id is null then null else json_build_object('name', co.name,
        'address', co.address, 'industry', co.industry,
        'screening_status', co.screening_status) end,
      'id_cards', (select json_agg(json_build_object('id_type', i.id_type,
          'expiry_date', i.expiry_date,
          'issuing_country', i.issuing_country, 'issuing_jurisdiction', i.issuing_jurisdiction,
          'verified_on', i.verified_on)) from id_cards i
        where i.customer_id = c.id and i.archived_at is null))
    from customers c left join companies co on co.id = c.company_id
    where c.id = ${id}::uuid)`;

export function toExchangeCustomer(raw: RawCustomer | null): ExchangeCustomer | null {
  if (!raw) return null;
  return { ...raw, id_cards: raw.id_cards ?? [] };
}

export type ExchangeRecipient = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  birthday: string | null;
  screening_status: ScreeningStatus;
  company_id: string | null;
  archived: boolean;
  company: { name: string; industry: string | null; screening_status: ScreeningStatus } | null;
};

/** What the rules and the sanctions screening ask about the recipient, as one json value. */
export const recipientFacts = (id: string) => sql`(select json_build_object('id', r.id,
      'first_name', r.first_name, 'last_name', r.last_name, 'email', r.email, 'phone', r.phone,
      'birthday', r.birthday,
      'screening_status', r.screening_status, 'company_id', r.company_id,
      'archived', r.archived_at is not null,
      'company', case when co.id is null then null else json_build_object('name', co.name,
        'industry', co.industry, 'screening_status', co.screening_status) end)
    from customers r left join companies co on co.id = r.company_id
    where r.id = ${id}::uuid)`;
