import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './setup';

// What the screens show through the catalogues merged as the app merges them (setup.ts, issue
// 47): a word with two senses reads each sense's French, a count agrees with its noun in
// French, and English keeps SPEC's texts whatever the count.

const WEB = join(__dirname, '..');
const read = (path: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
const merged = Object.assign(
  {},
  ...readdirSync(join(WEB, 'features')).map((f) => read(join(WEB, 'features', f, 'fr.json'))),
  read(join(WEB, 'i18n', 'fr.json')),
) as Record<string, string>;

const app = i18next.createInstance();
beforeAll(async () => {
  await app.init({
    ...I18N_OPTIONS,
    resources: { en: { translation: {} }, fr: { translation: merged } },
  });
});

// As the screens call them: t() in a component, translate() for a noun written elsewhere.
const inLanguage = (language: 'en' | 'fr') => {
  const t = app.getFixedT(language);
  const footer = (total: number, noun: string) =>
    t('Showing {{from}} to {{to}} of {{total}} {{noun}}', {
      from: 1,
      to: total,
      total,
      noun: t(noun, { count: total, defaultValue: noun }),
    });
  const booked = (n: number) =>
    t('{{n}} exchange transaction(s) completed successfully', { n, count: n });
  return { t, footer, booked };
};

describe('a word with two senses', () => {
  it('reads each sense in French', () => {
    const { t } = inLanguage('fr');
    expect(t('Open', { context: 'session' })).toBe('Ouverte');
    expect(t('Open', { context: 'day' })).toBe('Ouverte');
    expect(t('Open', { context: 'action' })).toBe('Ouvrir');
    expect(t('Open')).toBe('Ouvert');
    expect(t('Closed', { context: 'session' })).toBe('Fermée');
    expect(t('Closed')).toBe('Fermé');
    expect(t('Low', { context: 'risk' })).toBe('Faible');
    expect(t('Low')).toBe('Bas');
    expect(t('Review')).toBe('Examiner');
    expect(t('Review', { context: 'note' })).toBe('Examen');
    expect(t('Rejected')).toBe('Refusé');
    expect(t('Rejected', { context: 'fintrac' })).toBe('Rejet');
    expect(t('{{name}} deactivated', { name: 'Ana' })).toBe('Compte de Ana désactivé');
    expect(t('{{name}} deactivated', { context: 'till', name: 'Caisse 2' })).toBe(
      'Caisse 2 désactivée',
    );
  });

  it('reads the same English in every sense', () => {
    const { t } = inLanguage('en');
    expect(t('Open', { context: 'session' })).toBe('Open');
    expect(t('Open', { context: 'action' })).toBe('Open');
    expect(t('Low', { context: 'risk' })).toBe('Low');
    expect(t('{{name}} deactivated', { context: 'till', name: 'Till 2' })).toBe(
      'Till 2 deactivated',
    );
  });
});

describe('a count', () => {
  it('agrees with its noun in French', () => {
    const { footer, booked, t } = inLanguage('fr');
    expect(footer(1, 'entries')).toBe('Affichage de 1 à 1 sur 1 entrée');
    expect(footer(12, 'entries')).toBe('Affichage de 1 à 12 sur 12 entrées');
    expect(footer(1, 'customers')).toBe('Affichage de 1 à 1 sur 1 client');
    expect(footer(1_000_000, 'customers')).toBe('Affichage de 1 à 1000000 sur 1000000 clients');
    expect(booked(1)).toBe('1 opération de change conclue avec succès');
    expect(booked(2)).toBe('2 opérations de change conclues avec succès');
    expect(t('{{count}} missing — complete the customer', { count: 1 })).toBe(
      '1 manquant — compléter le client',
    );
    // The same noun outside a count keeps its plain French.
    expect(t('customers')).toBe('clients');
  });

  it("keeps SPEC's English whatever the count", () => {
    const { footer, booked } = inLanguage('en');
    expect(footer(1, 'rates')).toBe('Showing 1 to 1 of 1 rates');
    expect(footer(12, 'customers')).toBe('Showing 1 to 12 of 12 customers');
    expect(booked(1)).toBe('1 exchange transaction(s) completed successfully');
    expect(booked(2)).toBe('2 exchange transaction(s) completed successfully');
  });
});
