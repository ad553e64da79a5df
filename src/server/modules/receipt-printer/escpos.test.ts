import { describe, expect, it } from 'vitest';
import { decodeJob } from '../../test/fake-receipt-printer';
import { CODE_PAGES, printable } from './code-pages';
import { paperOut, receiptJob } from './escpos';

// The bytes of a receipt's print job, read back as a printer prints them.
describe('ESC/POS receipt jobs', () => {
  it('writes French in PC863 and English in PC850, accents included', () => {
    const lines = ['Réf. :  À Québec, ÉTÉ', 'Total :  1\u00a0234,56 CAD'];
    expect(decodeJob(receiptJob(lines, { language: 'fr', openDrawer: false }))).toEqual({
      lines,
      tables: [4],
      drawerPulses: 0,
      cuts: 1,
    });
    const english = ['Customer:   Zoë Muñoz', 'Ref:  2611150042'];
    expect(decodeJob(receiptJob(english, { language: 'en', openDrawer: true }))).toEqual({
      lines: english,
      tables: [2],
      drawerPulses: 1,
      cuts: 1,
    });
  });

  it('prints a character the table lacks as its nearest plain form', () => {
    expect(printable('1\u202f234 — l’été … €', CODE_PAGES.fr)).toBe("1\u00a0234 - l'été ... EUR");
    expect(printable('Łódź 北京', CODE_PAGES.en)).toBe('Lódz BeiJing');
  });

  it('reads the paper sensor: out only when the status byte says the roll has ended', () => {
    expect(paperOut(0x12)).toBe(false);
    expect(paperOut(0x1e)).toBe(false); // near its end: still prints
    expect(paperOut(0x72)).toBe(true);
    expect(paperOut(0x00)).toBe(false); // not a status byte
  });
});
