import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@domain/clock';
import type { Database } from '../db/client';

// What every resource module gets injected: the database, "now" (so time rules test with a
// fixed clock) and a pino logger.
// `listCountCap`: how far lists count exactly (docs/decisions/0023); tests make it small.
export type ModuleDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  listCountCap: number;
};
