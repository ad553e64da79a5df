import { describe, expect, it } from 'vitest';
import { recogniseScan } from './scan-text';
import { asTyped } from './samples';
import { NEW_YORK_V01, VIRGINIA_V10 } from './fixtures/aamva-us';
import { TD1_SPECIMEN, TD2_SPECIMEN, TD3_SPECIMEN } from './fixtures/mrz-icao';

describe('telling a scan from typing', () => {
  it.each([
    ['as the card writes it', {}],
    ['with LF typed as CR', { lineBreaks: 'CR' }],
    ['with CR LF', { lineBreaks: 'CRLF' }],
    ['without the RS', { recordSeparator: 'drop' }],
    ['with the RS visible', { recordSeparator: 'visible' }],
    ['with a prefix and a suffix', { prefix: '\u0002]L2', suffix: '\u0003\r' }],
  ] as const)('recognises an AAMVA barcode %s', (_name, style) => {
    expect(recogniseScan(asTyped(VIRGINIA_V10, style))).toBe('aamva');
  });

  it('recognises a version 01 header, and one whose "@" was lost', () => {
    expect(recogniseScan(NEW_YORK_V01)).toBe('aamva');
    expect(recogniseScan(VIRGINIA_V10.slice(1))).toBe('aamva');
  });

  it('recognises a barcode as soon as its header has come, cut or not', () => {
    expect(recogniseScan(VIRGINIA_V10.slice(0, 21))).toBe('aamva');
  });

  it.each([
    ['TD3', TD3_SPECIMEN],
    ['TD1', TD1_SPECIMEN],
    ['TD2', TD2_SPECIMEN],
    ['TD3 with CR', TD3_SPECIMEN.replace('\n', '\r')],
    ['TD3 on one line', TD3_SPECIMEN.replace('\n', '')],
    ['TD3 in lower case', TD3_SPECIMEN.toLowerCase()],
    ['the first line of a TD1 alone', TD1_SPECIMEN.split('\n')[0]!],
  ])('recognises a machine-readable zone: %s', (_name, text) => {
    expect(recogniseScan(text)).toBe('mrz');
  });

  it.each([
    ['a name', 'Anna Maria Eriksson'],
    ['an amount', '1500.00'],
    ['an email', 'anna@example.com'],
    ['a short code', 'P<UTO'],
    ['a product barcode', '0123456789012'],
    ['nothing', ''],
    ['"ANSI" deep inside other text', `${'x'.repeat(60)}ANSI 636000100102`],
  ])('does not take %s for a scan', (_name, text) => {
    expect(recogniseScan(text)).toBeNull();
  });
});
