import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { getDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('dashboard.get', {
      tags: ['dashboard'],
      summary:
        'The dashboard: customers, transactions, CAD volume, active currencies, the 5 latest ' +
        "transactions, today's count and CAD volume, and the pickups waiting",
    }),
    handler: () => getDashboard(db, clock),
  });
};
