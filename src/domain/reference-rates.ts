import { TZDate } from '@date-fns/tz';
import { addDays, localDateOf } from './business-day';
import { Dec, toDecimalString, type DecimalLike } from './money';

// Rates from a reference feed (issue 26, docs/decisions/0037-rates-and-profit.md): the Bank of Canada's
// daily mid rates (CAD per unit), the bureau's margins around them, and when the next
// publication is due.

export const REFERENCE_SOURCE = 'boc-valet';
// Valet's series of a currency against CAD: FXUSDCAD is CAD per one USD.
export const REFERENCE_SERIES_PATTERN = /^FX([A-Z]{3})CAD$/;
export const seriesOf = (code: string) => `FX${code}CAD`;

// The bureau-wide margins when a currency has none of its own, and how rates are rounded.
export const DEFAULT_RATE_MARGINS = { buy_percent: '2.5', sell_percent: '2.5' } as const;
export const DEFAULT_RATE_SIGNIFICANT_DIGITS = 6;
export const SIGNIFICANT_DIGITS_RANGE = { min: 2, max: 12 } as const;
// A margin is a percent of the mid, at least 0 and below 100 (a 100 % buy margin pays nothing).
export const MARGIN_PERCENT_MAX = 100;

// The Bank publishes around 16:30 Eastern on business days; from 17:00 that day's rates are due.
export const PUBLICATION_TIME_ZONE = 'America/Toronto';
export const PUBLICATION_HOUR = 17;
// After an attempt (failed, or one that found nothing newer) the schedule waits this long.
export const RETRY_AFTER_MS = 30 * 60 * 1000;

export type Margins = { buy_percent: DecimalLike; sell_percent: DecimalLike };

// The four rates of a currency X against CAD, in SPEC's direction (a row from -> to converts
// one unit of "from" into buy_rate units of "to"; the exchange uses buy_rate, SPEC §5):
// - X -> CAD: the customer hands over X, we buy it: buy_rate = mid x (1 - buy margin); its
//   sell_rate is what we charge for one X in CAD: mid x (1 + sell margin) (as the seed writes).
// - CAD -> X: the customer hands over CAD, we sell X: buy_rate = 1 / (mid x (1 + sell margin));
//   its sell_rate = 1 / (mid x (1 - buy margin)).
export type ComputedRates = {
  toCad: { buy_rate: string; sell_rate: string };
  fromCad: { buy_rate: string; sell_rate: string };
};

const fraction = (percent: DecimalLike) => new Dec(percent).div(100);

/** Rounds a positive rate to `digits` significant digits, half up, as a plain decimal string. */
export function roundSignificant(value: DecimalLike, digits: number): string {
  return toDecimalString(new Dec(value).toSignificantDigits(digits, Dec.ROUND_HALF_UP));
}

/** The rates of a currency from its mid (CAD per unit) and its margins; each rounded once. */
export function computeRates(mid: DecimalLike, margins: Margins, digits: number): ComputedRates {
  const m = new Dec(mid);
  if (!m.gt(0)) throw new RangeError(`A reference mid must be positive, got ${m.toFixed()}`);
  const bid = m.mul(new Dec(1).minus(fraction(margins.buy_percent)));
  const ask = m.mul(new Dec(1).plus(fraction(margins.sell_percent)));
  if (!bid.gt(0)) throw new RangeError('A buy margin must be below 100 percent');
  return {
    toCad: { buy_rate: roundSignificant(bid, digits), sell_rate: roundSignificant(ask, digits) },
    fromCad: {
      buy_rate: roundSignificant(new Dec(1).div(ask), digits),
      sell_rate: roundSignificant(new Dec(1).div(bid), digits),
    },
  };
}

const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * The latest business day (Monday to Friday; holidays are not known) whose rates should be
 * published by `now`: today from 17:00 Eastern, else the weekday before.
 */
export function latestPublishedDay(now: Date): string {
  const today = localDateOf(now, PUBLICATION_TIME_ZONE);
  const hour = new TZDate(now.getTime(), PUBLICATION_TIME_ZONE).getHours();
  let day = hour >= PUBLICATION_HOUR ? today : addDays(today, -1);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

/**
 * Whether the scheduled fetch should call now: the latest stored observation is older than the
 * latest published business day (or there is none), and the last attempt is at least
 * RETRY_AFTER_MS old (a failure, or a holiday with nothing new, waits before asking again).
 */
export function referenceFetchDue(
  now: Date,
  latestObservation: string | null,
  lastAttemptAt: Date | null,
): boolean {
  if (latestObservation !== null && latestObservation >= latestPublishedDay(now)) return false;
  return lastAttemptAt === null || now.getTime() - lastAttemptAt.getTime() >= RETRY_AFTER_MS;
}

// A pinned rate the Rates page flags (issue 46): its pin ends within this many hours, or it is
// this many percent or more away from the rate the feed would set now.
export const PIN_ENDS_SOON_HOURS = 24;
export const PIN_DRIFT_PERCENT = 2;

export type PinWarnings = { endsSoon: boolean; drift: string | null };

/**
 * What the Rates page says of a pinned rate of X against CAD: whether its pin ends soon, and how
 * far (in percent, to one decimal) its buy rate is from the one the feed's latest mid and the
 * currency's margins would set, when that is PIN_DRIFT_PERCENT or more. Nothing for a rate not
 * pinned, or pinned past its end.
 */
export function pinWarnings(args: {
  pinnedUntil: string | null;
  buyRate: string;
  /** X -> CAD (true) or CAD -> X (false). */
  toCad: boolean;
  feed: { mid: string; margins: Margins } | null;
  digits: number;
  now: Date;
}): PinWarnings {
  const none = { endsSoon: false, drift: null };
  if (!args.pinnedUntil) return none;
  const left = Date.parse(args.pinnedUntil) - args.now.getTime();
  if (!(left > 0)) return none;
  const endsSoon = left <= PIN_ENDS_SOON_HOURS * 3_600_000;
  if (!args.feed || !new Dec(args.feed.mid).gt(0)) return { endsSoon, drift: null };
  const computed = computeRates(args.feed.mid, args.feed.margins, args.digits);
  const feedRate = new Dec((args.toCad ? computed.toCad : computed.fromCad).buy_rate);
  const drift = new Dec(args.buyRate).minus(feedRate).abs().div(feedRate).mul(100);
  return {
    endsSoon,
    drift: drift.gte(PIN_DRIFT_PERCENT)
      ? drift.toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed(1)
      : null,
  };
}
