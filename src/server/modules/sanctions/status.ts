import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sanctionsStatus } from '@domain/contracts/sanctions';
import type { SanctionsSource } from '@domain/sanctions/list-entry';
import { queryRows, type Database } from '../../db/client';
import { listColumns, type ListRow } from './import-list';
import { listView, openHitCount, runView } from './queries';
import { latestRun } from './rescreen';
import { readThresholds, thresholdsView } from './thresholds';

type FetchRow = {
  source: SanctionsSource;
  url: string;
  attempted_at: string | Date;
  succeeded_at: string | Date | null;
  error: string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** What Settings shows: the lists in force, the last fetches, the newest run, the thresholds. */
export async function sanctionsStatusOf(db: Database): Promise<z.output<typeof sanctionsStatus>> {
  const [lists, fetches, run, thresholds, open] = await Promise.all([
    queryRows<ListRow>(
      db,
      sql`select ${listColumns} from sanctions_lists l where l.in_force order by l.source`,
    ),
    queryRows<FetchRow>(
      db,
      sql`select source, url, attempted_at, succeeded_at, error from sanctions_fetch_state
          order by source`,
    ),
    latestRun(db),
    readThresholds(db),
    openHitCount(db),
  ]);
  return {
    lists: lists.map(listView),
    fetches: fetches.map((f) => ({
      source: f.source,
      url: f.url,
      attempted_at: iso(f.attempted_at),
      succeeded_at: f.succeeded_at === null ? null : iso(f.succeeded_at),
      error: f.error,
    })),
    run: run ? runView(run) : null,
    thresholds: thresholdsView(thresholds),
    open_hits: open,
  };
}
