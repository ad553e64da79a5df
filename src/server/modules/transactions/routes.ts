import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, isRecordId } from '@domain/contracts/common';
import {
  createExchangeBody,
  exchangeResponse,
  idempotencyHeaders,
  referenceParams,
  transactionDetail,
  transactionListQuery,
  transactionListResponse,
} from '@domain/contracts/transactions';
import { z } from 'zod';
import type { ModuleDeps } from '../deps';
import { notFound } from '../../http-errors';
import { findTransactionDetail, listTransactionDetails } from './exchange-queries';
import { createExchange, getExchange } from './service';

const tags = ['transactions'];
export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export const transactionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Lists transactions newest first, by status and customer (or recipient)',
        querystring: transactionListQuery,
        response: { 200: transactionListResponse, 400: errorResponse },
      },
    },
    (request) => listTransactionDetails(db, request.query),
  );

  app.post(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'Books an exchange: one transaction per pair under one reference number, balances moved ' +
          'through the ledger, all or nothing. With Idempotency-Key, a repeat answers the first result',
        headers: idempotencyHeaders,
        body: createExchangeBody,
        response: {
          200: exchangeResponse.describe('The exchange already booked under this Idempotency-Key'),
          201: exchangeResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await createExchange(db, clock, request.body, {
        userId: request.user?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.status(result.created ? 201 : 200).send(result.exchange);
    },
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One transaction with its customer, recipient and currencies',
        // Any text: a malformed id names no transaction, so it is a 404 like an unknown one.
        params: z.object({ id: z.string().max(100) }),
        response: { 200: transactionDetail, 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = isRecordId(id) ? await findTransactionDetail(db, id) : null;
      if (!found) throw notFound(TRANSACTION_NOT_FOUND);
      return found;
    },
  );

  app.get(
    '/exchanges/:reference',
    {
      schema: {
        tags,
        summary: "An exchange by its reference number: the receipt's data",
        params: referenceParams,
        response: { 200: exchangeResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    (request) => getExchange(db, request.params.reference),
  );
};
