import { describe, expect, it } from 'vitest';
import { centred, labelled, wrapText } from './receipt-text';

describe('wrapText', () => {
  it('wraps at spaces and keeps every word whole when it fits', () => {
    expect(wrapText('Alexandra Konstantinopoulou Smith', 16)).toEqual([
      'Alexandra',
      'Konstantinopoulo',
      'u Smith',
    ]);
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('keeps line breaks, drops blank lines and collapses runs of spaces', () => {
    expect(wrapText('1 King St W\n\n  Toronto   ON ', 32)).toEqual(['1 King St W', 'Toronto ON']);
    expect(wrapText('   ', 10)).toEqual([]);
  });

  it('counts an accented letter or an emoji as one character', () => {
    expect(wrapText('Zoë 😀😀😀', 5)).toEqual(['Zoë', '😀😀😀']);
  });

  it('fits the first line into a shorter width, starting a word below when it cannot fit', () => {
    expect(wrapText('Sam Teller', 20, 5)).toEqual(['Sam', 'Teller']);
    expect(wrapText('Konstantinopoulou', 20, 5)).toEqual(['', 'Konstantinopoulou']);
    expect(wrapText('x'.repeat(25), 20, 5)).toEqual(['xxxxx', 'x'.repeat(20)]);
  });

  it('refuses a width below one', () => {
    expect(() => wrapText('x', 0)).toThrow(RangeError);
  });
});

describe('labelled', () => {
  it('pads a label and its value to exactly the width', () => {
    expect(labelled('Ref:', '2611150123', 32)).toEqual(['Ref:                  2611150123']);
  });

  it('wraps a long value right-aligned under the first line, losing nothing', () => {
    const lines = labelled('Customer:', 'Alexandra Konstantinopoulou-Smithson de la Vega', 32);
    expect(lines).toEqual([
      'Customer:              Alexandra',
      'Konstantinopoulou-Smithson de la',
      '                            Vega',
    ]);
    expect(lines.every((line) => line.length === 32)).toBe(true);
  });

  it('puts the value under a label too long to share its line', () => {
    expect(labelled('A very long label indeed:', '12.00 USD', 32)).toEqual([
      'A very long label indeed:',
      '                       12.00 USD',
    ]);
  });
});

describe('wrapText and non-breaking spaces', () => {
  it('never breaks a line at a non-breaking space', () => {
    expect(wrapText('Total 1\u00a0234,56 CAD', 12)).toEqual(['Total', '1\u00a0234,56 CAD']);
    expect(labelled('Réf.\u00a0:', '1\u00a0000,00 USD', 20)).toEqual([
      'Réf.\u00a0:  1\u00a0000,00 USD',
    ]);
  });
});

describe('centred', () => {
  it('centres each wrapped line', () => {
    expect(centred('MAPLE EXCHANGE', 20)).toEqual(['   MAPLE EXCHANGE']);
    expect(centred('ab cd', 3)).toEqual(['ab', 'cd']);
  });
});
