import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HistoryQuery } from '@domain/contracts/audit';
import { COMPANY_MESSAGES } from '@domain/contracts/companies';
import { errorResponse } from '@domain/contracts/common';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import { endpointRoute } from '../../endpoint-route';
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
  app.route({
    ...endpointRoute('audit.list', {
      tags,
      summary: 'The audit trail, newest first, filtered by staff member, record, action and days',
      errors: { 400: errorResponse },
    }),
    handler: (request) => listAudit(db, request.query, listCountCap),
  });

  app.route({
    ...endpointRoute('audit.export', {
      tags,
      summary: 'The filtered audit trail as CSV, streamed in batches',
      // The table's answer is any text; the document says what the text holds.
      errors: {
        200: z.string().describe('CSV text, a header row and one row per entry'),
        400: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      return sendCsv(reply, auditExportStream(db, request.query), `audit-${day}.csv`);
    },
  });

  // A record never known (neither stored nor in the trail) has no history: 404, as the record.
  const history = (what: string) => ({
    tags,
    summary: `The ${what}'s history from the audit trail, newest first`,
    errors: { 400: errorResponse, 404: errorResponse },
  });
  const historyOf =
    (recordType: HistoryRecordType, missing: string) =>
    async (request: { params: { id: string }; query: HistoryQuery }) => {
      const { id } = request.params;
      if (!(await recordKnown(db, recordType, id))) throw notFound(missing);
      return recordHistory(db, recordType, id, request.query, listCountCap);
    };
  app.route({
    ...endpointRoute('customers.history', history('customer (with its ID cards)')),
    handler: historyOf('customer', CUSTOMER_MESSAGES.notFound),
  });
  app.route({
    ...endpointRoute('companies.history', history('company')),
    handler: historyOf('company', COMPANY_MESSAGES.notFound),
  });
  app.route({
    ...endpointRoute('transactions.history', history('transaction')),
    handler: historyOf('transaction', TRANSACTION_NOT_FOUND),
  });
};
