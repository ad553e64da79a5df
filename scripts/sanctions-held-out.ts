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
//   ch <un.xml> <sema.xml> <freezes.csv>: the Swiss held-out set, ch-held-out-pairs.json, from
//     Switzerland's freezes under the Foreign Illicit Assets Act (OpenSanctions' freezes.csv),
//     less every entry also in the UN and SEMA files or in any set looked at before (the
//     earlier, fresh, UK, EU and Australian held-out sets, the labelled set).
//   eu-oj <un.xml> <sema.xml> <consolidated-dir>: the EU Official Journal held-out set,
//     eu-oj-held-out-pairs.json, from the EU's asset-freeze regulations as consolidated (one
//     OpenSanctions CSV per regulation in the directory), less the UN's lists and every entry
//     also in the UN and SEMA files or in any set looked at before (the Swiss one too).
//   jp <un.xml> <sema.xml> <programmes-dir>: the Japanese held-out set, jp-held-out-pairs.json,
//     from Japan's asset freezes (the Ministry of Finance's list as ammitto/data-jp keeps it,
//     one YAML file per programme in the directory), less the programmes that carry the UN's
//     lists and every entry also in the UN and SEMA files or in any set looked at before (the
//     EU Official Journal one too).
//   nz <un.xml> <sema.xml> <individuals-dir>: the New Zealand held-out set,
//     nz-held-out-pairs.json, from New Zealand's Russia Sanctions Register (ammitto/data-nz's
//     YAML files, one per individual, in the directory), less every entry also in the UN and
//     SEMA files or in any set looked at before (the Japanese one too).
//   fr <un.xml> <sema.xml> <index.json>: the French held-out set, fr-held-out-pairs.json, from
//     France's national register of asset freezes (kyros-legal/registre-gels-mirror's index),
//     less every entry also in the UN and SEMA files or in any set looked at before (the New
//     Zealand one too).
//   ca <un.xml> <sema.xml> <entities-dir>: the Canadian held-out set, ca-held-out-pairs.json,
//     from Canada's consolidated autonomous sanctions list (ammitto/data's entities/ca), less
//     every entry also in the UN and SEMA files or in any set looked at before (the French one
//     too), each person found in the EU's, New Zealand's or Switzerland's list (entities/eu,
//     nz, ch) paired with a name those lists give them.
// The labelled set's parties (the tuning set) are left out of all of them. The pairs are made
// in sanctions-held-out/pairs.ts; each list's reader is a file of sanctions-held-out/.
// Usage: npx tsx scripts/sanctions-held-out.ts <un.xml> <sema.xml> [dev|held-out] > file.json
//        npx tsx scripts/sanctions-held-out.ts fresh <un.xml> <sema.xml> <later-un.xml> \
//          <sdn.csv> <alt.csv> > src/domain/sanctions/fixtures/fresh-held-out-pairs.json
import { readdirSync, readFileSync } from 'node:fs';
import type { ListEntry } from '../src/domain/sanctions/list-entry';
import {
  AU_HELD_OUT_ENTRIES,
  CH_HELD_OUT_ENTRIES,
  EU_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_ENTRIES,
  FRESH_HELD_OUT_ENTRIES,
  HELD_OUT_ENTRIES,
  JP_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_ENTRIES,
  FR_HELD_OUT_ENTRIES,
  UK_HELD_OUT_ENTRIES,
} from '../src/domain/sanctions/fixtures/held-out-pairs';
import { LABELLED_ENTRIES } from '../src/domain/sanctions/fixtures/labelled-pairs';
import { parseSemaList } from '../src/server/modules/sanctions/formats/sema';
import { parseUnList } from '../src/server/modules/sanctions/formats/un';
import { parseDfat } from './sanctions-held-out/au';
import { parseCanadaSema } from './sanctions-held-out/ca';
import { otherListsSpellings } from './sanctions-held-out/cross-list';
import { parseElsewhere } from './sanctions-held-out/elsewhere';
import { parseFiaa } from './sanctions-held-out/ch';
import { parseEuTravelBans } from './sanctions-held-out/eu';
import { parseEuJournal } from './sanctions-held-out/eu-journal';
import { parseJpMof } from './sanctions-held-out/jp';
import { parseFrenchRegister } from './sanctions-held-out/fr';
import { parseNzRegister } from './sanctions-held-out/nz';
import { fnv, listedNames, words } from './sanctions-held-out/names';
import { parseSdn } from './sanctions-held-out/ofac';
import { heldOutFile, type Listed } from './sanctions-held-out/pairs';
import { alsoTunedIn } from './sanctions-held-out/tuned';
import { parseUk } from './sanctions-held-out/uk';

const args = process.argv.slice(2);
// The modes of the later lists, in the order their sets were made.
const LATER_MODES = ['eu', 'au', 'ch', 'eu-oj', 'jp', 'nz', 'fr', 'ca'];
const uk = args[0] === 'uk';
const eu = args[0] === 'eu';
const au = args[0] === 'au';
const ch = args[0] === 'ch';
const euOj = args[0] === 'eu-oj';
const jp = args[0] === 'jp';
const nz = args[0] === 'nz';
const fr = args[0] === 'fr';
const ca = args[0] === 'ca';
const fresh = args[0] === 'fresh' || uk;
const [unPath, semaPath, third, sdnPath, altPath, ukSubjects, ukNames, ukBirths] = fresh
  ? args.slice(1)
  : LATER_MODES.includes(args[0] ?? '')
    ? [args[1], args[2], undefined]
    : args;
const euPath = eu ? args[3] : undefined;
const [auSheet, auStrings] = au ? [args[3], args[4]] : [];
const chPath = ch ? args[3] : undefined;
const euOjDir = euOj ? args[3] : undefined;
const jpDir = jp ? args[3] : undefined;
const nzDir = nz ? args[3] : undefined;
const frPath = fr ? args[3] : undefined;
const caDir = ca ? args[3] : undefined;
const half = uk
  ? 'uk'
  : eu
    ? 'eu'
    : au
      ? 'au'
      : ch
        ? 'ch'
        : euOj
          ? 'eu-oj'
          : jp
            ? 'jp'
            : nz
              ? 'nz'
              : fr
                ? 'fr'
                : ca
                  ? 'ca'
                  : fresh
                    ? 'fresh'
                    : (third ?? 'held-out');
if (
  !unPath ||
  !semaPath ||
  (fresh && (!third || !sdnPath || !altPath)) ||
  (uk && (!ukSubjects || !ukNames || !ukBirths)) ||
  (eu && !euPath) ||
  (au && (!auSheet || !auStrings)) ||
  (ch && !chPath) ||
  (euOj && !euOjDir) ||
  (jp && !jpDir) ||
  (nz && !nzDir) ||
  (fr && !frPath) ||
  (ca && !caDir)
) {
  throw new Error(
    'usage: sanctions-held-out.ts <un.xml> <sema.xml> [half] | ' +
      'fresh <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> | ' +
      'uk <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> <subjects.csv> ' +
      '<subject_names.csv> <subject_dobs.csv> | eu <un.xml> <sema.xml> <eu-travel-bans.csv> | ' +
      'au <un.xml> <sema.xml> <sheet1.xml> <sharedStrings.xml> | ch <un.xml> <sema.xml> <freezes.csv> | ' +
      'eu-oj <un.xml> <sema.xml> <consolidated-dir> | jp <un.xml> <sema.xml> <programmes-dir> | ' +
      'nz <un.xml> <sema.xml> <individuals-dir> | fr <un.xml> <sema.xml> <index.json> | ' +
      'ca <un.xml> <sema.xml> <entities-dir>',
  );
}

const labelled = new Set(LABELLED_ENTRIES.map((e) => e.reference));
const labelledNames = new Set(LABELLED_ENTRIES.map((e) => words(e.names[0]!.name).join(' ')));
const un = parseUnList(readFileSync(unPath, 'utf8'));
const sema = parseSemaList(readFileSync(semaPath, 'utf8'));
const individuals = (list: ListEntry[]) => list.filter((e) => e.kind === 'individual');
const tuned = [...individuals(un.entries), ...individuals(sema.entries)];

const laterUn = fresh ? parseUnList(readFileSync(third!, 'utf8')) : null;
const sdnEntries = fresh
  ? parseSdn(readFileSync(sdnPath!, 'utf8'), readFileSync(altPath!, 'utf8'))
  : [];
if (uk) tuned.push(...individuals(laterUn!.entries), ...sdnEntries);
// The set each later mode made, in turn: a mode's list leaves out every entry of the earlier,
// fresh and UK sets and of each set made before it (each was looked at in tuning, or measured,
// before the next list was read).
const MADE_IN_TURN = [
  EU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_ENTRIES,
  CH_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_ENTRIES,
  JP_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_ENTRIES,
  FR_HELD_OUT_ENTRIES,
];
const laterMode = LATER_MODES.indexOf(args[0] ?? '');
if (laterMode >= 0) {
  tuned.push(...HELD_OUT_ENTRIES, ...FRESH_HELD_OUT_ENTRIES, ...UK_HELD_OUT_ENTRIES);
  tuned.push(...MADE_IN_TURN.slice(0, laterMode).flat());
}
const alsoTuned = alsoTunedIn([...tuned, ...LABELLED_ENTRIES]);

let listed: Listed[];
let pool: Listed[];
let mine: Listed[];

/** A list's persons the matcher was never tuned on: none the UN lists, none in a tuned file or
 * set, none of the labelled set. */
const untuned = (list: readonly { entry: ListEntry; un?: unknown }[], source: string): Listed[] =>
  list
    .filter(({ un: fromUn, entry }) => !fromUn && !alsoTuned(entry))
    .map(({ entry }) => ({ e: entry, source }))
    .filter(({ e }) => !labelled.has(e.reference));
let about: string;
let spellings: Map<string, string> | undefined;
if (uk) {
  const ukList = parseUk(
    readFileSync(ukSubjects!, 'utf8'),
    readFileSync(ukNames!, 'utf8'),
    readFileSync(ukBirths!, 'utf8'),
  );
  const unReferences = new Set(
    [...un.entries, ...laterUn!.entries].map((e) => e.reference.replace(/\s+/g, '')),
  );
  listed = ukList
    .filter(({ un: ref, entry }) => !unReferences.has(ref.replace(/\s+/g, '')) && !alsoTuned(entry))
    .map(({ entry }) => ({ e: entry, source: 'uk' }))
    .filter(({ e }) => !labelled.has(e.reference));
  pool = listed;
  mine = listed;
  console.error(
    `uk: ${ukList.length} UK individuals; ${ukList.length - listed.length} also in the tuned files left out`,
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
  listed = untuned(euList, 'eu');
  pool = listed;
  mine = listed;
  console.error(
    `eu: ${euList.length} EU persons; ${euList.length - listed.length} from the UN or also in the ` +
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
  listed = untuned(auList, 'au');
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
} else if (ch) {
  const chList = parseFiaa(readFileSync(chPath!, 'utf8'));
  listed = untuned(
    chList.map((entry) => ({ entry })),
    'ch',
  );
  pool = listed;
  mine = listed;
  console.error(
    `ch: ${chList.length} FIAA individuals; ${chList.length - listed.length} also in the tuned ` +
      `files or sets left out`,
  );
  about =
    `Swiss held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (ch) from ` +
    `a list the matcher was never tuned on: the persons whose assets Switzerland froze under the ` +
    `Foreign Illicit Assets Act (Ukraine, Egypt, Tunisia, Syria, Venezuela; listed and delisted), ` +
    `as kept in the public repository opensanctions/opensanctions (datasets/ch/fiaa_freezes/` +
    `freezes.csv at commit 70b53e6), less every one also in the UN ${un.version} or SEMA 2020 ` +
    `files, in the earlier, fresh, UK, EU or Australian held-out sets, or in the labelled set. ` +
    `Built after the sixth round's tuning and measured once. See held-out-pairs.ts for the format.`;
} else if (euOj) {
  const files = readdirSync(euOjDir!)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map((file) => ({
      celex: file.replace(/\.csv$/, ''),
      content: readFileSync(`${euOjDir}/${file}`, 'utf8'),
    }));
  const ojList = parseEuJournal(files);
  // A person listed under several regulations once: the first by its names' words.
  const seen = new Set<string>();
  const once = ojList.filter(({ entry }) => {
    const key = words(entry.names[0]!.name).sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  listed = untuned(once, 'eu-oj');
  pool = listed;
  mine = listed;
  console.error(
    `eu-oj: ${ojList.length} persons in ${files.length} regulations, ${once.length} once; ` +
      `${once.length - listed.length} from the UN or also in the tuned files or sets left out`,
  );
  about =
    `EU Official Journal held-out screening pairs (issue 46), built by ` +
    `scripts/sanctions-held-out.ts (eu-oj) from a list the matcher was never tuned on: the ` +
    `persons of the EU's asset-freeze regulations as consolidated, as kept in the public ` +
    `repository opensanctions/opensanctions (datasets/eu/journal_sanctions/data/consolidated/ ` +
    `at commit f8835f2), less the UN's lists (the ISIL / Al-Qaida and Taliban regulations, a ` +
    `Security Council remark) and every one also in the UN ${un.version} or SEMA 2020 files, ` +
    `in the earlier, fresh, UK, EU, Australian or Swiss held-out sets, or in the labelled set. ` +
    `Built after the seventh round's tuning and measured once. See held-out-pairs.ts for the ` +
    `format.`;
} else if (jp) {
  const files = readdirSync(jpDir!)
    .filter((file) => file.endsWith('.yml'))
    .sort()
    .map((file) => ({
      programme: file.replace(/\.yml$/, ''),
      content: readFileSync(`${jpDir}/${file}`, 'utf8'),
    }));
  const jpList = parseJpMof(files);
  listed = untuned(jpList, 'jp');
  pool = listed;
  mine = listed;
  console.error(
    `jp: ${jpList.length} individuals in ${files.length} programmes; ` +
      `${jpList.length - listed.length} from the UN or also in the tuned files or sets left out`,
  );
  about =
    `Japanese held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (jp) ` +
    `from a list the matcher was never tuned on: the individuals of Japan's asset freezes under ` +
    `the Foreign Exchange and Foreign Trade Act (the Ministry of Finance's list of 2026-03-06), ` +
    `as kept in the public repository ammitto/data-jp (sources/sanction-lists/mof-asset-freeze/ ` +
    `at commit d529065), less the programmes that carry the UN's lists and every one also in ` +
    `the UN ${un.version} or SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss ` +
    `or EU Official Journal held-out sets, or in the labelled set. Built after the eighth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
} else if (nz) {
  const files = readdirSync(nzDir!)
    .filter((file) => /^nz-ind-\d+\.yaml$/.test(file))
    .sort()
    .map((file) => readFileSync(`${nzDir}/${file}`, 'utf8'));
  const nzList = parseNzRegister(files);
  listed = untuned(
    nzList.map((entry) => ({ entry })),
    'nz',
  );
  pool = listed;
  mine = listed;
  console.error(
    `nz: ${nzList.length} individuals; ${nzList.length - listed.length} also in the tuned ` +
      `files or sets left out`,
  );
  about =
    `New Zealand held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts ` +
    `(nz) from a list the matcher was never tuned on: the individuals of New Zealand's Russia ` +
    `Sanctions Register, as kept in the public repository ammitto/data-nz (processed/ at ` +
    `commit 67e8eae, 2026-03-08), less every one also in the UN ${un.version} or SEMA 2020 ` +
    `files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal or Japanese ` +
    `held-out sets, or in the labelled set. Built after the ninth round's tuning and measured ` +
    `once. See held-out-pairs.ts for the format.`;
} else if (fr) {
  const frList = parseFrenchRegister(readFileSync(frPath!, 'utf8'));
  listed = untuned(
    frList.map((entry) => ({ entry })),
    'fr',
  );
  pool = listed;
  mine = listed;
  console.error(
    `fr: ${frList.length} persons; ${frList.length - listed.length} also in the tuned files or ` +
      `sets left out`,
  );
  about =
    `French held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (fr) ` +
    `from a list the matcher was never tuned on: the persons of France's national register of ` +
    `asset freezes (DG Trésor), as kept in the public repository kyros-legal/registre-gels-mirror ` +
    `(index.json at commit 74d99bb, 2026-05-31), less every one also in the UN ${un.version} or ` +
    `SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal, ` +
    `Japanese or New Zealand held-out sets, or in the labelled set. Built after the ninth ` +
    `round's tuning and measured once. See held-out-pairs.ts for the format.`;
} else if (ca) {
  const yamlFiles = (list: string) =>
    readdirSync(`${caDir}/${list}`)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => readFileSync(`${caDir}/${list}/${file}`, 'utf8'));
  const caList = parseCanadaSema(yamlFiles('ca'));
  listed = untuned(
    caList.map((entry) => ({ entry })),
    'ca',
  );
  pool = listed;
  mine = listed;
  const elsewhere = (['eu', 'nz', 'ch'] as const).flatMap((list) =>
    parseElsewhere(list, yamlFiles(list)),
  );
  // Another list's name for a person, unless that list's entry was tuned on or in a set. Two
  // persons found by the day of birth and two words starting alike are somebody else, as
  // their other names say (read when the set was first measured): Andrei Sergeyevich Mandel
  // is not Semen Alekseevich Mashkautsan, Iliyas Umakhanov not Saygidpasha Umakhanov.
  const notTheSame = new Set(['CA-SEMA Russia 1, Part 1 1306', 'CA-SEMA Russia 1, Part 1 698']);
  spellings = otherListsSpellings(
    listed.map(({ e }) => e).filter((e) => !notTheSame.has(e.reference)),
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
  console.error(
    `ca: ${caList.length} persons; ${caList.length - listed.length} also in the tuned files or ` +
      `sets left out; ${spellings.size} found in other lists (${elsewhere.length} persons)`,
  );
  about =
    `Canadian held-out screening pairs (issue 46), built by scripts/sanctions-held-out.ts (ca) ` +
    `from a list the matcher was never tuned on: the persons of Canada's consolidated ` +
    `autonomous sanctions list (SEMA), as kept in the public repository ammitto/data ` +
    `(entities/ca/ at commit 095ec18, 2026-03-15), less every one also in the UN ${un.version} ` +
    `or SEMA 2020 files, in the earlier, fresh, UK, EU, Australian, Swiss, EU Official Journal, ` +
    `Japanese, New Zealand or French held-out sets, or in the labelled set. A person found in ` +
    `the EU's, New Zealand's or Switzerland's list (entities/eu, nz, ch of the same commit) by ` +
    `their full date of birth and two words starting alike, under a name those lists give and ` +
    `Canada does not, is paired with that name: a customer whose papers spell it so. Built ` +
    `after the tenth round's tuning and measured once (0.914, 244 of 267); two of its pairs ` +
    `then found to join different persons born the same day were taken out, and its misses ` +
    `were looked at in the eleventh round. See held-out-pairs.ts for the format.`;
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

console.log(
  heldOutFile({
    half,
    about,
    listed,
    pool,
    mine,
    large: fresh || laterMode >= 0,
    spellings,
  }),
);
