import {
  ListFormatError,
  type BirthRange,
  type ListEntry,
  type ListedName,
  type ParsedList,
} from '@domain/sanctions/list-entry';
import { readBirthDates, readDay, yearRange, yearsRange } from './dates';
import { collapse, distinctNames } from './text';
import { attribute, elements, readXml, text, texts, type XmlDocument, type XmlNode } from './xml';

// The UN Security Council Consolidated List (consolidated.xml):
//   <CONSOLIDATED_LIST dateGenerated="2020-03-20T19:09:21.822-04:00">
//     <INDIVIDUALS><INDIVIDUAL> FIRST_NAME … FOURTH_NAME, UN_LIST_TYPE, REFERENCE_NUMBER,
//       LISTED_ON, NAME_ORIGINAL_SCRIPT, NATIONALITY/VALUE, INDIVIDUAL_ALIAS (QUALITY,
//       ALIAS_NAME), INDIVIDUAL_DATE_OF_BIRTH (TYPE_OF_DATE, DATE | YEAR | FROM_YEAR+TO_YEAR)
//     <ENTITIES><ENTITY> FIRST_NAME, …, ENTITY_ALIAS, ENTITY_ADDRESS/COUNTRY

const ROOT = 'CONSOLIDATED_LIST';

// "Good" and "a.k.a." are names the party is known by; "Low" is a weak alias the UN itself
// says may give false hits; "f.k.a." is a former name, still worth screening, unrated.
const QUALITY: Record<string, ListedName['quality']> = {
  good: 'good',
  'a.k.a.': 'good',
  low: 'low',
};

// One ALIAS_NAME can hold several names: "Abdul Rehman; Abd Ur-Rehman", and an original-script
// name with its romanisations: "حسن غول (Hassan Ghul; Hassan Gul; Hasan Gul)". Brackets after
// a Latin name ("… (in Iraq)") are part of that name.
function splitAliasNames(raw: string): string[] {
  const bracketed = /^([^()A-Za-z]+)\(([^()]+)\)?$/.exec(raw);
  const parts = bracketed ? [bracketed[1] ?? '', ...(bracketed[2] ?? '').split(';')] : [raw];
  return parts.flatMap((part) => part.split(';'));
}

function aliases(node: XmlNode, aliasElement: string): ListedName[] {
  const names: ListedName[] = [];
  for (const alias of elements(node, aliasElement)) {
    const quality = QUALITY[text(alias, 'QUALITY').toLowerCase()] ?? null;
    for (const name of splitAliasNames(text(alias, 'ALIAS_NAME'))) {
      names.push({ name, kind: 'alias', quality });
    }
  }
  for (const original of texts(node, 'NAME_ORIGINAL_SCRIPT')) {
    names.push({ name: original, kind: 'alias', quality: null });
  }
  return names;
}

/** The primary name first, then the aliases, each spelling once. */
function names(primary: string, others: ListedName[]): ListedName[] {
  const quality = new Map(others.map((o) => [collapse(o.name), o.quality] as const));
  const [first, ...rest] = distinctNames([primary, ...others.map((o) => o.name)]);
  return [
    { name: first ?? primary, kind: 'primary', quality: null },
    ...rest.map((name) => ({ name, kind: 'alias' as const, quality: quality.get(name) ?? null })),
  ];
}

function birthDate(dob: XmlNode): BirthRange[] {
  const date = text(dob, 'DATE');
  if (date) return readBirthDates(date);
  const year = yearRange(text(dob, 'YEAR'));
  if (year) return [year];
  const between = yearsRange(text(dob, 'FROM_YEAR'), text(dob, 'TO_YEAR'));
  if (between) return [between];
  // Some dates are only a note: "August 1960".
  return readBirthDates(text(dob, 'NOTE'));
}

function birthDates(individual: XmlNode): BirthRange[] {
  const ranges = elements(individual, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap(birthDate);
  // An alias may carry the date of birth used with it.
  for (const alias of elements(individual, 'INDIVIDUAL_ALIAS')) {
    ranges.push(...readBirthDates(text(alias, 'DATE_OF_BIRTH')));
  }
  const seen = new Set<string>();
  return ranges.filter((r) => !seen.has(`${r.from}/${r.to}`) && seen.add(`${r.from}/${r.to}`));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function entry(doc: XmlDocument, node: XmlNode, label: string, kind: ListEntry['kind']): ListEntry {
  const reference = text(node, 'REFERENCE_NUMBER');
  const named = reference ? `${label} (${reference})` : label;
  const fail = (message: string) => new ListFormatError(`${named} ${message}`, doc.where(node));
  if (!reference) throw fail('has no REFERENCE_NUMBER');
  const nameParts =
    kind === 'individual'
      ? ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((part) => text(node, part))
      : [text(node, 'FIRST_NAME')];
  const primary = nameParts.filter(Boolean).join(' ');
  if (!primary) throw fail('has no FIRST_NAME');
  const listedOn = text(node, 'LISTED_ON');
  return {
    reference,
    kind,
    names: names(
      primary,
      aliases(node, kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'),
    ),
    birth_dates: kind === 'individual' ? birthDates(node) : [],
    countries: unique(
      kind === 'individual'
        ? elements(node, 'NATIONALITY').flatMap((n) => texts(n, 'VALUE'))
        : elements(node, 'ENTITY_ADDRESS').flatMap((a) => texts(a, 'COUNTRY')),
    ),
    programme: text(node, 'UN_LIST_TYPE') || null,
    listed_on: listedOn ? readDay(listedOn) : null,
  };
}

export function parseUnList(content: string): ParsedList {
  const doc = readXml(content);
  if (doc.rootName !== ROOT) {
    throw new ListFormatError(
      `The root element is <${doc.rootName}>, not the UN list's <${ROOT}>`,
      doc.where(doc.root),
    );
  }
  const entries: ListEntry[] = [];
  const seen = new Map<string, string>();
  const add = (item: ListEntry, label: string, node: XmlNode) => {
    const earlier = seen.get(item.reference);
    if (earlier !== undefined) {
      throw new ListFormatError(
        `${label} has the REFERENCE_NUMBER ${item.reference} of ${earlier}`,
        doc.where(node),
      );
    }
    seen.set(item.reference, label);
    entries.push(item);
  };
  const groups = [
    ['INDIVIDUALS', 'INDIVIDUAL', 'individual'],
    ['ENTITIES', 'ENTITY', 'entity'],
  ] as const;
  for (const [group, element, kind] of groups) {
    const nodes = elements(doc.root, group).flatMap((g) => elements(g, element));
    nodes.forEach((node, i) => {
      const label = `${element} ${i + 1}`;
      add(entry(doc, node, label, kind), label, node);
    });
  }
  if (entries.length === 0) {
    throw new ListFormatError('The file holds no list entries', doc.where(doc.root));
  }
  const generated = attribute(doc.root, 'dateGenerated');
  return {
    source: 'un',
    version: generated || null,
    published_on: /^\d{4}-\d{2}-\d{2}/.test(generated) ? generated.slice(0, 10) : null,
    entries,
  };
}
