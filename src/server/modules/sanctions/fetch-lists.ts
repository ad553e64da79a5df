import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { SANCTIONS_SOURCES, type SanctionsSource } from '@domain/sanctions/list-entry';
import type { Config } from '../../config';
import { queryRows, type Database } from '../../db/client';
import { checksumOf, importList } from './import-list';

// The lists fetched from their publishers' URLs (SANCTIONS_*_URL), daily by the scheduled job
// and on a manager's request. Each attempt is kept in sanctions_fetch_state with its error; a
// failure or a refused file keeps the list in force as it is.

export type SanctionsFeeds = Config['sanctionsFeeds'];

export type SanctionsDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  sanctionsFeeds: SanctionsFeeds;
};

// One lock for "may I fetch the lists now", shared by every instance on the database.
const FETCH_LOCK = 7_305_271;
const MAX_BODY_BYTES = 80 * 1024 * 1024;
// A list is fetched once a day; after a failure, again at most every hour.
const DAY_MS = 24 * 3_600_000;
const RETRY_MS = 3_600_000;

type FetchState = {
  source: SanctionsSource;
  attempted_at: Date | string;
  succeeded_at: Date | string | null;
};

export const configuredFeeds = (feeds: SanctionsFeeds) =>
  SANCTIONS_SOURCES.flatMap((source) => {
    const url = feeds[source];
    return url ? [{ source, url }] : [];
  });

class TooLargeError extends Error {}

async function download(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/xml, text/xml, text/csv, */*' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_BODY_BYTES) throw new TooLargeError();
    const text = await response.text();
    if (text.length > MAX_BODY_BYTES) throw new TooLargeError();
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return text;
  } catch (error) {
    if (error instanceof TooLargeError) {
      throw new Error('the file is larger than 80 MB', { cause: error });
    }
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s`, { cause: error });
    }
    if (error instanceof Error && error.message.startsWith('the server answered')) throw error;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`the server could not be reached${cause ? ` (${cause})` : ''}`, {
      cause: error,
    });
  }
}

const fileNameOf = (url: string) => {
  const last = new URL(url).pathname.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last).slice(0, 255) : null;
};

const isDue = (now: Date, state: FetchState | undefined) => {
  if (!state) return true;
  const since = (value: Date | string | null) =>
    value === null ? Infinity : now.getTime() - new Date(value).getTime();
  return since(state.succeeded_at) >= DAY_MS && since(state.attempted_at) >= RETRY_MS;
};

/**
 * Claims the fetch of these sources under the advisory lock (another instance fetching: none),
 * keeping the attempt's time; the schedule claims only the sources that are due.
 */
async function claim(
  deps: SanctionsDeps,
  feeds: { source: SanctionsSource; url: string }[],
  now: Date,
  scheduled: boolean,
): Promise<{ source: SanctionsSource; url: string }[]> {
  return deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FETCH_LOCK}) as locked`,
    );
    if (!lock?.locked) return [];
    const states = await queryRows<FetchState>(
      tx,
      sql`select source, attempted_at, succeeded_at from sanctions_fetch_state`,
    );
    const claimed = feeds.filter(
      (feed) =>
        !scheduled ||
        isDue(
          now,
          states.find((s) => s.source === feed.source),
        ),
    );
    for (const feed of claimed) {
      await tx.execute(
        sql`insert into sanctions_fetch_state (source, url, attempted_at)
            values (${feed.source}, ${feed.url}, ${now.toISOString()}::timestamptz)
            on conflict (source) do update set url = excluded.url,
              attempted_at = excluded.attempted_at`,
      );
    }
    return claimed;
  });
}

async function fetchOne(
  deps: SanctionsDeps,
  feed: { source: SanctionsSource; url: string },
  now: Date,
  userId: string | null,
) {
  let error: string | null = null;
  let checksum: string | null = null;
  try {
    const content = await download(feed.url, deps.sanctionsFeeds.timeoutMs);
    checksum = checksumOf(content);
    const imported = await importList(deps.db, {
      source: feed.source,
      file_name: fileNameOf(feed.url),
      content,
      userId,
    });
    deps.log.info(
      { source: feed.source, changed: imported.changed, entries: imported.list.entry_count },
      'sanctions list fetched',
    );
  } catch (caught) {
    if (!(caught instanceof Error)) throw caught;
    error = caught.message.slice(0, 1000);
    deps.log.warn({ source: feed.source }, `sanctions list fetch failed: ${error}`);
  }
  await deps.db.execute(
    error === null
      ? sql`update sanctions_fetch_state set succeeded_at = ${now.toISOString()}::timestamptz,
              error = null, checksum = ${checksum} where source = ${feed.source}`
      : sql`update sanctions_fetch_state set error = ${error} where source = ${feed.source}`,
  );
}

/** Fetches every configured list now (a manager's "Fetch lists"). */
export async function fetchListsNow(deps: SanctionsDeps, userId: string | null): Promise<void> {
  const now = deps.clock();
  const claimed = await claim(deps, configuredFeeds(deps.sanctionsFeeds), now, false);
  for (const feed of claimed) await fetchOne(deps, feed, now, userId);
}

/** One scheduled look: fetches the lists whose last success is a day old. */
export async function runScheduledListFetch(deps: SanctionsDeps): Promise<number> {
  const feeds = configuredFeeds(deps.sanctionsFeeds);
  if (feeds.length === 0) return 0;
  const now = deps.clock();
  const states = await queryRows<FetchState>(
    deps.db,
    sql`select source, attempted_at, succeeded_at from sanctions_fetch_state`,
  );
  // Read outside the lock first: nearly every look ends here without a write.
  if (
    !feeds.some((feed) =>
      isDue(
        now,
        states.find((s) => s.source === feed.source),
      ),
    )
  )
    return 0;
  const claimed = await claim(deps, feeds, now, true);
  for (const feed of claimed) await fetchOne(deps, feed, now, null);
  return claimed.length;
}
