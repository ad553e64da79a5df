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
        "transactions, today's count and CAD volume, the pickups waiting, the Main branch's " +
        'tills (open, awaiting sign-off, total) and whether its day is closed',
    }),
    handler: () => getDashboard(db, clock),
  });
};
