import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { listCurrencies } from './queries';
import { createCurrency, deleteCurrency, updateCurrency } from './service';

const tags = ['currencies'];

export const currencyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.route({
    ...endpointRoute('currencies.list', {
      tags,
      summary: 'Lists currencies ordered by tier then code (active=true for pickers)',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => {
      const { active, kind } = request.query;
      const rows = await listCurrencies(db, {
        kind,
        ...(active === undefined ? {} : { active: active === 'true' }),
      });
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...endpointRoute('currencies.create', {
      tags,
      summary: 'Creates a currency (crypto when crypto_id is set) and its account at 0',
      status: 201,
      errors: { 400: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createCurrency(db, request.body)),
  });

  app.route({
    ...endpointRoute('currencies.update', {
      tags,
      summary: 'Updates a currency; the code is read-only',
      errors: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    handler: async (request) => updateCurrency(db, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute('currencies.delete', {
      tags,
      summary: 'Deletes an unused currency and its empty account (409 when anything refers to it)',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: async (request, reply) => {
      await deleteCurrency(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
