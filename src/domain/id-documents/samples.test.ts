import { describe, expect, it } from 'vitest';
import { readIdDocument } from './read-id-document';
import { asTyped, sampleAamva, samplePassportMrz, type SamplePerson } from './samples';

const TODAY = '2026-11-29';
const PERSON: SamplePerson = {
  family_name: 'TREMBLAY',
  given_name: 'LUC',
  middle_name: 'ANDRE',
  birth_date: '1981-09-30',
  sex: 'M',
  document_number: 'T1234-567890-12',
  issued_date: '2022-09-30',
  expiry_date: '2030-09-30',
  address: { line1: '10 RUE PRINCIPALE', city: 'GATINEAU', postal_code: 'J8X 1A1' },
};

describe('sample scans for other tests', () => {
  it.each([
    [1, 'QC', 'CA'],
    [3, 'QC', 'CA'],
    [8, 'ON', 'CA'],
    [10, 'NY', 'US'],
    [3, 'CA', 'US'],
  ] as const)(
    'builds a version %s barcode of %s that reads back',
    (version, jurisdiction, country) => {
      const scan = sampleAamva(PERSON, { version, jurisdiction, country });
      expect(readIdDocument(scan, TODAY)).toMatchObject({
        ok: true,
        document: {
          family_name: 'TREMBLAY',
          given_names: 'LUC',
          middle_name: 'ANDRE',
          birth_date: '1981-09-30',
          expiry_date: '2030-09-30',
          issued_date: '2022-09-30',
          issuing_jurisdiction: jurisdiction,
          issuing_country: country,
          document_number: 'T1234-567890-12',
        },
      });
    },
  );

  it('builds declared lengths that a cut scan falls short of', () => {
    const scan = sampleAamva(PERSON, { subfile: 'ID' });
    expect(readIdDocument(scan, TODAY)).toMatchObject({ ok: true, document: { kind: 'id_card' } });
    expect(readIdDocument(scan.slice(0, -5), TODAY)).toMatchObject({ reason: 'truncated' });
  });

  it('types a scan as a scanner set up some way would', () => {
    const scan = sampleAamva(PERSON);
    const typed = asTyped(scan, { lineBreaks: 'CR', recordSeparator: 'drop', suffix: '\r' });
    expect(typed).not.toContain('\n');
    expect(typed).not.toContain('\u001e');
    expect(readIdDocument(typed, TODAY)).toEqual(readIdDocument(scan, TODAY));
  });

  it('builds a passport zone with valid check digits', () => {
    const zone = samplePassportMrz({ ...PERSON, document_number: 'GA123456', state: 'CAN' });
    expect(zone.split('\n').map((line) => line.length)).toEqual([44, 44]);
    expect(readIdDocument(zone, TODAY)).toMatchObject({
      ok: true,
      document: { kind: 'passport', given_names: 'LUC', sex: 'M', document_number: 'GA123456' },
    });
  });
});
