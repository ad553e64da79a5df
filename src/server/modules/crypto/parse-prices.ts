import { isLosslessNumber, parse } from 'lossless-json';
import { Dec } from '@domain/money';

export type PriceQuote = {
  coin_id: string;
  vs_currency: string;
  // The provider's number, exactly as sent, as a plain decimal string (never through a float).
  price: string;
  last_updated_at: Date | null;
};

export type ParsedPrices = { quotes: PriceQuote[]; missing: string[] };

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

function epochSeconds(value: unknown): Date | null {
  if (!isLosslessNumber(value)) return null;
  const seconds = Number(value.value);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000);
}

/**
 * Reads a /simple/price answer (`{"bitcoin":{"usd":67187.33,"last_updated_at":1711356300}}`)
 * from its raw text with a lossless JSON parser. A coin the provider did not price is absent
 * from the answer and reported as missing; a vs-currency without a usable number is skipped.
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
  const missing: string[] = [];
  for (const coin of coinIds) {
    const entry = Object.hasOwn(body, coin) ? body[coin] : undefined;
    if (!isRecord(entry)) {
      missing.push(coin);
      continue;
    }
    const lastUpdated = epochSeconds(entry.last_updated_at);
    let priced = false;
    for (const vs of vsCurrencies) {
      const price = Object.hasOwn(entry, vs) ? exactPositive(entry[vs]) : null;
      if (price === null) continue;
      priced = true;
      quotes.push({ coin_id: coin, vs_currency: vs, price, last_updated_at: lastUpdated });
    }
    if (!priced) missing.push(coin);
  }
  return { quotes, missing };
}
