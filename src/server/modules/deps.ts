import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@domain/clock';
import type { Database } from '../db/client';

// What every resource module gets injected: the database, "now" (so time rules test with a
// fixed clock) and a pino logger.
// `pingDatabase` tells whether the database answers (the health check).
// `listCountCap`: how far lists count exactly (docs/decisions/0023); tests make it small.
export type ModuleDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  pingDatabase: () => Promise<void>;
  listCountCap: number;
};
