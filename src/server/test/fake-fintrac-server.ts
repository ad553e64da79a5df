import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  duplicateReferenceMessage,
  locationMessages,
  NOT_JSON_MESSAGE,
  SCHEMAS,
  schemaMessages,
  type Json,
  type Message,
} from './fake-fintrac-checks';
import { fintracSchema } from './fintrac-schema';

// A local stand-in for FINTRAC's Report Ingest API (report-ingest-api.json), speaking its
// protocol over real HTTP: an OAuth token for the client credentials, then reports submitted
// (POST, multipart `reportFile`), changed (PUT) and deleted (DELETE, a DeleteReport body),
// each answered as FINTRAC answers (SubmitReportResponse, or an Error with validation messages).
//
// What it checks, as FINTRAC would: the bearer token; each document against FINTRAC's own
// schema for its report type; a reference already accepted (a second submit); a change or
// deletion of a report it does not hold; and, standing in for FINTRAC's registry of each
// entity's locations (which no one can check locally), that every transaction's
// reportingEntityLocationId is one it was told of. A location ID beginning with SLOW is never
// answered, to stand for FINTRAC not answering in time. Its rejection texts are its own: the
// real API's are FINTRAC's.

export const FAKE_FINTRAC_CLIENT = { id: 'bureau-client', secret: 'bureau-secret' };

export type FakeFintracReport = {
  reportTypeCode: number;
  reference: string;
  externalReportUuid: string;
  document: Record<string, unknown>;
  text: string;
  /** When FINTRAC first received it, as its list of reports writes it. */
  createdAt: string;
  changes: number;
};

export type FakeFintracServer = {
  // FINTRAC_API_URL (…/reporting-ingest) and FINTRAC_TOKEN_URL.
  url: string;
  tokenUrl: string;
  // The reports it holds, by reference; what every call sent, in order.
  reports: Map<string, FakeFintracReport>;
  calls: { method: string; path: string }[];
  close(): Promise<void>;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const rejected = (res: ServerResponse, validationMessages: Message[]) =>
  sendJson(res, 400, {
    code: 400,
    message: { en: 'Report rejected.', fr: 'Déclaration rejetée.' },
    payload: { validationMessages },
  });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The multipart form's `reportFile`, read with the platform's own form parser.
async function reportFileOf(req: IncomingMessage, body: Buffer): Promise<string | null> {
  const request = new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: new Uint8Array(body),
  });
  try {
    const file = (await request.formData()).get('reportFile');
    return file instanceof Blob ? await file.text() : null;
  } catch {
    return null;
  }
}

const submitDateTime = () =>
  `${new Date().toISOString().replace('T', ' ').replace('Z', '')}000+00:00`;

/** The fake on `port` (0: any), holding `locations` as the entity's registered locations. */
export async function startFakeFintracServer(
  port = 0,
  options: { locations?: string[] } = {},
): Promise<FakeFintracServer> {
  const reports = new Map<string, FakeFintracReport>();
  const calls: { method: string; path: string }[] = [];
  const tokens = new Set<string>();
  const locations = new Set(options.locations ?? []);

  const pending = new Set<ServerResponse>();
  // Compiled before the first report arrives, so the first answer is as quick as the rest.
  for (const name of Object.values(SCHEMAS)) fintracSchema(name);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/ping') return sendJson(res, 200, { ok: true });
    const body = await bodyOf(req);
    calls.push({ method: req.method ?? '', path: url.pathname + url.search });

    if (url.pathname === '/oauth2/v2.0/token' && req.method === 'POST') {
      const form = new URLSearchParams(body.toString('utf8'));
      if (
        form.get('client_id') !== FAKE_FINTRAC_CLIENT.id ||
        form.get('client_secret') !== FAKE_FINTRAC_CLIENT.secret
      ) {
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_descriptions: 'Invalid client secret provided.',
          error_codes: [7000215],
        });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return sendJson(res, 200, {
        token_type: 'Bearer',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: token,
      });
    }

    const listing = url.pathname === '/reporting-ingest/api/v1/reports/list';
    if (url.pathname !== '/reporting-ingest/api/v1/reports' && !listing) {
      return sendJson(res, 404, { code: 404, message: { en: 'Not found.', fr: 'Introuvable.' } });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return sendJson(res, 401, {
        code: 401,
        message: { en: 'Unauthorized.', fr: 'Non autorisé.' },
      });
    }

    // The list of reports, filtered by references that contain the text given.
    if (listing && req.method === 'GET') {
      const wanted = url.searchParams.get('reportingEntityReportReference') ?? '';
      const contents = [...reports.values()]
        .filter((r) => r.reference.includes(wanted))
        .map((r) => ({
          externalReportUuid: r.externalReportUuid,
          reportingEntityReportReference: r.reference,
          createDateTime: r.createdAt,
          updateDateTime: r.createdAt,
        }));
      return sendJson(res, 200, {
        code: 200,
        message: { en: 'Get reports successfully.', fr: 'Extraction des déclarations réussie.' },
        payload: {
          totalElements: contents.length,
          numberOfPages: 1,
          pageSize: Number(url.searchParams.get('pageSize') ?? 20),
          pageNumber: 0,
          numberOfElements: contents.length,
          sortBy: 'createDateTime+',
          contents,
        },
      });
    }

    if (req.method === 'DELETE') {
      const details = (JSON.parse(body.toString('utf8')) as { reportDetails?: Json }).reportDetails;
      const reference = String(details?.reportingEntityReportReference ?? '');
      if (
        details?.submitTypeCode !== 5 ||
        ![3, 4].includes(Number(details.reportSubmitReasonCode))
      ) {
        return rejected(res, []);
      }
      if (!reports.delete(reference)) {
        return sendJson(res, 404, {
          code: 404,
          message: { en: 'No values found.', fr: 'Aucune valeur trouvée.' },
        });
      }
      return res.writeHead(204).end();
    }

    const file = await reportFileOf(req, body);
    if (file === null) return rejected(res, []);
    let document: Json;
    try {
      document = JSON.parse(file) as Json;
    } catch {
      return rejected(res, [NOT_JSON_MESSAGE]);
    }
    const details = (document.reportDetails ?? {}) as Json;
    const typeCode =
      req.method === 'POST'
        ? Number(url.searchParams.get('reportTypeCode'))
        : Number(details.reportTypeCode);
    const reference = String(details.reportingEntityReportReference ?? '');
    const problems = [
      ...schemaMessages(typeCode, document),
      ...locationMessages(locations, typeCode, document),
    ];
    const transactions = Array.isArray(document.transactions)
      ? (document.transactions as Json[])
      : [];
    // A location SLOW… never answers; SLOWKEPT… keeps the report first, as FINTRAC would
    // when only its answer is lost.
    const slow = transactions.map((t) => String(t.reportingEntityLocationId ?? ''));
    if (slow.some((id) => id.startsWith('SLOW') && !id.startsWith('SLOWKEPT'))) {
      pending.add(res);
      return;
    }
    const held = reports.get(reference);
    if (req.method === 'POST' && held) {
      problems.push(duplicateReferenceMessage(typeCode));
    }
    if (req.method === 'PUT' && !held) {
      return sendJson(res, 404, {
        code: 404,
        message: { en: 'No values found.', fr: 'Aucune valeur trouvée.' },
      });
    }
    if (problems.length > 0) return rejected(res, problems);
    const externalReportUuid = held?.externalReportUuid ?? randomBytes(16).toString('hex');
    reports.set(reference, {
      reportTypeCode: typeCode,
      reference,
      externalReportUuid,
      document,
      text: file,
      changes: held ? held.changes + 1 : 0,
      createdAt: held?.createdAt ?? submitDateTime(),
    });
    if (slow.some((id) => id.startsWith('SLOWKEPT'))) {
      pending.add(res);
      return;
    }
    return sendJson(res, 200, {
      code: 200,
      message:
        req.method === 'POST'
          ? { en: 'Report submitted successfully.', fr: 'Soumission de la déclaration réussie.' }
          : { en: 'Report updated successfully.', fr: 'Mise à jour de la déclaration réussie.' },
      payload: {
        externalReportUuid,
        reportingEntityReportReference: reference,
        submitDateTime: submitDateTime(),
        validationMessages: [],
      },
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() =>
      sendJson(res, 500, { code: 500, message: { en: 'Error.', fr: 'Erreur.' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${address.port}`;
  return {
    url: `${base}/reporting-ingest`,
    tokenUrl: `${base}/oauth2/v2.0/token`,
    reports,
    calls,
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
