import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/business-day';
import type { CaseDetail } from '@domain/contracts/compliance';
import type { FintracFiling } from '@domain/contracts/fintrac';
import { caseSuite, today } from '../../test/case-suite';
import { FAKE_FINTRAC_CLIENT, startFakeFintracServer } from '../../test/fake-fintrac-server';
import { fintracSchema } from '../../test/fintrac-schema';
import { fintracReports } from './fintrac-report-fixture';
import { suspiciousReports } from './suspicious-report-fixture';

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
  const { facts, open } = suspiciousReports(s);
  const { report } = fintracReports(s);

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
    expect(found.people.map((p) => [p.customer_id, p.roles])).toEqual([
      [facts.customer, ['conductor']],
    ]);
    expect(found.suspicious).toMatchObject({
      suspicion_type: 1,
      action_taken: 'The second exchange was refused.',
      opened_from: 'exchange',
      attempted: [
        {
          customer_id: facts.customer,
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
      [5, `P-${facts.customer}`, 'Engineer'],
      [3, `B-${facts.customer}`, 'Engineer'],
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
      `P-${facts.customer}`,
    ]);
    expect(attempted?.completingActions[0]?.details).toMatchObject({
      dispositionCode: 3,
      amount: '1450.00',
      currencyCode: 'USD',
      valueInCanadianDollars: '2000.00',
    });
    expect(attempted?.completingActions[0]?.beneficiaries.map((b) => b.refId)).toEqual([
      `B-${facts.customer}`,
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
});
