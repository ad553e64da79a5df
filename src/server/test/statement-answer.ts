import type { Database } from '../db/client';

/**
 * What the database answers a statement: 'done', or its refusal's message (a trigger's, a
 * permission's), as the tests of what the database itself refuses read it.
 */
export const statementAnswer = (db: Database, statement: string): Promise<string> =>
  db.execute(statement).then(
    () => 'done',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );
