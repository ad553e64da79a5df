import { BASE_CURRENCY_CODE, isCrypto } from './currency';
import { type Dec, type DecimalLike, parseDecimal, roundToFactor, toDec } from './money';
import { convertAmount, inverseConvert } from './rates';

// SPEC §5 and §8: the exchange's messages, exactly.
export const EXCHANGE_MESSAGES = {
  incomplete: 'Please select a customer and complete at least one exchange pair',
  cardRequiresId: 'Card payments require a valid ID card on file for this customer',
  recipientRequired: 'Please select a recipient customer for on-behalf transactions',
  recipientIsCustomer: 'The recipient cannot be the same as the customer making the transaction',
  actingForSomeoneElse:
    'A customer acting on behalf of someone else makes the exchange on behalf of that person (the recipient)',
  cardWarning: 'No ID card on file - card payment will be blocked',
  failed: 'Failed to process exchange',
  // SPEC §8's internal causes of a failed exchange, given as the server's reason.
  currenciesMissing: 'Required currencies not found',
  accountsMissing: 'Required accounts not found',
  cryptoNeedsBoth: 'Please select both currencies first',
  cryptoNeedsCrypto: 'At least one currency must be crypto to fetch rates',
  cryptoFetchFailed: 'Failed to fetch crypto rates',
  receiptLanguage: 'Receipt language must be en or fr',
  offeredShort: 'the amount offered is less than the exchange costs',
} as const;

/**
 * Why a pair's rate cannot be refreshed (SPEC §5): both currencies must be chosen, and one of
 * them must be crypto. Null when it can.
 */
export function cryptoRefreshProblem(
  from: { crypto_id: string | null } | undefined,
  to: { crypto_id: string | null } | undefined,
): string | null {
  if (!from || !to) return EXCHANGE_MESSAGES.cryptoNeedsBoth;
  if (!isCrypto(from) && !isCrypto(to)) return EXCHANGE_MESSAGES.cryptoNeedsCrypto;
  return null;
}

// One exchange holds at most this many currency pairs.
export const MAX_EXCHANGE_PAIRS = 20;

// Which input the clerk typed last drives the pair (SPEC §4): the amount handed over, or the
// amount the customer receives.
export type PairDriver = { amount: string } | { receives: string };

export type PairFigures = { from_amount: Dec; to_amount: Dec };

type CurrencyRounding = { rounding_factor: DecimalLike };

// A typed value that is not a positive decimal (empty, garbage, zero) drives nothing.
function positiveOrNull(value: string): Dec | null {
  try {
    const parsed = parseDecimal(value);
    return parsed.gt(0) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The figures of one pair, the same in the browser's preview and on the server: from an amount,
 * to_amount = amount x rate rounded to the target currency's factor; from what the customer
 * receives, from_amount = receives / rate rounded to the source currency's factor. Both sides
 * are rounded to their currency's factor; null when either side would not be positive.
 */
export function pairFigures(args: {
  driver: PairDriver;
  rate: DecimalLike;
  from: CurrencyRounding;
  to: CurrencyRounding;
}): PairFigures | null {
  const { driver, rate, from, to } = args;
  if (!toDec(rate).gt(0)) return null;
  let figures: PairFigures;
  if ('amount' in driver) {
    const amount = positiveOrNull(driver.amount);
    if (!amount) return null;
    figures = {
      from_amount: roundToFactor(amount, from.rounding_factor),
      to_amount: convertAmount(amount, rate, to.rounding_factor),
    };
  } else {
    const receives = positiveOrNull(driver.receives);
    if (!receives) return null;
    figures = {
      from_amount: inverseConvert(receives, rate, from.rounding_factor),
      to_amount: roundToFactor(receives, to.rounding_factor),
    };
  }
  return figures.from_amount.gt(0) && figures.to_amount.gt(0) ? figures : null;
}

/**
 * The bureau's side of the deal: when the customer pays in the base currency the bureau sells
 * foreign currency ('sell'); otherwise it buys what the customer hands over ('buy').
 */
export function transactionType(fromCurrencyCode: string): 'buy' | 'sell' {
  return fromCurrencyCode === BASE_CURRENCY_CODE ? 'sell' : 'buy';
}

// An ID card counts for a card payment while it has not expired: no expiry date, or one not
// before `today` (YYYY-MM-DD).
export function isUnexpiredIdCard(card: { expiry_date: string | null }, today: string): boolean {
  return card.expiry_date === null || card.expiry_date >= today;
}

// SPEC §5: a card payment needs an unexpired ID card on file while require_id_for_card is on.
export function cardNeedsIdCard(rule: {
  paymentMethod: 'cash' | 'card';
  requireIdForCard: boolean;
  hasValidIdCard: boolean;
}): boolean {
  return rule.paymentMethod === 'card' && rule.requireIdForCard && !rule.hasValidIdCard;
}

/**
 * What the till can pay out of a currency whose payout unit is set (issue 46): the largest
 * multiple of the unit not above `amount`; the amount itself without a unit.
 */
export function payableAmount(amount: DecimalLike, payoutUnit: DecimalLike | null): Dec {
  const value = toDec(amount);
  if (payoutUnit === null) return value;
  const unit = toDec(payoutUnit);
  return value.div(unit).floor().mul(unit);
}

/** Whether the till can pay `amount` out in its notes and coins of `payoutUnit`. */
export const isPayable = (amount: DecimalLike, payoutUnit: DecimalLike | null) =>
  payableAmount(amount, payoutUnit).eq(toDec(amount));

/**
 * The nearest exchange the till can pay out (issue 46): the customer receives the largest
 * payable amount below what they asked, and hands over only what it costs (the rest of what they
 * offered stays theirs, `back`). Null when the pair is payable as it is, or when not even one
 * unit can be paid out. What the bureau buys is never rounded: only what it pays out.
 */
export function payoutProposal(args: {
  figures: PairFigures;
  rate: DecimalLike;
  from: CurrencyRounding;
  to: CurrencyRounding & { payout_unit: DecimalLike | null };
}): { from_amount: Dec; to_amount: Dec; back: Dec } | null {
  const { figures, rate, from, to } = args;
  if (to.payout_unit === null || isPayable(figures.to_amount, to.payout_unit)) return null;
  const to_amount = payableAmount(figures.to_amount, to.payout_unit);
  if (!to_amount.gt(0)) return null;
  const from_amount = inverseConvert(to_amount, rate, from.rounding_factor);
  return { from_amount, to_amount, back: figures.from_amount.minus(from_amount) };
}

/** The refusal of an amount the till cannot pay out (issue 46), with what it can. */
export function notPayableMessage(args: {
  pair: number;
  amount: string;
  code: string;
  unit: string;
  payable: string | null;
}): string {
  const can = args.payable
    ? `${args.payable} ${args.code} can be, or override`
    : 'override to pay it';
  return `Pair ${args.pair}: ${args.amount} ${args.code} cannot be paid out in multiples of ${args.unit} ${args.code}; ${can}`;
}
