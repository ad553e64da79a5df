import type { Config } from '../../config';
import { MalformedPricesError, parseSimplePrices, type PriceQuote } from './parse-prices';

export const PRICE_SOURCE_NAME = 'coingecko';
const MAX_BODY_BYTES = 1024 * 1024;

export type PriceFetch =
  | { ok: true; quotes: PriceQuote[] }
  | { ok: false; reason: string; status: number | null; retryAfterMs: number | null };

export type PriceSource = {
  name: string;
  fetchPrices(coinIds: readonly string[], vsCurrencies: readonly string[]): Promise<PriceFetch>;
};

const failure = (
  reason: string,
  status: number | null = null,
  retryAfterMs: number | null = null,
) => ({ ok: false, reason, status, retryAfterMs }) as const;

/** Retry-After is either a number of seconds or an HTTP date; anything else is ignored. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

// The provider's own explanation, from `{"status":{"error_code":…,"error_message":"…"}}` or `{"error":"…"}`.
function providerMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { status?: { error_message?: unknown }; error?: unknown };
    const message = body.status?.error_message ?? body.error;
    return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
}

function statusReason(status: number, text: string): string {
  const detail = providerMessage(text);
  const suffix = detail ? `: ${detail}` : '';
  if (status === 429) return `the price service is limiting requests (429)${suffix}`;
  if (status === 401 || status === 403) {
    return `the price service refused the API key (${status})${suffix}`;
  }
  if (status >= 500) return `the price service failed (${status})${suffix}`;
  return `the price service answered ${status}${suffix}`;
}

async function readLimited(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new MalformedPricesError('the answer is too large');
  const text = await response.text();
  if (text.length > MAX_BODY_BYTES) throw new MalformedPricesError('the answer is too large');
  return text;
}

/**
 * CoinGecko's `GET /simple/price` (or any service speaking it): ids and vs_currencies lower-cased,
 * last_updated_at and full precision asked for, the key in the plan's header. Every failure
 * (an answer with an unusable or missing price among them) is returned as a reason, never
 * thrown; the call is bounded by the configured timeout.
 */
export function coinGeckoSource(
  settings: Config['cryptoPrices'],
  now: () => Date = () => new Date(),
): PriceSource {
  return {
    name: PRICE_SOURCE_NAME,
    async fetchPrices(coinIds, vsCurrencies) {
      const query = new URLSearchParams({
        ids: coinIds.join(','),
        vs_currencies: vsCurrencies.join(','),
        include_last_updated_at: 'true',
        precision: 'full',
      });
      const headers: Record<string, string> = { accept: 'application/json' };
      if (settings.apiKey) {
        headers[settings.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] =
          settings.apiKey;
      }
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${settings.url}/simple/price?${query.toString()}`, {
          headers,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        text = await readLimited(response);
      } catch (error) {
        if (error instanceof MalformedPricesError) {
          return failure(`the price service sent an unreadable answer (${error.message})`);
        }
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          return failure(`the price service did not answer within ${settings.timeoutMs / 1000} s`);
        }
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return failure(`the price service could not be reached${cause ? ` (${cause})` : ''}`);
      }
      if (!response.ok) {
        const wait =
          response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), now()) : null;
        return failure(statusReason(response.status, text), response.status, wait);
      }
      try {
        const { quotes, problems } = parseSimplePrices(text, coinIds, vsCurrencies);
        // One unusable or missing price refuses the whole answer: an update stores every coin's
        // price or none (docs/decisions/0018).
        if (problems.length > 0) {
          return failure(
            `the price service's answer was refused (${problems.join('; ')})`,
            response.status,
          );
        }
        return { ok: true, quotes };
      } catch (error) {
        const detail = error instanceof Error ? error.message : 'unknown';
        return failure(`the price service sent an unreadable answer (${detail})`, response.status);
      }
    },
  };
}
