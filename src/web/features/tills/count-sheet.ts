import type { CountBody, Denomination } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import { countProblem, countTotal, type CountLine, type CountProblem } from '@domain/cash/count';
import { BASE_CURRENCY_CODE, isCrypto } from '@domain/currency';
import { type Dec, toDec, toFixedString } from '@domain/money';

// The count form's sheet: every active fiat currency with its active denominations, largest
// first, and what the quantities typed so far add up to. Quantities are kept as typed (text)
// and read here, so totals follow every keystroke.

export type SheetDenomination = { key: string; value: string; label: string; kind: string };
export type SheetCurrency = { currency: Currency; denominations: SheetDenomination[] };
export type Quantities = Readonly<Record<string, string>>;

export const MAX_QUANTITY = 10_000_000;

export const denominationKey = (currencyId: string, value: string) => `${currencyId}:${value}`;

// Notes read as whole numbers ('100'), coins with the currency's decimals ('0.25').
export function denominationLabel(value: string, decimalPlaces: number): string {
  const dec = toDec(value);
  return dec.isInteger() ? dec.toFixed(0) : toFixedString(dec, Math.max(decimalPlaces, 2));
}

export function countSheet(
  currencies: readonly Currency[],
  denominations: readonly Denomination[],
): SheetCurrency[] {
  return currencies
    .filter((currency) => currency.is_active && !isCrypto(currency))
    .map((currency) => ({
      currency,
      denominations: denominations
        .filter((d) => d.currency_id === currency.id && d.is_active)
        .sort((a, b) => toDec(b.value).comparedTo(toDec(a.value)))
        .map((d) => ({
          key: denominationKey(currency.id, d.value),
          value: d.value,
          label: denominationLabel(d.value, currency.decimal_places),
          kind: d.kind,
        })),
    }))
    .filter((entry) => entry.denominations.length > 0);
}

/** A typed quantity: empty is none; anything but a whole number in range is refused. */
export function readQuantity(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= MAX_QUANTITY ? quantity : null;
}

/** Writes a message with its {{values}}: the screen's t(), or English as written. */
export type Translate = (key: string, values: Record<string, string>) => string;
const english: Translate = (key, values) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

// The domain's count problems as the teller reads them, in the screen's language.
function problemMessage(code: string, problem: CountProblem, t: Translate): string {
  switch (problem.kind) {
    case 'unknown_denomination':
      return t('{{code}} has no denomination of {{value}}', { code, value: problem.value });
    case 'repeated_denomination':
      return t('The {{value}} {{code}} denomination is counted twice', {
        code,
        value: problem.value,
      });
    case 'off_rounding':
      return t("The {{code}} total {{total}} does not match the currency's rounding", {
        code,
        total: problem.total,
      });
  }
}

export type CurrencyTally = {
  lines: CountLine[];
  total: Dec;
  // Why this currency's count cannot be taken: a bad quantity, or the domain's count problem.
  problem: string | null;
};

export function tallyCurrency(
  entry: SheetCurrency,
  quantities: Quantities,
  t: Translate = english,
): CurrencyTally {
  const lines: CountLine[] = [];
  let badQuantity = false;
  for (const d of entry.denominations) {
    const quantity = readQuantity(quantities[d.key]);
    if (quantity === null) badQuantity = true;
    else if (quantity > 0) lines.push({ value: d.value, quantity });
  }
  const total = countTotal(lines);
  if (badQuantity) {
    return {
      lines,
      total,
      problem: t('Each {{code}} quantity must be a whole number', { code: entry.currency.code }),
    };
  }
  const found = countProblem(
    lines,
    entry.denominations.map((d) => d.value),
    entry.currency.rounding_factor,
  );
  return {
    lines,
    total,
    problem: found ? problemMessage(entry.currency.code, found, t) : null,
  };
}

export function lineSubtotal(value: string, text: string | undefined): Dec | null {
  const quantity = readQuantity(text);
  return quantity === null ? null : toDec(value).times(quantity);
}

/** The request's counts: every currency with something counted; one left out counts as none. */
export function countBody(sheet: readonly SheetCurrency[], quantities: Quantities): CountBody {
  return {
    counts: sheet.flatMap((entry) => {
      const { lines } = tallyCurrency(entry, quantities);
      return lines.length > 0 ? [{ currency_id: entry.currency.id, lines }] : [];
    }),
  };
}

/**
 * The currencies a till was counted with, from counts its teller has already seen (an opening
 * or a close): never from what the till holds now, which a blind count must not reveal.
 */
export function countedCurrencyIds(
  counts: readonly { currency_id: string; total: string; expected: string }[],
): string[] {
  return counts
    .filter((c) => !toDec(c.total).isZero() || !toDec(c.expected).isZero())
    .map((c) => c.currency_id);
}

/**
 * The sheet as the form lists it (issue 47): the currencies the till holds or was counted with,
 * and the base currency, first; the others (`more`) one click away. Without `held` (nothing is
 * known of the till), or once every currency is asked for, all are shown.
 */
export function splitSheet(
  sheet: readonly SheetCurrency[],
  held: readonly string[] | undefined,
  showAll: boolean,
): { shown: SheetCurrency[]; more: SheetCurrency[] } {
  if (!held) return { shown: [...sheet], more: [] };
  const known = new Set(held);
  const first = (entry: SheetCurrency) =>
    known.has(entry.currency.id) || entry.currency.code === BASE_CURRENCY_CODE;
  const shown = sheet.filter(first);
  const more = sheet.filter((entry) => !first(entry));
  if (showAll || shown.length === 0) return { shown: [...shown, ...more], more: [] };
  return { shown, more };
}
