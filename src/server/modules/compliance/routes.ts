import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceThresholdsValue, COMPLIANCE_SETTING_KEY } from '@domain/compliance/thresholds';
import { errorResponse } from '@domain/contracts/common';
import { CASE_MESSAGES } from '@domain/contracts/compliance';
import { FILING_MESSAGES } from '@domain/contracts/fintrac';
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
import { countDueSoon, findCase, listCases } from './queries';
import { fintracReportOf } from './fintrac-report';
import { deleteReport, filingDocument, listFilings, sendReport } from './fintrac-filing';
import type { IngestClient } from './fintrac/ingest-client';
import { closeCase } from './service';

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
// closing, and their exports.
export type FintracApi = { client: IngestClient | null; timeoutMs: number };

export const complianceRoutes: FastifyPluginAsyncZod<
  ModuleDeps & { fintracApi: FintracApi }
> = async (app, { db, clock, fintracApi }) => {
  const today = () => bureauDate(db, clock());
  const load = async (id: string) => {
    const found = isUuid(id) ? await findCase(db, id, await today()) : null;
    if (!found) throw notFound(CASE_MESSAGES.notFound);
    return found;
  };
  const attachment = (name: string) => `attachment; filename="${name}"`;

  app.route({
    ...endpointRoute('compliance.cases', {
      tags,
      summary: 'Reports and alerts: the open queue (overdue first), the closed ones, or all',
      errors: { 400: errorResponse },
    }),
    handler: async (request) => listCases(db, request.query, await today()),
  });

  app.route({
    ...endpointRoute('compliance.badge', {
      tags,
      summary: 'How many open cases are overdue or due within 3 days',
    }),
    handler: async () => ({ due_soon: await countDueSoon(db, await today()) }),
  });

  app.route({
    ...endpointRoute('compliance.case', {
      tags,
      summary: 'One case: its window, transactions, people and every field FINTRAC asks',
      errors: { 404: errorResponse },
    }),
    handler: (request) => load(request.params.id),
  });

  app.route({
    ...endpointRoute('compliance.caseJson', {
      tags,
      summary: 'One case as a JSON download',
      errors: { 404: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await load(request.params.id);
      return reply.header('content-disposition', attachment(`case-${found.id}.json`)).send(found);
    },
  });

  app.route({
    ...endpointRoute('compliance.fintracReport', {
      tags,
      summary:
        "A large cash or virtual currency report in FINTRAC's API format, with what it would refuse",
      description:
        "The document as FINTRAC's Report Ingest API receives it (LCTRReport or LVCTRReport), " +
        'generated from the ' +
        "case as it is now, and each problem: FINTRAC's rule number and message where FINTRAC " +
        'publishes one, the field, reject or warning, and the screen that fixes it.',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: async (request) => fintracReportOf(db, await load(request.params.id)),
  });

  const sending = {
    db,
    client: fintracApi.client,
    timeoutMs: fintracApi.timeoutMs,
    report: (found: Awaited<ReturnType<typeof load>>) => fintracReportOf(db, found),
  };
  const sender = async (request: Pick<FastifyRequest, 'user'>) => ({
    userId: request.user?.id ?? null,
    today: await today(),
  });

  app.route({
    ...endpointRoute('compliance.fintracFilings', {
      tags,
      summary: "The case's reports as they left for FINTRAC, newest first, with FINTRAC's answers",
      errors: { 404: errorResponse },
    }),
    handler: async (request) => {
      const found = await load(request.params.id);
      return { api: fintracApi.client !== null, rows: await listFilings(db, found.id) };
    },
  });

  app.route({
    ...endpointRoute('compliance.fintracFilingDocument', {
      tags,
      summary: 'One version of the report exactly as it left, as a JSON download',
      errors: { 404: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await load(request.params.id);
      if (!isUuid(request.params.filingId)) throw notFound(FILING_MESSAGES.documentNotFound);
      const filing = await filingDocument(db, found.id, request.params.filingId);
      return reply
        .header('content-disposition', attachment(`${filing.reference}-v${filing.version}.json`))
        .type('application/json')
        .send(filing.document as unknown as Record<string, unknown>);
    },
  });

  const sendErrors = { 403: errorResponse, 404: errorResponse, 409: errorResponse };
  app.route({
    ...endpointRoute('compliance.fintracSubmit', {
      tags,
      summary: "Submits the case's report to FINTRAC's API and keeps FINTRAC's answer",
      description:
        'The report as generated now, refused (409) while FINTRAC would reject it or without ' +
        "FINTRAC's API set up. FINTRAC's answer is the filing's outcome: accepted (the case is " +
        'filed with its report UUID), rejected with its messages, no answer in time, or failed.',
      errors: sendErrors,
    }),
    handler: async (request) =>
      sendReport(sending, await load(request.params.id), 'submit', await sender(request)),
  });

  app.route({
    ...endpointRoute('compliance.fintracChange', {
      tags,
      summary: 'Sends the report again as a change of the one FINTRAC accepted',
      errors: sendErrors,
    }),
    handler: async (request) =>
      sendReport(sending, await load(request.params.id), 'change', await sender(request)),
  });

  app.route({
    ...endpointRoute('compliance.fintracDelete', {
      tags,
      summary: 'Deletes the accepted report from FINTRAC (a duplicate, or submitted in error)',
      description: 'Once FINTRAC has deleted it, the case is dismissed with that reason.',
      errors: { 400: errorResponse, ...sendErrors },
    }),
    handler: async (request) =>
      deleteReport(sending, await load(request.params.id), request.body.reason, {
        ...(await sender(request)),
        manager: roleAllows(staffRole(request.user?.role), 'manager'),
      }),
  });

  app.route({
    ...endpointRoute('compliance.caseCsv', {
      tags,
      summary: 'One case as CSV: a row per transaction with its people',
      errors: { 200: csvText, 404: errorResponse },
    }),
    handler: async (request, reply) => {
      const found = await load(request.params.id);
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
        const found = await load(id);
        const reported = found.kind === 'lctr' || found.kind === 'lvctr';
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
    handler: async (_request, reply) => {
      const day = await today();
      const cases = await allCases(db, 'open', day);
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
    handler: async (_request, reply) => {
      const day = await today();
      return sendCsv(
        reply,
        queueCsv(await allCases(db, 'open', day)),
        `compliance-queue-${day}.csv`,
      );
    },
  });

  // Every transaction of $3,000 or more and every report and alert of a period.
  const examination = async (query: { from: string; to: string }) => {
    if (query.from > query.to) {
      throw badRequest(CASE_MESSAGES.periodOrder, { from: CASE_MESSAGES.periodOrder });
    }
    const thresholds = complianceThresholdsValue(
      (await findSetting(db, COMPLIANCE_SETTING_KEY))?.value,
    );
    const day = await today();
    const [transactions, cases] = await Promise.all([
      largeTransactions(db, query, thresholds.identification_cad),
      allCases(db, 'all', day, query),
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
      const found = await examination(request.query);
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
      const found = await examination(request.query);
      const csv = examinationCsv(found.transactions, found.cases);
      return sendCsv(reply, csv, examinationName(request.query, 'csv'));
    },
  });
};
