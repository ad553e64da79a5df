import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import type { Database } from '../../db/client';
import { endpointRoute } from '../../endpoint-route';
import { openSuspiciousReport, updateSuspiciousReport } from './suspicious-reports';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Deps = { db: Database; clock: () => Date; today: () => Promise<string> };

const tags = ['compliance'];
const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

// Suspicious transaction reports (docs/decisions/0057): a manager opens one and keeps its
// grounds up to date; its document, sending and closing are the case's own endpoints.
export function registerSuspiciousReportRoutes(app: App, { db, clock, today }: Deps) {
  const who = async (request: { user?: { id: string } | null }) => ({
    userId: request.user?.id ?? null,
    today: await today(),
    now: clock(),
  });

  app.route({
    ...endpointRoute('compliance.openSuspiciousReport', {
      tags,
      summary: 'Opens a suspicious transaction report (manager or owner)',
      description:
        'From completed transactions, attempted ones (an exchange refused at the counter: ' +
        'nothing was booked, so what was asked is kept) and the customers involved, with the ' +
        'grounds for suspicion, the action taken and when the grounds were determined; due ' +
        'as soon as practicable (the bureau tracks 3 days). Never shown to tellers.',
      status: 201,
      errors,
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await openSuspiciousReport(db, request.body, await who(request))),
  });

  app.route({
    ...endpointRoute('compliance.updateSuspiciousReport', {
      tags,
      summary: "Changes an open suspicious transaction report's grounds and action taken",
      errors,
    }),
    handler: async (request) =>
      updateSuspiciousReport(db, request.params.id, request.body, await who(request)),
  });
}
