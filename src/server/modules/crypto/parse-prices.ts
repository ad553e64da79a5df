import { isLosslessNumber, parse, stringify } from 'lossless-json';
import { Dec } from '@domain/money';

export type PriceQuote = {
  coin_id: string;
  vs_currency: string;
  // The provider's number, exactly as sent, as a plain decimal string (never through a float).
  price: string;
  last_updated_at: Date | null;
};

// Every usable price of the answer, and what makes the rest unusable, one sentence each.
export type ParsedPrices = { quotes: PriceQuote[]; problems: string[] };

// The vs-currency every coin must be priced in (SPEC §7: the usd price per coin is read).
export const REQUIRED_VS_CURRENCY = 'usd';

export class MalformedPricesError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A JSON number kept as its source digits; anything that is not a positive finite number is no price.
function exactPositive(value: unknown): string | null {
  if (!isLosslessNumber(value)) return null;
  try {
    const price = new Dec(value.value);
    return price.isFinite() && price.gt(0) ? price.toFixed() : null;
  } catch {
    return null;
  }
}

// The value as the answer wrote it, short enough for a message: "NaN", -1, 0, null.
function asSent(value: unknown): string {
  const text = stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function epochSeconds(value: unknown): Date | null {
  if (!isLosslessNumber(value)) return null;
  const seconds = Number(value.value);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000);
}

/**
 * Reads a /simple/price answer (`{"bitcoin":{"usd":67187.33,"last_updated_at":1711356300}}`)
 * from its raw text with a lossless JSON parser. Every price that is there must be a positive
 * number and every coin needs its usd price: a value such as "NaN", null, 0 or -1, a coin the
 * answer leaves out and a coin without a usd price are each reported as a problem. Another
 * vs-currency the provider does not price is simply absent (docs/decisions/0018).
 */
export function parseSimplePrices(
  text: string,
  coinIds: readonly string[],
  vsCurrencies: readonly string[],
): ParsedPrices {
  let body: unknown;
  try {
    body = parse(text);
  } catch {
    throw new MalformedPricesError('the answer is not valid JSON');
  }
  if (!isRecord(body)) throw new MalformedPricesError('the answer is not a JSON object');
  // An error sent with a 200 status, in the provider's error shape.
  if (isRecord(body.status) && body.status.error_code !== undefined) {
    const message = body.status.error_message;
    throw new MalformedPricesError(
      `the price service reported an error${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`,
    );
  }
  const quotes: PriceQuote[] = [];
  const problems: string[] = [];
  for (const coin of coinIds) {
    const entry = Object.hasOwn(body, coin) ? body[coin] : undefined;
    if (!isRecord(entry)) {
      problems.push(`no price for ${coin}`);
      continue;
    }
    if (!Object.hasOwn(entry, REQUIRED_VS_CURRENCY)) {
      problems.push(`no ${REQUIRED_VS_CURRENCY} price for ${coin}`);
    }
    const lastUpdated = epochSeconds(entry.last_updated_at);
    for (const vs of vsCurrencies) {
      if (!Object.hasOwn(entry, vs)) continue;
      const price = exactPositive(entry[vs]);
      if (price === null) {
        problems.push(`${coin} in ${vs} is ${asSent(entry[vs])}, not a positive number`);
        continue;
      }
      quotes.push({ coin_id: coin, vs_currency: vs, price, last_updated_at: lastUpdated });
    }
  }
  return { quotes, problems };
}
