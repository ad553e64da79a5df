// Words and shapes of names as the held-out pairs are made from them (issue 46): a name's
// words, the same name spelt another way, a name as a customer writes it, and name units.
import type { BirthRange, ListedName } from '../../src/domain/sanctions/list-entry';

export const ARABIC = /[\u0600-\u06ff\u0750-\u077f]/;
export const PARTICLES = new Set(['al', 'el', 'bin', 'ibn', 'bint', 'ben', 'ould']);

export function fnv(text: string) {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export const words = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'‘’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !PARTICLES.has(w));

function editDistance(a: string, b: string) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
// The same name spelt another way (not another name of the party): as many words, and each
// word pairs with one of the other name's words that differs in fewer than half its letters.
export function sameShape(a: string, b: string) {
  const wa = words(a);
  const wb = words(b);
  if (wa.length !== wb.length || wa.length < 2 || wa.join(' ') === wb.join(' ')) return false;
  const left = [...wb];
  return wa.every((w) => {
    const at = left.findIndex((l) => editDistance(w, l) < Math.max(w.length, l.length) / 2);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

// A customer writes a name in one script, without the list's notes: "Siregar, Parlin" is
// written "Parlin Siregar"; a name with brackets, a note or two scripts is not used.
export function asWritten(name: string): string | null {
  if (/[()[\]]|\bson of\b|\bna$/i.test(name)) return null;
  if (ARABIC.test(name) && /[A-Za-z]/.test(name)) return null;
  const turned = commaTurned(name);
  return turned !== name || !name.includes(',') ? turned : null;
}

/** "Siregar, Parlin" as a customer writes it, "Parlin Siregar"; a name with no comma, or more
 * than one, as it is. */
export function commaTurned(name: string): string {
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  return comma ? `${comma[2]!.trim()} ${comma[1]!.trim()}` : name;
}

/** A birth date as the lists write it, a day (1965-09-11) or only its year (1950, 1950-XX-XX,
 * 1950-03), as the range of days it may be; none when it gives no year. */
export function birthRange(text: string): BirthRange[] {
  const born = text.trim();
  if (/^\d{4}-\d\d-\d\d$/.test(born)) return [{ from: born, to: born }];
  const year = /^(\d{4})/.exec(born)?.[1];
  return year ? [{ from: `${year}-01-01`, to: `${year}-12-31` }] : [];
}

// Name units: "Abd al-Baqi", "Abu Bakr", "bin Laden" are one unit of a name, not two.
const JOINING = /^(abd|abdul|abdel|abdal|abu|abou|al|el|bin|ben|ibn|ould|bint)$/i;
export function units(name: string): string[] {
  const out: string[] = [];
  for (const part of name.trim().split(/\s+/)) {
    const previous = out[out.length - 1];
    if (previous !== undefined && JOINING.test(previous.split(/\s+/).pop()!.replace(/-$/, ''))) {
      out[out.length - 1] = `${previous} ${part}`;
    } else out.push(part);
  }
  return out;
}

/** A capitalised surname as most lists write it (QADDUR, MADURO): capitals and hyphens. */
export const CAPITALISED_SURNAME = /^[\p{Lu}-]{2,}$/u;

/** "QADDUR Khalid", "MADURO MOROS Nicolás": the leading capitalised surname (each word that
 * `surname` matches) moved to the end, as a customer writes the name. */
export function givenFirst(name: string, surname = CAPITALISED_SURNAME): string {
  const parts = name.replace(/\s+/g, ' ').trim().split(' ');
  let at = 0;
  while (at < parts.length && surname.test(parts[at]!)) at += 1;
  if (at === 0 || at === parts.length) return parts.join(' ');
  return [...parts.slice(at), ...parts.slice(0, at)].join(' ');
}

/** One person's names as a list gives them: the first the primary name, the others aliases,
 * each once; empty ones left out. */
export function listedNames(names: Iterable<string>): ListedName[] {
  const listed: ListedName[] = [];
  for (const name of names) {
    if (!name || listed.some((n) => n.name === name)) continue;
    listed.push(
      listed.length === 0
        ? { name, kind: 'primary', quality: null }
        : { name, kind: 'alias', quality: 'good' },
    );
  }
  return listed;
}

/** A YAML field as text: a string or a number, its runs of spaces as one, trimmed; else ''. */
export const yamlText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\s+/g, ' ').trim()
    : '';

/** A YAML field that may be one value or a list of them, as a list. */
export const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
