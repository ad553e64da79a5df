// How fast the sanctions matcher screens (issue 27), for `npm run bench:sanctions`: a matcher
// over synthetic listed entries (three names each, generated deterministically from name
// parts), then BENCH_SANCTIONS_SUBJECTS (10,000) subjects screened one by one: per-screen
// p50/p95/p99 in microseconds, and the CPU seconds (process.cpuUsage) beside wall time.
import { performance } from 'node:perf_hooks';
import {
  createMatcher,
  DEFAULT_SCREENING_THRESHOLDS,
  type ScreenableEntry,
  type ScreeningSubject,
} from '../src/domain/sanctions';

const SUBJECTS = Number(process.env.BENCH_SANCTIONS_SUBJECTS ?? 10_000);

// Deterministic pseudo-random numbers (mulberry32), so every run screens the same names.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const GIVEN = (
  'Muhammad Mohammed Ahmad Ali Hassan Hussein Abdul Omar Khalid Ibrahim Yusuf Mustafa Tariq ' +
  'Hamza Bilal Karim Rahim Saif Nasser Faisal Walid Anwar Jamal Said Usama Abu Bakr Amin ' +
  'Vladimir Sergei Alexei Dmitry Igor Oleg Nikolai Yevgeny Mikhail Andrei Viktor Boris Roman ' +
  'Gennady Arkady Yuri Pavel Ivan Alexander Maria Elena Olga Tatiana Natalia Irina Anna ' +
  'Kim Jong Choe Ri Pak Min Aung Chen Wang Li Zhang Liu Nicolas Diosdado Jose Daniel Luis ' +
  'Rosario Tareck Nestor Carlos Jorge Bashar Maher Rami Aisha Fatima Zainab Sajida Khadija'
).split(' ');
const FAMILY = (
  'Khan Haqqani Rahman Saeed Baradar Zawahiri Baghdadi Awlaki Qadhafi Assad Makhlouf Shalish ' +
  'Nasrallah Haniyeh Sinwar Deif Mansour Yasin Kaskar Memon Shekau Belmokhtar Julani Adnani ' +
  'Putin Lavrov Shoigu Medvedev Kadyrov Prigozhin Abramovich Deripaska Usmanov Sechin ' +
  'Timchenko Rotenberg Kovalchuk Miller Patrushev Naryshkin Bortnikov Peskov Zakharova ' +
  'Nabiullina Lukashenko Yanukovych Gerasimov Ivanov Petrov Smirnov Kuznetsov Popov Volkov ' +
  'Sokolov Lebedev Kozlov Novikov Morozov Maduro Cabello Reverol Ortega Murillo Hlaing ' +
  'Quanguo Hailun Junzheng Ryong Yong Chol Hae Son Hui Torres Garcia Rodriguez Martinez'
).split(' ');
const PATRONYMIC = ['Vladimirovich', 'Sergeyevich', 'Ivanovich', 'Petrovich', 'Muhammad', 'Ali'];

/** A spelling variant a list might give as an alias: one letter changed or doubled. */
function variant(name: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (name.length - 1));
  return next() < 0.5
    ? name.slice(0, at) + name[at - 1] + name.slice(at)
    : name.slice(0, at) + 'aeiou'[Math.floor(next() * 5)] + name.slice(at + 1);
}

const pick = <T>(items: T[], next: () => number) => items[Math.floor(next() * items.length)]!;

function syntheticEntries(count: number): ScreenableEntry[] {
  const next = random(count);
  return Array.from({ length: count }, (_, i) => {
    const given = pick(GIVEN, next);
    const family = pick(FAMILY, next);
    const middle = next() < 0.5 ? ` ${pick(PATRONYMIC, next)}` : '';
    const entity = i % 10 === 0;
    const year = 1940 + Math.floor(next() * 50);
    return {
      id: `synthetic-${i}`,
      source: i % 2 === 0 ? 'un' : 'sema',
      reference: `S.${i}`,
      kind: entity ? 'entity' : 'individual',
      names: entity
        ? [
            {
              name: `${family} ${pick(FAMILY, next)} Trading Company`,
              kind: 'primary',
              quality: null,
            },
            { name: `${family} Group`, kind: 'alias', quality: null },
          ]
        : [
            { name: `${given}${middle} ${family}`, kind: 'primary', quality: null },
            {
              name: `${variant(given, next)} ${variant(family, next)}`,
              kind: 'alias',
              quality: 'good',
            },
            { name: `${family} ${given}`, kind: 'alias', quality: 'low' },
          ],
      birth_dates: entity ? [] : [{ from: `${year}-01-01`, to: `${year}-12-31` }],
      countries: [],
      programme: null,
      listed_on: null,
    };
  });
}

function syntheticSubjects(count: number): ScreeningSubject[] {
  const next = random(7);
  return Array.from({ length: count }, () => ({
    kind: next() < 0.9 ? 'individual' : 'entity',
    first: variant(pick(GIVEN, next), next),
    last: next() < 0.5 ? pick(FAMILY, next) : variant(pick(FAMILY, next), next),
    birth_date: `${1940 + Math.floor(next() * 60)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
  }));
}

/** A matcher over `entryCount` synthetic entries, timed as it screens the subjects. */
export function speed(entryCount: number) {
  const entries = syntheticEntries(entryCount);
  const buildStart = performance.now();
  const matcher = createMatcher(entries);
  const buildMs = performance.now() - buildStart;
  const subjects = syntheticSubjects(SUBJECTS);
  // Warm the code paths before timing.
  for (const subject of subjects.slice(0, 500)) matcher.screen(subject, 0.88);

  const times = new Float64Array(subjects.length);
  let matches = 0;
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  subjects.forEach((subject, i) => {
    const start = performance.now();
    matches += matcher.screen(subject, DEFAULT_SCREENING_THRESHOLDS.possible).length;
    times[i] = performance.now() - start;
  });
  const wallMs = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  const sorted = [...times].sort((a, b) => a - b);
  const us = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000)
      .toFixed(0)
      .padStart(5);
  const names = entries.reduce((sum, entry) => sum + entry.names.length, 0);
  console.log(
    `${entryCount} entries (${names} names), built in ${buildMs.toFixed(0)} ms; ${subjects.length} screens: ` +
      `p50 ${us(0.5)} µs  p95 ${us(0.95)} µs  p99 ${us(0.99)} µs  max ${us(1)} µs; ` +
      `wall ${(wallMs / 1000).toFixed(2)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s; ` +
      `${matches} matches ≥ ${DEFAULT_SCREENING_THRESHOLDS.possible}`,
  );
}
