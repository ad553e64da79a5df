import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, isRecordId } from '@domain/contracts/common';
import { z } from 'zod';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { notFound } from '../../http-errors';
import { TRANSACTION_NOT_FOUND, claimTransaction } from './claim';
import { findTransactionDetail, getExchange } from './detail-queries';
import { exportStream } from './export';
import { findTransactionMargin } from './margin-queries';
import { listTransactionDetails } from './list-queries';
import { countTabs } from './tab-counts';
import { sendCsv } from '../../csv-reply';

const tags = ['transactions'];
export { TRANSACTION_NOT_FOUND };

export const transactionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.route({
    ...endpointRoute('transactions.list', {
      tags,
      summary:
        'Lists transactions newest first: by tab (SPEC §4), search (reference number, customer ' +
        'or recipient), status and customer (or recipient)',
      errors: { 400: errorResponse },
    }),
    handler: (request) => listTransactionDetails(db, request.query, listCountCap),
  });

  app.route({
    ...endpointRoute('transactions.counts', {
      tags,
      summary: "Every tab's count under one search, in one query",
      errors: { 400: errorResponse },
    }),
    handler: (request) => countTabs(db, request.query.search, listCountCap),
  });

  app.route({
    ...endpointRoute('transactions.export', {
      tags,
      summary:
        'The filtered list as CSV (every column, money as exact decimals), streamed in batches',
      // The table's answer is any text; the document says what the text holds.
      errors: {
        200: z.string().describe('CSV text, a header row and one row per transaction'),
        400: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      return sendCsv(reply, exportStream(db, request.query), `transactions-${day}.csv`);
    },
  });

  app.route({
    ...endpointRoute('transactions.claim', {
      tags,
      summary:
        'Claims an on-behalf, completed, unclaimed transaction for its recipient; with ' +
        "with_exchange, the exchange's other unclaimed on-behalf pairs too",
      errors: {
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        413: errorResponse,
        422: errorResponse,
      },
    }),
    handler: async (request) => ({
      claimed: await claimTransaction(db, clock, request.params.id, {
        userId: request.user?.id ?? null,
        withExchange: request.body.with_exchange,
      }),
    }),
  });

  app.route({
    ...endpointRoute('transactions.get', {
      tags,
      summary: 'One transaction with its customer, recipient and currencies',
      errors: { 404: errorResponse },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const found = isRecordId(id) ? await findTransactionDetail(db, id) : null;
      if (!found) throw notFound(TRANSACTION_NOT_FOUND);
      return found;
    },
  });

  app.route({
    ...endpointRoute('transactions.margin', {
      tags,
      summary:
        'What a transaction earned, for managers: its realised margin against the average ' +
        'cost, its spread against the reference mid (CAD), and the cost of its ledger legs',
      errors: { 404: errorResponse },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const found = isRecordId(id) ? await findTransactionMargin(db, id) : null;
      if (!found) throw notFound(TRANSACTION_NOT_FOUND);
      return found;
    },
  });

  app.route({
    ...endpointRoute('exchanges.get', {
      tags,
      summary: "An exchange by its reference number: the receipt's data",
      errors: { 400: errorResponse, 404: errorResponse },
    }),
    handler: (request) => getExchange(db, request.params.reference),
  });
};
