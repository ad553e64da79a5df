import { inArray } from 'drizzle-orm';
import { countProblem, countProblemMessage, countTotal, type CountLine } from '@domain/cash/count';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CountBody } from '@domain/contracts/cash';
import { toDecimalString } from '@domain/money';
import type { Tx } from '../../db/client';
import { currencies, denominations } from '../../db/schema';
import { unprocessable } from '../../http-errors';

export type CountedCurrency = {
  currency_id: string;
  code: string;
  decimal_places: number;
  lines: CountLine[];
  total: string;
};

const invalid = (message: string) => unprocessable(message, 'count_invalid');

/**
 * A count as submitted, checked (422 count_invalid): each currency once and known, each line
 * one of its currency's denominations (active or not) once, each total a multiple of the
 * currency's rounding factor. By currency id; a currency not listed was counted as none.
 */
export async function readCount(tx: Tx, body: CountBody): Promise<Map<string, CountedCurrency>> {
  const ids = body.counts.map((count) => count.currency_id);
  const counted = new Map<string, CountedCurrency>();
  if (ids.length === 0) return counted;
  const known = await tx
    .select({
      id: currencies.id,
      code: currencies.code,
      decimal_places: currencies.decimal_places,
      rounding_factor: currencies.rounding_factor,
    })
    .from(currencies)
    .where(inArray(currencies.id, ids));
  const byId = new Map(known.map((c) => [c.id, c]));
  const values = await tx
    .select({ currency_id: denominations.currency_id, value: denominations.value })
    .from(denominations)
    .where(inArray(denominations.currency_id, ids));
  for (const count of body.counts) {
    const currency = byId.get(count.currency_id);
    if (!currency) throw invalid(CASH_MESSAGES.unknownCurrency);
    if (counted.has(currency.id)) throw invalid(CASH_MESSAGES.currencyCountedTwice(currency.code));
    const lines = count.lines.map((line) => ({
      value: toDecimalString(String(line.value)),
      quantity: line.quantity,
    }));
    const own = values.filter((v) => v.currency_id === currency.id).map((v) => v.value);
    const problem = countProblem(lines, own, currency.rounding_factor);
    if (problem) throw invalid(countProblemMessage(currency.code, problem));
    counted.set(currency.id, {
      currency_id: currency.id,
      code: currency.code,
      decimal_places: currency.decimal_places,
      lines,
      total: toDecimalString(countTotal(lines)),
    });
  }
  return counted;
}
