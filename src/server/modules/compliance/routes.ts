import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceThresholdsValue, COMPLIANCE_SETTING_KEY } from '@domain/compliance/thresholds';
import { errorResponse } from '@domain/contracts/common';
import { CASE_MESSAGES } from '@domain/contracts/compliance';
import { roleAllows, staffRole } from '@domain/staff';
import { endpointRoute } from '../../endpoint-route';
import type { ModuleDeps } from '../deps';
import { sendCsv } from '../../csv-reply';
import { badRequest, notFound } from '../../http-errors';
import { bureauDate, businessTimeZone, findSetting } from '../settings';
import {
  allCases,
  caseCsv,
  examinationCsv,
  largeTransactions,
  queueCsv,
  type ExaminationTransaction,
} from './export';
import { findCase } from './case-detail';
import { countDueSoon, listCases, type CaseReader } from './queries';
import { fintracReportOf } from './fintrac-report';
import { registerFintracRoutes, type FintracApi } from './fintrac-routes';
import { closeCase } from './service';
import { registerSuspiciousReportRoutes } from './suspicious-routes';
import { previewWindowReport } from './window-preview';

const tags = ['compliance'];
type Closing = Parameters<typeof closeCase>[2];
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const closeErrors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
// The table's answer is any text; the document says what the text holds.
const csvText = z.string().describe('CSV text, a header row and one row per record');

// The compliance queue (docs/decisions/0026): FINTRAC's reports and structuring alerts, their
// closing, and their exports; a report's document and its sending are in fintrac-routes.ts.
export const complianceRoutes: FastifyPluginAsyncZod<
  ModuleDeps & { fintracApi: FintracApi }
> = async (app, { db, clock, fintracApi }) => {
  const today = () => bureauDate(db, clock());
  // A suspicious transaction report is a manager's: to a teller it does not exist (tipping-off).
  const readerOf = (request: Pick<FastifyRequest, 'user'>): CaseReader => ({
    seesSuspicious: roleAllows(staffRole(request.user?.role), 'manager'),
  });
  const load = async (id: string, reader: CaseReader) => {
    const found = isUuid(id) ? await findCase(db, id, await today()) : null;
    if (!found || (found.kind === 'str' && !reader.seesSuspicious)) {
      throw notFound(CASE_MESSAGES.notFound);
    }
    return found;
  };
  const attachment = (name: string) => `attachment; filename="${name}"`;

  app.route({
    ...endpointRoute('compliance.cases', {
      tags,
      summary: 'Reports and alerts: the open queue (overdue first), the closed ones, or all',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => listCases(db, request.query, await today(), readerOf(request)),
  });

  app.route({
    ...endpointRoute('compliance.badge', {
      tags,
      summary: 'How many open cases are overdue or due within 3 days',
    }),
    handler: async (request) => ({
      due_soon: await countDueSoon(db, await today(), readerOf(request)),
    }),
  });

  app.route({
    ...endpointRoute('compliance.windowReport', {
      tags,
      summary: 'The report of its 24-hour window an exchange being typed would make or join',
      description:
        'From the cash and virtual currency (in CAD) the exchange would bring and its ' +
        "people's transactions of the window: what the exchange screen needs to ask for the " +
        'identification before submit. The booking checks again and decides.',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => ({
      window_report: await previewWindowReport(db, request.query, clock()),
    }),
  });

  app.route({
    ...endpointRoute('compliance.case', {
      tags,
      summary: 'One case: its window, transactions, people and every field FINTRAC asks',
      errors: { 404: errorResponse },
    }),
    handler: (request) => load(request.params.id, readerOf(request)),
  });

  app.route({
    ...endpointRoute('compliance.caseJson', {
      tags,
      summary: 'One case as a JSON download',
      errors: { 404: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await load(request.params.id, readerOf(request));
      return reply.header('content-disposition', attachment(`case-${found.id}.json`)).send(found);
    },
  });

  registerFintracRoutes(app, { db, fintracApi, today, load, readerOf, attachment });
  registerSuspiciousReportRoutes(app, { db, clock, today });

  app.route({
    ...endpointRoute('compliance.caseCsv', {
      tags,
      summary: 'One case as CSV: a row per transaction with its people',
      errors: { 200: csvText, 404: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await load(request.params.id, readerOf(request));
      return sendCsv(reply, caseCsv(found, await businessTimeZone(db)), `case-${found.id}.csv`);
    },
  });

  const close =
    (action: Closing['action']) =>
    async (request: Pick<FastifyRequest, 'user'> & { params: { id: string }; body: object }) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(CASE_MESSAGES.notFound);
      const who = {
        userId: request.user?.id ?? null,
        role: staffRole(request.user?.role),
        today: await today(),
      };
      const input = request.body as Record<string, string>;
      // A report's document in FINTRAC's format as it stands is kept as the one filed.
      const reportOf = async () => {
        const found = await load(id, readerOf(request));
        const reported = found.kind === 'lctr' || found.kind === 'lvctr' || found.kind === 'str';
        return reported && found.status === 'open' ? fintracReportOf(db, found) : null;
      };
      return closeCase(db, id, { action, ...input } as Closing, who, reportOf);
    };
  app.route({
    ...endpointRoute('compliance.file', {
      tags,
      summary: "Marks a report filed, with FINTRAC's acknowledgement number and date",
      errors: closeErrors,
    }),
    handler: close('file'),
  });
  app.route({
    ...endpointRoute('compliance.review', {
      tags,
      summary: 'Marks an alert reviewed, with what the review found',
      errors: closeErrors,
    }),
    handler: close('review'),
  });
  app.route({
    ...endpointRoute('compliance.dismiss', {
      tags,
      summary: 'Dismisses a report or alert with a reason (manager or owner)',
      errors: closeErrors,
    }),
    handler: close('dismiss'),
  });

  app.route({
    ...endpointRoute('compliance.queueJson', {
      tags,
      summary: 'The whole open queue as a JSON download',
    }),
    handler: async (request, reply) => {
      const day = await today();
      const cases = await allCases(db, 'open', day, readerOf(request));
      return reply
        .header('content-disposition', attachment(`compliance-queue-${day}.json`))
        .send({ cases });
    },
  });

  app.route({
    ...endpointRoute('compliance.queueCsv', {
      tags,
      summary: 'The whole open queue as CSV',
      errors: { 200: csvText },
    }),
    handler: async (request, reply) => {
      const day = await today();
      return sendCsv(
        reply,
        queueCsv(await allCases(db, 'open', day, readerOf(request))),
        `compliance-queue-${day}.csv`,
      );
    },
  });

  // Every transaction of $3,000 or more and every report and alert of a period.
  const examination = async (query: { from: string; to: string }, reader: CaseReader) => {
    if (query.from > query.to) {
      throw badRequest(CASE_MESSAGES.periodOrder, { from: CASE_MESSAGES.periodOrder });
    }
    const thresholds = complianceThresholdsValue(
      (await findSetting(db, COMPLIANCE_SETTING_KEY))?.value,
    );
    const day = await today();
    const [transactions, cases] = await Promise.all([
      largeTransactions(db, query, thresholds.identification_cad),
      allCases(db, 'all', day, reader, query),
    ]);
    return { transactions, cases, identification_cad: thresholds.identification_cad };
  };
  const examinationName = (query: { from: string; to: string }, ext: string) =>
    `examination-${query.from}-to-${query.to}.${ext}`;

  app.route({
    ...endpointRoute('compliance.examinationJson', {
      tags,
      summary: 'The examination export of a period, as JSON',
      errors: { 400: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await examination(request.query, readerOf(request));
      return reply
        .header('content-disposition', attachment(examinationName(request.query, 'json')))
        .send({
          ...request.query,
          identification_cad: found.identification_cad,
          transactions: found.transactions as ExaminationTransaction[] as unknown as Record<
            string,
            unknown
          >[],
          cases: found.cases,
        });
    },
  });

  app.route({
    ...endpointRoute('compliance.examinationCsv', {
      tags,
      summary: 'The examination export of a period, as CSV',
      errors: { 200: csvText, 400: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await examination(request.query, readerOf(request));
      const csv = examinationCsv(found.transactions, found.cases);
      return sendCsv(reply, csv, examinationName(request.query, 'csv'));
    },
  });
};
