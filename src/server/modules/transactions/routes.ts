import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, isRecordId } from '@domain/contracts/common';
import {
  claimTransactionBody,
  claimTransactionResponse,
  exchangeResponse,
  referenceParams,
  transactionCounts,
  transactionCountsQuery,
  transactionDetail,
  transactionFilterQuery,
  transactionListQuery,
  transactionListResponse,
  transactionParams,
} from '@domain/contracts/transactions';
import { z } from 'zod';
import type { ModuleDeps } from '../deps';
import { notFound } from '../../http-errors';
import { TRANSACTION_NOT_FOUND, claimTransaction } from './claim';
import { findTransactionDetail, getExchange } from './detail-queries';
import { exportStream } from './export';
import { countTabs, listTransactionDetails } from './list-queries';
import { sendCsv } from '../../csv-reply';

const tags = ['transactions'];
export { TRANSACTION_NOT_FOUND };
// Any text: a malformed id names no transaction, so it is a 404 like an unknown one.

export const transactionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'Lists transactions newest first: by tab (SPEC §4), search (reference number, customer ' +
          'or recipient), status and customer (or recipient)',
        querystring: transactionListQuery,
        response: { 200: transactionListResponse, 400: errorResponse },
      },
    },
    (request) => listTransactionDetails(db, request.query, listCountCap),
  );

  app.get(
    '/transactions/counts',
    {
      schema: {
        tags,
        summary: "Every tab's count under one search, in one query",
        querystring: transactionCountsQuery,
        response: { 200: transactionCounts, 400: errorResponse },
      },
    },
    (request) => countTabs(db, request.query.search, listCountCap),
  );

  app.get(
    '/transactions/export.csv',
    {
      schema: {
        tags,
        summary:
          'The filtered list as CSV (every column, money as exact decimals), streamed in batches',
        querystring: transactionFilterQuery,
        response: {
          200: z.string().describe('CSV text, a header row and one row per transaction'),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      return sendCsv(reply, exportStream(db, request.query), `transactions-${day}.csv`);
    },
  );

  app.post(
    '/transactions/:id/claim',
    {
      schema: {
        tags,
        summary:
          'Claims an on-behalf, completed, unclaimed transaction for its recipient; with ' +
          "with_exchange, the exchange's other unclaimed on-behalf pairs too",
        params: transactionParams,
        body: claimTransactionBody,
        response: {
          200: claimTransactionResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      claimed: await claimTransaction(db, clock, request.params.id, {
        userId: request.user?.id ?? null,
        withExchange: request.body.with_exchange,
      }),
    }),
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One transaction with its customer, recipient and currencies',
        params: transactionParams,
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
