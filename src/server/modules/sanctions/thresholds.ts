import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@domain/contracts/settings';
import {
  DEFAULT_SCREENING_THRESHOLDS,
  type ScreeningThresholds,
} from '@domain/sanctions/list-entry';
import type { Database, Tx } from '../../db/client';
import { findSetting } from '../settings';

// The possible and strong match thresholds, kept in settings as decimal strings
// ({ possible: '0.88', strong: '0.95' }); a missing or malformed row reads as the defaults.

const isThreshold = (value: unknown): value is string =>
  typeof value === 'string' && /^(0\.\d{1,4}|1(\.0{1,4})?)$/.test(value);

/** The stored setting's value as thresholds (numbers: scores are not money). */
export function thresholdsValue(value: unknown): ScreeningThresholds {
  const stored = (value ?? {}) as { possible?: unknown; strong?: unknown };
  if (!isThreshold(stored.possible) || !isThreshold(stored.strong)) {
    return DEFAULT_SCREENING_THRESHOLDS;
  }
  const possible = Number(stored.possible);
  const strong = Number(stored.strong);
  return possible <= strong ? { possible, strong } : DEFAULT_SCREENING_THRESHOLDS;
}

/** Thresholds over JSON: decimal strings. */
export const thresholdsView = (t: ScreeningThresholds) => ({
  possible: String(t.possible),
  strong: String(t.strong),
});

export async function writeThresholds(
  tx: Tx,
  values: { possible: string; strong: string },
): Promise<void> {
  const value = { possible: values.possible, strong: values.strong };
  await tx.execute(
    sql`insert into settings (key, value, description)
        values (${SETTING_KEYS.sanctionsThresholds}, ${JSON.stringify(value)}::jsonb,
          'Sanctions screening: possible and strong match thresholds (0.5 to 1)')
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
}

/** A score's strength by the thresholds. */
export const strengthOf = (score: number, t: ScreeningThresholds): 'possible' | 'strong' =>
  score >= t.strong ? 'strong' : 'possible';

/** The thresholds in force. */
export async function readThresholds(db: Database | Tx): Promise<ScreeningThresholds> {
  return thresholdsValue((await findSetting(db, SETTING_KEYS.sanctionsThresholds))?.value);
}
