import { describe, expect, it } from 'vitest';
import { pairMessages } from '@domain/contracts/exchange-request';
import { noRateToBaseMessage } from '@domain/exchange-value';
import { missingRequirements } from '@domain/compliance';
import { formatsFor } from '@web/i18n';
import french from './fr.json';
import { exchangeMessage } from './exchange-messages';

// i18next's lookup, with this feature's catalogue: the French, its {{placeholders}} filled.
const catalogue: Record<string, string> = french;
const inFrench = (key: string, values: Record<string, unknown> = {}) =>
  (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const inEnglish = (key: string, values: Record<string, unknown> = {}) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const fr = (message: string) =>
  exchangeMessage(message, inFrench, formatsFor('fr')).replaceAll('\u00a0', '~');
const en = (message: string) => exchangeMessage(message, inEnglish, formatsFor('en'));

describe('exchangeMessage', () => {
  it('gives the domain’s English exactly as it is', () => {
    for (const message of [
      pairMessages(1).tooLarge,
      noRateToBaseMessage('XAU'),
      'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
      'Please select both currencies first',
    ]) {
      expect(en(message)).toBe(message);
    }
  });

  it('translates a pair’s message with its number', () => {
    expect(fr(pairMessages(1).tooLarge)).toBe(
      'Paire 2~: le montant à ce taux est trop élevé pour être enregistré',
    );
    expect(fr(noRateToBaseMessage('XAU'))).toBe('Aucun taux vers CAD pour XAU');
  });

  it('translates what identification needs, with the threshold in French dollars', () => {
    const thresholds = {
      identification_cad: '3000',
      virtual_currency_identification_cad: '1000',
      third_party_record_cad: '2999.5',
      large_cash_cad: '10000',
      large_virtual_currency_cad: '10000',
    };
    const needs = missingRequirements(
      {
        pairs: [{ base_value: '12000', is_virtual_currency: false }],
        transaction_date: '2026-11-15',
        category: 'personal',
        customer: {
          id_cards: [],
          birthday: null,
          address: 'here',
          occupation: 'Baker',
          risk_level: 'high',
        },
        company: null,
        source_of_money: null,
        is_on_behalf: true,
        third_party_relationship: null,
        acting_for_third_party: null,
        window_report: 'cash',
      },
      thresholds,
    ).map((m) => fr(m.message));
    expect(needs).toEqual([
      'Pièce d’identité complète, vérifiée et non expirée~: obligatoire pour les opérations de 3~000~$ ou plus',
      'Date de naissance~: obligatoire pour les opérations de 3~000~$ ou plus',
      'Provenance des fonds~: obligatoire pour toute opération d’un client à risque élevé',
      'Lien entre le client et le bénéficiaire~: obligatoire pour les opérations pour le compte d’un tiers de 2~999,50~$ ou plus',
    ]);
  });

  it('translates a fixed message, and leaves an unknown one in English', () => {
    expect(fr('Please select both currencies first')).toBe('Choisissez d’abord les deux devises');
    expect(fr('Something new')).toBe('Something new');
  });
});

describe('what the till cannot pay out', () => {
  it('reads the refusal back into its parts, the amounts written the reader’s way', () => {
    expect(
      fr(
        'Pair 1: 1234.5 USD cannot be paid out in multiples of 5 USD; 1230 USD can be, or override',
      ),
    ).toBe(
      'Paire 1 : 1~234,5 USD ne peut pas être remis en multiples de 5 USD; 1~230 USD peut l’être, ou forcez',
    );
    expect(
      fr('Pair 2: 3.57 USD cannot be paid out in multiples of 5 USD; override to pay it'),
    ).toBe(
      'Paire 2 : 3,57 USD ne peut pas être remis en multiples de 5 USD; forcez pour le remettre',
    );
  });
});
