import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@domain/contracts/settings';
import { createMatcher } from '@domain/sanctions';
import type {
  ScreenableEntry,
  ScreeningThresholds,
  ScreeningMatch,
  ScreeningSubject,
} from '@domain/sanctions/list-entry';
import { preparedRows, queryRows, type Tx } from '../../db/client';
import { thresholdsValue } from './thresholds';

// The matcher of the lists in force, built once per process and per set of lists in force:
// each screening asks the database (one cheap statement, inside its own transaction) which
// lists are in force and what the thresholds are, so a list another instance imported is used
// at once, and the entries are read again only when that set changed.

export type Screening = {
  thresholds: ScreeningThresholds;
  /** False when no list is in force: nothing can match. */
  hasLists: boolean;
  screen(subject: ScreeningSubject): ScreeningMatch[];
  entry(id: string): ScreenableEntry | undefined;
};

type Built = {
  key: string;
  matcher: { screen(subject: ScreeningSubject, minScore: number): ScreeningMatch[] };
  entries: Map<string, ScreenableEntry>;
};

let cached: Built | null = null;
// A build under way, shared by the screenings that need the same set at once.
let building: { key: string; promise: Promise<Built> } | null = null;

type EntryRow = Omit<ScreenableEntry, 'kind' | 'source'> & {
  kind: ScreenableEntry['kind'];
  source: ScreenableEntry['source'];
};

async function build(tx: Tx, key: string, listIds: readonly string[]): Promise<Built> {
  const rows = await queryRows<EntryRow>(
    tx,
    sql`select e.id, l.source, e.reference, e.kind, e.names, e.birth_dates, e.countries,
          e.programme, e.listed_on::text as listed_on
        from sanctions_entries e join sanctions_lists l on l.id = e.list_id
        where e.list_id = any(${`{${listIds.join(',')}}`}::uuid[])`,
  );
  return {
    key,
    matcher: createMatcher(rows),
    entries: new Map(rows.map((row) => [row.id, row])),
  };
}

async function builtFor(tx: Tx, listIds: readonly string[]): Promise<Built> {
  const key = listIds.join(',');
  if (cached?.key === key) return cached;
  if (building?.key !== key) {
    const promise = build(tx, key, listIds);
    building = { key, promise };
    promise.then(
      (built) => {
        cached = built;
        if (building?.promise === promise) building = null;
      },
      () => {
        if (building?.promise === promise) building = null;
      },
    );
  }
  return building.promise;
}

/** The ids of the lists in force, as a text array: a column of another statement. */
export const listsInForceSql = sql`(select array_agg(id::text order by id) from sanctions_lists
  where in_force)`;

/** What a screening reads from the database: the lists in force and the thresholds setting. */
export type InForce = { ids: string[] | null; thresholds: unknown };

/**
 * The screening of the lists in force, read in `tx`: one statement for the in-force list ids
 * and the thresholds (or none when a statement of the caller already read them, `read`); the
 * entries only when that set is new to this process.
 */
export async function screeningInForce(tx: Tx, read?: InForce): Promise<Screening> {
  const row =
    read ??
    (
      await preparedRows<InForce>(
        tx,
        'sanctions_in_force',
        sql`select ${listsInForceSql} as ids,
        (select value from settings where key = ${SETTING_KEYS.sanctionsThresholds}) as thresholds`,
      )
    )[0];
  const ids = row?.ids ?? [];
  const thresholds = thresholdsValue(row?.thresholds);
  if (ids.length === 0) {
    return { thresholds, hasLists: false, screen: () => [], entry: () => undefined };
  }
  const built = await builtFor(tx, ids);
  return {
    thresholds,
    hasLists: true,
    screen: (subject) => built.matcher.screen(subject, thresholds.possible),
    entry: (id) => built.entries.get(id),
  };
}
