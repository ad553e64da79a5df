import type { Language } from './language';

// A currency's name in the reader's language (issue 47, docs/decisions/0062). The currencies
// table keeps one name, seeded in English ('US Dollar'). That name is the standard English name
// of its ISO code, so French screens show the standard French one from Intl.DisplayNames
// ('Dollar des États-Unis'). A name the bureau wrote itself ('Dollar US', 'Greenback') is its
// own and shows as written in every language, as does every crypto name ('Bitcoin'). Telling
// the two apart needs no new column: a name equal to Intl's English name is the standard one.

export type NamedCurrency = {
  code: string;
  name: string;
  // Either tells a crypto currency, whose name is always the bureau's (SPEC §3: crypto_id set).
  crypto_id?: string | null;
  is_crypto?: boolean;
};

export const CURRENCY_NAME_LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
// Browsers and Node ship different CLDR versions; a seeded name may match either English.
const ENGLISH_LOCALES = ['en-CA', 'en-US'];
const ISO_CODE = /^[A-Z]{3}$/;

// Creating an Intl.DisplayNames is costly and lists name many currencies.
const namers = new Map<string, Intl.DisplayNames>();

function namer(locale: string): Intl.DisplayNames {
  let found = namers.get(locale);
  if (!found) {
    found = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    namers.set(locale, found);
  }
  return found;
}

/** Intl's name of an ISO 4217 code in a locale, or null when it knows none (BTC, DOGE). */
export function isoCurrencyName(code: string, locale: string): string | null {
  if (!ISO_CODE.test(code)) return null;
  const name = namer(locale).of(code);
  return name && name !== code ? name : null;
}

// Case and spacing do not make a name the bureau's own: 'us dollar ' is the standard name.
const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** True when the stored name is the standard English name of a fiat currency's ISO code. */
export function isStandardCurrencyName(currency: NamedCurrency): boolean {
  if (currency.is_crypto || (currency.crypto_id ?? '').trim() !== '') return false;
  const name = fold(currency.name);
  return ENGLISH_LOCALES.some((locale) => {
    const standard = isoCurrencyName(currency.code, locale);
    return standard !== null && fold(standard) === name;
  });
}

// CLDR writes French currency names in lower case, as in a sentence; on a label, a board or a
// receipt the name stands alone and starts with a capital, as the English names do.
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The name to show a reader: the standard name in their language, or the bureau's own. */
export function currencyName(currency: NamedCurrency, language: Language): string {
  if (language === 'en' || !isStandardCurrencyName(currency)) return currency.name;
  const locale = CURRENCY_NAME_LOCALES[language];
  const name = isoCurrencyName(currency.code, locale);
  return name ? capitalised(name, locale) : currency.name;
}
