import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every message the web app shows has its French, and every French entry is a message the app
// shows (issue 28). Keys are the English texts (decision 0039): the messages are read from the
// code's t('…'), msg('…') and translate('…') calls with a literal text, and each must be in the
// French catalogue of its feature (src/web/features/<feature>/fr.json) or the shared one
// (src/web/i18n/fr.json), with the same {{placeholders}}. A catalogue may also hold the
// domain's and the server's messages (any literal text of theirs), which screens show through
// translate().
//
// All catalogues merge into one namespace (setup.ts), so one English text has one French text
// across every catalogue (issue 47): a text whose French depends on its sense takes a context
// (t('Open', { context: 'session' }) reads 'Open_session'). A count's text takes i18next's
// plural forms (t('entries', { count })): French needs its 'one', 'many' and 'other' forms
// ('entries_one', 'entries_many', 'entries_other'), English falls back to the text itself.

const WEB = join(__dirname, '..');
const CALL =
  /\b(?:t|msg|translate)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)(?:\s*,\s*\{\s*context:\s*'(\w+)')?/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const catalogueOf = (file: string) => {
  const parts = relative(WEB, file).split(sep);
  return parts[0] === 'features' ? join(WEB, 'features', parts[1] ?? '', 'fr.json') : null;
};
// i18next's plural suffixes; French uses one (0 and 1), many (1 000 000) and other.
const PLURAL = /_(?:zero|one|two|few|many|other)$/;
const FRENCH_FORMS = ['one', 'many', 'other'];
const singular = (key: string) => key.replace(PLURAL, '');
const read = (path: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

const shared = read(join(WEB, 'i18n', 'fr.json'));
const used = new Map<string, Set<string>>(); // catalogue path (or '' for shared) → keys
for (const file of sourceFiles(WEB)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(CALL)) {
    // A text whose French depends on its sense names it first: t('Clear', { context: 'x' })
    // reads 'Clear_x' in the catalogue (i18next's context), English falling back to 'Clear'.
    const message = unescape(match[1] ?? match[2] ?? match[3] ?? '');
    const key = match[4] ? `${message}_${match[4]}` : message;
    const catalogue = catalogueOf(file) ?? '';
    if (!used.has(catalogue)) used.set(catalogue, new Set());
    used.get(catalogue)?.add(key);
  }
}
const allUsed = new Set([...used.values()].flatMap((keys) => [...keys]));
// The messages the domain and the server write (validation, refusals) are shown translated
// too (translate(message) where they are shown): a catalogue may hold any literal text of theirs.
// A template literal is read whole, so its closing backtick never opens another one; one with
// a ${…} is no literal text itself, but the quoted texts inside its expressions are.
const QUOTED = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g;
const LITERAL = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g;
for (const root of ['domain', 'server']) {
  for (const file of sourceFiles(join(WEB, '..', root))) {
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      if (match[3] === undefined || !text.includes('${')) allUsed.add(unescape(text));
      else
        for (const inner of text.matchAll(QUOTED))
          allUsed.add(unescape(inner[1] ?? inner[2] ?? ''));
    }
  }
}

const catalogues = [
  join(WEB, 'i18n', 'fr.json'),
  ...readdirSync(join(WEB, 'features')).map((f) => join(WEB, 'features', f, 'fr.json')),
];

describe('French catalogues', () => {
  it('have every message the app shows, with the same placeholders', () => {
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [catalogue, keys] of used) {
      const own = catalogue ? read(catalogue) : {};
      for (const key of keys) {
        const french = own[key] ?? shared[key];
        // A count's text may have its French plural forms instead of one French text.
        const forms = FRENCH_FORMS.map((form) => own[`${key}_${form}`] ?? shared[`${key}_${form}`]);
        const texts = french?.trim() ? [french] : forms.every((f) => f?.trim()) ? forms : [];
        if (texts.length === 0)
          missing.push(`${catalogue ? relative(WEB, catalogue) : 'i18n/fr.json'}: ${key}`);
        for (const text of texts)
          if (placeholders(text ?? '').join() !== placeholders(key).join()) mismatched.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  it('hold no message the app does not show', () => {
    const unused = catalogues.flatMap((path) =>
      Object.keys(read(path))
        .filter((key) => !allUsed.has(key) && !allUsed.has(singular(key)))
        .map((key) => `${relative(WEB, path)}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('give one English text the same French in every catalogue', () => {
    // They merge into one: the catalogue loaded last would decide the French of every screen.
    const frenchOf = new Map<string, Map<string, string[]>>(); // key → French → catalogues
    for (const path of catalogues) {
      for (const [key, french] of Object.entries(read(path))) {
        const texts = frenchOf.get(key) ?? new Map<string, string[]>();
        texts.set(french, [...(texts.get(french) ?? []), relative(WEB, path)]);
        frenchOf.set(key, texts);
      }
    }
    const collisions = [...frenchOf]
      .filter(([, texts]) => texts.size > 1)
      .map(([key, texts]) =>
        [key, ...[...texts].map(([french, paths]) => `${paths.join(', ')}: ${french}`)].join(' | '),
      );
    expect(collisions).toEqual([]);
  });

  it('give a French count all its plural forms', () => {
    const incomplete = catalogues.flatMap((path) => {
      const keys = Object.keys(read(path));
      const counted = new Set(keys.filter((key) => PLURAL.test(key)).map(singular));
      return [...counted]
        .filter((key) => FRENCH_FORMS.some((form) => !keys.includes(`${key}_${form}`)))
        .map((key) => `${relative(WEB, path)}: ${key}`);
    });
    expect(incomplete).toEqual([]);
  });
});
