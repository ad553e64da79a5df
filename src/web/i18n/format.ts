import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { format as formatDate } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { formatMoment, type Moment, type MomentStyle } from '@domain/bureau-time';
import { formatAmount, formatMoney, MONEY_LOCALES } from '@domain/amount-text';
import { currencyName, type NamedCurrency } from '@domain/currency-name';
import type { DecimalLike } from '@domain/money';
import type { Language } from '@domain/language';
import { parseLocalDate } from '@web/lib/dates';
import { frenchDates } from './french-dates';

// Numbers and dates in the reader's language (issue 28, docs/decisions/0039). English keeps
// SPEC's shapes exactly ('1,234.56', 'Nov 25, 2026'); French is Canadian French
// ('1 234,56', '25 nov. 2026').

export const numberLocale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-US');

// A moment in French on the bureau's clock: Canadian French writes the hour with « h »
// ('07 h 15', as Intl's fr-CA does) and the zone's French abbreviation ('HNE', 'HAE'). A time
// alone sits in a table column beside its day, where the colon form is the usual one.
const FRENCH_MOMENTS: Record<Exclude<MomentStyle, 'iso'>, string> = {
  day: 'd MMM yyyy',
  minute: "d MMM yyyy, HH 'h' mm",
  second: "d MMM yyyy, HH 'h' mm 'min' ss 's'",
  time: 'HH:mm:ss',
  note: "yyyy-MM-dd, HH 'h' mm 'min' ss 's'",
};

const frenchZones = new Map<string, Intl.DateTimeFormat>();

/** The zone's short French name at that moment: 'HNE'/'HAE' for America/Toronto, 'UTC+9'. */
function frenchZoneAbbreviation(date: Date, timeZone: string): string {
  let formatter = frenchZones.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-CA', { timeZone, timeZoneName: 'short' });
    frenchZones.set(timeZone, formatter);
  }
  return (
    formatter.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A stored instant on the bureau's clock (`timeZone`), in the reader's language. */
export function formatMomentIn(
  language: Language,
  moment: Moment,
  timeZone: string,
  style: MomentStyle,
): string {
  if (language !== 'fr' || style === 'iso') return formatMoment(moment, timeZone, style);
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a moment: ${String(moment)}`);
  const text = formatDate(new TZDate(date.getTime(), timeZone), FRENCH_MOMENTS[style], {
    locale: frenchDates(),
  });
  return style === 'day' ? text : `${text} ${frenchZoneAbbreviation(date, timeZone)}`;
}

export function formatsFor(language: Language) {
  const locale = numberLocale(language);
  const counts = new Intl.NumberFormat(locale);
  // A chart's axis ticks are the chart's own numbers, not amounts: whole dollars or cents.
  const ticks = new Intl.NumberFormat(MONEY_LOCALES[language], {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return {
    language,
    locale,
    /** A decimal string with exactly `places` decimals, grouped. */
    amount: (value: DecimalLike, places: number) => formatAmount(value, places, locale),
    /** An amount and its currency code: '1,234.56 USD' / '1 234,56 USD'. */
    money: (value: DecimalLike, places: number, code: string) =>
      `${formatAmount(value, places, locale)} ${code}`,
    /**
     * An amount with its currency's sign where the reader's locale places it (issue 47):
     * '$57,440.20' / '57 440,20 $', 'US$10.00' / '10,00 $ US'; a crypto or a bureau's own code
     * after the amount ('0.50000000 BTC').
     */
    currency: (value: DecimalLike, places: number, code: string) =>
      formatMoney(value, places, code, MONEY_LOCALES[language]),
    /** Dollars in CAD: '$1,234.56' / '1 234,56 $'. */
    dollars: (value: DecimalLike, places = 2) =>
      formatMoney(value, places, 'CAD', MONEY_LOCALES[language]),
    /** A chart axis tick in dollars: '$2,500' / '2 500 $'. */
    dollarTick: (value: number) => ticks.format(value),
    /** A currency's name: the standard one in French, or the name the bureau wrote. */
    currencyName: (currency: NamedCurrency) => currencyName(currency, language),
    count: (n: number) => counts.format(n),
    /** A decimal string as typed or stored, ungrouped: '1.5' / '1,5' (a rate, a percent). */
    decimal: (value: string) => (language === 'fr' ? value.replace('.', ',') : value),
    /** A calendar day (YYYY-MM-DD): 'Nov 25, 2026' / '25 nov. 2026'. */
    day: (value: string | null | undefined) => {
      const date = parseLocalDate(value ?? null);
      if (!date) return '—';
      return language === 'fr'
        ? formatDate(date, 'd MMM yyyy', { locale: frenchDates() })
        : formatDate(date, 'MMM dd, yyyy');
    },
    /** A calendar day without its year, as a chart's axis reads it: 'Oct 31' / '31 oct.'. */
    dayOfMonth: (value: string) => {
      const date = parseLocalDate(value);
      if (!date) return value;
      return language === 'fr'
        ? formatDate(date, 'd MMM', { locale: frenchDates() })
        : formatDate(date, 'MMM d');
    },
    /**
     * A stored instant on the bureau's clock (its business_time_zone, docs/decisions/0031):
     * English as the domain's formatMoment writes it ('Nov 25, 2026 07:15 EST'), French
     * '25 nov. 2026, 07 h 15 HNE'.
     */
    moment: (value: Moment, timeZone: string, style: MomentStyle) =>
      formatMomentIn(language, value, timeZone, style),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

/** The formats of the language on screen; re-renders when it changes. */
export function useFormat(): Formats {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  return useMemo(() => formatsFor(language), [language]);
}

/**
 * Text typed into an amount field as the API's decimal string: French writes a decimal comma
 * and may group with spaces ('1 234,56' → '1234.56'); English text is the API's already.
 */
export function decimalInput(text: string, language: Language): string {
  if (language !== 'fr') return text.trim();
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
