import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '@domain/contracts/dashboard';
import type { ModuleDeps } from '../deps';
import { getDashboard } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'The dashboard: customers, transactions, CAD volume, active currencies, the 5 latest ' +
          "transactions, today's count and CAD volume, and the pickups waiting",
        response: { 200: dashboardResponse },
      },
    },
    () => getDashboard(db, clock),
  );
};
