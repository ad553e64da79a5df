import type { Config } from '../../config';
import { parseObservations, RefusedAnswerError, type Observation } from './parse-observations';

export const VALET_SOURCE_NAME = 'boc-valet';
// Each call asks for the last ten business days: a few days missed are filled in.
export const RECENT_OBSERVATIONS = 10;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export type ReferenceFetch =
  { ok: true; observations: Observation[] } | { ok: false; reason: string; status: number | null };

export type ReferenceSource = {
  name: string;
  fetchObservations(): Promise<ReferenceFetch>;
};

const failure = (reason: string, status: number | null = null) =>
  ({ ok: false, reason, status }) as const;

class TooLargeError extends Error {}

async function readLimited(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new TooLargeError();
  const text = await response.text();
  if (text.length > MAX_BODY_BYTES) throw new TooLargeError();
  return text;
}

// Valet's own explanation of a refusal: `{"message":"…"}`.
function sourceMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() ? `: ${message.trim().slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/**
 * The Bank of Canada's Valet API: `GET {url}/observations/group/FX_RATES_DAILY/json?recent=N`.
 * Every failure (unreachable, slow, an error status, an answer refused by the parser) is
 * returned as a reason, never thrown; the call is bounded by the configured timeout.
 */
export function valetSource(settings: Config['referenceRates']): ReferenceSource {
  return {
    name: VALET_SOURCE_NAME,
    async fetchObservations() {
      const url = `${settings.url}/observations/group/FX_RATES_DAILY/json?recent=${RECENT_OBSERVATIONS}`;
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        text = await readLimited(response);
      } catch (error) {
        if (error instanceof TooLargeError) {
          return failure(
            'the reference source sent an unreadable answer (the answer is too large)',
          );
        }
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          return failure(
            `the reference source did not answer within ${settings.timeoutMs / 1000} s`,
          );
        }
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return failure(`the reference source could not be reached${cause ? ` (${cause})` : ''}`);
      }
      if (!response.ok) {
        return failure(
          `the reference source answered ${response.status}${sourceMessage(text)}`,
          response.status,
        );
      }
      try {
        return { ok: true, observations: parseObservations(text) };
      } catch (error) {
        if (!(error instanceof RefusedAnswerError)) throw error;
        return failure(
          `the reference source's answer was refused (${error.message})`,
          response.status,
        );
      }
    },
  };
}
