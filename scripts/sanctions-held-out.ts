// Builds the held-out screening pairs (issue 46) from real list files.
//
// Modes:
//   <un.xml> <sema.xml> [dev|held-out]: a UN consolidated.xml and a Canada sema-lmes.xml.
//     Entries are split in two by a hash of their reference: the "dev" half may be looked at
//     while tuning the matcher, the "held-out" half was written as held-out-pairs.json (the
//     "earlier held-out" set: its misses have since been looked at, so it is no longer blind).
//   fresh <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv>: the fresh held-out set,
//     fresh-held-out-pairs.json, from lists nobody tuned on: a later UN list's entries whose
//     reference the first UN file does not have, and OFAC's SDN list (sdn.csv with its
//     aliases in alt.csv). Every entry that is also in the first two files is left out: the
//     same name, or a shared birth year and two shared words of a name. No hash split: every
//     entry left is held out, and the set is measured once, at the end.
//   uk <...> <subjects.csv> <subject_names.csv> <subject_dobs.csv>: the UK held-out set.
//   eu <un.xml> <sema.xml> <eu-travel-bans.csv>: the EU held-out set, eu-held-out-pairs.json,
//     from the EU's consolidated travel-ban list (persons), less the entries the UN lists and
//     every entry also in the UN and SEMA files or in any held-out set looked at before.
//   au <un.xml> <sema.xml> <sheet1.xml> <sharedStrings.xml>: the Australian held-out set,
//     au-held-out-pairs.json, from DFAT's Consolidated List (regulation8_consolidated.xlsx,
//     its sheet and shared strings as `unzip -p` writes them), less the entries listed under a
//     UN Security Council committee and every entry also in the UN and SEMA files or in any
//     set looked at before (the earlier, fresh, UK and EU held-out sets, the labelled set).
// The labelled set's parties (the tuning set) are left out of all of them. Pairs: a customer
// writing the listed Latin name against the entry's Arabic-script names alone, and the
// reverse; a list's own alias spelt another way against the entry without it; the first and
// last name alone; and somebody else, another listed person who shares exactly one word with
// the entry, in Latin and in Arabic script. At most HELD_OUT_CAP (80; 160 fresh) of a kind.
// Usage: npx tsx scripts/sanctions-held-out.ts <un.xml> <sema.xml> [dev|held-out] > file.json
//        npx tsx scripts/sanctions-held-out.ts fresh <un.xml> <sema.xml> <later-un.xml> \
//          <sdn.csv> <alt.csv> > src/domain/sanctions/fixtures/fresh-held-out-pairs.json
import { readFileSync } from 'node:fs';
import type { BirthRange, ListEntry, ListedName } from '../src/domain/sanctions/list-entry';
import {
  EU_HELD_OUT_ENTRIES,
  FRESH_HELD_OUT_ENTRIES,
  HELD_OUT_ENTRIES,
  UK_HELD_OUT_ENTRIES,
} from '../src/domain/sanctions/fixtures/held-out-pairs';
import { LABELLED_ENTRIES } from '../src/domain/sanctions/fixtures/labelled-pairs';
import { parseSemaList } from '../src/server/modules/sanctions/formats/sema';
import { parseUnList } from '../src/server/modules/sanctions/formats/un';

const args = process.argv.slice(2);
const uk = args[0] === 'uk';
const eu = args[0] === 'eu';
const au = args[0] === 'au';
const fresh = args[0] === 'fresh' || uk;
const [unPath, semaPath, third, sdnPath, altPath, ukSubjects, ukNames, ukBirths] = fresh
  ? args.slice(1)
  : eu || au
    ? [args[1], args[2], undefined]
    : args;
const euPath = eu ? args[3] : undefined;
const [auSheet, auStrings] = au ? [args[3], args[4]] : [];
const half = uk ? 'uk' : eu ? 'eu' : au ? 'au' : fresh ? 'fresh' : (third ?? 'held-out');
if (
  !unPath ||
  !semaPath ||
  (fresh && (!third || !sdnPath || !altPath)) ||
  (uk && (!ukSubjects || !ukNames || !ukBirths)) ||
  (eu && !euPath) ||
  (au && (!auSheet || !auStrings))
) {
  throw new Error(
    'usage: sanctions-held-out.ts <un.xml> <sema.xml> [half] | ' +
      'fresh <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> | ' +
      'uk <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> <subjects.csv> ' +
      '<subject_names.csv> <subject_dobs.csv> | eu <un.xml> <sema.xml> <eu-travel-bans.csv> | ' +
      'au <un.xml> <sema.xml> <sheet1.xml> <sharedStrings.xml>',
  );
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f]/;
const PARTICLES = new Set(['al', 'el', 'bin', 'ibn', 'bint', 'ben', 'ould']);

function fnv(text: string) {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const words = (name: string) =>
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
function sameShape(a: string, b: string) {
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
function asWritten(name: string): string | null {
  if (/[()[\]]|\bson of\b|\bna$/i.test(name)) return null;
  if (ARABIC.test(name) && /[A-Za-z]/.test(name)) return null;
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  return comma ? `${comma[2]} ${comma[1]}` : name.includes(',') ? null : name;
}

// Name units: "Abd al-Baqi", "Abu Bakr", "bin Laden" are one unit of a name, not two.
const JOINING = /^(abd|abdul|abdel|abdal|abu|abou|al|el|bin|ben|ibn|ould|bint)$/i;
function units(name: string): string[] {
  const out: string[] = [];
  for (const part of name.trim().split(/\s+/)) {
    const previous = out[out.length - 1];
    if (previous !== undefined && JOINING.test(previous.split(/\s+/).pop()!.replace(/-$/, ''))) {
      out[out.length - 1] = `${previous} ${part}`;
    } else out.push(part);
  }
  return out;
}

const labelled = new Set(LABELLED_ENTRIES.map((e) => e.reference));
const labelledNames = new Set(LABELLED_ENTRIES.map((e) => words(e.names[0]!.name).join(' ')));
const un = parseUnList(readFileSync(unPath, 'utf8'));
const sema = parseSemaList(readFileSync(semaPath, 'utf8'));
const individuals = (list: ListEntry[]) => list.filter((e) => e.kind === 'individual');
const tuned = [...individuals(un.entries), ...individuals(sema.entries)];

// --- OFAC's SDN list as sdn.csv and alt.csv: ent_num, "LAST, First", type, programme, ...,
// remarks ("DOB 10 Dec 1948; alt. DOB 1950; POB ..."); alt.csv: ent_num, alt_num, aka, name.
function csvRows(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < content.length; i += 1) {
    const c = content[i]!;
    if (quoted) {
      if (c === '"' && content[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field.trim());
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && content[i + 1] === '\n') i += 1;
      row.push(field.trim());
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length > 0) rows.push([...row, field.trim()]);
  return rows;
}
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
function sdnBirths(remarks: string): BirthRange[] {
  const out: BirthRange[] = [];
  const pattern =
    /\bDOB (?:circa )?(?:(\d{1,2}) )?(?:([A-Z][a-z]{2}) )?(\d{4})(?: to (?:\d{1,2} )?(?:[A-Z][a-z]{2} )?(\d{4}))?/g;
  for (const [, day, month, year, until] of remarks.matchAll(pattern)) {
    const m = month ? MONTHS.indexOf(month.toLowerCase()) + 1 : 0;
    if (day && m > 0) {
      const d = `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
      out.push({ from: d, to: d });
    } else out.push({ from: `${year}-01-01`, to: `${until ?? year}-12-31` });
  }
  return out;
}
// "AL ZAWAHIRI, Dr. Ayman" is Ayman al-Zawahiri as a customer writes it: given name first and
// no title of address.
const sdnName = (name: string) => {
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  const ordered = comma ? `${comma[2]} ${comma[1]}` : name;
  return ordered.replace(/\b(Dr|Mr|Mrs|Gen|Col|Brig|Maj|Capt)\.\s*/g, '').trim();
};
function parseSdn(sdn: string, alt: string): ListEntry[] {
  const aliases = new Map<string, ListedName[]>();
  for (const [id = '', , type = '', name = ''] of csvRows(alt)) {
    if (!/^(aka|fka|nka)$/.test(type) || !name || name === '-0-') continue;
    const list = aliases.get(id) ?? [];
    list.push({ name: sdnName(name), kind: 'alias', quality: 'good' });
    aliases.set(id, list);
  }
  return csvRows(sdn)
    .filter((r) => r[2] === 'individual')
    .map((r) => ({
      reference: `OFAC ${r[0]}`,
      kind: 'individual' as const,
      names: [
        { name: sdnName(r[1]!), kind: 'primary' as const, quality: null },
        ...(aliases.get(r[0]!) ?? []),
      ],
      birth_dates: sdnBirths(r[11] ?? ''),
      countries: [],
      programme: r[3] ?? null,
      listed_on: null,
    }));
}

// --- The UK Sanctions List (FCDO) as covyr/uk-sanctions-list splits it into tables:
// subjects.csv (unique_id, subject_type, un_reference_number, ...), subject_names.csv
// (name_id, unique_id, name_type primary | primary_variation | alias, alias_strength,
// full_name, ...) and subject_dobs.csv (dob_id, unique_id, year, month, day, precision).
function parseUk(subjectsCsv: string, namesCsv: string, birthsCsv: string) {
  const table = (content: string) => {
    const [head = [], ...rows] = csvRows(content);
    return rows.map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])));
  };
  const names = new Map<string, ListedName[]>();
  for (const row of table(namesCsv)) {
    const name = row.full_name!.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    const list = names.get(row.unique_id!) ?? [];
    const primary = row.name_type === 'primary' && !list.some((n) => n.kind === 'primary');
    const listedName: ListedName = primary
      ? { name, kind: 'primary', quality: null }
      : {
          name,
          kind: 'alias',
          quality: row.alias_strength === 'low_quality_aka' ? 'low' : 'good',
        };
    if (list.some((n) => n.name === name)) continue;
    if (primary) list.unshift(listedName);
    else list.push(listedName);
    names.set(row.unique_id!, list);
  }
  const birthsOf = new Map<string, BirthRange[]>();
  for (const row of table(birthsCsv)) {
    const year = row.year!;
    if (!/^\d{4}$/.test(year)) continue;
    const list = birthsOf.get(row.unique_id!) ?? [];
    if (row.precision === 'exact' && /^\d\d$/.test(row.month!) && /^\d\d$/.test(row.day!)) {
      const day = `${year}-${row.month}-${row.day}`;
      list.push({ from: day, to: day });
    } else list.push({ from: `${year}-01-01`, to: `${year}-12-31` });
    birthsOf.set(row.unique_id!, list);
  }
  return table(subjectsCsv)
    .filter((row) => row.subject_type === 'individual' && names.get(row.unique_id!)?.[0])
    .map((row) => ({
      un: row.un_reference_number ?? '',
      entry: {
        reference: `UK ${row.unique_id}`,
        kind: 'individual' as const,
        names: names.get(row.unique_id!)!,
        birth_dates: birthsOf.get(row.unique_id!) ?? [],
        countries: [],
        programme: null,
        listed_on: null,
      } satisfies ListEntry,
    }));
}

// --- The EU's consolidated list of persons subject to travel restrictions (the Financial
// Sanctions Database export of 2022-09-13, the same FSD schema as the financial sanctions
// file) as a CSV, one row per sanctionEntity: logicalId, subjectType.classificationCode,
// unitedNationId, remark, and each repeated element either as a Python list of dicts
// (nameAlias: "[{'wholeName': ..., 'strong': 'true', ...}, ...]", birthdate likewise) or, when
// the entity has one, flattened into columns (nameAlias.wholeName, birthdate.year...).
type PyValue = string | number | boolean | null | PyValue[] | { [key: string]: PyValue };
function pythonLiteral(text: string): PyValue {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  const value = (): PyValue => {
    space();
    const c = text[at];
    if (c === '[' || c === '{') {
      const close = c === '[' ? ']' : '}';
      at += 1;
      const list: PyValue[] = [];
      const dict: Record<string, PyValue> = {};
      for (;;) {
        space();
        if (text[at] === close) break;
        const item = value();
        space();
        if (c === '{') {
          at += 1; // ':'
          dict[String(item)] = value();
          space();
        } else list.push(item);
        if (text[at] === ',') at += 1;
      }
      at += 1;
      return c === '[' ? list : dict;
    }
    if (c === "'" || c === '"') {
      at += 1;
      let out = '';
      while (text[at] !== c) {
        if (text[at] === '\\') {
          const e = text[at + 1]!;
          if (e === 'x' || e === 'u') {
            const size = e === 'x' ? 2 : 4;
            out += String.fromCharCode(parseInt(text.slice(at + 2, at + 2 + size), 16));
            at += 2 + size;
            continue;
          }
          out += ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
          at += 2;
        } else {
          out += text[at];
          at += 1;
        }
      }
      at += 1;
      return out;
    }
    const word = /^[^,\]}:\s]+/.exec(text.slice(at))![0];
    at += word.length;
    if (word === 'True' || word === 'False') return word === 'True';
    if (word === 'None') return null;
    return Number(word);
  };
  return value();
}
function parseEuTravelBans(content: string) {
  const [head = [], ...rows] = csvRows(content);
  const table = rows.map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])));
  type Fields = Record<string, string>;
  // A repeated element: the Python list when there is one, else the flattened columns.
  const repeated = (row: Fields, element: string): Fields[] => {
    if (row[element]?.startsWith('[')) {
      return (pythonLiteral(row[element]) as Fields[]).map((item) =>
        Object.fromEntries(Object.entries(item).map(([k, v]) => [k, String(v ?? '')])),
      );
    }
    const flat = Object.entries(row)
      .filter(([k, v]) => k.startsWith(`${element}.`) && v !== '')
      .map(([k, v]) => [k.slice(element.length + 1), v]);
    return flat.length > 0 ? [Object.fromEntries(flat) as Fields] : [];
  };
  const pad = (n: string) => n.padStart(2, '0');
  return table
    .filter((row) => row['subjectType.classificationCode'] === 'P')
    .map((row) => {
      const names: ListedName[] = [];
      for (const alias of repeated(row, 'nameAlias')) {
        const name = (alias.wholeName ?? '').replace(/\s+/g, ' ').trim();
        if (!name || names.some((n) => n.name === name)) continue;
        names.push(
          names.length === 0
            ? { name, kind: 'primary', quality: null }
            : { name, kind: 'alias', quality: alias.strong === 'false' ? 'low' : 'good' },
        );
      }
      const birthDates: BirthRange[] = [];
      for (const b of repeated(row, 'birthdate')) {
        if (/^\d{4}-\d\d-\d\d$/.test(b.birthdate ?? '')) {
          birthDates.push({ from: b.birthdate!, to: b.birthdate! });
        } else if (/^\d{4}$/.test(b.year ?? '') && b.monthOfYear && b.dayOfMonth) {
          const day = `${b.year}-${pad(b.monthOfYear)}-${pad(b.dayOfMonth)}`;
          birthDates.push({ from: day, to: day });
        } else if (/^\d{4}$/.test(b.year ?? '')) {
          birthDates.push({ from: `${b.year}-01-01`, to: `${b.year}-12-31` });
        } else if (/^\d{4}$/.test(b.yearRangeFrom ?? '')) {
          const to = /^\d{4}$/.test(b.yearRangeTo ?? '') ? b.yearRangeTo : b.yearRangeFrom;
          birthDates.push({ from: `${b.yearRangeFrom}-01-01`, to: `${to}-12-31` });
        }
      }
      // Entries the UN lists: a UN reference, or a remark or name note citing the Security
      // Council or its INTERPOL-UN notices.
      const un =
        row.unitedNationId !== '' ||
        /security council|interpol-un|unsc/i.test(`${row.remark} ${row.nameAlias}`);
      return {
        un,
        entry: {
          reference: `EU ${row.logicalId}`,
          kind: 'individual' as const,
          names,
          birth_dates: birthDates,
          countries: [],
          programme: null,
          listed_on: null,
        } satisfies ListEntry,
      };
    })
    .filter(({ entry }) => entry.names.length > 0);
}

// --- DFAT's Consolidated List (Australia) as an Excel sheet: one row per name, Reference "2"
// for the primary name and "2a", "2b"... for its aka and original-script names; Type, Name
// Type (Primary Name, aka, Original Script), Date of Birth (an Excel day number, a day written
// out, or years), and Committees: a UN Security Council committee ("1988 (Taliban)") or
// "Autonomous (Russia)", "1373 (2001)" for Australia's own listings.
function parseDfat(sheetXml: string, stringsXml: string) {
  const unescape = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, '&');
  const strings = [...stringsXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    unescape([...si!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const rows = [...sheetXml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: Record<string, string> = {};
    for (const [, column, attributes, body] of row!.matchAll(
      /<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const value = /<v>([\s\S]*?)<\/v>/.exec(body ?? '')?.[1] ?? '';
      cells[column!] = / t="s"/.test(attributes!) ? strings[Number(value)]! : unescape(value);
    }
    return cells;
  });
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const birthsOf = (text: string): BirthRange[] => {
    const t = text.trim();
    // An Excel day number (days since 1899-12-30).
    if (/^\d{5}$/.test(t)) {
      const d = day(new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000));
      return [{ from: d, to: d }];
    }
    const out: BirthRange[] = [];
    for (const [, dd, mm, yyyy] of t.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
      const d = `${yyyy}-${mm!.padStart(2, '0')}-${dd!.padStart(2, '0')}`;
      out.push({ from: d, to: d });
    }
    if (out.length > 0) return out;
    for (const [year] of t.matchAll(/\b(19|20)\d\d\b/g)) {
      out.push({ from: `${year}-01-01`, to: `${year}-12-31` });
    }
    return out;
  };
  const people = new Map<string, { un: boolean; entry: ListEntry }>();
  for (const row of rows.slice(1)) {
    const reference = /^\d+/.exec((row.A ?? '').trim())?.[0];
    const name = (row.B ?? '').replace(/\s+/g, ' ').trim();
    if (!reference || !name || (row.C ?? '').trim().toLowerCase() !== 'individual') continue;
    const known = people.get(reference);
    const type = (row.D ?? '').trim().toLowerCase();
    const entry: ListEntry = known?.entry ?? {
      reference: `AU ${reference}`,
      kind: 'individual',
      names: [],
      birth_dates: birthsOf(row.E ?? ''),
      countries: [],
      programme: null,
      listed_on: null,
    };
    if (!entry.names.some((n) => n.name === name)) {
      const primary = type.startsWith('primary') && !entry.names.some((n) => n.kind === 'primary');
      if (primary) entry.names.unshift({ name, kind: 'primary', quality: null });
      else entry.names.push({ name, kind: 'alias', quality: 'good' });
    }
    // Listed under a UN Security Council committee: "1267/1989/2253 (...)", "1718 (DPRK)"; the
    // autonomous listings and Australia's own under resolution 1373 are not the UN's.
    const un = /^\s*\d/.test(row.K ?? '') && !/^\s*1373\b/.test(row.K ?? '');
    people.set(reference, { un: (known?.un ?? false) || un, entry });
  }
  return [...people.values()].filter(({ entry }) => entry.names[0]?.kind === 'primary');
}

// An entry of a fresh list that is also in the files tuned on: the same name (words in any
// order), or a shared birth year and two words shared by one of its names and one of theirs.
const nameKey = (name: string) => [...new Set(words(name))].sort().join(' ');
const years = (e: ListEntry) =>
  new Set(
    e.birth_dates.flatMap((b) => {
      const out: string[] = [];
      for (let y = Number(b.from.slice(0, 4)); y <= Number(b.to.slice(0, 4)); y += 1) {
        out.push(String(y));
      }
      return out.slice(0, 12);
    }),
  );
// In uk mode the fresh set's files (the later UN list, OFAC's SDN list) were tuned on too.
const laterUn = fresh ? parseUnList(readFileSync(third!, 'utf8')) : null;
const sdnEntries = fresh
  ? parseSdn(readFileSync(sdnPath!, 'utf8'), readFileSync(altPath!, 'utf8'))
  : [];
if (uk) tuned.push(...individuals(laterUn!.entries), ...sdnEntries);
// In eu mode every entry of the earlier held-out, fresh and UK sets was looked at in tuning: an
// EU entry also in one of them (or in the UN 2020 and SEMA 2020 files) is left out.
if (eu || au) {
  tuned.push(...HELD_OUT_ENTRIES, ...FRESH_HELD_OUT_ENTRIES, ...UK_HELD_OUT_ENTRIES);
}
// In au mode the EU set was looked at too (in the fifth round).
if (au) tuned.push(...EU_HELD_OUT_ENTRIES);
const tunedKeys = new Set(
  [...tuned, ...LABELLED_ENTRIES].flatMap((e) => e.names.map((n) => nameKey(n.name))),
);
const tunedByYear = new Map<string, Set<string>[]>();
for (const e of [...tuned, ...LABELLED_ENTRIES]) {
  for (const y of years(e)) {
    const list = tunedByYear.get(y) ?? [];
    list.push(...e.names.map((n) => new Set(words(n.name))));
    tunedByYear.set(y, list);
  }
}
function alsoTuned(e: ListEntry): boolean {
  if (e.names.some((n) => tunedKeys.has(nameKey(n.name)))) return true;
  const mineWords = e.names.map((n) => new Set(words(n.name)));
  return [...years(e)].some((y) =>
    (tunedByYear.get(y) ?? []).some((theirs) =>
      mineWords.some((m) => [...m].filter((w) => w.length > 2 && theirs.has(w)).length >= 2),
    ),
  );
}

type Listed = { e: ListEntry; source: string };
let listed: Listed[];
let pool: Listed[];
let mine: Listed[];
let about: string;
if (uk) {
  const ukList = parseUk(
    readFileSync(ukSubjects!, 'utf8'),
    readFileSync(ukNames!, 'utf8'),
    readFileSync(ukBirths!, 'utf8'),
  );
  const unReferences = new Set(
    [...un.entries, ...laterUn!.entries].map((e) => e.reference.replace(/\s+/g, '')),
  );
  const all = ukList.map(({ entry }) => ({ e: entry, source: 'uk' }));
  listed = ukList
    .filter(({ un: ref, entry }) => !unReferences.has(ref.replace(/\s+/g, '')) && !alsoTuned(entry))
    .map(({ entry }) => ({ e: entry, source: 'uk' }))
    .filter(({ e }) => !labelled.has(e.reference));
  pool = listed;
  mine = listed;
  console.error(
    `uk: ${ukList.length} UK individuals; ${all.length - listed.length} also in the tuned files left out`,
  );
  about =
    `UK held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (uk) from a ` +
    `list the matcher was never tuned on: the individuals of the UK Sanctions List (FCDO) as ` +
    `split into tables by covyr/uk-sanctions-list (commit ec7a463, 2026-05-13), less every one ` +
    `whose UN reference is in the UN ${un.version} or ${laterUn!.version} files, or that is also ` +
    `in those files, the SEMA 2020 file, OFAC's SDN list of 2022-01-31 or the labelled set. ` +
    `Measured once, after the third round's tuning. See held-out-pairs.ts for the format.`;
} else if (eu) {
  const euList = parseEuTravelBans(readFileSync(euPath!, 'utf8'));
  const all = euList.map(({ entry }) => ({ e: entry, source: 'eu' }));
  listed = euList
    .filter(({ un: fromUn, entry }) => !fromUn && !alsoTuned(entry))
    .map(({ entry }) => ({ e: entry, source: 'eu' }))
    .filter(({ e }) => !labelled.has(e.reference));
  pool = listed;
  mine = listed;
  console.error(
    `eu: ${euList.length} EU persons; ${all.length - listed.length} from the UN or also in the ` +
      `tuned files left out`,
  );
  about =
    `EU held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (eu) from a ` +
    `list the matcher was never tuned on: the persons of the EU's consolidated list of persons ` +
    `subject to travel restrictions (the FSD export of 2022-09-13, as converted to CSV in the ` +
    `public repository simonabisiani/EU-sanctions-tracker, travel_bans_massi.csv at commit ` +
    `d2a9e65), less every one the UN lists (a UN reference or a Security Council remark) and ` +
    `every one also in the UN ${un.version} or SEMA 2020 files, in the earlier, fresh or UK ` +
    `held-out sets, or in the labelled set. Built after the fourth round's tuning and measured ` +
    `once. See held-out-pairs.ts for the format.`;
} else if (au) {
  const auList = parseDfat(readFileSync(auSheet!, 'utf8'), readFileSync(auStrings!, 'utf8'));
  listed = auList
    .filter(({ un: fromUn, entry }) => !fromUn && !alsoTuned(entry))
    .map(({ entry }) => ({ e: entry, source: 'au' }))
    .filter(({ e }) => !labelled.has(e.reference));
  pool = listed;
  mine = listed;
  console.error(
    `au: ${auList.length} DFAT individuals; ${auList.length - listed.length} from the UN or ` +
      `also in the tuned files left out`,
  );
  about =
    `Australian held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (au) ` +
    `from a list the matcher was never tuned on: the individuals of DFAT's Consolidated List ` +
    `(regulation8_consolidated.xlsx, modified 2024-11-11, as committed in the public repository ` +
    `Stanux/app-lista-negra at commit 48e0808), less every one listed under a UN Security ` +
    `Council committee and every one also in the UN ${un.version} or SEMA 2020 files, in the ` +
    `earlier, fresh, UK or EU held-out sets, or in the labelled set. Built after the fifth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
} else if (fresh) {
  const later = laterUn!;
  const known = new Set(un.entries.map((e) => e.reference));
  const newUn = individuals(later.entries).filter((e) => !known.has(e.reference));
  const sdn = sdnEntries;
  const all = [
    ...newUn.map((e) => ({ e, source: 'un' })),
    ...sdn.map((e) => ({ e, source: 'ofac' })),
  ];
  listed = all.filter(({ e }) => !labelled.has(e.reference) && !alsoTuned(e));
  pool = listed;
  mine = listed;
  console.error(
    `fresh: ${newUn.length} new UN individuals, ${sdn.length} SDN individuals; ` +
      `${all.length - listed.length} also in the tuned files left out`,
  );
  about =
    `Fresh held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (fresh) ` +
    `from lists the matcher was not tuned on: the individuals of the UN Security Council ` +
    `Consolidated List generated ${later.version} whose reference the ${un.version} file ` +
    `lacks, and the individuals of OFAC's SDN list (sdn.csv and alt.csv as committed on ` +
    `2022-01-31), less every one also in the UN ${un.version} or SEMA 2020 files or the ` +
    `labelled set. Measured once, after the tuning. See held-out-pairs.ts for the format.`;
} else {
  listed = tuned.map((e) => ({ e, source: un.entries.includes(e) ? 'un' : 'sema' }));
  pool = listed.filter(
    ({ e }) => !labelled.has(e.reference) && !labelledNames.has(words(e.names[0]!.name).join(' ')),
  );
  mine = pool.filter(({ e }) => (fnv(e.reference) % 2 === 1) === (half === 'held-out'));
  about =
    `Held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts from the UN ` +
    `Security Council Consolidated List (consolidated.xml generated ${un.version}) and ` +
    `Canada's SEMA list (sema-lmes.xml of 2020): the half of their individuals whose ` +
    `reference hashes odd, the labelled set's parties left out. See held-out-pairs.ts for ` +
    `the line format.`;
}

type Line = { ref: string; names: ListedName[]; births: ListEntry['birth_dates'] };
const entries: Line[] = [];
const pairs: [string, string, number, boolean][] = [];
const split = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return [parts[0]!, parts.slice(1).join(' ')] as const;
};
function addEntry(ref: string, names: ListedName[], e: ListEntry) {
  entries.push({ ref, names, births: e.birth_dates });
  return entries.length - 1;
}
// The fresh lists have four times the entries: twice the pairs of a kind.
const CAP = Number(process.env.HELD_OUT_CAP ?? (fresh || eu || au ? 160 : 80));
function pair(written: string, entry: number, listedPair: boolean, kind: string) {
  const subject = asWritten(written);
  if (subject === null) return;
  const [first, last] = split(subject);
  if (!last || (counts[kind] ?? 0) >= CAP) return;
  pairs.push([first, last, entry, listedPair]);
  counts[kind] = (counts[kind] ?? 0) + 1;
}
const counts: Record<string, number> = {};

const shuffled = [...mine].sort((a, b) => fnv(`x${a.e.reference}`) - fnv(`x${b.e.reference}`));
for (const [i, { e }] of shuffled.entries()) {
  const arabic = e.names.filter((n) => ARABIC.test(n.name));
  const latin = e.names.filter((n) => !ARABIC.test(n.name));
  const primary = latin[0];
  if (!primary) continue;
  const full = addEntry(e.reference, e.names, e);
  // Somebody else: another listed person sharing a word with this one (a given name, a
  // family or tribal name), as a customer who happens to bear it.
  const mineWords = new Set(words(primary.name));
  // Exactly one shared word: a different real-looking person, not a near namesake.
  const others = listed.filter(({ e: o }) => {
    const theirs = words(o.names[0]!.name);
    return (
      o.reference !== e.reference &&
      theirs.length >= 2 &&
      theirs.filter((w) => mineWords.has(w)).length === 1 &&
      theirs.some((w) => mineWords.has(w) && w.length > 2)
    );
  });
  const other = others[fnv(e.reference) % Math.max(1, others.length)]?.e;
  if (other) pair(other.names[0]!.name, full, false, 'other person, Latin');
  if (arabic.length > 0) {
    const scriptOnly = addEntry(
      `${e.reference} (script)`,
      arabic.map((n, k) => ({ ...n, kind: k === 0 ? 'primary' : 'alias' })),
      e,
    );
    const latinOnly = addEntry(`${e.reference} (Latin)`, latin, e);
    pair(primary.name, scriptOnly, true, 'Latin name, listed in its script');
    pair(arabic[0]!.name, latinOnly, true, 'name in its script, listed in Latin');
    const otherScript = other?.names.find((n) => ARABIC.test(n.name));
    if (other) pair(other.names[0]!.name, scriptOnly, false, 'other person, Latin vs script');
    if (otherScript) pair(otherScript.name, full, false, 'other person, script');
  }
  const variant = latin.find(
    (a) =>
      a.kind === 'alias' &&
      a.quality !== 'low' &&
      latin.some((b) => b !== a && sameShape(a.name, b.name)),
  );
  if (variant) {
    const without = addEntry(
      `${e.reference} (without ${variant.name})`,
      e.names.filter((n) => n !== variant),
      e,
    );
    pair(variant.name, without, true, 'spelling variant (list alias)');
  }
  const parts = units(primary.name);
  if (parts.length >= 4 && i % 2 === 0) {
    pair(`${parts[0]} ${parts[parts.length - 1]}`, full, true, 'given and last name only');
  }
}

console.error(`${half}: ${mine.length} entries of ${pool.length}; pairs`, counts);
const esc = (s: string) => s.replace(/[|;\n]/g, ' ');
const used = [...new Set(pairs.map((p) => p[2]))].sort((a, b) => a - b);
const renumber = new Map(used.map((id, k) => [id, k]));
const names = (e: Line) =>
  e.names
    .map((n) => `${n.kind === 'primary' ? '' : n.quality === 'low' ? '~' : '+'}${esc(n.name)}`)
    .join(';');
const births = (e: Line) =>
  e.births.map((b) => (b.from === b.to ? b.from : `${b.from}/${b.to}`)).join(';');
const file = {
  about,
  entries: used.map(
    (id, i) => `${i}|${esc(entries[id]!.ref)}|${names(entries[id]!)}|${births(entries[id]!)}`,
  ),
  pairs: pairs.map(([f, l, e, y]) => `${esc(f)}|${esc(l)}|${renumber.get(e)}|${y ? 1 : 0}`),
};
console.log(JSON.stringify(file, null, 2));
