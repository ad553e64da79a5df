import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditList, auditListQuery, historyQuery } from '@domain/contracts/audit';
import { COMPANY_MESSAGES } from '@domain/contracts/companies';
import { errorResponse, idParams } from '@domain/contracts/common';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import { notFound } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { auditExportStream } from './export';
import { listAudit, recordKnown, recordHistory, type HistoryRecordType } from './queries';
import { sendCsv } from '../../csv-reply';
import { TRANSACTION_NOT_FOUND } from '../transactions';

const tags = ['audit'];

// The audit trail (docs/decisions/0020): the owner's Audit page and its export, and the History
// section of a customer, company or transaction.
export const auditRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, listCountCap },
) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered by staff member, record, action and days',
        querystring: auditListQuery,
        response: { 200: auditList, 400: errorResponse },
      },
    },
    (request) => listAudit(db, request.query, listCountCap),
  );

  app.get(
    '/audit/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV, streamed in batches',
        querystring: auditListQuery,
        response: {
          200: z.string().describe('CSV text, a header row and one row per entry'),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      return sendCsv(reply, auditExportStream(db, request.query), `audit-${day}.csv`);
    },
  );

  // A record never known (neither stored nor in the trail) has no history: 404, as the record.
  const history = (path: string, recordType: HistoryRecordType, what: string, missing: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${what}'s history from the audit trail, newest first`,
          params: idParams,
          querystring: historyQuery,
          response: { 200: auditList, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await recordKnown(db, recordType, id))) throw notFound(missing);
        return recordHistory(db, recordType, id, request.query, listCountCap);
      },
    );
  history(
    '/customers/:id/history',
    'customer',
    'customer (with its ID cards)',
    CUSTOMER_MESSAGES.notFound,
  );
  history('/companies/:id/history', 'company', 'company', COMPANY_MESSAGES.notFound);
  history('/transactions/:id/history', 'transaction', 'transaction', TRANSACTION_NOT_FOUND);
};
