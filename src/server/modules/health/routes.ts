import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { healthResponse } from '@domain/contracts/health';
import { errorBody } from '../../http-errors';
import type { ModuleDeps } from '../deps';

export const healthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, log }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Reports that the server runs and the database answers',
        security: [],
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        log.warn({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send(errorBody('unavailable', 'Database unreachable'));
      }
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );
};
