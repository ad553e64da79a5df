import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceThresholdsValue, COMPLIANCE_SETTING_KEY } from '@domain/compliance/thresholds';
import { errorResponse } from '@domain/contracts/common';
import {
  CASE_MESSAGES,
  caseBadgeResponse,
  caseDetail,
  caseListQuery,
  caseListResponse,
  dismissCaseBody,
  examinationQuery,
  fileCaseBody,
  reviewCaseBody,
  caseParams,
  complianceQueueJson,
  examinationJson,
} from '@domain/contracts/compliance';
import { staffRole } from '@domain/staff';
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
import { closeCase } from './service';

const tags = ['compliance'];
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const caseAnswers = {
  200: caseDetail,
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const csvText = z.string().describe('CSV text, a header row and one row per record');

// The compliance queue (docs/decisions/0026): FINTRAC's reports and structuring alerts, their
// closing, and their exports.
export const complianceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  const today = () => bureauDate(db, clock());
  const load = async (id: string) => {
    const found = isUuid(id) ? await findCase(db, id, await today()) : null;
    if (!found) throw notFound(CASE_MESSAGES.notFound);
    return found;
  };
  const attachment = (name: string) => `attachment; filename="${name}"`;

  app.get(
    '/compliance/cases',
    {
      schema: {
        tags,
        summary: 'Reports and alerts: the open queue (overdue first), the closed ones, or all',
        querystring: caseListQuery,
        response: { 200: caseListResponse, 400: errorResponse },
      },
    },
    async (request) => listCases(db, request.query, await today()),
  );

  app.get(
    '/compliance/badge',
    {
      schema: {
        tags,
        summary: 'How many open cases are overdue or due within 3 days',
        response: { 200: caseBadgeResponse },
      },
    },
    async () => ({ due_soon: await countDueSoon(db, await today()) }),
  );

  app.get(
    '/compliance/cases/:id',
    {
      schema: {
        tags,
        summary: 'One case: its window, transactions, people and every field FINTRAC asks',
        params: caseParams,
        response: { 200: caseDetail, 404: errorResponse },
      },
    },
    (request) => load(request.params.id),
  );

  app.get(
    '/compliance/cases/:id/export.json',
    {
      schema: {
        tags,
        summary: 'One case as a JSON download',
        params: caseParams,
        response: { 200: caseDetail, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await load(request.params.id);
      return reply.header('content-disposition', attachment(`case-${found.id}.json`)).send(found);
    },
  );

  app.get(
    '/compliance/cases/:id/export.csv',
    {
      schema: {
        tags,
        summary: 'One case as CSV: a row per transaction with its people',
        params: caseParams,
        response: { 200: csvText, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await load(request.params.id);
      return sendCsv(reply, caseCsv(found, await businessTimeZone(db)), `case-${found.id}.csv`);
    },
  );

  const close = (action: 'file' | 'review' | 'dismiss', summary: string, body: z.ZodType) =>
    app.post(
      `/compliance/cases/:id/${action}`,
      { schema: { tags, summary, params: caseParams, body, response: caseAnswers } },
      async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw notFound(CASE_MESSAGES.notFound);
        const who = {
          userId: request.user?.id ?? null,
          role: staffRole(request.user?.role),
          today: await today(),
        };
        const input = request.body as Record<string, string>;
        return closeCase(db, id, { action, ...input } as Parameters<typeof closeCase>[2], who);
      },
    );
  close(
    'file',
    "Marks a report filed, with FINTRAC's acknowledgement number and date",
    fileCaseBody,
  );
  close('review', 'Marks an alert reviewed, with what the review found', reviewCaseBody);
  close('dismiss', 'Dismisses a report or alert with a reason (manager or owner)', dismissCaseBody);

  app.get(
    '/compliance/export.json',
    {
      schema: {
        tags,
        summary: 'The whole open queue as a JSON download',
        response: { 200: complianceQueueJson },
      },
    },
    async (_request, reply) => {
      const day = await today();
      const cases = await allCases(db, 'open', day);
      return reply
        .header('content-disposition', attachment(`compliance-queue-${day}.json`))
        .send({ cases });
    },
  );

  app.get(
    '/compliance/export.csv',
    {
      schema: { tags, summary: 'The whole open queue as CSV', response: { 200: csvText } },
    },
    async (_request, reply) => {
      const day = await today();
      return sendCsv(
        reply,
        queueCsv(await allCases(db, 'open', day)),
        `compliance-queue-${day}.csv`,
      );
    },
  );

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

  app.get(
    '/compliance/examination.json',
    {
      schema: {
        tags,
        summary: 'The examination export of a period, as JSON',
        querystring: examinationQuery,
        response: { 200: examinationJson, 400: errorResponse },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/compliance/examination.csv',
    {
      schema: {
        tags,
        summary: 'The examination export of a period, as CSV',
        querystring: examinationQuery,
        response: { 200: csvText, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await examination(request.query);
      const csv = examinationCsv(found.transactions, found.cases);
      return sendCsv(reply, csv, examinationName(request.query, 'csv'));
    },
  );
};
