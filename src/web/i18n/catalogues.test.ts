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

describe('French catalogues', () => {
  it('have every message the app shows, with the same placeholders', () => {
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [catalogue, keys] of used) {
      const own = catalogue ? read(catalogue) : {};
      for (const key of keys) {
        const french = own[key] ?? shared[key];
        if (!french?.trim())
          missing.push(`${catalogue ? relative(WEB, catalogue) : 'i18n/fr.json'}: ${key}`);
        else if (placeholders(french).join() !== placeholders(key).join()) mismatched.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  it('hold no message the app does not show', () => {
    const catalogues = [
      join(WEB, 'i18n', 'fr.json'),
      ...readdirSync(join(WEB, 'features')).map((f) => join(WEB, 'features', f, 'fr.json')),
    ];
    const unused = catalogues.flatMap((path) =>
      Object.keys(read(path))
        .filter((key) => !allUsed.has(key))
        .map((key) => `${relative(WEB, path)}: ${key}`),
    );
    expect(unused).toEqual([]);
  });
});
