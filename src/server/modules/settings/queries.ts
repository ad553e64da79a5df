import { asc, eq, sql } from 'drizzle-orm';
import { localDateOf } from '@domain/business-day';
import { flagValue, SETTING_KEYS, timeZoneValue, type Setting } from '@domain/contracts/settings';
import { queryRows, type Database, type Tx } from '../../db/client';
import { settings } from '../../db/schema';

type SettingRecord = typeof settings.$inferSelect;

function toSetting(row: SettingRecord): Setting {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    description: row.description,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listSettings(db: Database | Tx): Promise<Setting[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  return rows.map(toSetting);
}

export async function findSetting(db: Database | Tx, key: string): Promise<SettingRecord | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ?? null;
}

/** A boolean feature flag ({enabled}); a missing or malformed row reads as `fallback`. */
export async function readFlag(db: Database | Tx, key: string, fallback: boolean) {
  const row = await findSetting(db, key);
  return row ? flagValue(row.value, fallback) : fallback;
}

export async function updateSettingRow(
  tx: Tx,
  key: string,
  values: { value: unknown; description?: string | null },
): Promise<Setting | null> {
  const [row] = await tx.update(settings).set(values).where(eq(settings.key, key)).returning();
  return row ? toSetting(row) : null;
}

/** The bureau's time zone (the business_time_zone setting, America/Toronto by default). */
export async function businessTimeZone(db: Database | Tx): Promise<string> {
  const row = await findSetting(db, SETTING_KEYS.businessTimeZone);
  return timeZoneValue(row?.value);
}

/** The bureau's calendar day (YYYY-MM-DD) at an instant, in its own time zone. */
export async function bureauDate(db: Database | Tx, instant: Date): Promise<string> {
  return localDateOf(instant, await businessTimeZone(db));
}

/** True when the database knows a time zone by this name: the daily totals of transactions
 * (migration 0010) place each one on the bureau's day in the database, by the same zone. */
export async function databaseKnowsTimeZone(db: Database | Tx, name: string): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from pg_timezone_names where name = ${name}) as known`,
  );
  return row?.known ?? false;
}
