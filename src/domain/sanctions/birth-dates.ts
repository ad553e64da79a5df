// How a subject's birthday bears on a listed entry's birth dates (issue 27): on a listed date,
// in a listed year or range, or in none of them within a year.
import type { BirthRange, MatchReason } from './list-entry';

/** The subject's birthday on a listed exact date, inside a listed year or wider range, or only
 * in a listed range's years: how much each raises the score. */
export const BIRTH_DATE_EXACT_BONUS = 0.08;
export const BIRTH_DATE_YEAR_RANGE_BONUS = 0.05;
export const BIRTH_DATE_WIDE_RANGE_BONUS = 0.03;
export const BIRTH_YEAR_BONUS = 0.03;
/** The entry has birth dates and none is within a year of the subject's: a different person
 * more likely than not, so the score falls (an exact name alone then stays below review). */
export const BIRTH_DATE_DIFFERS_PENALTY = 0.15;

/** A listed birth range as day numbers (days since 1970-01-01, UTC). */
export type DayRange = { from: number; to: number };

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** How the subject's birthday bears on an entry: a change to the score and its reason. */
export function birthDateEffect(
  birthDate: string | null,
  births: DayRange[],
): { change: number; reason: MatchReason | null } {
  if (birthDate === null || births.length === 0) return { change: 0, reason: null };
  const day = dayNumber(birthDate);
  if (Number.isNaN(day)) return { change: 0, reason: null };
  const year = Number(birthDate.slice(0, 4));
  let best: { change: number; reason: MatchReason | null } = {
    change: -BIRTH_DATE_DIFFERS_PENALTY,
    reason: 'birth_date_differs',
  };
  for (const range of births) {
    const distance = day < range.from ? range.from - day : day > range.to ? day - range.to : 0;
    let effect: { change: number; reason: MatchReason | null };
    if (distance === 0) {
      const width = range.to - range.from;
      const change =
        width === 0
          ? BIRTH_DATE_EXACT_BONUS
          : width <= 366
            ? BIRTH_DATE_YEAR_RANGE_BONUS
            : BIRTH_DATE_WIDE_RANGE_BONUS;
      effect = { change, reason: 'birth_date' };
    } else if (yearOf(range.from) <= year && year <= yearOf(range.to)) {
      effect = { change: BIRTH_YEAR_BONUS, reason: 'birth_year' };
    } else if (distance <= 365) {
      effect = { change: 0, reason: null };
    } else {
      continue;
    }
    if (best.reason === 'birth_date_differs' || effect.change > best.change) best = effect;
  }
  return best;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

export function births(ranges: BirthRange[]) {
  return ranges
    .map((range) => ({ from: dayNumber(range.from), to: dayNumber(range.to) }))
    .filter((range) => !Number.isNaN(range.from) && !Number.isNaN(range.to));
}
