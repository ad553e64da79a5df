import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditRecordType } from '@domain/audit';
import { auditList, auditListQuery, historyQuery } from '@domain/contracts/audit';
import { errorResponse, idParams } from '@domain/contracts/common';
import type { ModuleDeps } from '../deps';
import { auditExportStream } from './export';
import { listAudit, recordHistory } from './queries';
import { sendCsv } from '../../csv-reply';

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

  const history = (path: string, recordType: AuditRecordType, what: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${what}'s history from the audit trail, newest first`,
          params: idParams,
          querystring: historyQuery,
          response: { 200: auditList, 400: errorResponse },
        },
      },
      (request) => recordHistory(db, recordType, request.params.id, request.query, listCountCap),
    );
  history('/customers/:id/history', 'customer', 'customer (with its ID cards)');
  history('/companies/:id/history', 'company', 'company');
  history('/transactions/:id/history', 'transaction', 'transaction');
};
