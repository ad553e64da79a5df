import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { dailyPositionCsv } from './position-csv';
import { getProfit } from './profit';
import { profitCsv } from './profit-csv';
import { getCurrencyPerformance, getDailyPosition } from './service';
import { sendCsv } from '../../csv-reply';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.route({
    ...endpointRoute('reports.currencyPerformance', {
      tags,
      summary:
        "Currency performance over a period of the bureau's days: per currency, transactions, " +
        'volume in and out, net, CAD value, average and current rate, change percent; ' +
        'by tier then transaction count, paged (6 by default)',
      errors: { 400: errorResponse },
    }),
    handler: (request) => getCurrencyPerformance(db, clock, request.query),
  });

  app.route({
    ...endpointRoute('reports.dailyPosition', {
      tags,
      summary:
        "One of the bureau's days per currency account, from the ledger: opening, bought, " +
        'sold, adjustments, reversals, transfers, over/short, closing, and the CAD values of ' +
        "the day; of every location, or of a branch's (branch_id) or one (location_id)",
      errors: { 400: errorResponse, 404: errorResponse },
    }),
    handler: (request) => getDailyPosition(db, request.query),
  });

  app.route({
    ...endpointRoute('reports.dailyPositionCsv', {
      tags,
      summary: 'The daily position as CSV, a row per currency and the CAD totals',
      // The table's answer is any text; the document says what the text holds.
      errors: {
        200: z.string().describe('CSV text: a header row, a row per currency, a totals row'),
        400: errorResponse,
        404: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const { date } = request.query;
      const csv = dailyPositionCsv(await getDailyPosition(db, request.query));
      return sendCsv(reply, csv, `daily-position-${date}.csv`);
    },
  });

  app.route({
    ...endpointRoute('reports.profit', {
      tags,
      summary:
        "Realised margins over a period of the bureau's days, by day, currency, teller or " +
        'branch: transactions, CAD volume, margin against the average cost, spread against ' +
        'the reference mid',
      errors: { 400: errorResponse },
    }),
    handler: (request) => getProfit(db, clock, request.query),
  });

  app.route({
    ...endpointRoute('reports.profitCsv', {
      tags,
      summary: 'The profit report as CSV, a row per group and the totals',
      errors: {
        200: z.string().describe('CSV text: a header row, a row per group, a totals row'),
        400: errorResponse,
      },
    }),
    handler: async (request, reply) => {
      const report = await getProfit(db, clock, request.query);
      const name = `profit-${request.query.group}-${report.period.from ?? 'all'}.csv`;
      return sendCsv(reply, profitCsv(report), name);
    },
  });
};
