import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@domain/contracts/common';
import type { CaseDetail } from '@domain/contracts/compliance';
import { FILING_MESSAGES } from '@domain/contracts/fintrac';
import { roleAllows, staffRole } from '@domain/staff';
import type { Database } from '../../db/client';
import { endpointRoute } from '../../endpoint-route';
import { notFound } from '../../http-errors';
import { filingDocument, listFilings } from './filing-records';
import type { IngestClient } from './fintrac/ingest-client';
import { fintracReportOf } from './fintrac-report';
import { deleteReport, sendReport } from './fintrac-sending';
import type { CaseReader } from './queries';

export type FintracApi = { client: IngestClient | null; timeoutMs: number };

type App = Parameters<FastifyPluginAsyncZod>[0];
type Deps = {
  db: Database;
  fintracApi: FintracApi;
  today: () => Promise<string>;
  // The case, or 404 (also a suspicious transaction report to a teller).
  load: (id: string, reader: CaseReader) => Promise<CaseDetail>;
  readerOf: (request: Pick<FastifyRequest, 'user'>) => CaseReader;
  attachment: (name: string) => string;
};

const tags = ['compliance'];
const isUuid = (id: string) => z.uuid().safeParse(id).success;

// A report case's document in FINTRAC's format (docs/decisions/0055) and its sending to
// FINTRAC's API, each version as it left (docs/decisions/0056).
export function registerFintracRoutes(
  app: App,
  { db, fintracApi, today, load: loadFor, readerOf, attachment }: Deps,
) {
  const load = (request: Pick<FastifyRequest, 'user'> & { params: { id: string } }) =>
    loadFor(request.params.id, readerOf(request));
  app.route({
    ...endpointRoute('compliance.fintracReport', {
      tags,
      summary: "A report case's document in FINTRAC's API format, with what FINTRAC would refuse",
      description:
        "The document as FINTRAC's Report Ingest API receives it (LCTRReport, LVCTRReport or " +
        'STRReport), ' +
        'generated from the ' +
        "case as it is now, and each problem: FINTRAC's rule number and message where FINTRAC " +
        'publishes one, the field, reject or warning, and the screen that fixes it.',
      errors: { 404: errorResponse, 409: errorResponse },
    }),
    handler: async (request) => fintracReportOf(db, await load(request)),
  });

  const sending = {
    db,
    client: fintracApi.client,
    timeoutMs: fintracApi.timeoutMs,
    report: (found: CaseDetail) => fintracReportOf(db, found),
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
      const found = await load(request);
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
      const found = await load(request);
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
      sendReport(sending, await load(request), 'submit', await sender(request)),
  });

  app.route({
    ...endpointRoute('compliance.fintracChange', {
      tags,
      summary: 'Sends the report again as a change of the one FINTRAC accepted',
      errors: sendErrors,
    }),
    handler: async (request) =>
      sendReport(sending, await load(request), 'change', await sender(request)),
  });

  app.route({
    ...endpointRoute('compliance.fintracDelete', {
      tags,
      summary: 'Deletes the accepted report from FINTRAC (a duplicate, or submitted in error)',
      description: 'Once FINTRAC has deleted it, the case is dismissed with that reason.',
      errors: { 400: errorResponse, ...sendErrors },
    }),
    handler: async (request) =>
      deleteReport(sending, await load(request), request.body.reason, {
        ...(await sender(request)),
        manager: roleAllows(staffRole(request.user?.role), 'manager'),
      }),
  });
}
