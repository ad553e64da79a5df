import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { readChecklist, setDismissed } from './checklist';

const tags = ['setup'];

// The owner's first-run checklist (issue 47).
export const setupRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...endpointRoute('setup.checklist', {
      tags,
      summary: "The first-run checklist's steps, each ticked from the bureau's data",
    }),
    handler: () => readChecklist(db),
  });
  app.route({
    ...endpointRoute('setup.dismiss', {
      tags,
      summary: 'Puts the first-run checklist away, or brings it back',
      errors: { 400: errorResponse },
    }),
    handler: (request) => setDismissed(db, request.body.dismissed),
  });
};
