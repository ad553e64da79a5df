import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@domain/language';
import { loadFrenchDates } from './french-dates';

// The web app's messages (issue 28, docs/decisions/0039). Keys are the English texts themselves
// (SPEC's exact wording), so English needs no catalogue and can never drift from SPEC; French
// is a catalogue per feature (`src/web/features/<feature>/fr.json`) plus this folder's
// `fr.json` for the shell and shared components, loaded only when French is chosen (with
// date-fns's French words).

const STORAGE_KEY = 'bureau.language';

const frenchCatalogues = import.meta.glob<Record<string, string>>(
  ['../features/*/fr.json', './fr.json'],
  { import: 'default' },
);

let frenchLoaded: Promise<void> | null = null;

function loadFrench(): Promise<void> {
  frenchLoaded ??= Promise.all([
    ...Object.values(frenchCatalogues).map((load) => load()),
    loadFrenchDates().then(() => ({})),
  ]).then((catalogues) => {
    const merged = Object.assign({}, ...catalogues) as Record<string, string>;
    i18next.addResourceBundle('fr', 'translation', merged, true, true);
  });
  return frenchLoaded;
}

/** The language to start in: the one this browser last used, else the browser's own. */
function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = globalThis.navigator?.language ?? 'en';
  return browser.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

// One namespace for every catalogue: a text whose French depends on its sense takes i18next's
// context ('Open' with the context 'session' reads 'Open_session'), a count's text its plural
// forms ('entries' with a count reads 'entries_one', 'entries_many' or 'entries_other');
// English, with no catalogue, falls back to the text itself (issue 47, catalogues.test.ts).
export const I18N_OPTIONS = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  // Natural-language keys: "." and ":" are ordinary characters of a sentence.
  keySeparator: false,
  nsSeparator: false,
  resources: { en: { translation: {} }, fr: { translation: {} } },
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
} as const satisfies InitOptions;

/** Starts i18next in the starting language, its catalogue loaded before the first render. */
export async function startI18n(): Promise<void> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS });
  await setLanguage(language);
}

/** Switches the whole app without a reload: the catalogue first, then every screen. */
export async function setLanguage(language: Language): Promise<void> {
  if (language === 'fr') await loadFrench();
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language => (i18next.language === 'fr' ? 'fr' : 'en');

/** A message outside React (a toast raised by a mutation, a domain or server message). */
export const translate = (key: string, values: Record<string, unknown> = {}): string =>
  i18next.t(key, { ...values, defaultValue: key });

/**
 * Marks a text as a message where it is written (a label in a table of links, a constant)
 * and returns it unchanged: it is translated where it is shown, with t(). The catalogue test
 * reads these marks as it reads t() calls.
 */
export const msg = <T extends string>(key: T): T => key;
