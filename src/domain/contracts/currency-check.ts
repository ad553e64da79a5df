// A currency's fields checked against SPEC §5's rules (tier, decimal places, rounding factor,
// quote unit, smallest amount paid out): the one check of the server and the browser's forms.
import { QUOTE_UNIT_MESSAGE, QUOTE_UNITS } from '../currency';
import { Dec, MoneyParseError, parseDecimal, toDecimalString } from '../money';
import {
  CURRENCY_LIMITS,
  DEFAULT_TIER,
  MAX_ROUNDING_FACTOR,
  REQUIRED_FIELDS_MESSAGE,
  type CreateCurrencyInput,
  type CurrencyKind,
} from './currencies';

// A currency's fields after applying defaults and every rule; what the server stores.
export type CurrencyValues = {
  code: string;
  name: string;
  symbol: string;
  crypto_id: string | null;
  tier: number;
  rounding_factor: string;
  decimal_places: number;
  quote_unit: number;
  payout_unit: string | null;
  is_active: boolean;
};

// `field` names the input a refusal is about; without it the refusal is about the whole form.
export type CurrencyCheck =
  | { ok: true; values: CurrencyValues }
  | { ok: false; message: string; field?: keyof CurrencyValues };

export type CurrencyCheckMode = 'create' | 'update';

const isBlank = (input: number | string | undefined): boolean =>
  input === undefined || (typeof input === 'string' && input.trim() === '');

// Defaults apply only on create; on update the server fills in the stored value for a field
// left out, so a blank one here is a cleared field and must not become the default.
function orDefault<T>(
  input: number | string | undefined,
  fallback: T,
  mode: CurrencyCheckMode,
): number | string | T | undefined {
  if (!isBlank(input)) return input;
  return mode === 'create' ? fallback : undefined;
}

function toInt(input: number | string): number | null {
  const n = typeof input === 'number' ? input : /^-?\d+$/.test(input.trim()) ? Number(input) : NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * The shared rules of SPEC §5 (Add currency / Add crypto), used by the server on create and on
 * update (merged with the stored row) and by the browser forms before sending.
 */
export function checkCurrency(
  input: CreateCurrencyInput,
  mode: CurrencyCheckMode = 'create',
  expected?: CurrencyKind,
): CurrencyCheck {
  const code = (input.code ?? '').trim().toUpperCase();
  const name = (input.name ?? '').trim();
  const symbol = (input.symbol ?? '').trim();
  const cryptoId = (input.crypto_id ?? '').trim().toLowerCase();
  // A crypto form with a blank provider id is missing a required field; it is not fiat.
  const kind: CurrencyKind = cryptoId || expected === 'crypto' ? 'crypto' : 'fiat';
  const limits = CURRENCY_LIMITS[kind];
  if (!code || !name || !symbol || (kind === 'crypto' && !cryptoId)) {
    return { ok: false, message: REQUIRED_FIELDS_MESSAGE };
  }
  if (!/^[A-Z0-9]+$/.test(code)) {
    return {
      ok: false,
      message: 'Currency code may only contain letters and digits',
      field: 'code',
    };
  }
  if (code.length > limits.codeMax) {
    return {
      ok: false,
      message: `Currency code must be at most ${limits.codeMax} characters`,
      field: 'code',
    };
  }
  if (cryptoId && !/^[a-z0-9-]+$/.test(cryptoId)) {
    return {
      ok: false,
      message: 'Crypto id may only contain letters, digits and dashes',
      field: 'crypto_id',
    };
  }
  const rawTier = orDefault(input.tier, DEFAULT_TIER, mode);
  if (rawTier === undefined) return { ok: false, message: 'Tier is required', field: 'tier' };
  const tier = toInt(rawTier);
  if (tier === null || tier < 1 || tier > 3) {
    return { ok: false, message: 'Tier must be 1, 2 or 3', field: 'tier' };
  }
  const rawPlaces = orDefault(input.decimal_places, limits.defaultDecimals, mode);
  if (rawPlaces === undefined) {
    return { ok: false, message: 'Decimal places is required', field: 'decimal_places' };
  }
  const places = toInt(rawPlaces);
  if (places === null || places < 0 || places > limits.maxDecimals) {
    return {
      ok: false,
      message: `Decimal places must be between 0 and ${limits.maxDecimals}`,
      field: 'decimal_places',
    };
  }
  const rounding = checkRounding(
    orDefault(input.rounding_factor, limits.defaultRounding, mode),
    limits.minRounding,
    places,
  );
  if (!rounding.ok) return { ...rounding, field: 'rounding_factor' };
  // A quote unit left out is 1 (a form or client from before issue 46 sends none).
  const rawUnit = input.quote_unit === undefined ? 1 : orDefault(input.quote_unit, 1, mode);
  const quoteUnit = rawUnit === undefined ? null : toInt(rawUnit);
  if (quoteUnit === null || !(QUOTE_UNITS as readonly number[]).includes(quoteUnit)) {
    return { ok: false, message: QUOTE_UNIT_MESSAGE, field: 'quote_unit' };
  }
  const payout = checkPayoutUnit(input.payout_unit, rounding.value);
  if (!payout.ok) return { ...payout, field: 'payout_unit' };
  return {
    ok: true,
    values: {
      code,
      name,
      symbol,
      crypto_id: cryptoId || null,
      tier,
      rounding_factor: rounding.value,
      decimal_places: places,
      quote_unit: quoteUnit,
      payout_unit: payout.value,
      // SPEC §5: a crypto currency is always created active (it may be deactivated later).
      is_active: kind === 'crypto' && mode === 'create' ? true : (input.is_active ?? true),
    },
  };
}

// The smallest amount paid out (issue 46): blank for any amount, else a positive multiple of the
// rounding factor (a payout the currency cannot show would never be reached).
export const PAYOUT_UNIT_MESSAGE =
  'Smallest amount paid out must be a positive multiple of the rounding factor';
function checkPayoutUnit(
  raw: number | string | null | undefined,
  rounding: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  let value: Dec;
  try {
    value = parseDecimal(raw, 'Smallest amount paid out');
  } catch (error) {
    if (error instanceof MoneyParseError) return { ok: false, message: error.message };
    throw error;
  }
  if (!value.gt(0) || !value.mod(rounding).isZero() || value.gt(MAX_ROUNDING_FACTOR)) {
    return { ok: false, message: PAYOUT_UNIT_MESSAGE };
  }
  return { ok: true, value: toDecimalString(value) };
}

/**
 * SPEC's minimum, a sane maximum, and a step the currency can show: with 0 decimal places a
 * 0.01 factor would keep cents that every balance then displays rounded away.
 */
function checkRounding(
  raw: number | string | undefined,
  min: string,
  places: number,
): { ok: true; value: string } | { ok: false; message: string } {
  let value: Dec;
  try {
    value = parseDecimal(raw, 'Rounding factor');
  } catch (error) {
    if (error instanceof MoneyParseError) return { ok: false, message: error.message };
    throw error;
  }
  if (value.lt(min)) return { ok: false, message: `Rounding factor must be at least ${min}` };
  if (value.gt(MAX_ROUNDING_FACTOR)) {
    return { ok: false, message: `Rounding factor must be at most ${MAX_ROUNDING_FACTOR}` };
  }
  // A whole multiple of 10^-places is exactly a value with no more than `places` decimals.
  if (value.decimalPlaces() > places) {
    const step = toDecimalString(new Dec(10).pow(-places));
    return {
      ok: false,
      message: `Rounding factor must be a multiple of ${step} when decimal places is ${places}`,
    };
  }
  return { ok: true, value: toDecimalString(value) };
}
