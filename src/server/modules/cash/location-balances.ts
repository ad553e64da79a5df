import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CashLocation } from '@domain/contracts/cash';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { cashLocations, currencies, locationBalances } from '../../db/schema';

export type LocationBalance = {
  currency_id: string;
  code: string;
  decimal_places: number;
  balance: string;
};

/**
 * What each location holds of each currency (location_balances: the newest movement of the
 * currency's account there), by location id; a location holding nothing has no entry. Rows of a zero balance are left out.
 */
export async function locationBalancesOf(
  db: Database | Tx,
  locationIds: readonly string[],
): Promise<Map<string, LocationBalance[]>> {
  const byLocation = new Map<string, LocationBalance[]>();
  if (locationIds.length === 0) return byLocation;
  const rows = await db
    .select({
      location_id: locationBalances.location_id,
      currency_id: locationBalances.currency_id,
      code: currencies.code,
      decimal_places: currencies.decimal_places,
      balance: locationBalances.balance,
    })
    .from(locationBalances)
    .innerJoin(currencies, eq(currencies.id, locationBalances.currency_id))
    .where(inArray(locationBalances.location_id, [...locationIds]))
    .orderBy(asc(currencies.code));
  for (const row of rows) {
    const balance = toDecimalString(row.balance);
    if (balance === '0') continue;
    const list = byLocation.get(row.location_id) ?? [];
    list.push({
      currency_id: row.currency_id,
      code: row.code,
      decimal_places: row.decimal_places,
      balance,
    });
    byLocation.set(row.location_id, list);
  }
  return byLocation;
}

/** One location's balances (non-zero), ordered by currency code. */
export async function balancesOfLocation(
  db: Database | Tx,
  locationId: string,
): Promise<LocationBalance[]> {
  return (await locationBalancesOf(db, [locationId])).get(locationId) ?? [];
}

export type LocationRow = typeof cashLocations.$inferSelect;

export const toCashLocation = (row: LocationRow): CashLocation => ({
  id: row.id,
  branch_id: row.branch_id,
  kind: row.kind,
  name: row.name,
  is_active: row.is_active,
  receipt_printer:
    row.receipt_printer_address && row.receipt_paper_width
      ? { address: row.receipt_printer_address, paper_width: row.receipt_paper_width }
      : null,
});

/** A location by id (any kind), or null. */
export async function findLocation(db: Database | Tx, id: string): Promise<LocationRow | null> {
  const [row] = await db.select().from(cashLocations).where(eq(cashLocations.id, id));
  return row ?? null;
}

/** A till by id, or null (a vault or card location is not a till). */
export async function findTill(db: Database | Tx, id: string): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(cashLocations)
    .where(and(eq(cashLocations.id, id), eq(cashLocations.kind, 'till')));
  return row ?? null;
}
