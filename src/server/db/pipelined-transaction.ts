import type { Writable } from 'node:stream';
import pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { Database, Tx } from './client';

// drizzle's pieces a transaction is built from; not in its public types.
type Internals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { client: unknown; options: ConstructorParameters<typeof NodePgSession>[3] };
  _: { schema: ConstructorParameters<typeof NodePgSession>[2] };
};

export type PipelinedConnection = { pool: pg.Pool; internals: Internals };

// The PostgreSQL pool behind `db` when its connections pipeline (openPostgres), else null.
export function pipelinedConnection(db: Database): PipelinedConnection | null {
  const internals = db as unknown as Internals;
  const pool = internals.session.client;
  if (!(pool instanceof pg.Pool) || !(pool.options as { pipeline?: boolean }).pipeline) {
    return null;
  }
  return { pool, internals };
}

/**
 * The last statement of a transaction with its `commit` sent right behind it, both answered
 * before this resolves. A commit behind a statement that failed rolls the transaction back.
 */
export type FinishWith = <R>(last: () => Promise<R>) => Promise<R>;

// pg's client in pipeline mode: the statement sent and not yet answered, if any.
type InFlight = { _getActiveQuery(): unknown };

// Whether `tx`'s connection has a statement sent and not yet answered (pipelining only).
export function statementInFlight(tx: Tx): boolean {
  const { session } = tx as unknown as { session: { client: Partial<InFlight> } };
  return Boolean(session.client._getActiveQuery?.());
}

/**
 * A transaction on one pipelining connection (transactionHandingContext): `begin` is sent
 * without waiting for its answer, so it travels with the first statement; `finishWith` sends
 * the last statement and, at once behind it, `commit`. Without it, the transaction commits
 * when `run` returns; a failure before it rolls the transaction back.
 */
export async function pipelinedTransaction<T>(
  { pool, internals }: PipelinedConnection,
  run: (tx: Tx, finishWith: FinishWith) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const { dialect, session, _ } = internals;
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, _.schema, session.options),
    _.schema,
  ) as unknown as Tx;
  // What is sent inside `together` leaves in one write when it ends (node's cork), where pg
  // writes each statement as soon as it is made.
  const { stream } = (client as unknown as { connection: { stream: Writable } }).connection;
  const together = <R>(send: () => R): R => {
    stream.cork();
    try {
      return send();
    } finally {
      stream.uncork();
    }
  };
  let committed: Promise<unknown> | null = null;
  const finishWith: FinishWith = (last) =>
    together(() => {
      if (committed) throw new Error('the transaction has already been committed');
      const answer = last();
      // The statement must be on its way: a commit sent before it would leave it outside.
      if (!statementInFlight(tx)) {
        throw new Error('commit behind a statement that was not sent');
      }
      committed = client.query('commit');
      return Promise.all([answer, committed]).then(([result]) => result);
    });
  // `begin` and the statements `run` sends before it first waits leave together.
  const [begun, running] = together(() => {
    const sent = client.query('begin');
    sent.catch(() => {});
    return [sent, run(tx, finishWith)] as const;
  });
  let broken: Error | undefined;
  try {
    const result = await running;
    await begun;
    await (committed ?? client.query('commit'));
    return result;
  } catch (error) {
    if (committed) await (committed as Promise<unknown>).catch(() => {});
    else await client.query('rollback').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}
