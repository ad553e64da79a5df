import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { exchangeResponse } from '@domain/contracts/transactions';
import { staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { createExchange } from './create-exchange';
import { marketRatesFor } from './market-rates-for';

const tags = ['transactions'];

// POST /api/transactions books an exchange (and GET /api/crypto/market-rates previews its
// market rates); the rest of /api/transactions (lists, detail,
// claims, export, receipts) is the transactions module's.
export const exchangeRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('transactions.create', {
      tags,
      summary:
        'Books an exchange: one transaction per pair under one reference number, balances moved ' +
        'through the ledger, all or nothing. With Idempotency-Key, a repeat answers the first result',
      status: 201,
      errors: {
        // A second success the table's one answer does not name: a repeat of the key.
        200: exchangeResponse.describe('The exchange already booked under this Idempotency-Key'),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        413: errorResponse,
        422: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const result = await createExchange(db, clock, request.body, {
        userId: request.user?.id ?? null,
        role: staffRole(request.user?.role),
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.status(result.created ? 201 : 200).send(result.exchange);
    },
  });

  app.route({
    ...endpointRoute('crypto.marketRates', {
      tags: ['rates'],
      summary:
        'The market rates (from the stored crypto prices) the booking would price the crypto ' +
        'pairs of these currencies at, where the table prices them in neither direction',
      errors: { 400: errorResponse, 422: errorResponse },
    }),
    handler: async (request) => marketRatesFor(db, request.query.currencies, clock()),
  });
};
