import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow, plain, text } from './csv';

describe('csvCell', () => {
  it('leaves simple values as they are and empties null', () => {
    expect(csvCell(text('Ada Lovelace'))).toBe('Ada Lovelace');
    expect(csvCell(plain('1234.500000000000000001'))).toBe('1234.500000000000000001');
    expect(csvCell(text(null))).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell(text('Smith, John'))).toBe('"Smith, John"');
    expect(csvCell(text('say "hi"'))).toBe('"say ""hi"""');
    expect(csvCell(text('two\nlines'))).toBe('"two\nlines"');
    expect(csvCell(text('cr\rhere'))).toBe('"cr\rhere"');
  });

  it.each(['=1+2', '+1', '-2', '@SUM(A1)', '\tx', '=HYPERLINK("http://x","y")'])(
    'guards the formula %j in text',
    (value) => {
      const cell = csvCell(text(value));
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards and quotes together', () => {
    expect(csvCell(text('=A1,B1'))).toBe(`"'=A1,B1"`);
  });

  it('never guards plain values (a negative amount stays a number)', () => {
    expect(csvCell(plain('-5.25'))).toBe('-5.25');
  });
});

describe('csvRow / csvHeader', () => {
  it('joins cells and ends with CRLF', () => {
    expect(csvHeader(['a', 'b'])).toBe('a,b\r\n');
    expect(csvRow([text('x'), plain(null), text('y,z')])).toBe('x,,"y,z"\r\n');
  });
});
