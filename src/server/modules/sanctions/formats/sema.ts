import {
  ListFormatError,
  type ListEntry,
  type ListedName,
  type ParsedList,
} from '@domain/sanctions/list-entry';
import { readBirthDates, readDay } from './dates';
import { collapse, distinctNames } from './text';
import { elements, readXml, text, type XmlNode } from './xml';

// Canada's Consolidated Autonomous Sanctions List (SEMA / JVCFOA), published by Global Affairs
// Canada as sema-lmes.xml: a flat <data-set> of <record>, every element optional:
//   Country, LastName, GivenName, EntityOrShip, TitleOrShip, ShipIMONumber,
//   DateOfBirthOrShipBuildDate, Schedule, Item, DateOfListing, Aliases.
// The file has changed its element names over the years and all of them are read alike:
// older copies say Entity, Title and DateOfBirth; the current one pairs English and French
// in each name (Country-Pays, EntityOrShip-EntiteOuNavire, TitleOrShipType-…).

const ROOT = 'data-set';
const RECORD = 'record';

const LEGACY_NAMES: Record<string, string> = {
  Entity: 'EntityOrShip',
  Title: 'TitleOrShip',
  TitleOrShipType: 'TitleOrShip',
  DateOfBirth: 'DateOfBirthOrShipBuildDate',
};

/** The record's fields by their English names ("Country-Pays" → "Country"). */
function fields(record: XmlNode): Map<string, string> {
  const found = new Map<string, string>();
  for (const tag of Object.keys(record)) {
    if (tag.startsWith('@') || tag.startsWith('#')) continue;
    const english = tag.split('-')[0] ?? tag;
    const name = LEGACY_NAMES[english] ?? english;
    const value = text(record, tag);
    if (value && !found.has(name)) found.set(name, value);
  }
  return found;
}

// Country and titles pair English and French: "Russia / Russie", "Oil Tanker | Navire-citerne".
function english(value: string): string {
  return collapse(value.split(/\s*\|\s*|\s+\/\s+/)[0] ?? value);
}

// The Justice for Victims of Corrupt Foreign Officials Regulations are named where a country
// would be; they are a programme, not a country.
function isRegulation(country: string): boolean {
  return /\b(regulations?|act)\b/i.test(country);
}

// A regulation's short name when it gives one: "… Regulations (JVCFOR)" → "JVCFOR".
function shortRegime(country: string): string {
  return /\(([A-Z]{3,})\)\s*$/.exec(country)?.[1] ?? country;
}

// Legal forms that follow a comma inside one name ("Завод "Дагдизель", АО"), compared with
// dots and spaces removed.
const LEGAL_FORMS = new Set(
  [
    'ltd',
    'limited',
    'coltd',
    'co',
    'inc',
    'corp',
    'llc',
    'llp',
    'plc',
    'jsc',
    'ojsc',
    'cjsc',
    'pjsc',
    'gmbh',
    'ag',
    'sa',
    'sarl',
    'srl',
    'spa',
    'bv',
    'nv',
    'pte',
    'pteltd',
    'fze',
    'fzco',
    'fzllc',
    'ooo',
    'oao',
    'pao',
    'zao',
    'ao',
    'ооо',
    'оао',
    'пао',
    'зао',
    'ао',
    'гуп',
    'фгуп',
    'муп',
    'ано',
    'нко',
  ].map((form) => form.normalize('NFC')),
);

function isLegalForm(piece: string): boolean {
  return LEGAL_FORMS.has(piece.replace(/[.\s]/g, '').toLowerCase());
}

/**
 * The Aliases element is free text. Semicolons always separate names. Commas usually do
 * ("Htoo Wood, Htoo Wood Products") but also sit inside one name: before a legal form
 * ("Завод "Дагдизель", АО") or before a lower-case continuation ("Министерство образования,
 * науки и молодежи Республики Крым"); such a piece is joined back to the name before it.
 */
export function splitAliases(raw: string): string[] {
  const names: string[] = [];
  for (const group of raw.split(';')) {
    const pieces: string[] = [];
    for (const piece of group.split(',').map(collapse)) {
      const previous = pieces.length - 1;
      if (previous >= 0 && piece && (isLegalForm(piece) || /^\p{Ll}/u.test(piece))) {
        pieces[previous] = `${pieces[previous]}, ${piece}`;
      } else if (piece) {
        pieces.push(piece);
      }
    }
    names.push(...pieces);
  }
  return names;
}

function names(primary: string, aliasText: string): ListedName[] {
  const [first, ...rest] = distinctNames([primary, ...splitAliases(aliasText)]);
  return [
    { name: first ?? primary, kind: 'primary', quality: null },
    ...rest.map((name) => ({ name, kind: 'alias' as const, quality: null })),
  ];
}

function referenceOf(f: Map<string, string>): string {
  const regime = shortRegime(english(f.get('Country') ?? ''));
  const schedule = f.get('Schedule');
  const parts = [
    schedule && schedule !== 'N/A' ? `Schedule ${schedule}` : '',
    f.get('Item') ? `Item ${f.get('Item')}` : '',
  ].filter(Boolean);
  return [regime, parts.join(', ')].filter(Boolean).join(' — ');
}

function entry(f: Map<string, string>, label: string, where: string | null): ListEntry {
  const entityOrShip = f.get('EntityOrShip') ?? '';
  const person = [f.get('GivenName'), f.get('LastName')].filter(Boolean).join(' ');
  const primary = entityOrShip || person;
  if (!primary) {
    throw new ListFormatError(
      `${label} has no name (no LastName, GivenName or EntityOrShip)`,
      where,
    );
  }
  const kind = entityOrShip ? 'entity' : 'individual';
  const country = english(f.get('Country') ?? '');
  const schedule = f.get('Schedule');
  const programme = [country, schedule && schedule !== 'N/A' ? `Schedule ${schedule}` : '']
    .filter(Boolean)
    .join(', ');
  const listedOn = f.get('DateOfListing');
  return {
    reference: referenceOf(f),
    kind,
    names: names(primary, f.get('Aliases') ?? ''),
    // The same element is a ship's build date: it is no one's birthday.
    birth_dates:
      kind === 'individual' ? readBirthDates(f.get('DateOfBirthOrShipBuildDate') ?? '') : [],
    countries: country && !isRegulation(country) ? [country] : [],
    programme: programme || null,
    listed_on: listedOn ? readDay(listedOn) : null,
  };
}

// Canada publishes no identifier: where a party sits in the law (regime, schedule, item) is
// unique in practice, and a repeat is told apart by its order in the file.
function uniqueReferences(entries: ListEntry[]): ListEntry[] {
  const count = new Map<string, number>();
  return entries.map((e) => {
    const n = (count.get(e.reference) ?? 0) + 1;
    count.set(e.reference, n);
    return n === 1 ? e : { ...e, reference: `${e.reference} (${n})` };
  });
}

export function parseSemaList(content: string): ParsedList {
  const doc = readXml(content);
  if (doc.rootName !== ROOT) {
    throw new ListFormatError(
      `The root element is <${doc.rootName}>, not Canada's <${ROOT}>`,
      doc.where(doc.root),
    );
  }
  const records = elements(doc.root, RECORD);
  const entries = records.map((record, i) => {
    const f = fields(record);
    const item = f.get('Item');
    const label = item ? `record ${i + 1} (Item ${item})` : `record ${i + 1}`;
    return entry(f, label, doc.where(record));
  });
  if (entries.length === 0) {
    throw new ListFormatError('The file holds no list entries', doc.where(doc.root));
  }
  // The file states no version or publication date.
  return { source: 'sema', version: null, published_on: null, entries: uniqueReferences(entries) };
}
