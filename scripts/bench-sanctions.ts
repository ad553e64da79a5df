// `npm run bench:sanctions`: how well and how fast the sanctions matcher screens (issue 27).
// 1. Recall, precision and false alarms at the possible and strong thresholds over the
//    labelled pairs (the set the matcher was tuned on) and, separately, by kind of pair, over
//    the held-out pairs of issue 46: the earlier held-out set (UN and SEMA 2020 entries; its
//    misses were looked at in the second round of tuning), the fresh held-out set (new UN
//    entries of 2024 and OFAC SDN entries; its misses were looked at in the third round) and
//    the UK held-out set (UK Sanctions List entries in none of those files; its misses were
//    looked at in the fourth round), the EU held-out set (the EU travel-ban list's persons in
//    none of those files; its misses were looked at in the fifth round) and the Australian
//    held-out set (DFAT Consolidated List individuals in none of those files or sets, not
//    listed by the UN; its misses were looked at in the sixth round), the Swiss held-out set
//    (persons whose assets Switzerland froze under the Foreign Illicit Assets Act, in none of
//    those files or sets; its misses were looked at in the seventh round) and the EU Official
//    Journal held-out set (persons of the EU's asset-freeze regulations, not listed by the UN,
//    in none of those files or sets; measured once after the seventh round, its misses looked
//    at in the eighth) and the Japanese held-out set (Japan's own asset freezes, in none of
//    those files or sets; measured once after the eighth round, its misses looked at in the
//    ninth) and the New Zealand held-out set (the Russia Sanctions Register, in none of those
//    files or sets; measured once after the ninth round) and the French held-out set (the
//    national register of asset freezes, in none of those files or sets; measured once after
//    the ninth round, its misses looked at in the tenth) and the Canadian held-out set (Canada's
//    own SEMA designations in none of those files or sets, each paired with a name the EU's,
//    New Zealand's or Switzerland's list gives the same person; measured once after the tenth
//    round).
// 2. A matcher over 5,000 and 20,000 synthetic listed entries, then 10,000 subjects screened one
//    by one (bench-sanctions-speed.ts).
import {
  createMatcher,
  DEFAULT_SCREENING_THRESHOLDS,
  type ScreenableEntry,
} from '../src/domain/sanctions';
import {
  AU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_PAIRS,
  CA_HELD_OUT_ENTRIES,
  CA_HELD_OUT_PAIRS,
  CH_SECO_HELD_OUT_ENTRIES,
  CH_SECO_HELD_OUT_PAIRS,
  AU_2026_HELD_OUT_ENTRIES,
  AU_2026_HELD_OUT_PAIRS,
  EU_2026_HELD_OUT_ENTRIES,
  EU_2026_HELD_OUT_PAIRS,
  EU_OJ_2026_HELD_OUT_ENTRIES,
  EU_OJ_2026_HELD_OUT_PAIRS,
  CH_HELD_OUT_ENTRIES,
  CH_HELD_OUT_PAIRS,
  EU_HELD_OUT_ENTRIES,
  EU_HELD_OUT_PAIRS,
  EU_OJ_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_PAIRS,
  FRESH_HELD_OUT_ENTRIES,
  FRESH_HELD_OUT_PAIRS,
  FR_HELD_OUT_ENTRIES,
  FR_HELD_OUT_PAIRS,
  HELD_OUT_ENTRIES,
  HELD_OUT_PAIRS,
  JP_HELD_OUT_ENTRIES,
  JP_HELD_OUT_PAIRS,
  NZ_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_PAIRS,
  UK_HELD_OUT_ENTRIES,
  UK_HELD_OUT_PAIRS,
} from '../src/domain/sanctions/fixtures/held-out-pairs';
import {
  LABELLED_ENTRIES,
  LABELLED_PAIRS,
  type LabelledPair,
} from '../src/domain/sanctions/fixtures/labelled-pairs';
import { speed } from './bench-sanctions-speed';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/** A held-out pair's kind: which script the customer wrote and the listed names are in. */
function pairKind(pair: LabelledPair): string {
  const subject = ARABIC_SCRIPT.test(`${pair.subject.first} ${pair.subject.last}`)
    ? 'script'
    : 'Latin';
  const script = pair.entry.names.some((n) => ARABIC_SCRIPT.test(n.name));
  const latin = pair.entry.names.some((n) => !ARABIC_SCRIPT.test(n.name));
  const listed = script && latin ? 'both' : script ? 'script' : 'Latin';
  return `${pair.listed ? 'same person' : 'somebody else'}, ${subject} vs ${listed}`;
}

function quality(
  title: string,
  entries: readonly ScreenableEntry[],
  pairs: readonly LabelledPair[],
  byKind: boolean,
) {
  const matcher = createMatcher([...entries]);
  const listed = pairs.filter((pair) => pair.listed).length;
  console.log(
    `${title}: ${pairs.length} (${listed} listed, ${pairs.length - listed} somebody else)`,
  );
  for (const [label, threshold] of Object.entries(DEFAULT_SCREENING_THRESHOLDS)) {
    let truePositives = 0;
    let falsePositives = 0;
    const kinds = new Map<string, { hits: number; pairs: number }>();
    for (const pair of pairs) {
      const hit = matcher
        .screen(pair.subject, threshold)
        .some((match) => match.entry_id === pair.entry.id);
      if (hit && pair.listed) truePositives += 1;
      if (hit && !pair.listed) falsePositives += 1;
      const kind = kinds.get(pairKind(pair)) ?? { hits: 0, pairs: 0 };
      kinds.set(pairKind(pair), { hits: kind.hits + (hit ? 1 : 0), pairs: kind.pairs + 1 });
    }
    const recall = truePositives / listed;
    const precision = truePositives / (truePositives + falsePositives);
    const falseAlarms = (100 * falsePositives) / (pairs.length - listed);
    console.log(
      `  ${label.padEnd(8)} ≥ ${threshold}: recall ${recall.toFixed(3)}  precision ${precision.toFixed(3)}  false alarms ${falseAlarms.toFixed(1)} %  (${truePositives} caught of ${listed}, ${falsePositives} of ${pairs.length - listed} others held)`,
    );
    if (!byKind || label !== 'possible') continue;
    for (const [kind, { hits, pairs: count }] of [...kinds].sort()) {
      console.log(`      ${kind.padEnd(40)} held ${hits} of ${count}`);
    }
  }
}

quality('Labelled pairs (tuning set)', LABELLED_ENTRIES, LABELLED_PAIRS, false);
quality(
  'Earlier held-out pairs (UN and SEMA 2020 entries; misses looked at in tuning)',
  HELD_OUT_ENTRIES,
  HELD_OUT_PAIRS,
  true,
);
quality(
  'Fresh held-out pairs (new UN 2024 and OFAC SDN entries; misses looked at in tuning)',
  FRESH_HELD_OUT_ENTRIES,
  FRESH_HELD_OUT_PAIRS,
  true,
);
quality(
  'UK held-out pairs (UK Sanctions List entries in none of the files above; misses looked at)',
  UK_HELD_OUT_ENTRIES,
  UK_HELD_OUT_PAIRS,
  true,
);
quality(
  'EU held-out pairs (EU travel-ban persons in none of the files above; misses looked at)',
  EU_HELD_OUT_ENTRIES,
  EU_HELD_OUT_PAIRS,
  true,
);
quality(
  'Australian held-out pairs (DFAT Consolidated List, not UN-listed; misses looked at)',
  AU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_PAIRS,
  true,
);
quality(
  'Swiss held-out pairs (Foreign Illicit Assets Act freezes; misses looked at)',
  CH_HELD_OUT_ENTRIES,
  CH_HELD_OUT_PAIRS,
  true,
);
quality(
  'EU Official Journal held-out pairs (EU asset freezes, not UN; misses looked at)',
  EU_OJ_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_PAIRS,
  true,
);
quality(
  "Japanese held-out pairs (Japan's own asset freezes; measured once at 0.963, misses looked at)",
  JP_HELD_OUT_ENTRIES,
  JP_HELD_OUT_PAIRS,
  true,
);
quality(
  'New Zealand held-out pairs (Russia Sanctions Register; measured once at 0.968)',
  NZ_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_PAIRS,
  true,
);
quality(
  'French held-out pairs (national register of asset freezes; measured once at 0.936)',
  FR_HELD_OUT_ENTRIES,
  FR_HELD_OUT_PAIRS,
  true,
);
quality(
  "Canadian held-out pairs (Canada's SEMA list, names as other lists write them; measured once)",
  CA_HELD_OUT_ENTRIES,
  CA_HELD_OUT_PAIRS,
  true,
);
quality(
  "Swiss SECO held-out pairs (Switzerland's Embargo Act list, names as other lists write them)",
  CH_SECO_HELD_OUT_ENTRIES,
  CH_SECO_HELD_OUT_PAIRS,
  true,
);
quality(
  "Australian 2026 held-out pairs (DFAT's own designations since the earlier Australian set)",
  AU_2026_HELD_OUT_ENTRIES,
  AU_2026_HELD_OUT_PAIRS,
  true,
);
quality(
  "EU 2026 held-out pairs (the EU's list, names as its other languages' versions write them)",
  EU_2026_HELD_OUT_ENTRIES,
  EU_2026_HELD_OUT_PAIRS,
  true,
);
quality(
  'EU Official Journal 2026 held-out pairs (names as a Russian or Ukrainian passport writes them)',
  EU_OJ_2026_HELD_OUT_ENTRIES,
  EU_OJ_2026_HELD_OUT_PAIRS,
  true,
);
if (process.env.BENCH_SANCTIONS_QUALITY_ONLY) process.exit(0);
speed(5_000);
speed(20_000);
