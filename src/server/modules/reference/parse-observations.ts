import { isLosslessNumber, parse } from 'lossless-json';
import { isCalendarDate } from '@domain/business-day';
import { PLAIN_DECIMAL_PATTERN, Dec } from '@domain/money';
import { REFERENCE_SERIES_PATTERN } from '@domain/reference-rates';

// One published value: a series (FXUSDCAD), its currency (USD), its day and the value as
// published, CAD per unit, digit for digit.
export type Observation = {
  series: string;
  currency_code: string;
  observed_on: string;
  value: string;
};

export class RefusedAnswerError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Valet writes values as JSON strings ("1.3987"); a bare JSON number is read from its own digits.
function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (isLosslessNumber(value)) return value.value;
  return null;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(isLosslessNumber(value) ? value.value : value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/**
 * Reads a Valet answer (`{"observations":[{"d":"2026-03-24","FXUSDCAD":{"v":"1.3987"},…}]}`)
 * from its raw text with a lossless JSON parser, never through a JS number. Strict: the body
 * must be an object with a non-empty observations array; each observation a real date and, per
 * FX{CODE}CAD series it carries, a positive plain decimal value. Anything else refuses the
 * whole answer with the first reason found (nothing of it is stored). Other keys (other series,
 * seriesDetail) are ignored.
 */
export function parseObservations(text: string): Observation[] {
  let body: unknown;
  try {
    body = parse(text);
  } catch {
    throw new RefusedAnswerError('the answer is not valid JSON');
  }
  if (!isRecord(body)) throw new RefusedAnswerError('the answer is not a JSON object');
  if (!Object.hasOwn(body, 'observations') || !Array.isArray(body.observations)) {
    throw new RefusedAnswerError('the answer has no observations list');
  }
  if (body.observations.length === 0)
    throw new RefusedAnswerError('the answer has no observations');
  const found: Observation[] = [];
  const days = new Set<string>();
  for (const [index, entry] of body.observations.entries()) {
    if (!isRecord(entry)) throw new RefusedAnswerError(`observation ${index + 1} is not an object`);
    const day = entry.d;
    if (typeof day !== 'string' || !isCalendarDate(day)) {
      throw new RefusedAnswerError(`observation ${index + 1} has no date (d is ${shown(day)})`);
    }
    if (days.has(day)) throw new RefusedAnswerError(`the day ${day} appears twice`);
    days.add(day);
    for (const [key, cell] of Object.entries(entry)) {
      const match = REFERENCE_SERIES_PATTERN.exec(key);
      if (!match) continue;
      const raw = isRecord(cell) ? valueText(cell.v) : null;
      const bad = () =>
        new RefusedAnswerError(
          `${key} on ${day} is ${shown(isRecord(cell) ? cell.v : cell)}, not a positive decimal`,
        );
      if (raw === null || !PLAIN_DECIMAL_PATTERN.test(raw)) throw bad();
      const value = new Dec(raw);
      if (!value.gt(0)) throw bad();
      found.push({
        series: key,
        currency_code: match[1] ?? '',
        observed_on: day,
        // As published: "1.39870" stays "1.39870" in the unbounded NUMERIC column.
        value: raw,
      });
    }
  }
  if (found.length === 0) throw new RefusedAnswerError('the answer has no FX…CAD values');
  return found;
}
