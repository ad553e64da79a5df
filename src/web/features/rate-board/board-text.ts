import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';
import { formatMoment } from '@domain/bureau-time';
import { boardRateText } from '@domain/rate-board';
import type { Language } from '@domain/language';

// The board's and the sheet's figures in the reader's language. English keeps the domain's
// texts exactly; French groups with a space, writes a decimal comma and a 24-hour time
// ('1 234,5678', '25 nov. 2026, 14 h 05').

export const rateText = (rate: string, language: Language): string => {
  const text = boardRateText(rate);
  return language === 'fr' ? text.replace(/,/g, '\u00a0').replace('.', ',') : text;
};

export const momentText = (moment: string, timeZone: string, language: Language): string =>
  language === 'fr'
    ? format(new TZDate(Date.parse(moment), timeZone), "d MMM yyyy, HH 'h' mm", { locale: fr })
    : formatMoment(moment, timeZone, 'minute');
