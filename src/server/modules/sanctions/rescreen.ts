import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client';
import { screeningInForce } from './matcher-cache';
import { recordMatches, screenSubjects, type ScreenedSubject } from './record-hits';
import { companySubject, customerSubject } from './screen-records';

// The re-screen of every active customer and company after a list changed (docs/decisions/0038):
// one screening_runs row, worked through in batches by the scheduled job, each batch one
// transaction that screens BATCH subjects in memory, records their hits and holds and saves
// where it got to, so a restart resumes from the last batch and one instance works at a time.

export const RESCREEN_BATCH = Number(process.env.SANCTIONS_RESCREEN_BATCH ?? 5_000);

export type RunRow = {
  id: string;
  reason: string;
  status: 'running' | 'done' | 'failed';
  total: number;
  screened: number;
  hits: number;
  error: string | null;
  started_at: string | Date;
  finished_at: string | Date | null;
};

type Cursor = { type: 'customer' | 'company'; id: string | null };

const runColumns = sql`id::text as id, reason, status, total, screened, hits, error, started_at,
  finished_at`;

async function activeSubjects(tx: Database | Tx): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select (select count(*) from customers where archived_at is null)::int
      + (select count(*) from companies where archived_at is null)::int as total`,
  );
  return row?.total ?? 0;
}

/**
 * Starts a re-screen: a run already under way starts over (the lists changed again), else a
 * new run begins.
 */
export async function startRun(tx: Tx, reason: string): Promise<RunRow> {
  const total = await activeSubjects(tx);
  const [restarted] = await queryRows<RunRow>(
    tx,
    sql`update screening_runs set reason = ${reason}, total = ${total}, screened = 0, hits = 0,
          cursor = null, started_at = now()
        where status = 'running' returning ${runColumns}`,
  );
  if (restarted) return restarted;
  const [row] = await queryRows<RunRow>(
    tx,
    sql`insert into screening_runs (reason, total) values (${reason}, ${total})
        returning ${runColumns}`,
  );
  if (!row) throw new Error('the run insert returned no row');
  return row;
}

export async function latestRun(db: Database | Tx): Promise<RunRow | null> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`select ${runColumns} from screening_runs order by started_at desc, id desc limit 1`,
  );
  return row ?? null;
}

async function nextSubjects(
  tx: Tx,
  cursor: Cursor,
): Promise<{ subjects: ScreenedSubject[]; last: Cursor | null }> {
  if (cursor.type === 'customer') {
    const rows = await queryRows<{
      id: string;
      first_name: string;
      last_name: string;
      birthday: string | null;
    }>(
      tx,
      sql`select id::text as id, first_name, last_name, birthday::text as birthday
          from customers
          where archived_at is null ${cursor.id ? sql`and id > ${cursor.id}::uuid` : sql``}
          order by id limit ${RESCREEN_BATCH}`,
    );
    const last = rows.at(-1);
    return {
      subjects: rows.map((r) => ({ type: 'customer', id: r.id, subject: customerSubject(r) })),
      last: last ? { type: 'customer', id: last.id } : null,
    };
  }
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id::text as id, name from companies
        where archived_at is null ${cursor.id ? sql`and id > ${cursor.id}::uuid` : sql``}
        order by id limit ${RESCREEN_BATCH}`,
  );
  const last = rows.at(-1);
  return {
    subjects: rows.map((r) => ({ type: 'company', id: r.id, subject: companySubject(r) })),
    last: last ? { type: 'company', id: last.id } : null,
  };
}

/**
 * One batch of the running run, in one transaction: answers false when no run is running (or
 * it has just finished).
 */
export async function rescreenBatch(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await queryRows<{ id: string; cursor: Cursor | null }>(
      tx,
      sql`select id::text as id, cursor from screening_runs where status = 'running'
          order by started_at limit 1 for update skip locked`,
    );
    if (!run) return false;
    let cursor: Cursor = run.cursor ?? { type: 'customer', id: null };
    let batch = await nextSubjects(tx, cursor);
    if (!batch.last && cursor.type === 'customer') {
      cursor = { type: 'company', id: null };
      batch = await nextSubjects(tx, cursor);
    }
    if (!batch.last) {
      await tx.execute(
        sql`update screening_runs set status = 'done', finished_at = now(),
              cursor = ${JSON.stringify(cursor)}::jsonb where id = ${run.id}`,
      );
      return false;
    }
    const screening = await screeningInForce(tx);
    const recorded = await recordMatches(tx, screening, screenSubjects(screening, batch.subjects));
    await tx.execute(
      sql`update screening_runs set screened = screened + ${batch.subjects.length},
            hits = hits + ${recorded.created}, cursor = ${JSON.stringify(batch.last)}::jsonb
          where id = ${run.id}`,
    );
    return true;
  });
}

/**
 * Works through the running re-screen until it is done or `budgetMs` has passed (the job's
 * lease); the next look continues where this one stopped. A failing batch ends the run as
 * failed, with its error kept and shown.
 */
export async function runRescreen(db: Database, budgetMs = 90_000): Promise<'idle' | 'worked'> {
  const until = Date.now() + budgetMs;
  let worked = false;
  try {
    while (Date.now() < until && (await rescreenBatch(db))) worked = true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.execute(
      sql`update screening_runs set status = 'failed', error = ${message.slice(0, 500)},
            finished_at = now() where status = 'running'`,
    );
    throw error;
  }
  return worked ? 'worked' : 'idle';
}
