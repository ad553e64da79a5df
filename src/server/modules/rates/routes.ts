import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@domain/contracts/common';
import {
  createRateBody,
  currentRatesResponse,
  rateListQuery,
  rateListResponse,
  rateRow,
  updateRateBody,
} from '@domain/contracts/rates';
import type { ModuleDeps } from '../deps';
import { listCurrentRates, listRates } from './queries';
import { createRate, deleteRate, updateRate } from './service';

export const rateRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.get(
    '/currency-rates',
    {
      schema: {
        tags: ['currency rates'],
        summary: 'Lists rates newest first, searchable by currency code or name',
        querystring: rateListQuery,
        response: { 200: rateListResponse, 400: errorResponse },
      },
    },
    async (request) => listRates(db, request.query, clock(), listCountCap),
  );

  app.get(
    '/currency-rates/current',
    {
      schema: {
        tags: ['currency rates'],
        summary: 'The rate in force now for every pair (docs/decisions/0006)',
        response: { 200: currentRatesResponse },
      },
    },
    async () => ({ rows: await listCurrentRates(db, clock()) }),
  );

  app.post(
    '/currency-rates',
    {
      schema: {
        tags: ['currency rates'],
        summary: 'Adds a rate for a pair; it becomes current at its effective date',
        body: createRateBody,
        response: { 201: rateRow, 400: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createRate(db, clock, request.body)),
  );

  app.put(
    '/currency-rates/:id',
    {
      schema: {
        tags: ['currency rates'],
        summary: 'Corrects a rate',
        params: idParams,
        body: updateRateBody,
        response: { 200: rateRow, 400: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => updateRate(db, clock, request.params.id, request.body),
  );

  app.delete(
    '/currency-rates/:id',
    {
      schema: {
        tags: ['currency rates'],
        summary: 'Deletes a rate',
        params: idParams,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteRate(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
