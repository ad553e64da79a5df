import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { createIdCardBodyAt } from '@domain/contracts/id-cards';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { addIdCard, completeIdCard, deleteIdCard } from './service';

const tags = ['id-cards'];
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

export const idCardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('idCards.create', {
      tags,
      summary: 'Adds an ID card to a customer (at most 2 per customer)',
      status: 201,
      errors,
      body: createIdCardBodyAt(clock),
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await addIdCard(db, clock, request.body, request.user?.id ?? null)),
  });

  app.route({
    ...endpointRoute('idCards.complete', {
      tags,
      summary:
        "Completes a card on file: its issuing country, province or state, and today's verification",
      errors,
    }),
    handler: async (request) =>
      completeIdCard(db, clock, request.params.id, request.body, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('idCards.delete', {
      tags,
      summary:
        'Deletes an ID card (204); one of a customer with transactions is archived instead (200)',
      errors,
    }),
    handler: async (request, reply) => {
      const archived = await deleteIdCard(db, clock, request.params.id, request.user?.id ?? null);
      if (archived) return { archived: true as const, archived_at: archived.toISOString() };
      return reply.status(204).send(null);
    },
  });
};
