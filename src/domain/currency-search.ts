import {
  CURRENCY_NAME_LOCALES,
  isoCurrencyName,
  isStandardCurrencyName,
  type NamedCurrency,
} from './currency-name';

// Finding a currency by what staff call it (issue 47). The currencies table keeps one name,
// seeded in English; French screens show the standard French name of its ISO code
// (currency-name.ts), so a French search must find 'livre sterling' as an English one finds
// 'British Pound'. A standard name is known in both languages whatever the reader's (the rates
// list's search has no language), the bureau's own and crypto names as written. The web's
// lists match with currencyMatches; the server, which searches the stored names in SQL, asks
// standardNamesMatching which stored names stand for the French ones a term is part of.

// The French names a Québec counter says beside CLDR's ('dollar des États-Unis'), for search.
const SAID_IN_QUEBEC: Record<string, string[]> = {
  USD: ['dollar américain'],
};

// France's French names where CLDR's Canadian ones differ (a name read in a French newspaper).
const FRENCH_LOCALES = [CURRENCY_NAME_LOCALES.fr, 'fr'];
// The English names a seeded name may be (browsers and Node ship different CLDR versions).
const ENGLISH_LOCALES = [CURRENCY_NAME_LOCALES.en, 'en-US'];

/** A text as searches compare it: accents, case and repeated spaces do not count. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The French names of an ISO code: CLDR's (Canadian, then France's) and the Québec ones. */
function frenchNames(code: string): string[] {
  const names = FRENCH_LOCALES.map((locale) => isoCurrencyName(code, locale)).filter(
    (name): name is string => name !== null,
  );
  return [...new Set([...names, ...(SAID_IN_QUEBEC[code] ?? [])])];
}

/** Every name a currency is found by: its own, and the French ones of a standard name. */
export function currencySearchNames(currency: NamedCurrency): string[] {
  const names = [currency.name];
  if (isStandardCurrencyName(currency)) names.push(...frenchNames(currency.code));
  return names;
}

/** True when the term is part of the currency's code or of any of its names. */
export function currencyMatches(currency: NamedCurrency, term: string): boolean {
  const wanted = foldForSearch(term);
  if (!wanted) return true;
  return [currency.code, ...currencySearchNames(currency)].some((text) =>
    foldForSearch(text).includes(wanted),
  );
}

// The French names of every ISO code the runtime knows, folded, read once.
let french: { code: string; names: string[] }[] | undefined;

function frenchTable() {
  french ??= Intl.supportedValuesOf('currency').map((code) => ({
    code,
    names: frenchNames(code).map(foldForSearch),
  }));
  return french;
}

/**
 * The stored currencies a term finds by a French name: `code name` in lower case (as the
 * server's search lowers `code || ' ' || name`) for each standard English name of each ISO code
 * whose French name holds the term. Only a fiat currency under its standard English name shows
 * the French one, so only those are found by it.
 */
export function standardNamesMatching(term: string): string[] {
  const wanted = foldForSearch(term);
  if (!wanted) return [];
  return frenchTable()
    .filter((entry) => entry.names.some((name) => name.includes(wanted)))
    .flatMap((entry) =>
      ENGLISH_LOCALES.map((locale) => isoCurrencyName(entry.code, locale)).flatMap((name) =>
        name ? [`${entry.code} ${name}`.toLowerCase()] : [],
      ),
    )
    .filter((key, i, keys) => keys.indexOf(key) === i);
}
