import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@domain/contracts/compliance';
import type { FintracFiling, FintracFilings } from '@domain/contracts/fintrac';
import { FILING_MESSAGES } from '@domain/contracts/fintrac';
import { queryRows } from '../../db/client';
import { caseSuite } from '../../test/case-suite';
import { FAKE_FINTRAC_CLIENT, startFakeFintracServer } from '../../test/fake-fintrac-server';
import { fintracIngestClient } from './fintrac/ingest-client';
import { statementAnswer } from '../../test/statement-answer';

// Sending reports to FINTRAC's Report Ingest API (issue 45, docs/decisions/0056), against a
// local fake that speaks its protocol: a report FINTRAC would reject never leaves; FINTRAC's
// rejection, its acceptance (the case filed with its report UUID), a change and a deletion are
// each a version kept exactly as it left; an unanswered sending says so; a teller sends nothing.
const fake = await startFakeFintracServer(0, { locations: ['LOC01'] });
afterAll(() => fake.close());

describe("sending reports to FINTRAC's API", () => {
  const s = caseSuite({
    FINTRAC_API_URL: fake.url,
    FINTRAC_TOKEN_URL: fake.tokenUrl,
    FINTRAC_CLIENT_ID: FAKE_FINTRAC_CLIENT.id,
    FINTRAC_CLIENT_SECRET: FAKE_FINTRAC_CLIENT.secret,
    FINTRAC_API_TIMEOUT_MS: '3000',
  });
  const send = async (caseId: string, what: 'submit' | 'change' | 'delete', body?: object) =>
    s.call('POST', `/api/compliance/cases/${caseId}/fintrac-${what}`, body);
  const sent = async (caseId: string, what: 'submit' | 'change' | 'delete', body?: object) => {
    const res = await send(caseId, what, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FintracFiling>();
  };
  const filings = async (caseId: string) => {
    const res = await s.call('GET', `/api/compliance/cases/${caseId}/fintrac-filings`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FintracFilings>();
  };
  const newCase = async () => {
    const customer = await s.identifiedCustomer();
    await s.booked(customer, ['9000'], { source_of_money: 'Savings' });
    await s.booked(customer, ['1500'], { source_of_money: 'Savings' });
    const [found] = await s.casesOf(customer);
    if (!found) throw new Error('no case');
    return found.id;
  };
  const sql = <T>(text: string) => queryRows<T>(s.t.database.db, text);
  // What the database answers a statement it refuses.
  const refused = (statement: string) => statementAnswer(s.t.database.db, statement);

  let caseId = '';
  beforeAll(async () => {
    caseId = await newCase();
  });

  it('sends nothing FINTRAC would reject', async () => {
    await s.setFintracEntity({ reporting_entity_number: null, contact_id: null });
    const res = await send(caseId, 'submit');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(FILING_MESSAGES.notReady);
    expect(await filings(caseId)).toEqual({ api: true, rows: [] });
    expect(fake.calls).toEqual([]);
  });

  it("keeps FINTRAC's rejection with its messages, the case still open", async () => {
    expect(
      (await s.setFintracEntity({ reporting_entity_number: 1234567, contact_id: 42 })).statusCode,
    ).toBe(200);
    await s.setFintracLocation('LOC02');
    const filing = await sent(caseId, 'submit');
    expect(filing).toMatchObject({
      version: 1,
      action: 'submit',
      outcome: 'rejected',
      external_report_uuid: null,
      problem: null,
    });
    expect(filing.messages).toEqual([
      expect.objectContaining({
        path: 'lctr.transactions[0].reportingEntityLocationId',
        type: 'reject',
        en: "Location LOC02 is not one of the reporting entity's locations.",
      }),
      expect.objectContaining({ path: 'lctr.transactions[1].reportingEntityLocationId' }),
    ]);
    expect((await s.detail(caseId)).status).toBe('open');
    expect(fake.reports.size).toBe(0);
  });

  it('files the case with FINTRAC’s report UUID, the document kept as it left', async () => {
    await s.setFintracLocation('LOC01');
    const filing = await sent(caseId, 'submit');
    expect(filing).toMatchObject({
      version: 2,
      action: 'submit',
      outcome: 'accepted',
      messages: [],
    });
    const held = [...fake.reports.values()][0];
    if (!held) throw new Error('FINTRAC holds no report');
    expect(filing.external_report_uuid).toBe(held.externalReportUuid);
    expect(filing.fintrac_submitted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(held.document).toMatchObject({
      reportDetails: { reportTypeCode: 106, submitTypeCode: 1, reportingEntityNumber: 1234567 },
    });
    expect(fake.calls.find((c) => c.method === 'POST' && c.path.includes('reports'))?.path).toBe(
      '/reporting-ingest/api/v1/reports?reportTypeCode=106',
    );

    const detail = await s.detail(caseId);
    expect(detail).toMatchObject({
      status: 'filed',
      acknowledgement_number: held.externalReportUuid,
    });
    // The document downloaded is the bytes FINTRAC received, with their digest.
    const download = await s.call(
      'GET',
      `/api/compliance/cases/${caseId}/fintrac-filings/${filing.id}/document`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(download.headers['content-disposition']).toContain(`${held.reference}-v2.json`);
    expect(download.body).toBe(held.text);
    expect(createHash('sha256').update(download.body).digest('hex')).toBe(filing.document_sha256);

    const again = await send(caseId, 'submit');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(FILING_MESSAGES.notOpen);

    const audit = await sql<{ action: string; record_type: string }>(
      `select action, record_type from audit_log
        where record_id = '${filing.id}' or (record_id = '${caseId}' and action = 'file')`,
    );
    expect(audit.map((a) => `${a.record_type}:${a.action}`).sort()).toEqual([
      'compliance_case:file',
      'fintrac_filing:send',
    ]);
  });

  it('sends a change as a new version, and keeps every version as it was', async () => {
    const change = await sent(caseId, 'change');
    expect(change).toMatchObject({ version: 3, action: 'change', outcome: 'accepted' });
    const held = [...fake.reports.values()][0];
    expect(held?.changes).toBe(1);
    expect(held?.document).toMatchObject({ reportDetails: { submitTypeCode: 2 } });
    const { rows } = await filings(caseId);
    expect(rows.map((r) => [r.version, r.action, r.outcome])).toEqual([
      [3, 'change', 'accepted'],
      [2, 'submit', 'accepted'],
      [1, 'submit', 'rejected'],
    ]);

    expect(
      await refused(`update fintrac_filings set document = '{}' where case_id = '${caseId}'`),
    ).toMatch(/keeps each filing as sent/);
    expect(
      await refused(
        `delete from fintrac_filings where case_id = '${caseId}' and outcome = 'accepted'`,
      ),
    ).toMatch(/keeps every report filed/);
    expect(await refused('truncate fintrac_filings cascade')).toMatch(/never truncated/);
  });

  it('lets a teller read the filings but send, change or delete nothing', async () => {
    const teller = await s.t.signUp(undefined, { role: 'teller' });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.t.as(teller.headers, { method, url, ...(payload ? { payload } : {}) });
    expect((await as('GET', `/api/compliance/cases/${caseId}/fintrac-filings`)).statusCode).toBe(
      200,
    );
    for (const what of ['submit', 'change']) {
      expect((await as('POST', `/api/compliance/cases/${caseId}/fintrac-${what}`)).statusCode).toBe(
        403,
      );
    }
    const deleting = await as('POST', `/api/compliance/cases/${caseId}/fintrac-delete`, {
      reason: 'duplicate',
    });
    expect(deleting.statusCode).toBe(403);
    expect((await filings(caseId)).rows).toHaveLength(3);
  });

  it('deletes the report from FINTRAC and dismisses the case with the reason', async () => {
    const bad = await send(caseId, 'delete', { reason: 'changed my mind' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe(
      'reason must be duplicate or submitted_in_error',
    );
    expect((await filings(caseId)).rows).toHaveLength(3);

    const deletion = await sent(caseId, 'delete', { reason: 'duplicate' });
    expect(deletion).toMatchObject({ version: 4, action: 'delete', outcome: 'accepted' });
    expect(fake.reports.size).toBe(0);
    const detail = await s.detail(caseId);
    expect(detail).toMatchObject({
      status: 'dismissed',
      dismissed_reason: 'Deleted from FINTRAC: a duplicate',
    });
    const again = await send(caseId, 'change');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(FILING_MESSAGES.notSent);
  });

  it('says when FINTRAC did not answer in time, and the case stays open', async () => {
    const id = await newCase();
    await s.setFintracLocation('SLOW1');
    const filing = await sent(id, 'submit');
    expect(filing).toMatchObject({
      outcome: 'no_answer',
      problem: FILING_MESSAGES.noAnswer,
      external_report_uuid: null,
    });
    expect((await s.detail(id)).status).toBe('open');
    await s.setFintracLocation('LOC01');
    expect(await sent(id, 'submit')).toMatchObject({ version: 2, outcome: 'accepted' });
  });

  it('asks FINTRAC before sending an unanswered report again, and never sends it twice', async () => {
    const id = await newCase();
    // FINTRAC keeps the report, and its answer is lost.
    await s.setFintracLocation('SLOWKEPT1');
    const first = await sent(id, 'submit');
    expect(first).toMatchObject({ version: 1, outcome: 'no_answer' });
    const held = fake.reports.get(first.reference);
    expect(held).toBeDefined();
    await s.setFintracLocation('LOC01');
    const posts = () =>
      fake.calls.filter((c) => c.method === 'POST' && c.path.includes('/api/v1/reports')).length;
    const before = posts();
    const second = await sent(id, 'submit');
    expect(second).toMatchObject({
      version: 2,
      action: 'submit',
      outcome: 'accepted',
      external_report_uuid: held?.externalReportUuid,
      document_sha256: first.document_sha256,
    });
    expect(posts()).toBe(before);
    expect(fake.calls.at(-1)?.path).toMatch(/^\/reporting-ingest\/api\/v1\/reports\/list\?/);
    expect(await s.detail(id)).toMatchObject({
      status: 'filed',
      acknowledgement_number: held?.externalReportUuid,
    });
  });

  it('keeps the document of a report recorded as filed by hand', async () => {
    const id = await newCase();
    const res = await s.call('POST', `/api/compliance/cases/${id}/file`, {
      acknowledgement_number: 'WEB-123456',
      filed_on: (await s.detail(id)).window_date,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CaseDetail>().status).toBe('filed');
    const { rows } = await filings(id);
    expect(rows).toEqual([
      expect.objectContaining({
        version: 1,
        action: 'record',
        outcome: 'recorded',
        external_report_uuid: 'WEB-123456',
      }),
    ]);
  });

  it("says when FINTRAC refuses the bureau's credentials", async () => {
    const client = fintracIngestClient({
      url: fake.url,
      tokenUrl: fake.tokenUrl,
      clientId: FAKE_FINTRAC_CLIENT.id,
      clientSecret: 'wrong',
      timeoutMs: 1000,
    });
    expect(await client.submit(106, 'r.json', '{}')).toEqual({
      outcome: 'failed',
      messages: [],
      problem: FILING_MESSAGES.credentials,
    });
  });
});
