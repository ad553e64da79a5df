import { FILING_MESSAGES, type FintracMessage } from '@domain/contracts/fintrac';
import type { FintracApiConfig } from '../../../config';

// What FINTRAC's Report Ingest API answered to one sending (docs/decisions/0056).
export type IngestAnswer =
  | {
      outcome: 'accepted';
      externalReportUuid: string | null;
      submittedAt: string | null;
      messages: FintracMessage[];
    }
  | { outcome: 'rejected'; messages: FintracMessage[]; problem: string | null }
  | { outcome: 'no_answer' | 'failed'; messages: FintracMessage[]; problem: string };

export type IngestClient = {
  /** POST /api/v1/reports?reportTypeCode=…, the report as the multipart file `reportFile`. */
  submit(reportTypeCode: number, fileName: string, document: string): Promise<IngestAnswer>;
  /** PUT /api/v1/reports, the changed report (submitTypeCode 2) as `reportFile`. */
  change(fileName: string, document: string): Promise<IngestAnswer>;
  /** DELETE /api/v1/reports with FINTRAC's DeleteReport body. */
  remove(body: string): Promise<IngestAnswer>;
  /** GET /api/v1/reports/list: whether FINTRAC holds a report of this reference. */
  find(reference: string): Promise<FoundReport>;
};

/** What FINTRAC's list of reports says of one reference. */
export type FoundReport =
  | { outcome: 'held'; externalReportUuid: string; submittedAt: string | null }
  | { outcome: 'absent' }
  | { outcome: 'failed'; problem: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

// FINTRAC's ValidationMessage, or ajv's SchemaValidationMessages it answers for a document that
// does not match its schema.
function messageOf(raw: unknown): FintracMessage | null {
  if (!isObject(raw)) return null;
  const error = isObject(raw.error) ? raw.error : isObject(raw.message) ? raw.message : {};
  const en = text(error.en) ?? text(raw.message);
  if (!en) return null;
  return {
    path: text(raw.path) ?? text(raw.instancePath),
    rule: text(raw.rule) ?? (typeof raw.rule === 'number' ? String(raw.rule) : null),
    type: raw.type === 'warning' ? 'warning' : 'reject',
    code: typeof error.code === 'number' ? error.code : null,
    en,
    fr: text(error.fr),
  };
}

function messagesOf(body: unknown, refused: boolean): FintracMessage[] {
  const payload = isObject(body) && isObject(body.payload) ? body.payload : null;
  const list =
    (payload && Array.isArray(payload.validationMessages) && payload.validationMessages) ||
    (isObject(body) && Array.isArray(body.validationMessages) && body.validationMessages) ||
    (Array.isArray(body) && body) ||
    [];
  const messages = list.map(messageOf).filter((m): m is FintracMessage => m !== null);
  // A refusal ({ code, message: { en, fr } }) with no list says what was wrong itself; an
  // acceptance's message ("Report submitted successfully.") is no message about the report.
  if (refused && messages.length === 0 && isObject(body) && isObject(body.message)) {
    const en = text(body.message.en);
    if (en) {
      messages.push({
        path: null,
        rule: null,
        type: 'reject',
        code: null,
        en,
        fr: text(body.message.fr),
      });
    }
  }
  return messages;
}

async function readJson(response: Response): Promise<unknown> {
  const body = await response.text();
  if (body.trim() === '') return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

const failed = (problem: string): IngestAnswer => ({ outcome: 'failed', messages: [], problem });

/**
 * FINTRAC's Report Ingest API over HTTP: an OAuth access token from the client credentials
 * (kept until a minute before it expires), then each report as its `reportFile`.
 */
export function fintracIngestClient(config: FintracApiConfig): IngestClient {
  let token: { value: string; until: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string | IngestAnswer> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      signal,
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      return failed(FILING_MESSAGES.credentials);
    }
    if (!response.ok) return failed(FILING_MESSAGES.serverError);
    const body = await readJson(response);
    const value = isObject(body) ? text(body.access_token) : null;
    if (!value || !isObject(body)) return failed(FILING_MESSAGES.badAnswer);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  // One call with the token, within the timeout; its answer read as FINTRAC writes it.
  async function send(
    method: string,
    path: string,
    body: BodyInit,
    json = false,
  ): Promise<IngestAnswer> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    // Once the report is on its way, a timeout leaves its arrival unknown.
    let reportSent = false;
    try {
      const bearer = await accessToken(signal);
      if (typeof bearer !== 'string') return bearer;
      reportSent = true;
      const response = await fetch(`${config.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal,
      });
      if (response.status === 401 || response.status === 403) {
        token = null;
        return failed(FILING_MESSAGES.credentials);
      }
      const answer = await readJson(response);
      if (response.status >= 500) return failed(FILING_MESSAGES.serverError);
      if (answer === undefined) return failed(FILING_MESSAGES.badAnswer);
      const refused = response.status === 400 || response.status === 404 || response.status === 422;
      const messages = messagesOf(answer, refused);
      if (refused) {
        return { outcome: 'rejected', messages, problem: null };
      }
      if (!response.ok) return failed(FILING_MESSAGES.serverError);
      const payload = isObject(answer) && isObject(answer.payload) ? answer.payload : {};
      return {
        outcome: 'accepted',
        externalReportUuid: text(payload.externalReportUuid),
        submittedAt: text(payload.submitDateTime),
        messages,
      };
    } catch {
      if (signal.aborted && reportSent) {
        return { outcome: 'no_answer', messages: [], problem: FILING_MESSAGES.noAnswer };
      }
      return failed(FILING_MESSAGES.unreachable);
    }
  }

  // FINTRAC's list filters by references that contain the text: the one asked for is the exact
  // match among them.
  async function find(reference: string): Promise<FoundReport> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    try {
      const bearer = await accessToken(signal);
      if (typeof bearer !== 'string') {
        const problem = 'problem' in bearer ? bearer.problem : null;
        return { outcome: 'failed', problem: problem ?? FILING_MESSAGES.credentials };
      }
      const query = new URLSearchParams({
        reportingEntityReportReference: reference,
        pageSize: '100',
      });
      const response = await fetch(`${config.url}/api/v1/reports/list?${query}`, {
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
        signal,
      });
      if (response.status === 401 || response.status === 403) {
        token = null;
        return { outcome: 'failed', problem: FILING_MESSAGES.credentials };
      }
      if (!response.ok) return { outcome: 'failed', problem: FILING_MESSAGES.serverError };
      const answer = await readJson(response);
      const payload = isObject(answer) && isObject(answer.payload) ? answer.payload : null;
      if (!payload || !Array.isArray(payload.contents)) {
        return { outcome: 'failed', problem: FILING_MESSAGES.badAnswer };
      }
      const held = payload.contents.find(
        (row): row is Json => isObject(row) && row.reportingEntityReportReference === reference,
      );
      const uuid = held ? text(held.externalReportUuid) : null;
      return uuid
        ? { outcome: 'held', externalReportUuid: uuid, submittedAt: text(held?.createDateTime) }
        : { outcome: 'absent' };
    } catch {
      return { outcome: 'failed', problem: FILING_MESSAGES.unreachable };
    }
  }

  const reportFile = (fileName: string, document: string) => {
    const form = new FormData();
    form.append('reportFile', new Blob([document], { type: 'application/json' }), fileName);
    return form;
  };

  return {
    submit: (reportTypeCode, fileName, document) =>
      send(
        'POST',
        `/api/v1/reports?reportTypeCode=${reportTypeCode}`,
        reportFile(fileName, document),
      ),
    change: (fileName, document) => send('PUT', '/api/v1/reports', reportFile(fileName, document)),
    remove: (body) => send('DELETE', '/api/v1/reports', body, true),
    find,
  };
}
