// The throughput bench's bare reference server (bench-throughput.ts starts it): Fastify and pg
// answering the customer list's page with the very statement the app sends for it.
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LIST_COUNT_CAP } from '../src/server/db/bounded-count';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { listCustomers } from '../src/server/modules/customers/queries';

export const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 18_788);

export type Statement = { text: string; values: unknown[] };

// The statements the app's own query code sends for `GET /api/customers?limit=10` (the route's
// parsed query), recorded by drizzle's logger on a connection of their own.
export async function listStatements(url: string): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const sent: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => sent.push({ text, values }) },
  }) as unknown as Database;
  try {
    await listCustomers(db, { limit: 10, offset: 0 }, LIST_COUNT_CAP);
  } finally {
    await pool.end();
  }
  if (sent.length !== 1) throw new Error(`the list sent ${sent.length} statements, not 1`);
  return sent;
}

// The bare server: Fastify and a pool of 10 (as the app's), the app's statement prepared by name
// on each connection, its rows answered as they come.
async function referenceServer(url: string, port: number, statements: Statement[]) {
  const { default: Fastify } = await import('fastify');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify();
  app.get('/health', async () => ({ ok: true }));
  app.get('/customers', async () => {
    const results = await Promise.all(
      statements.map(({ text, values }, i) => pool.query({ name: `reference_${i}`, text, values })),
    );
    return { rows: results[0]?.rows ?? [] };
  });
  await app.listen({ port, host: '127.0.0.1' });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  await referenceServer(
    process.env.BENCH_REFERENCE_URL ?? '',
    REFERENCE_PORT,
    JSON.parse(process.env.BENCH_REFERENCE_STATEMENTS ?? '[]') as Statement[],
  );
}
