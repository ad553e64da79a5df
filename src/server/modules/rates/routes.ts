import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { listCurrentRates, listRates } from './queries';
import { createRate, deleteRate, updateRate } from './service';

const tags = ['currency rates'];

export const rateRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.route({
    ...endpointRoute('rates.list', {
      tags,
      summary: 'Lists rates newest first, searchable by currency code or name',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => listRates(db, request.query, clock(), listCountCap),
  });

  app.route({
    ...endpointRoute('rates.current', {
      tags,
      summary: 'The rate in force now for every pair (docs/decisions/0006)',
    }),
    handler: async () => ({ rows: await listCurrentRates(db, clock()) }),
  });

  app.route({
    ...endpointRoute('rates.create', {
      tags,
      summary: 'Adds a rate for a pair; it becomes current at its effective date',
      status: 201,
      errors: { 400: errorResponse, 422: errorResponse },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createRate(db, clock, request.body)),
  });

  app.route({
    ...endpointRoute('rates.update', {
      tags,
      summary: 'Corrects a rate',
      errors: { 400: errorResponse, 404: errorResponse, 422: errorResponse },
    }),
    handler: async (request) => updateRate(db, clock, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute('rates.delete', {
      tags,
      summary: 'Deletes a rate',
      errors: { 404: errorResponse },
    }),
    handler: async (request, reply) => {
      await deleteRate(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
