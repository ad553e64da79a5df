import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@domain/contracts/common';
import {
  createCurrencyBody,
  currencyListQuery,
  currencyListResponse,
  currencyRow,
  updateCurrencyBody,
} from '@domain/contracts/currencies';
import type { ModuleDeps } from '../deps';
import { listCurrencies } from './queries';
import { createCurrency, deleteCurrency, updateCurrency } from './service';

export const currencyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Lists currencies ordered by tier then code (active=true for pickers)',
        querystring: currencyListQuery,
        response: { 200: currencyListResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { active, kind } = request.query;
      const rows = await listCurrencies(db, {
        kind,
        ...(active === undefined ? {} : { active: active === 'true' }),
      });
      return { rows, total: rows.length };
    },
  );

  app.post(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Creates a currency (crypto when crypto_id is set) and its account at 0',
        body: createCurrencyBody,
        response: {
          201: currencyRow,
          400: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createCurrency(db, request.body)),
  );

  app.put(
    '/currencies/:id',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Updates a currency; the code is read-only',
        params: idParams,
        body: updateCurrencyBody,
        response: { 200: currencyRow, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => updateCurrency(db, request.params.id, request.body),
  );

  app.delete(
    '/currencies/:id',
    {
      schema: {
        tags: ['currencies'],
        summary:
          'Deletes an unused currency and its empty account (409 when anything refers to it)',
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteCurrency(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
