// FINTRAC's formats for a report's values: date and time, amounts and rates, and text left out
// when blank.
import { formatMoment } from '../bureau-time';
import { toDec, toFixedString } from '../money';

/** FINTRAC's date and time: seconds and the zone's offset, no fraction. */
export const fintracMoment = (moment: string, timeZone: string) =>
  formatMoment(moment, timeZone, 'iso').replace(/\.\d+(?=[+-])/, '');

// FINTRAC's amounts: digits and 2 to 10 decimals (a whole amount may carry none).
export const amount = (value: string) => toFixedString(toDec(value), 2);
/** A rate, or a virtual currency's amount: its own decimals, 2 to 10. */
export const rate = (value: string) => {
  const text = toDec(value).toFixed();
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 10)}`;
};
export const blankAsUndefined = (text: string | null | undefined) =>
  text?.trim() ? text.trim() : undefined;
