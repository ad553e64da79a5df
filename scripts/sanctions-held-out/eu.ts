import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';

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
export function parseEuTravelBans(content: string) {
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
