import type { Locale } from 'date-fns';

// date-fns's French words (months, days) load with the French messages (setup.ts), before a
// screen shows French: an English reader does not download them. Were a date written in French
// before they arrived, it would read in English words rather than fail.
let frLocale: Locale | undefined;

export async function loadFrenchDates(): Promise<void> {
  frLocale ??= (await import('date-fns/locale/fr')).fr;
}

export const frenchDates = (): Locale | undefined => frLocale;
