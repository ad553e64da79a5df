// The held-out sets of the later lists (issue 46), in the order they were made: each mode
// reads its list's files (the inputs after the UN and SEMA files), keeps the persons the
// matcher was never tuned on, and says where they came from (the fixture's "about"). The
// pairs are made from them in pairs.ts.
import { readdirSync, readFileSync } from 'node:fs';
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { parseDfat } from './au';
import { parseDfatYaml } from './au-2026';
import { parseCanadaSema } from './ca';
import { parseSeco } from './ch-seco';
import { parseFiaa } from './ch';
import { otherListsSpellings } from './cross-list';
import { parseElsewhere, type Elsewhere } from './elsewhere';
import { parseEuTravelBans } from './eu';
import { oneOtherSpelling, parseEuList } from './eu-2026';
import { parseEuJournal } from './eu-journal';
import { parseFrenchRegister } from './fr';
import { parseJpMof } from './jp';
import { listedNames, words } from './names';
import { parseNzRegister } from './nz';
import { passportSpelling } from './passport-spelling';
import type { Listed } from './pairs';

/** The later lists' modes, in the order their sets were made. */
export const LATER_MODES = [
  'eu',
  'au',
  'ch',
  'eu-oj',
  'jp',
  'nz',
  'fr',
  'ca',
  'ch-seco',
  'au-2026',
  'eu-2026',
  'eu-oj-2026',
] as const;
export type LaterMode = (typeof LATER_MODES)[number];

/** The files each mode reads after the UN and SEMA files. */
export const LATER_INPUTS: Record<LaterMode, string> = {
  eu: '<eu-travel-bans.csv>',
  au: '<sheet1.xml> <sharedStrings.xml>',
  ch: '<freezes.csv>',
  'eu-oj': '<consolidated-dir>',
  jp: '<programmes-dir>',
  nz: '<individuals-dir>',
  fr: '<index.json>',
  ca: '<entities-dir>',
  'ch-seco': '<entities-dir>',
  'au-2026': '<entities-dir>',
  'eu-2026': '<entities-dir>',
  'eu-oj-2026': '<consolidated-and-amendments-dir>',
};

const CYRILLIC = /[\u0400-\u04ff]/;

export type LaterSet = { listed: Listed[]; about: string; spellings?: Map<string, string> };

type Context = {
  /** A list's persons the matcher was never tuned on. */
  untuned: (list: readonly { entry: ListEntry; un?: unknown }[], source: string) => Listed[];
  /** Whether an entry is also in a file or set tuned on. */
  alsoTuned: (e: ListEntry) => boolean;
  /** The UN file's version, as the "about" names it. */
  unVersion: string;
};

/** The files of `dir` whose names `keep` accepts, in name order, with their text. */
function filesIn(dir: string, keep: (file: string) => boolean) {
  return readdirSync(dir)
    .filter(keep)
    .sort()
    .map((file) => ({ file, content: readFileSync(`${dir}/${file}`, 'utf8') }));
}

export const isLaterMode = (mode: string | undefined): mode is LaterMode =>
  (LATER_MODES as readonly string[]).includes(mode ?? '');

/** The YAML files of one list of ammitto/data's entities directory (`root`), in name order. */
const yamlFilesOf = (root: string, list: string) =>
  filesIn(`${root}/${list}`, (file) => file.endsWith('.yaml')).map((f) => f.content);

/** The persons of other lists of `root` (elsewhere.ts), to find a set's persons in. */
const elsewhereIn = (root: string, lists: readonly ('eu' | 'nz' | 'ch')[]) =>
  lists.flatMap((list) => parseElsewhere(list, yamlFilesOf(root, list)));

/** Another list's name for each of `entries` found there (cross-list.ts), unless that list's
 * entry was tuned on or is in a set. */
function spellingsElsewhere(
  entries: ListEntry[],
  elsewhere: Elsewhere[],
  alsoTuned: Context['alsoTuned'],
): Map<string, string> {
  return otherListsSpellings(
    entries,
    elsewhere.filter(
      (person) =>
        !alsoTuned({
          reference: person.list,
          kind: 'individual',
          names: listedNames(person.names),
          birth_dates: person.born.map((day) => ({ from: day, to: day })),
          countries: [],
          programme: null,
          listed_on: null,
        }),
    ),
  );
}

/** The later list `mode`'s set, from its `inputs`. */
export function laterSet(mode: LaterMode, inputs: string[], context: Context): LaterSet {
  const read = {
    eu,
    au,
    ch,
    'eu-oj': euJournal,
    jp,
    nz,
    fr,
    ca,
    'ch-seco': chSeco,
    'au-2026': au2026,
    'eu-2026': eu2026,
    'eu-oj-2026': euJournal2026,
  }[mode];
  return read(inputs, context);
}

function eu(inputs: string[], context: Context): LaterSet {
  const euPath = inputs[0]!;
  const { untuned, unVersion } = context;
  const euList = parseEuTravelBans(readFileSync(euPath, 'utf8'));
  const listed = untuned(euList, 'eu');
  console.error(
    `eu: ${euList.length} EU persons; ${euList.length - listed.length} from the UN or also in the ` +
      `tuned files left out`,
  );
  const about =
    `EU held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (eu) from a ` +
    `list the matcher was never tuned on: the persons of the EU's consolidated list of persons ` +
    `subject to travel restrictions (the FSD export of 2022-09-13, as converted to CSV in the ` +
    `public repository simonabisiani/EU-sanctions-tracker, travel_bans_massi.csv at commit ` +
    `d2a9e65), less every one the UN lists (a UN reference or a Security Council remark) and ` +
    `every one also in the UN ${unVersion} or SEMA 2020 files, in the earlier, fresh or UK ` +
    `held-out sets, or in the labelled set. Built after the fourth round's tuning and measured ` +
    `once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

function au(inputs: string[], context: Context): LaterSet {
  const [auSheet, auStrings] = [inputs[0]!, inputs[1]!];
  const { untuned, unVersion } = context;
  const auList = parseDfat(readFileSync(auSheet, 'utf8'), readFileSync(auStrings, 'utf8'));
  const listed = untuned(auList, 'au');
  console.error(
    `au: ${auList.length} DFAT individuals; ${auList.length - listed.length} from the UN or ` +
      `also in the tuned files left out`,
  );
  const about =
    `Australian held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (au) ` +
    `from a list the matcher was never tuned on: the individuals of DFAT's Consolidated List ` +
    `(regulation8_consolidated.xlsx, modified 2024-11-11, as committed in the public repository ` +
    `Stanux/app-lista-negra at commit 48e0808), less every one listed under a UN Security ` +
    `Council committee and every one also in the UN ${unVersion} or SEMA 2020 files, in the ` +
    `earlier, fresh, UK or EU held-out sets, or in the labelled set. Built after the fifth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

function ch(inputs: string[], context: Context): LaterSet {
  const chPath = inputs[0]!;
  const { untuned, unVersion } = context;
  const chList = parseFiaa(readFileSync(chPath, 'utf8'));
  const listed = untuned(
    chList.map((entry) => ({ entry })),
    'ch',
  );
  console.error(
    `ch: ${chList.length} FIAA individuals; ${chList.length - listed.length} also in the tuned ` +
      `files or sets left out`,
  );
  const about =
    `Swiss held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (ch) from ` +
    `a list the matcher was never tuned on: the persons whose assets Switzerland froze under the ` +
    `Foreign Illicit Assets Act (Ukraine, Egypt, Tunisia, Syria, Venezuela; listed and delisted), ` +
    `as kept in the public repository opensanctions/opensanctions (datasets/ch/fiaa_freezes/` +
    `freezes.csv at commit 70b53e6), less every one also in the UN ${unVersion} or SEMA 2020 ` +
    `files, in the earlier, fresh, UK, EU or Australian held-out sets, or in the labelled set. ` +
    `Built after the sixth round's tuning and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

/** The persons of the EU Official Journal's regulations in `dir` (one CSV each), and each
 * person once: a person listed under several regulations, the first by its names' words. */
function journalPersons(dir: string) {
  const files = filesIn(dir, (file) => file.endsWith('.csv')).map(({ file, content }) => ({
    celex: file.replace(/\.csv$/, ''),
    content,
  }));
  const ojList = parseEuJournal(files);
  const seen = new Set<string>();
  const once = ojList.filter(({ entry }) => {
    const key = words(entry.names[0]!.name).sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { files, ojList, once };
}

function euJournal(inputs: string[], context: Context): LaterSet {
  const euOjDir = inputs[0]!;
  const { untuned, unVersion } = context;
  const { files, ojList, once } = journalPersons(euOjDir);
  const listed = untuned(once, 'eu-oj');
  console.error(
    `eu-oj: ${ojList.length} persons in ${files.length} regulations, ${once.length} once; ` +
      `${once.length - listed.length} from the UN or also in the tuned files or sets left out`,
  );
  const about =
    `EU Official Journal held-out screening pairs (issue 46), built by ` +
    `scripts/sanctions-held-out.ts (eu-oj) from a list the matcher was never tuned on: the ` +
    `persons of the EU's asset-freeze regulations as consolidated, as kept in the public ` +
    `repository opensanctions/opensanctions (datasets/eu/journal_sanctions/data/consolidated/ ` +
    `at commit f8835f2), less the UN's lists (the ISIL / Al-Qaida and Taliban regulations, a ` +
    `Security Council remark) and every one also in the UN ${unVersion} or SEMA 2020 files, ` +
    `in the earlier, fresh, UK, EU, Australian or Swiss held-out sets, or in the labelled set. ` +
    `Built after the seventh round's tuning and measured once. See held-out-pairs.ts for the ` +
    `format.`;
  return { listed, about };
}

function jp(inputs: string[], context: Context): LaterSet {
  const jpDir = inputs[0]!;
  const { untuned, unVersion } = context;
  const files = filesIn(jpDir, (file) => file.endsWith('.yml')).map(({ file, content }) => ({
    programme: file.replace(/\.yml$/, ''),
    content,
  }));
  const jpList = parseJpMof(files);
  const listed = untuned(jpList, 'jp');
  console.error(
    `jp: ${jpList.length} individuals in ${files.length} programmes; ` +
      `${jpList.length - listed.length} from the UN or also in the tuned files or sets left out`,
  );
  const about =
    `Japanese held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (jp) ` +
    `from a list the matcher was never tuned on: the individuals of Japan's asset freezes under ` +
    `the Foreign Exchange and Foreign Trade Act (the Ministry of Finance's list of 2026-03-06), ` +
    `as kept in the public repository ammitto/data-jp (sources/sanction-lists/mof-asset-freeze/ ` +
    `at commit d529065), less the programmes that carry the UN's lists and every one also in ` +
    `the UN ${unVersion} or SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss ` +
    `or EU Official Journal held-out sets, or in the labelled set. Built after the eighth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

function nz(inputs: string[], context: Context): LaterSet {
  const nzDir = inputs[0]!;
  const { untuned, unVersion } = context;
  const files = filesIn(nzDir, (file) => /^nz-ind-\d+\.yaml$/.test(file)).map((f) => f.content);
  const nzList = parseNzRegister(files);
  const listed = untuned(
    nzList.map((entry) => ({ entry })),
    'nz',
  );
  console.error(
    `nz: ${nzList.length} individuals; ${nzList.length - listed.length} also in the tuned ` +
      `files or sets left out`,
  );
  const about =
    `New Zealand held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts ` +
    `(nz) from a list the matcher was never tuned on: the individuals of New Zealand's Russia ` +
    `Sanctions Register, as kept in the public repository ammitto/data-nz (processed/ at ` +
    `commit 67e8eae, 2026-03-08), less every one also in the UN ${unVersion} or SEMA 2020 ` +
    `files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal or Japanese ` +
    `held-out sets, or in the labelled set. Built after the ninth round's tuning and measured ` +
    `once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

function fr(inputs: string[], context: Context): LaterSet {
  const frPath = inputs[0]!;
  const { untuned, unVersion } = context;
  const frList = parseFrenchRegister(readFileSync(frPath, 'utf8'));
  const listed = untuned(
    frList.map((entry) => ({ entry })),
    'fr',
  );
  console.error(
    `fr: ${frList.length} persons; ${frList.length - listed.length} also in the tuned files or ` +
      `sets left out`,
  );
  const about =
    `French held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (fr) ` +
    `from a list the matcher was never tuned on: the persons of France's national register of ` +
    `asset freezes (DG Trésor), as kept in the public repository kyros-legal/registre-gels-mirror ` +
    `(index.json at commit 74d99bb, 2026-05-31), less every one also in the UN ${unVersion} or ` +
    `SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal, ` +
    `Japanese or New Zealand held-out sets, or in the labelled set. Built after the ninth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about };
}

function ca(inputs: string[], context: Context): LaterSet {
  const root = inputs[0]!;
  const { untuned, alsoTuned, unVersion } = context;
  const caList = parseCanadaSema(yamlFilesOf(root, 'ca'));
  const listed = untuned(
    caList.map((entry) => ({ entry })),
    'ca',
  );
  const elsewhere = elsewhereIn(root, ['eu', 'nz', 'ch']);
  // Another list's name for a person, unless that list's entry was tuned on or in a set. Two
  // persons found by the day of birth and two words starting alike are somebody else, as
  // their other names say (read when the set was first measured): Andrei Sergeyevich Mandel
  // is not Semen Alekseevich Mashkautsan, Iliyas Umakhanov not Saygidpasha Umakhanov.
  const notTheSame = new Set(['CA-SEMA Russia 1, Part 1 1306', 'CA-SEMA Russia 1, Part 1 698']);
  const spellings = spellingsElsewhere(
    listed.map(({ e }) => e).filter((e) => !notTheSame.has(e.reference)),
    elsewhere,
    alsoTuned,
  );
  console.error(
    `ca: ${caList.length} persons; ${caList.length - listed.length} also in the tuned files or ` +
      `sets left out; ${spellings.size} found in other lists (${elsewhere.length} persons)`,
  );
  const about =
    `Canadian held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (ca) ` +
    `from a list the matcher was never tuned on: the persons of Canada's consolidated ` +
    `autonomous sanctions list (SEMA), as kept in the public repository ammitto/data ` +
    `(entities/ca/ at commit 095ec18, 2026-03-15), less every one also in the UN ${unVersion} ` +
    `or SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal, ` +
    `Japanese, New Zealand or French held-out sets, or in the labelled set. A person found in ` +
    `the EU's, New Zealand's or Switzerland's list (entities/eu, nz, ch of the same commit) by ` +
    `their full date of birth and two words starting alike, under a name those lists give and ` +
    `Canada does not, is paired with that name: a customer whose papers spell it so. Built ` +
    `after the tenth round's tuning and measured once (0.914, 244 of 267); two of its pairs ` +
    `then found to join different persons born the same day were taken out, and its misses ` +
    `were looked at in the eleventh round. See held-out-pairs.ts for the format.`;
  return { listed, about, spellings };
}

function chSeco(inputs: string[], context: Context): LaterSet {
  const root = inputs[0]!;
  const { untuned, alsoTuned, unVersion } = context;
  const secoList = parseSeco(yamlFilesOf(root, 'ch'));
  const listed = untuned(
    secoList.map((entry) => ({ entry })),
    'ch-seco',
  );
  // As for the Canadian set: a person found in the EU's or New Zealand's list by the day of
  // birth and two words starting alike, under a name those lists give and SECO does not.
  const elsewhere = elsewhereIn(root, ['eu', 'nz']);
  // The same two persons as in the Canadian set are found by the day of birth and two words
  // starting alike, and are somebody else (read when the set was first measured).
  const notTheSame = new Set(['CH-SECO 72233', 'CH-SECO 57873']);
  const spellings = spellingsElsewhere(
    listed.map(({ e }) => e).filter((e) => !notTheSame.has(e.reference)),
    elsewhere,
    alsoTuned,
  );
  console.error(
    `ch-seco: ${secoList.length} persons; ${secoList.length - listed.length} also in the tuned ` +
      `files or sets left out; ${spellings.size} found in other lists`,
  );
  const about =
    `Swiss SECO held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts ` +
    `(ch-seco) from a list the matcher was never tuned on: the persons of Switzerland's ` +
    `sanctions list under the Embargo Act (SECO), as kept in the public repository ammitto/data ` +
    `(entities/ch/ at commit 095ec18, 2026-03-15), less every one also in the UN ${unVersion} ` +
    `or SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal, ` +
    `Japanese, New Zealand, French or Canadian held-out sets (with the other lists' names the ` +
    `Canadian set paired), or in the labelled set. A person found in the EU's or New Zealand's ` +
    `list (entities/eu, nz of the same commit) by their full date of birth and two words ` +
    `starting alike, under a name those lists give and SECO does not, is paired with that ` +
    `name. Built after the eleventh round's tuning and ` +
    `measured once before the learned spellings (0.951, 567 of 596), once after (0.966, 576 ` +
    `of 596); two of its pairs then found to join different persons born the same day were ` +
    `taken out, and its misses were looked at. See held-out-pairs.ts for the format.`;
  return { listed, about, spellings };
}

function au2026(inputs: string[], context: Context): LaterSet {
  const root = inputs[0]!;
  const { untuned, alsoTuned, unVersion } = context;
  const dfat = parseDfatYaml(yamlFilesOf(root, 'au'));
  const listed = untuned(
    dfat.map((entry) => ({ entry })),
    'au-2026',
  );
  // As for the Canadian and SECO sets: a person found in the EU's or New Zealand's list by the
  // day of birth and two words starting alike, under a name those lists give and DFAT does not.
  const elsewhere = elsewhereIn(root, ['eu', 'nz']);
  const spellings = spellingsElsewhere(
    listed.map(({ e }) => e),
    elsewhere,
    alsoTuned,
  );
  console.error(
    `au-2026: ${dfat.length} persons not UN-listed; ${dfat.length - listed.length} also in the ` +
      `tuned files or sets left out; ${spellings.size} found in other lists`,
  );
  const about =
    `Australian 2026 held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts ` +
    `(au-2026) from a list's persons the matcher was never tuned on: the persons of DFAT's ` +
    `Consolidated List as the public repository ammitto/data keeps it (entities/au/ at commit ` +
    `095ec18, 2026-03-15), less every one listed under a UN Security Council committee and ` +
    `every one also in the UN ${unVersion} or SEMA 2020 files, in any held-out set made before ` +
    `(the earlier Australian set of 2024-11 and the Swiss SECO set included), or in the ` +
    `labelled set. A person found in the EU's or New Zealand's list (entities/eu, nz of the ` +
    `same commit) by their full date of birth and two words starting alike, under a name those ` +
    `lists give and DFAT does not, is paired with that name. Built after the learned spellings ` +
    `and the thirteenth round, and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about, spellings };
}

function eu2026(inputs: string[], context: Context): LaterSet {
  const { untuned, unVersion } = context;
  const people = parseEuList(yamlFilesOf(inputs[0]!, 'eu'));
  const listed = untuned(
    people.map(({ entry }) => ({ entry })),
    'eu-2026',
  );
  const kept = new Set(listed.map(({ e }) => e.reference));
  const spellings = oneOtherSpelling(people.filter(({ entry }) => kept.has(entry.reference)));
  console.error(
    `eu-2026: ${people.length} persons; ${people.length - listed.length} also in the tuned files ` +
      `or sets left out; ${spellings.size} with another language's spelling`,
  );
  const about =
    `EU 2026 held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts ` +
    `(eu-2026) from a list's persons the matcher was never tuned on: the persons of the EU's ` +
    `consolidated financial sanctions list as the public repository ammitto/data keeps it ` +
    `(entities/eu/ at commit 095ec18, 2026-03-15), less every one also in the UN ${unVersion} ` +
    `or SEMA 2020 files, in any held-out set made before (the EU travel-ban, EU Official ` +
    `Journal, Swiss SECO and Australian 2026 sets included), or in the labelled set. Each is ` +
    `listed under its English and original-script names; a customer writes the name as one ` +
    `other language's version of the list spells it (Czech, Slovak, Polish, Slovene, Croatian, ` +
    `German, Swedish, Danish, Finnish, Estonian, Dutch, French, Spanish, Portuguese, Italian, ` +
    `Romanian, Maltese or Irish; not Hungarian, Lithuanian or Latvian, which add their own ` +
    `endings). Built after the thirteenth round and measured once. See held-out-pairs.ts for ` +
    `the format.`;
  return { listed, about, spellings };
}

function euJournal2026(inputs: string[], context: Context): LaterSet {
  const { untuned, unVersion } = context;
  const { files, ojList, once } = journalPersons(inputs[0]!);
  const kept = untuned(once, 'eu-oj-2026');
  // Listed under their Latin names alone; a customer writes the name as a Russian or Ukrainian
  // passport romanises the list's Cyrillic one (passport-spelling.ts), when that differs.
  const spellings = new Map<string, string>();
  const listed = kept.map(({ e, source }) => {
    const latin = e.names.filter((n) => !CYRILLIC.test(n.name));
    const cyrillic = e.names.find((n) => CYRILLIC.test(n.name));
    const passport = cyrillic ? passportSpelling(cyrillic.name) : null;
    const key = (name: string) => words(name).sort().join(' ');
    if (passport && !latin.some((n) => key(n.name) === key(passport))) {
      spellings.set(e.reference, passport);
    }
    return { e: { ...e, names: latin.length > 0 ? latin : e.names }, source };
  });
  console.error(
    `eu-oj-2026: ${ojList.length} persons in ${files.length} regulations, ${once.length} once; ` +
      `${once.length - kept.length} from the UN or also in the tuned files or sets left out; ` +
      `${spellings.size} with a passport spelling`,
  );
  const about =
    `EU Official Journal 2026 held-out screening pairs (issue 46), built by ` +
    `scripts/sanctions-held-out.ts (eu-oj-2026) from persons the matcher was never tuned on: ` +
    `the persons of the EU's asset-freeze regulations as consolidated and amended to ` +
    `2026-08-22, as kept in the public repository opensanctions/opensanctions ` +
    `(datasets/eu/journal_sanctions/data/consolidated/ and amendments/ at commit f33cff2), ` +
    `less the UN's lists and every one also in the UN ${unVersion} or SEMA 2020 files, in any ` +
    `held-out set made before (the EU 2026 set, which holds the EU's list of 2026-03-15, ` +
    `included), or in the labelled set. Each is listed under its Latin names; a customer ` +
    `writes the name as a Russian passport (ICAO Doc 9303) or a Ukrainian one (the national ` +
    `system of 2010) romanises the list's Cyrillic name, given name and surname. Built after ` +
    `the fourteenth round and measured once. See held-out-pairs.ts for the format.`;
  return { listed, about, spellings };
}
