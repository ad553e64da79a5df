import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import { errorBody } from '../../http-errors';
import type { ModuleDeps } from '../deps';

// The database answers on a connection of its own while others serve long requests, so the
// health check never waits behind a report.
export const healthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { pingDatabase, log },
) => {
  app.route({
    ...endpointRoute('health.get', {
      tags: ['health'],
      summary: 'Reports that the server runs and the database answers',
      errors: { 503: errorResponse },
    }),
    handler: async (_request, reply) => {
      try {
        await pingDatabase();
      } catch (error) {
        log.warn({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send(errorBody('unavailable', 'Database unreachable'));
      }
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  });
};
