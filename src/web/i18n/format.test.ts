import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoment, type MomentStyle } from '@domain/bureau-time';
import { decimalInput, formatsFor } from './format';
import { loadFrenchDates } from './french-dates';

// The French words load with the French messages, as in the app.
beforeAll(loadFrenchDates);

// What a reader sees in each language (issue 28, decision 0039): English keeps SPEC's shapes
// byte for byte; French is Canadian French. fr-CA groups thousands with a no-break space.
const NBSP = '\u00a0';
const en = formatsFor('en');
const fr = formatsFor('fr');

const TORONTO = 'America/Toronto';
const WINTER = '2026-11-25T12:15:37.000Z'; // 07:15:37 EST
const SUMMER = '2026-07-01T12:15:37.000Z'; // 08:15:37 EDT

describe('formats in English', () => {
  it('write amounts, money, dollars and counts as SPEC does', () => {
    expect(en.amount('1234.5', 2)).toBe('1,234.50');
    expect(en.amount('-0.1234', 4)).toBe('-0.1234');
    expect(en.money('1234567.891', 2, 'USD')).toBe('1,234,567.89 USD');
    expect(en.dollars('1234.56')).toBe('$1,234.56');
    expect(en.count(12345)).toBe('12,345');
  });

  it('write money with its sign, the base currency alone as a plain $', () => {
    expect(en.currency('57440.2', 2, 'CAD')).toBe('$57,440.20');
    expect(en.currency('57440.2', 2, 'USD')).toBe('US$57,440.20');
    expect(en.currency('1000', 0, 'JPY')).toBe('JP¥1,000');
    expect(en.currency('1000', 2, 'CNY')).toBe('CN¥1,000.00');
    expect(en.currency('0.5', 8, 'BTC')).toBe('0.50000000 BTC');
  });

  it('keep the name the currency is stored under', () => {
    expect(en.currencyName({ code: 'USD', name: 'US Dollar' })).toBe('US Dollar');
  });

  it('write days as "MMM dd, yyyy" and nothing for a missing one', () => {
    expect(en.day('2026-11-25')).toBe('Nov 25, 2026');
    expect(en.day('2026-07-01')).toBe('Jul 01, 2026');
    expect(en.day(null)).toBe('—');
    expect(en.day('2026-02-30')).toBe('—');
  });

  it("write a chart's days without their year", () => {
    expect(en.dayOfMonth('2026-10-31')).toBe('Oct 31');
    expect(en.dayOfMonth('2026-11-01')).toBe('Nov 1');
  });

  it('write moments exactly as the domain does, on the bureau clock', () => {
    const styles: MomentStyle[] = ['day', 'minute', 'second', 'time', 'note', 'iso'];
    for (const style of styles) {
      expect(en.moment(WINTER, TORONTO, style)).toBe(formatMoment(WINTER, TORONTO, style));
    }
    expect(en.moment(WINTER, TORONTO, 'minute')).toBe('Nov 25, 2026 07:15 EST');
  });
});

describe('formats in French', () => {
  it('write amounts with a decimal comma and spaces between thousands', () => {
    expect(fr.amount('1234.5', 2)).toBe(`1${NBSP}234,50`);
    expect(fr.amount('-0.1234', 4)).toBe('-0,1234');
    expect(fr.money('1234567.891', 2, 'USD')).toBe(`1${NBSP}234${NBSP}567,89 USD`);
    expect(fr.dollars('1234.56')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(fr.count(12345)).toBe(`12${NBSP}345`);
  });

  it('write money with its sign after the amount, never ¥ for two currencies', () => {
    expect(fr.currency('57440.2', 2, 'CAD')).toBe(`57${NBSP}440,20${NBSP}$`);
    expect(fr.currency('12750', 2, 'EUR')).toBe(`12${NBSP}750,00${NBSP}€`);
    expect(fr.currency('4800', 2, 'AUD')).toBe(`4${NBSP}800,00${NBSP}$${NBSP}AU`);
    expect(fr.currency('1000', 0, 'JPY')).toBe(`1${NBSP}000${NBSP}¥`);
    expect(fr.currency('1000', 2, 'CNY')).toBe(`1${NBSP}000,00${NBSP}CN¥`);
  });

  it('name currencies in French unless the bureau named them', () => {
    expect(fr.currencyName({ code: 'GBP', name: 'British Pound' })).toBe('Livre sterling');
    expect(fr.currencyName({ code: 'GBP', name: 'Sterling' })).toBe('Sterling');
    expect(fr.currencyName({ code: 'ETH', name: 'Ethereum', crypto_id: 'ethereum' })).toBe(
      'Ethereum',
    );
  });

  it('write days as "25 nov. 2026"', () => {
    expect(fr.day('2026-11-25')).toBe('25 nov. 2026');
    expect(fr.day('2026-07-01')).toBe('1 juil. 2026');
    expect(fr.day(undefined)).toBe('—');
  });

  it("write a chart's days as '31 oct.'", () => {
    expect(fr.dayOfMonth('2026-10-31')).toBe('31 oct.');
    expect(fr.dayOfMonth('2026-07-01')).toBe('1 juil.');
  });

  it('write moments on the bureau clock with « h » and the French zone name', () => {
    expect(fr.moment(WINTER, TORONTO, 'day')).toBe('25 nov. 2026');
    expect(fr.moment(WINTER, TORONTO, 'minute')).toBe('25 nov. 2026, 07 h 15 HNE');
    expect(fr.moment(SUMMER, TORONTO, 'minute')).toBe('1 juil. 2026, 08 h 15 HAE');
    expect(fr.moment(WINTER, TORONTO, 'second')).toBe('25 nov. 2026, 07 h 15 min 37 s HNE');
    expect(fr.moment(WINTER, TORONTO, 'time')).toBe('07:15:37 HNE');
    expect(fr.moment(WINTER, 'Asia/Tokyo', 'minute')).toBe('25 nov. 2026, 21 h 15 UTC+9');
    // An export stays exact for a program, in either language.
    expect(fr.moment(WINTER, TORONTO, 'iso')).toBe('2026-11-25T07:15:37.000-05:00');
  });

  it('refuse a value that is not a moment', () => {
    expect(() => fr.moment('yesterday', TORONTO, 'minute')).toThrow(RangeError);
  });
});

describe('decimalInput', () => {
  it('turns a French amount into the API decimal string', () => {
    expect(decimalInput('1 234,56', 'fr')).toBe('1234.56');
    expect(decimalInput(`1${NBSP}234${NBSP}567,5`, 'fr')).toBe('1234567.5');
    expect(decimalInput(' 12,5 ', 'fr')).toBe('12.5');
    expect(decimalInput('1234.56', 'fr')).toBe('1234.56');
  });

  it('leaves English text as typed, trimmed', () => {
    expect(decimalInput(' 1234.56 ', 'en')).toBe('1234.56');
    // A comma is not a decimal separator in English: the schema refuses it, nothing guesses.
    expect(decimalInput('1,234.56', 'en')).toBe('1,234.56');
  });
});
