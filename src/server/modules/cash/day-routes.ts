import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import { sendCsv } from '../../csv-reply';
import type { ModuleDeps } from '../deps';
import { closeBusinessDay, getBusinessDay } from './business-day';
import { getZReport } from './z-report';
import { zReportCsv } from './z-report-csv';

const tags = ['cash'];
const errors = { 400: errorResponse, 404: errorResponse };

// Closing a branch's business day and its Z report (docs/decisions/0036).
export const businessDayRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('businessDays.get', {
      tags,
      summary:
        "A branch's business day: when and by whom it was closed (null while open) and how " +
        'many of its tills have a session not closed',
      errors,
    }),
    handler: (request) => getBusinessDay(db, request.params.branch_id, request.params.date),
  });

  app.route({
    ...endpointRoute('businessDays.close', {
      tags,
      summary:
        "Closes a branch's business day once every till's session is closed (409 " +
        'session_state names the others; 409 day_closed when closed already); nothing can ' +
        'then be booked or changed with that date',
      errors: { ...errors, 409: errorResponse },
    }),
    handler: (request) => closeBusinessDay(db, clock, request.body, request.user?.id ?? null),
  });

  app.route({
    ...endpointRoute('businessDays.zReport', {
      tags,
      summary:
        "The Z report of a branch's business day: per till and currency the opening count, " +
        'bought, sold, transfers, over/short, expected, counted and card receipts, with the ' +
        "branch's totals and their CAD values",
      errors,
    }),
    handler: (request) => getZReport(db, clock, request.params.branch_id, request.params.date),
  });

  app.route({
    ...endpointRoute('businessDays.zReportCsv', {
      tags,
      summary: 'The Z report as CSV: a row per till and currency, then the totals',
      errors: {
        200: z
          .string()
          .describe('CSV text: a header row, a row per till and currency, the totals rows'),
        ...errors,
      },
    }),
    handler: async (request, reply) => {
      const { branch_id: branchId, date } = request.params;
      const report = await getZReport(db, clock, branchId, date);
      return sendCsv(reply, zReportCsv(report), `z-report-${date}.csv`);
    },
  });
};
