import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/business-day';
import type { Branch } from '@domain/contracts/cash';
import type { CaseDetail, CaseListResponse } from '@domain/contracts/compliance';
import type { FintracFiling, FintracReport } from '@domain/contracts/fintrac';
import { caseSuite, today } from '../../test/case-suite';
import { FAKE_FINTRAC_CLIENT, startFakeFintracServer } from '../../test/fake-fintrac-server';
import { fintracSchema } from '../../test/fintrac-schema';

// The suspicious transaction report (issue 45, docs/decisions/0057): a manager reports an
// attempted structuring refused at the counter (nothing booked) beside the exchange that came
// before it; the document passes FINTRAC's STRReport schema and our checks, FINTRAC's fake API
// accepts it, and a teller finds no trace of it anywhere.
const fake = await startFakeFintracServer(0, { locations: ['LOC01'] });
afterAll(() => fake.close());

type StrDocument = {
  reportDetails: Record<string, unknown>;
  detailsOfSuspicion: Record<string, unknown>;
  actionTaken?: { description: string };
  definitions: { typeCode: number; refId: string; occupation?: string }[];
  transactions: {
    reportingEntityLocationId: string;
    suspiciousTransactionDetails: Record<string, unknown>;
    startingActions: { details: Record<string, unknown>; conductors: { refId: string }[] }[];
    completingActions: { details: Record<string, unknown>; beneficiaries: { refId: string }[] }[];
  }[];
};

describe('a suspicious transaction report', () => {
  const s = caseSuite({
    FINTRAC_API_URL: fake.url,
    FINTRAC_TOKEN_URL: fake.tokenUrl,
    FINTRAC_CLIENT_ID: FAKE_FINTRAC_CLIENT.id,
    FINTRAC_CLIENT_SECRET: FAKE_FINTRAC_CLIENT.secret,
    FINTRAC_API_TIMEOUT_MS: '3000',
  });
  const validStr = fintracSchema('STRReport');
  let customer = '';
  let bookedId = '';
  let branchId = '';
  let teller: { authorization: string } = { authorization: '' };
  const asTeller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    s.t.as(teller, { method, url, ...(payload ? { payload } : {}) });

  const opening = (extra: Record<string, unknown> = {}) => ({
    suspicion_type: 1,
    grounds:
      'Exchanged 9,000 CAD, then asked for 2,000 CAD more in the same visit and withdrew ' +
      'the request when told the total would be reported.',
    action_taken: 'The second exchange was refused.',
    grounds_determined_at: new Date().toISOString(),
    opened_from: 'exchange',
    transaction_ids: [bookedId],
    attempted: [
      {
        at: new Date().toISOString(),
        customer_id: customer,
        branch_id: branchId,
        from_currency_code: 'CAD',
        from_amount: '2000',
        to_currency_code: 'USD',
        to_amount: '1450.00',
        value_cad: '2000',
        reason_not_completed:
          'Refused at the counter: the customer withdrew when told of the report',
      },
    ],
    ...extra,
  });
  const open = async (extra: Record<string, unknown> = {}) => {
    const res = await s.call('POST', '/api/compliance/suspicious-reports', opening(extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CaseDetail>();
  };
  const report = async (id: string) => {
    const res = await s.call('GET', `/api/compliance/cases/${id}/fintrac-report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FintracReport>();
  };

  beforeAll(async () => {
    customer = await s.identifiedCustomer();
    const exchange = await s.booked(customer, ['9000'], { source_of_money: 'Savings' });
    bookedId = exchange.transactions[0]?.id ?? '';
    const { rows } = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>();
    branchId = rows[0]?.id ?? '';
    teller = (await s.t.signUp(undefined, { role: 'teller' })).headers;
  });

  it('is opened by a manager from a refused exchange, due three days after the grounds', async () => {
    const found = await open();
    expect(found).toMatchObject({
      kind: 'str',
      status: 'open',
      window_date: today(),
      due_date: addDays(today(), 3),
      total_cad: '11000',
      transaction_count: 1,
    });
    expect(found.people.map((p) => [p.customer_id, p.roles])).toEqual([[customer, ['conductor']]]);
    expect(found.suspicious).toMatchObject({
      suspicion_type: 1,
      action_taken: 'The second exchange was refused.',
      opened_from: 'exchange',
      attempted: [
        {
          customer_id: customer,
          from_currency_code: 'CAD',
          from_amount: '2000',
          to_amount: '1450',
          reason_not_completed:
            'Refused at the counter: the customer withdrew when told of the report',
        },
      ],
    });
    expect(found.suspicious?.attempted[0]?.customer_name).toMatch(/^Ex Change/);
  });

  it("makes a document FINTRAC's STR schema accepts, the attempt marked as one", async () => {
    await s.setFintracEntity({ reporting_entity_number: 1234567, contact_id: 42 });
    await s.setFintracLocation('LOC01');
    const found = await open();
    const answer = await report(found.id);
    expect(answer.problems).toEqual([]);
    expect(answer.ready).toBe(true);
    expect(validStr(answer.document), JSON.stringify(validStr.errors)).toBe(true);
    const doc = answer.document as StrDocument;
    expect(doc.reportDetails).toMatchObject({ reportTypeCode: 102, activitySectorCode: 11 });
    expect(doc.detailsOfSuspicion).toMatchObject({
      descriptionOfSuspiciousActivity: expect.stringMatching(/^Exchanged 9,000 CAD/),
      suspicionTypeCode: 1,
    });
    expect(doc.actionTaken).toEqual({ description: 'The second exchange was refused.' });
    expect(doc.definitions.map((d) => [d.typeCode, d.refId, d.occupation])).toEqual([
      [5, `P-${customer}`, 'Engineer'],
      [3, `B-${customer}`, 'Engineer'],
    ]);
    const [completed, attempted] = doc.transactions;
    expect(completed?.suspiciousTransactionDetails).toMatchObject({
      attemptedTransactionIndicator: false,
      methodCode: 1,
    });
    expect(completed?.startingActions[0]?.details).toMatchObject({
      direction: 1,
      fundAssetVirtualCurrencyTypeCode: 2,
      amount: '9000.00',
      currencyCode: 'CAD',
      howFundsOrVirtualCurrencyObtained: 'Savings',
    });
    expect(attempted?.reportingEntityLocationId).toBe('LOC01');
    expect(attempted?.suspiciousTransactionDetails).toMatchObject({
      attemptedTransactionIndicator: true,
      reasonNotCompleted: 'Refused at the counter: the customer withdrew when told of the report',
      dateOfTransaction: today(),
      timeOfTransaction: expect.stringMatching(/^\d{2}:\d{2}:\d{2}-0[45]:00$/),
    });
    expect(attempted?.startingActions[0]?.conductors.map((c) => c.refId)).toEqual([
      `P-${customer}`,
    ]);
    expect(attempted?.completingActions[0]?.details).toMatchObject({
      dispositionCode: 3,
      amount: '1450.00',
      currencyCode: 'USD',
      valueInCanadianDollars: '2000.00',
    });
    expect(attempted?.completingActions[0]?.beneficiaries.map((b) => b.refId)).toEqual([
      `B-${customer}`,
    ]);
  });

  it("is refused by FINTRAC's rules while the bureau's numbers are missing", async () => {
    await s.setFintracEntity({ reporting_entity_number: null, contact_id: null });
    await s.setFintracLocation(null);
    const found = await open();
    const answer = await report(found.id);
    expect(answer.ready).toBe(false);
    expect(answer.problems.map((p) => [p.action, p.fix.kind])).toEqual([
      ['reject', 'settings'],
      ['reject', 'settings'],
      ['reject', 'branch'],
    ]);
    const sending = await s.call('POST', `/api/compliance/cases/${found.id}/fintrac-submit`);
    expect(sending.statusCode).toBe(409);
    await s.setFintracEntity({ reporting_entity_number: 1234567, contact_id: 42 });
    await s.setFintracLocation('LOC01');
  });

  it('is sent to FINTRAC, which accepts it, and the case is filed with its number', async () => {
    const found = await open();
    const res = await s.call('POST', `/api/compliance/cases/${found.id}/fintrac-submit`);
    expect(res.statusCode, res.body).toBe(200);
    const filing = res.json<FintracFiling>();
    expect(filing).toMatchObject({
      reference: expect.stringMatching(/^STR-/),
      action: 'submit',
      outcome: 'accepted',
    });
    const kept = fake.reports.get(filing.reference);
    expect(kept?.document).toMatchObject({ reportDetails: { reportTypeCode: 102 } });
    const after = (await s.call('GET', `/api/compliance/cases/${found.id}`)).json<CaseDetail>();
    expect(after).toMatchObject({
      status: 'filed',
      acknowledgement_number: filing.external_report_uuid,
    });
    const changing = await s.call('PUT', `/api/compliance/suspicious-reports/${found.id}`, {
      suspicion_type: 1,
      grounds: 'Changed after filing',
      grounds_determined_at: new Date().toISOString(),
    });
    expect(changing.statusCode).toBe(409);
  });

  it("keeps its grounds up to date while open, and the window's rules leave it alone", async () => {
    const found = await open();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const res = await s.call('PUT', `/api/compliance/suspicious-reports/${found.id}`, {
      suspicion_type: 4,
      grounds: 'Now also suspected of sanctions evasion.',
      action_taken: null,
      grounds_determined_at: yesterday,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CaseDetail>()).toMatchObject({
      due_date: addDays(addDays(today(), -1), 3),
      suspicious: {
        suspicion_type: 4,
        grounds: 'Now also suspected of sanctions evasion.',
        action_taken: null,
      },
    });
    // Another exchange of the customer in the window rewrites the window's own cases only.
    await s.booked(customer, ['500'], { source_of_money: 'Savings' });
    expect((await s.detail(found.id)).kind).toBe('str');
  });

  it('refuses what is wrong and writes nothing', async () => {
    const before = (await s.cases('queue=all&kind=str&limit=100')).length;
    const refusal = async (body: object, status: number, message: string) => {
      const res = await s.call('POST', '/api/compliance/suspicious-reports', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ error: string }>().error).toContain(message);
    };
    await refusal(opening({ grounds: '  ' }), 400, 'Describe the suspicious activity');
    await refusal(opening({ transaction_ids: [], attempted: [] }), 400, 'Add at least one');
    await refusal(
      opening({ transaction_ids: ['00000000-0000-4000-8000-000000000000'] }),
      422,
      'A transaction of this report was not found',
    );
    await refusal(
      opening({ grounds_determined_at: new Date(Date.now() + 86_400_000).toISOString() }),
      400,
      'The grounds cannot be determined in the future',
    );
    await refusal(
      opening({
        attempted: [{ ...opening().attempted[0], to_currency_code: 'XXX' }],
      }),
      422,
      'A currency of the attempted transaction was not found',
    );
    await refusal(
      opening({ attempted: [{ ...opening().attempted[0], reason_not_completed: '' }] }),
      400,
      'Say why the attempted transaction was not completed',
    );
    const [lctr] = await s.cases('queue=all&kind=lctr&limit=1');
    if (lctr) {
      const res = await s.call('PUT', `/api/compliance/suspicious-reports/${lctr.id}`, {
        suspicion_type: 1,
        grounds: 'Not an STR',
        grounds_determined_at: new Date().toISOString(),
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await s.cases('queue=all&kind=str&limit=100')).length).toBe(before);
  });

  it('is nowhere a teller can look', async () => {
    const found = await open();
    const opened = await asTeller('POST', '/api/compliance/suspicious-reports', opening());
    expect(opened.statusCode).toBe(403);
    const list = (
      await asTeller('GET', '/api/compliance/cases?queue=all&limit=100')
    ).json<CaseListResponse>();
    expect(list.rows.some((c) => c.kind === 'str')).toBe(false);
    const managerBadge = await s.badge();
    const tellerBadge = (await asTeller('GET', '/api/compliance/badge')).json<{
      due_soon: number;
    }>().due_soon;
    expect(managerBadge - tellerBadge).toBe(
      (await s.cases('queue=open&kind=str&limit=100')).length,
    );
    for (const path of ['', '/export.json', '/export.csv', '/fintrac-report', '/fintrac-filings']) {
      const res = await asTeller('GET', `/api/compliance/cases/${found.id}${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    const filing = await asTeller('POST', `/api/compliance/cases/${found.id}/file`, {
      acknowledgement_number: 'X1',
      filed_on: today(),
    });
    expect(filing.statusCode).toBe(404);
    for (const path of [
      '/api/compliance/export.json',
      '/api/compliance/export.csv',
      `/api/compliance/examination.json?from=${today()}&to=${today()}`,
      `/api/compliance/examination.csv?from=${today()}&to=${today()}`,
    ]) {
      const res = await asTeller('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain(found.id);
      expect(res.body, path).not.toMatch(/suspicious|"str"/i);
    }
    const receipt = await asTeller('GET', `/api/transactions/${bookedId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).not.toMatch(/suspicious|"str"/i);
    for (const path of [
      `/api/customers/${customer}`,
      `/api/customers/${customer}/history`,
      `/api/transactions/${bookedId}/history`,
    ]) {
      const res = await asTeller('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toMatch(/suspicious|grounds/i);
    }
  });
});
