import { describe, expect, it } from 'vitest';
import { idCardGaps, identifiesOn, type IdCardOnFile } from './id-card-on-file';
import { codes, exchange, KNOWN_CUSTOMER } from './identification-facts';

const licence: IdCardOnFile = {
  id_type: "Driver's Licence",
  expiry_date: '2030-01-01',
  issuing_country: 'CA',
  issuing_jurisdiction: 'ON',
  verified_on: '2026-07-15',
};
const passport: IdCardOnFile = {
  ...licence,
  id_type: 'Passport',
  issuing_country: 'FR',
  issuing_jurisdiction: null,
};

describe('an ID card on file', () => {
  it('names what a card migrated without its new facts lacks', () => {
    const migrated = { ...licence, issuing_country: null, issuing_jurisdiction: null };
    expect(idCardGaps({ ...migrated, verified_on: null })).toEqual([
      'issuing_country',
      'issuing_jurisdiction',
      'verified_on',
    ]);
    expect(idCardGaps(licence)).toEqual([]);
  });

  it('asks a Canadian or US card for its province or state, a passport only for its country', () => {
    expect(idCardGaps({ ...licence, issuing_jurisdiction: null })).toEqual([
      'issuing_jurisdiction',
    ]);
    expect(idCardGaps({ ...licence, issuing_country: 'US', issuing_jurisdiction: null })).toEqual([
      'issuing_jurisdiction',
    ]);
    expect(idCardGaps(passport)).toEqual([]);
    expect(idCardGaps({ ...passport, id_type: 'Passeport', issuing_country: 'CA' })).toEqual([]);
    expect(idCardGaps({ ...passport, issuing_country: null })).toEqual(['issuing_country']);
  });

  it('identifies from the day it was verified until the day it expires', () => {
    expect(identifiesOn(licence, '2026-07-14')).toBe(false);
    expect(identifiesOn(licence, '2026-07-15')).toBe(true);
    expect(identifiesOn(licence, '2030-01-01')).toBe(true);
    expect(identifiesOn(licence, '2030-01-02')).toBe(false);
    expect(identifiesOn({ ...licence, expiry_date: null }, '2040-01-01')).toBe(true);
    expect(identifiesOn({ ...licence, verified_on: null }, '2026-08-01')).toBe(false);
    expect(identifiesOn({ ...licence, issuing_country: null }, '2026-08-01')).toBe(false);
  });

  it("counts for the $3,000 rule only when it identifies on the exchange's date", () => {
    const withCard = (card: IdCardOnFile) => ({ ...KNOWN_CUSTOMER, id_cards: [card] });
    const on = (card: IdCardOnFile) =>
      codes(exchange({ transaction_date: '2026-07-15', customer: withCard(card) }));
    expect(on(licence)).toEqual([]);
    expect(on({ ...licence, issuing_jurisdiction: null })).toEqual(['id_card']);
    expect(on({ ...licence, verified_on: '2026-07-16' })).toEqual(['id_card']);
    expect(on({ ...licence, expiry_date: '2026-07-14' })).toEqual(['id_card']);
    // One card that identifies is enough beside one that does not.
    const customer = { ...KNOWN_CUSTOMER, id_cards: [{ ...licence, verified_on: null }, passport] };
    expect(codes(exchange({ transaction_date: '2026-07-15', customer }))).toEqual([]);
  });
});
