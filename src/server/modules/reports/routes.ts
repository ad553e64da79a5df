import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import {
  currencyPerformanceQuery,
  currencyPerformanceResponse,
  dailyPositionQuery,
  dailyPositionResponse,
} from '@domain/contracts/reports';
import type { ModuleDeps } from '../deps';
import { dailyPositionCsv } from './position-csv';
import { getCurrencyPerformance, getDailyPosition } from './service';
import { sendCsv } from '../../csv-reply';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/reports/currency-performance',
    {
      schema: {
        tags,
        summary:
          "Currency performance over a period of the bureau's days: per currency, transactions, " +
          'volume in and out, net, CAD value, average and current rate, change percent; ' +
          'by tier then transaction count, paged (6 by default)',
        querystring: currencyPerformanceQuery,
        response: { 200: currencyPerformanceResponse, 400: errorResponse },
      },
    },
    (request) => getCurrencyPerformance(db, clock, request.query),
  );

  app.get(
    '/reports/daily-position',
    {
      schema: {
        tags,
        summary:
          "One of the bureau's days per currency account, from the ledger: opening, bought, " +
          'sold, adjustments, reversals, closing, and the CAD values of the day',
        querystring: dailyPositionQuery,
        response: { 200: dailyPositionResponse, 400: errorResponse },
      },
    },
    (request) => getDailyPosition(db, request.query.date),
  );

  app.get(
    '/reports/daily-position.csv',
    {
      schema: {
        tags,
        summary: 'The daily position as CSV, a row per currency and the CAD totals',
        querystring: dailyPositionQuery,
        response: {
          200: z.string().describe('CSV text: a header row, a row per currency, a totals row'),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const csv = dailyPositionCsv(await getDailyPosition(db, date));
      return sendCsv(reply, csv, `daily-position-${date}.csv`);
    },
  );
};
