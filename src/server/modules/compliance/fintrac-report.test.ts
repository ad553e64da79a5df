import { beforeAll, describe, expect, it } from 'vitest';
import type { Branch } from '@domain/contracts/cash';
import { FILING_MESSAGES } from '@domain/contracts/fintrac';
import { caseSuite } from '../../test/case-suite';
import { fintracSchema } from '../../test/fintrac-schema';
import { fintracReports } from './fintrac-report-fixture';

// A large cash transaction report in FINTRAC's API format (issue 45, docs/decisions/0055): made
// from a case, valid against FINTRAC's own LCTRReport schema, and with each problem FINTRAC
// would refuse it for said, until the bureau's numbers and the customer's facts are on file.
describe("FINTRAC's large cash transaction report", () => {
  const s = caseSuite();
  const validLctr = fintracSchema('LCTRReport');
  const { report, caseOf } = fintracReports(s);

  let customer = '';
  let caseId = '';
  beforeAll(async () => {
    customer = await s.identifiedCustomer();
    await s.booked(customer, ['9000'], { source_of_money: 'Savings' });
    await s.booked(customer, ['1500'], { source_of_money: 'Savings' });
    caseId = await caseOf(customer);
  });

  it("says what the bureau has not entered yet, with FINTRAC's rules passing", async () => {
    await s.setFintracEntity({ reporting_entity_number: null, contact_id: null });
    await s.setFintracLocation(null);
    const answer = await report(caseId);
    expect(answer.ready).toBe(false);
    expect(answer.problems.map((p) => [p.action, p.message, p.fix.kind])).toEqual([
      [
        'reject',
        "The bureau's FINTRAC reporting entity number is not set: enter it in Settings, FINTRAC reporting",
        'settings',
      ],
      [
        'reject',
        "The bureau's FINTRAC compliance contact ID is not set: enter it in Settings, FINTRAC reporting",
        'settings',
      ],
      [
        'reject',
        "The branch's FINTRAC location number is not set: enter it in Settings, Branches",
        'branch',
      ],
    ]);
  });

  it("makes a document FINTRAC's schema accepts once the numbers are on file", async () => {
    expect(
      (await s.setFintracEntity({ reporting_entity_number: 1234567, contact_id: 42 })).statusCode,
    ).toBe(200);
    await s.setFintracLocation('LOC01');
    const answer = await report(caseId);
    expect(answer.problems).toEqual([]);
    expect(answer.ready).toBe(true);
    const valid = validLctr(answer.document);
    expect(validLctr.errors ?? [], JSON.stringify(validLctr.errors)).toEqual([]);
    expect(valid).toBe(true);

    const doc = answer.document as {
      reportDetails: Record<string, unknown>;
      definitions: Record<string, unknown>[];
      transactions: {
        reportingEntityLocationId: string;
        startingActions: { details: Record<string, unknown> }[];
        completingActions: { details: Record<string, unknown> }[];
      }[];
    };
    expect(doc.reportDetails).toMatchObject({
      reportTypeCode: 106,
      submitTypeCode: 1,
      activitySectorCode: 11,
      reportingEntityNumber: 1234567,
      reportingEntityContactId: 42,
      reportingEntityReportReference: answer.reference,
      twentyFourHourRule: { aggregationTypeCode: 2 },
    });
    expect(answer.reference).toMatch(/^LCTR-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    expect(doc.definitions).toEqual([
      expect.objectContaining({
        typeCode: 3,
        refId: `P-${customer}`,
        occupation: 'Engineer',
        dateOfBirth: '1980-04-02',
        identifications: [
          expect.objectContaining({ identifierTypeCode: 2, jurisdictionOfIssueCountryCode: 'CA' }),
        ],
      }),
    ]);
    expect(doc.transactions.map((t) => t.reportingEntityLocationId)).toEqual(['LOC01', 'LOC01']);
    expect(doc.transactions.map((t) => t.startingActions[0]?.details)).toEqual([
      expect.objectContaining({
        amount: '9000.00',
        currencyCode: 'CAD',
        howCashObtained: 'Savings',
      }),
      expect.objectContaining({
        amount: '1500.00',
        currencyCode: 'CAD',
        howCashObtained: 'Savings',
      }),
    ]);
    expect(doc.transactions[0]?.completingActions[0]?.details).toMatchObject({
      dispositionCode: 3,
      currencyCode: 'USD',
      valueInCanadianDollars: '9000.00',
    });
  });

  it('names the customer whose occupation is missing, and passes once it is entered', async () => {
    // Entered for the exchange, removed from the customer's record since.
    const person = await s.identifiedCustomer();
    await s.booked(person, ['10000'], { source_of_money: 'Salary' });
    const record = (await s.call('GET', `/api/customers/${person}`)).json<
      Record<string, unknown>
    >();
    const fields = {
      first_name: record.first_name,
      last_name: record.last_name,
      email: record.email,
      birthday: record.birthday,
      address: record.address,
    };
    const cleared = await s.call('PUT', `/api/customers/${person}`, {
      ...fields,
      occupation: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const id = await caseOf(person);
    const before = await report(id);
    expect(before.ready).toBe(false);
    expect(before.problems).toEqual([
      {
        rule: null,
        field: `definitions[P-${person}].occupation`,
        action: 'reject',
        message: "The person's occupation is required",
        fix: { kind: 'customer', id: person },
      },
    ]);
    const fixed = await s.call('PUT', `/api/customers/${person}`, {
      ...fields,
      occupation: 'Welder',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after = await report(id);
    expect(after.ready).toBe(true);
    expect(validLctr(after.document)).toBe(true);
  });

  it("sends nothing without FINTRAC's API set up: the report is filed by hand", async () => {
    const res = await s.call('POST', `/api/compliance/cases/${caseId}/fintrac-submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(FILING_MESSAGES.noApi);
    const filings = await s.call('GET', `/api/compliance/cases/${caseId}/fintrac-filings`);
    expect(filings.json()).toEqual({ api: false, rows: [] });
  });

  it('refuses malformed FINTRAC numbers and changes nothing', async () => {
    const bad = await s.setFintracEntity({ reporting_entity_number: 12345678, contact_id: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe(
      'value.reporting_entity_number must be FINTRAC’s reporting entity number: 1 to 7 digits',
    );
    const { rows } = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>();
    const branch = rows[0];
    if (!branch) throw new Error('no branch');
    const location = await s.call('PUT', `/api/branches/${branch.id}`, {
      name: branch.name,
      fintrac_location_id: 'LOC 01!',
    });
    expect(location.statusCode).toBe(400);
    expect(location.json<{ error: string }>().error).toBe(
      'FINTRAC location number must be 1 to 30 letters or digits',
    );
    const answer = await report(caseId);
    expect(answer.document).toMatchObject({ reportDetails: { reportingEntityNumber: 1234567 } });
    expect(answer.ready).toBe(true);
  });
});
