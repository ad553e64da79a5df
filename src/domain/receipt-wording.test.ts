import { describe, expect, it } from 'vitest';
import { fullReceipt, quickReceiptLines, QUICK_RECEIPT_WIDTH } from './receipt';
import { exchange, onBehalf } from './receipt-fixture';
import { receiptWording } from './receipt-wording';

// A non-breaking space shown as '~', so a test says where one must be.
const marked = (text: string) => text.replaceAll('\u00a0', '~');

describe('receiptWording', () => {
  it('keeps SPEC’s English texts, amounts and days', () => {
    const en = receiptWording('en');
    expect(en.title).toBe('Exchange Receipt');
    expect(en.thanks).toBe('Thank you for your business!');
    expect(en.amount('1234.5', 2)).toBe('1,234.50');
    expect(en.day('2026-11-05')).toBe('Nov 05, 2026');
    expect(en.colon('Ref')).toBe('Ref:');
    expect(en.phone('416-555-0100')).toBe('Tel: 416-555-0100');
  });

  it('writes Canadian French: fr-CA amounts, French days, a spaced colon', () => {
    const fr = receiptWording('fr');
    expect(fr.title).toBe('Reçu d’opération de change');
    expect(marked(fr.amount('1234.5', 2))).toBe('1~234,50');
    expect(marked(fr.amount('15000', 0))).toBe('15~000');
    expect(fr.day('2026-11-05')).toBe('5 nov. 2026');
    expect(fr.day('2026-02-14')).toBe('14 févr. 2026');
    expect(marked(fr.colon('Réf.'))).toBe('Réf.~:');
    expect(fr.category).toEqual({ personal: 'Particulier', business: 'Entreprise' });
    expect(fr.payment).toEqual({ cash: 'Comptant', card: 'Carte' });
  });

  it('shows a day it cannot read as it is, and falls back to English', () => {
    expect(receiptWording('fr').day('not a day')).toBe('not a day');
    expect(receiptWording(null).language).toBe('en');
  });
});

describe('a French receipt', () => {
  const french = { ...exchange, receipt_language: 'fr' as const };

  it('prints the quick receipt in French within 32 characters a line', () => {
    const lines = quickReceiptLines(french);
    expect(lines.every((line) => line.length <= QUICK_RECEIPT_WIDTH)).toBe(true);
    expect(lines.map(marked)).toEqual([
      '         MAPLE EXCHANGE',
      '          1 King St W',
      '           Toronto ON',
      '      Tél.~: 416-555-0100',
      '================================',
      '   REÇU D’OPÉRATION DE CHANGE',
      '--------------------------------',
      'Réf.~:                2611150042',
      'Date~:              15 nov. 2026',
      'Client~:            Ada Lovelace',
      'Catégorie~:          Particulier',
      'Paiement~:              Comptant',
      'Caissier~:            Sam Teller',
      '--------------------------------',
      '#1                    USD -> CAD',
      'Remis~:             1~000,00 USD',
      'Reçu~:              1~350,00 CAD',
      'Taux~:                    1,3500',
      '#2                    JPY -> CAD',
      'Remis~:               15~000 JPY',
      'Reçu~:                134,50 CAD',
      'Taux~:                    0,0090',
      '--------------------------------',
      'Valeur totale~:     1~484,50 CAD',
      '================================',
      '   Merci de votre confiance!',
    ]);
  });

  it('words the on-behalf lines in French too', () => {
    const text = marked(quickReceiptLines({ ...onBehalf, receipt_language: 'fr' }).join('\n'));
    expect(text).toContain('Pour le compte de~: Grace Hopper\nCompte~:             Particulier');
    expect(text).toContain('Catégorie~:           Entreprise\nPaiement~:                 Carte');
  });

  it('fills the full receipt with French labels, headings and figures', () => {
    const receipt = fullReceipt({ ...onBehalf, receipt_language: 'fr' });
    expect(receipt.language).toBe('fr');
    expect(receipt.title).toBe('Reçu d’opération de change');
    expect(marked(receipt.business?.phoneLine ?? '')).toBe('Tél.~: 416-555-0100');
    expect(receipt.details.slice(0, 5)).toEqual([
      { label: 'Numéro de référence', value: '2611150042' },
      { label: 'Date', value: '15 nov. 2026' },
      {
        label: 'Client',
        value: 'Alexandra Konstantinopoulou-Smithson de la Vega (Acme Trading)',
      },
      { label: 'Catégorie', value: 'Entreprise' },
      { label: 'Mode de paiement', value: 'Carte' },
    ]);
    expect(receipt.pairsHeading).toBe('Paires de devises');
    expect(receipt.columns.from_amount).toBe('Montant remis');
    expect(marked(receipt.pairs[0]?.from_amount ?? '')).toBe('1~000,00 USD');
    expect(receipt.pairs[1]?.rate).toBe('0,008967');
    expect(marked(receipt.total.value)).toBe('1~484,50 CAD');
    expect(receipt.onBehalf[0]).toEqual({ label: 'Pour un tiers', value: 'Oui' });
    expect(receipt.thanks).toBe('Merci de votre confiance!');
  });

  it('stays English for an English receipt', () => {
    const receipt = fullReceipt(exchange);
    expect(receipt.title).toBe('Exchange Receipt');
    expect(receipt.columns).toEqual({
      from_currency: 'From Currency',
      to_currency: 'To Currency',
      from_amount: 'From Amount',
      to_amount: 'To Amount',
      rate: 'Rate',
    });
    expect(receipt.pairsHeading).toBe('Exchange Pairs');
    expect(receipt.onBehalfHeading).toBe('On Behalf');
  });
});
