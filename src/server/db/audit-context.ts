import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from './client';
import {
  type FinishWith,
  pipelinedConnection,
  pipelinedTransaction,
} from './pipelined-transaction';

// Who is acting and from which address, for the audit trail (docs/decisions/0020). A request
// runs inside a context; every database transaction it opens starts by handing both to the
// database, whose audit triggers record them with each change in the same transaction.
export type AuditContext = { actorId: string | null; address: string | null };

const storage = new AsyncLocalStorage<AuditContext>();

export function runInAuditContext<T>(context: AuditContext, run: () => T): T {
  return storage.run(context, run);
}

export const currentAuditContext = (): AuditContext | undefined => storage.getStore();

// Makes `db.transaction` pass the current context to the database as transaction-local
// settings (`set_config(..., true)`), read by the triggers through audit_actor() and
// audit_address(). Outside a request (seeding, the price scheduler) nothing is set: the
// change is the system's.
export function withAuditedTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  unaudited.set(db, transaction);
  const audited: Database['transaction'] = (run, config) =>
    transaction(async (tx) => {
      const context = storage.getStore();
      if (context && (context.actorId || context.address)) {
        // In the same statement: a request's writes look rows up by key, so their prepared
        // statements keep one plan per connection instead of being planned on every call
        // (docs/decisions/0028). Lists and searches run outside, planned for their terms.
        await tx.execute(sql`select ${contextSettings(context)}`);
      }
      return run(tx);
    }, config);
  db.transaction = audited;
  return db;
}

// The settings that hand a context to the database, as the columns of a select.
const contextSettings = (context: AuditContext | undefined): SQL =>
  sql`set_config('audit.actor_id', ${context?.actorId ?? ''}, true),
    set_config('audit.address', ${context?.address ?? ''}, true),
    set_config('plan_cache_mode', 'force_generic_plan', true)`;

const unaudited = new WeakMap<Database, Database['transaction']>();

/**
 * A database transaction that hands the current context to the database in its own first
 * statement rather than in one more round trip before it (the exchange, issue 29): `run` gets
 * the settings as columns, and that statement must come before any write. On PostgreSQL the
 * connection pipelines (decision 0042): `begin` goes out with the first statement, and
 * `finishWith` (`run`'s third argument) sends the last statement with `commit` right behind
 * it, neither waiting for the answer before it. On the embedded database `finishWith` is null
 * and the transaction commits when `run` returns, as any other.
 */
export function transactionHandingContext<T>(
  db: Database,
  run: (tx: Tx, settings: SQL, finishWith: FinishWith | null) => Promise<T>,
): Promise<T> {
  const settings = contextSettings(storage.getStore());
  const connection = pipelinedConnection(db);
  if (connection)
    return pipelinedTransaction(connection, (tx, finish) => run(tx, settings, finish));
  const transaction = unaudited.get(db) ?? db.transaction.bind(db);
  return transaction((tx) => run(tx, settings, null));
}
