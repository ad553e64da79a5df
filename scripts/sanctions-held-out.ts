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
import { readFileSync } from 'node:fs';
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
  CA_HELD_OUT_ENTRIES,
  CA_HELD_OUT_PAIRS,
  CH_SECO_HELD_OUT_ENTRIES,
  CH_SECO_HELD_OUT_PAIRS,
  AU_2026_HELD_OUT_ENTRIES,
  EU_2026_HELD_OUT_ENTRIES,
} from '../src/domain/sanctions/fixtures/held-out-pairs';
import { LABELLED_ENTRIES } from '../src/domain/sanctions/fixtures/labelled-pairs';
import { parseSemaList } from '../src/server/modules/sanctions/formats/sema';
import { parseUnList } from '../src/server/modules/sanctions/formats/un';
import { fnv, words } from './sanctions-held-out/names';
import { isLaterMode, LATER_INPUTS, LATER_MODES, laterSet } from './sanctions-held-out/later-sets';
import { parseSdn } from './sanctions-held-out/ofac';
import { heldOutFile, type Listed } from './sanctions-held-out/pairs';
import { alsoTunedIn } from './sanctions-held-out/tuned';
import { parseUk } from './sanctions-held-out/uk';

const args = process.argv.slice(2);
const mode = args[0];
const later = isLaterMode(mode) ? mode : null;
const uk = mode === 'uk';
const fresh = mode === 'fresh' || uk;
const [unPath, semaPath, third, sdnPath, altPath, ukSubjects, ukNames, ukBirths] =
  fresh || later ? args.slice(1) : args;
// A later mode's own files, after the UN and SEMA files.
const laterInputs = later ? args.slice(3) : [];
const half = uk ? 'uk' : (later ?? (fresh ? 'fresh' : (third ?? 'held-out')));
if (
  !unPath ||
  !semaPath ||
  (fresh && (!third || !sdnPath || !altPath)) ||
  (uk && (!ukSubjects || !ukNames || !ukBirths)) ||
  (later && laterInputs.length < LATER_INPUTS[later].split(' ').length)
) {
  throw new Error(
    'usage: sanctions-held-out.ts <un.xml> <sema.xml> [half] | ' +
      'fresh <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> | ' +
      'uk <un.xml> <sema.xml> <later-un.xml> <sdn.csv> <alt.csv> <subjects.csv> ' +
      '<subject_names.csv> <subject_dobs.csv> | ' +
      LATER_MODES.map((m) => `${m} <un.xml> <sema.xml> ${LATER_INPUTS[m]}`).join(' | '),
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
/** A set's entries, and each same-person pair's customer name as an entry of its own (the
 * name another list gives that person). */
function withPairedNames(
  entries: readonly ListEntry[],
  pairs: readonly { entry: ListEntry; subject: { first: string; last: string }; listed: boolean }[],
): ListEntry[] {
  return [
    ...entries,
    ...pairs
      .filter((p) => p.listed)
      .map((p) => ({
        ...p.entry,
        names: [
          { name: `${p.subject.first} ${p.subject.last}`, kind: 'primary' as const, quality: null },
        ],
      })),
  ];
}

const MADE_IN_TURN = [
  EU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_ENTRIES,
  CH_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_ENTRIES,
  JP_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_ENTRIES,
  FR_HELD_OUT_ENTRIES,
  // The Canadian and SECO sets, with the names other lists give their persons.
  withPairedNames(CA_HELD_OUT_ENTRIES, CA_HELD_OUT_PAIRS),
  withPairedNames(CH_SECO_HELD_OUT_ENTRIES, CH_SECO_HELD_OUT_PAIRS),
  AU_2026_HELD_OUT_ENTRIES,
  EU_2026_HELD_OUT_ENTRIES,
];
const laterMode = later ? LATER_MODES.indexOf(later) : -1;
if (later) {
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
} else if (later) {
  ({ listed, about, spellings } = laterSet(later, laterInputs, {
    untuned,
    alsoTuned,
    unVersion: `${un.version}`,
  }));
  pool = listed;
  mine = listed;
} else if (fresh) {
  const laterList = laterUn!;
  const known = new Set(un.entries.map((e) => e.reference));
  const newUn = individuals(laterList.entries).filter((e) => !known.has(e.reference));
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
    `Consolidated List generated ${laterList.version} whose reference the ${un.version} file ` +
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
    large: fresh || later !== null,
    spellings,
  }),
);
