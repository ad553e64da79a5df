import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures';
import { parseSanctionsList, sniffSource } from './index';

describe('telling the list formats apart', () => {
  it('knows each real file by its root element or header line', () => {
    expect(sniffSource(fixture('un-small.xml'))).toBe('un');
    expect(sniffSource(fixture('sema-small.xml'))).toBe('sema');
    expect(sniffSource(fixture('sema-bilingual.xml'))).toBe('sema');
    expect(sniffSource(fixture('sema-2020.xml'))).toBe('sema');
    expect(sniffSource(fixture('opensanctions-small.csv'))).toBe('opensanctions');
    expect(sniffSource('\uFEFFid,schema,name,aliases\r\nQ1,Person,A,\r\n')).toBe('opensanctions');
    // A DOCTYPE does not hide the root; reading the file then refuses it.
    expect(sniffSource(fixture('entity-expansion.xml'))).toBe('un');
  });

  it('knows no other file', () => {
    expect(sniffSource(fixture('wrong-root.xml'))).toBeNull();
    expect(sniffSource(fixture('empty.xml'))).toBeNull();
    expect(sniffSource('name,dob\nIvan,1960\n')).toBeNull();
    expect(sniffSource('%PDF-1.7')).toBeNull();
  });

  it('reads each format by its source', () => {
    expect(parseSanctionsList('un', fixture('un-small.xml')).entries).toHaveLength(9);
    expect(parseSanctionsList('sema', fixture('sema-small.xml')).entries).toHaveLength(6);
    const os = parseSanctionsList('opensanctions', fixture('opensanctions-small.csv'));
    expect(os.entries).toHaveLength(5);
  });
});
