import { eq } from 'drizzle-orm';
import { REFERENCE_MESSAGES } from '@domain/contracts/reference';
import { SETTING_KEYS } from '@domain/contracts/settings';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { writeSetting } from './queries';
import { recomputeRates, type Recomputed } from './recompute';

/**
 * Sets a currency's own margins (null: the bureau's default) and writes its computed rates from
 * them at once, in one transaction (both audited).
 */
export async function saveCurrencyMargins(
  db: Database,
  source: string,
  now: Date,
  id: string,
  margins: { buy_margin_percent: string | null; sell_margin_percent: string | null },
): Promise<Recomputed> {
  return db.transaction(async (tx) => {
    const [currency] = await tx
      .select({ code: currencies.code, crypto_id: currencies.crypto_id })
      .from(currencies)
      .where(eq(currencies.id, id))
      .for('update');
    if (!currency) throw notFound(REFERENCE_MESSAGES.currencyNotFound);
    if (currency.code === BASE_CURRENCY_CODE) {
      throw badRequest(`${BASE_CURRENCY_CODE} is the base currency: it has no margins`);
    }
    if (currency.crypto_id !== null) {
      throw badRequest(
        `${currency.code} is a crypto currency: its rates come from its market price`,
      );
    }
    await tx
      .update(currencies)
      .set({ ...margins, updated_at: new Date() })
      .where(eq(currencies.id, id));
    return recomputeRates(tx, source, now, id);
  });
}

/** Sets the bureau's default margins and the rounding, and recomputes every computed rate. */
export async function saveReferenceSettings(
  db: Database,
  source: string,
  now: Date,
  values: { buy_percent: string; sell_percent: string; significant_digits: number },
): Promise<Recomputed> {
  return db.transaction(async (tx) => {
    await writeSetting(
      tx,
      SETTING_KEYS.rateMargins,
      { buy_percent: values.buy_percent, sell_percent: values.sell_percent },
      "Computed rates' default margins around the reference mid, in percent",
    );
    await writeSetting(
      tx,
      SETTING_KEYS.rateSignificantDigits,
      { digits: values.significant_digits },
      'Significant digits of computed rates',
    );
    return recomputeRates(tx, source, now);
  });
}
