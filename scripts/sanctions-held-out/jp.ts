// --- Japan's asset freezes under the Foreign Exchange and Foreign Trade Act, as the Ministry of
// Finance lists them (shisantouketsu*.xlsx) and the public repository ammitto/data-jp keeps
// them, one YAML file per programme (sources/sanction-lists/mof-asset-freeze/<NN-programme>/
// <date>.yml): `sanction_details.entities[]` with `type` (individual...), `name.en` (Latin),
// `name.ja` (katakana), `aliases[]` (katakana and Latin mixed) and `date_of_birth`
// ("1965-09-11", "1950-XX-XX"). The Latin names carry their other spellings inside them:
// "Sergey(Sergei) AKSYONOV(AKSENOV)", "Andrey (Andrei, Andrej) DOLGOPOLOV (DOLHOPOLOV)", and
// the name in Arabic script as "(original script: ...)". An alias may list several, as
// "(a)OBEID, Maher Rebhi Namr (b)OBAID, Maher Ribhi Nimr". Names in katakana are left out: the
// matcher reads Latin, Cyrillic and Arabic script, and a customer writes a name in one of them.
import { parse } from 'yaml';
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { birthRange, commaTurned, listedNames } from './names';

/** The programmes that carry the UN Security Council's lists (Taliban and ISIL / Al-Qaida,
 * Iraq, the DRC, Sudan, the DPRK's UN lists, Somalia, Libya, the CAR, Yemen, South Sudan,
 * Haiti): every other programme is Japan's own designations. */
const UN_PROGRAMMES =
  /^(02-taliban|05-iraq|06-iraq|07-iraq|09-drc|12-sudan|13-dprk|14-dprk|15-dprk|21-somalia|22-libya|23-libya|37-car|39-yemen|40-south-sudan|42-haiti)/;

const KANA_OR_CJK = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
const ARABIC = /[\u0600-\u06ff]/;

type Entity = {
  id?: string;
  type?: string;
  name?: { en?: string };
  aliases?: unknown[];
  date_of_birth?: unknown;
};

/** Full-width brackets, commas and spaces as ASCII, runs of spaces as one. */
const plain = (text: string) =>
  text
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/，/g, ',')
    .replace(/[\u3000\s]+/g, ' ')
    .trim();

/** A Latin name with its other spellings in brackets after a word: the name without them,
 * then the name with each word's other spellings in turn (one word changed at a time). */
export function spellings(text: string): string[] {
  const words: { word: string; others: string[] }[] = [];
  const pattern = /([^\s()]+)\s*(?:\(([^()]*)\))?/g;
  for (const match of text.matchAll(pattern)) {
    const others = (match[2] ?? '')
      .split(/[,/]/)
      .map((w) => w.trim())
      .filter((w) => w.length > 0 && !/\s/.test(w));
    words.push({ word: match[1]!, others });
  }
  const base = words.map((w) => w.word);
  const names = [base.join(' ')];
  words.forEach(({ others }, i) => {
    for (const other of others) {
      names.push(base.map((w, k) => (k === i ? other : w)).join(' '));
    }
  });
  return names;
}

/** The Latin and Arabic-script names of an entity's `name.en`. */
function primaryNames(en: string): string[] {
  const text = plain(en);
  const script = /\(original script:\s*([^)]*)\)/.exec(text);
  const latin = text.replace(/\(original script:[^)]*\)/, '').trim();
  return [...spellings(latin), ...(script && ARABIC.test(script[1]!) ? [script[1]!.trim()] : [])];
}

/** The Latin names of one alias string, enumerated or not, katakana left out. */
function aliasNames(alias: string): string[] {
  const text = plain(alias)
    .replace(/a\.k\.a\.?:?/gi, ' ')
    .replace(/\s+/g, ' ');
  return text
    .split(/\([a-z]\)/)
    .map((part) => part.replace(/^[\s(]+|[\s)]+$/g, '').trim())
    .filter((part) => part.length > 0 && /[A-Za-z]/.test(part) && !KANA_OR_CJK.test(part))
    .map((part) => commaTurned(part.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim()));
}

/** The individuals of the programmes' files, `un` when the programme carries a UN list. */
export function parseJpMof(files: { programme: string; content: string }[]) {
  const out: { un: boolean; entry: ListEntry }[] = [];
  for (const { programme, content } of files) {
    const doc = parse(content) as { sanction_details?: { entities?: Entity[] } };
    for (const entity of doc.sanction_details?.entities ?? []) {
      if (entity.type !== 'individual' || !entity.name?.en) continue;
      const names = listedNames([
        ...primaryNames(entity.name.en),
        ...(entity.aliases ?? [])
          .filter((a): a is string => typeof a === 'string')
          .flatMap(aliasNames),
      ]);
      if (names.length === 0) continue;
      out.push({
        un: UN_PROGRAMMES.test(programme),
        entry: {
          reference: `JP-MOF ${entity.id ?? `${programme} ${out.length + 1}`}`,
          kind: 'individual',
          names,
          birth_dates: birthRange(
            typeof entity.date_of_birth === 'string' ? entity.date_of_birth : '',
          ),
          countries: [],
          programme,
          listed_on: null,
        },
      });
    }
  }
  return out;
}
