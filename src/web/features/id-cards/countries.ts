import { isCountryCode } from '@domain/id-documents';
import type { Language } from '@domain/language';

// Every country the ID card record accepts (ISO 3166-1 alpha-2, and XK), read from the
// domain's own table so the two never disagree; their names come from the browser's
// Intl.DisplayNames in the reader's language, so no list of names ships with the app.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CODES: readonly string[] = [...LETTERS].flatMap((a) =>
  [...LETTERS].map((b) => a + b).filter(isCountryCode),
);

// Canada first (most documents at a Canadian counter), then the US, then the rest by name.
const FIRST = ['CA', 'US'];

export type CountryChoice = { code: string; name: string };

const lists = new Map<Language, CountryChoice[]>();

export function countryChoices(language: Language): CountryChoice[] {
  const known = lists.get(language);
  if (known) return known;
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const all = CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  const list = [
    ...FIRST.flatMap((code) => all.filter((c) => c.code === code)),
    ...all.filter((c) => !FIRST.includes(c.code)).sort((a, b) => collator.compare(a.name, b.name)),
  ];
  lists.set(language, list);
  return list;
}

/** A country's name in the reader's language, or its code when the browser knows none. */
export function countryName(code: string, language: Language): string {
  return countryChoices(language).find((c) => c.code === code)?.name ?? code;
}
