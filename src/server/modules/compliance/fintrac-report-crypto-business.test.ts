import { beforeAll, describe, expect, it } from 'vitest';
import { caseSuite } from '../../test/case-suite';
import { fintracSchema } from '../../test/fintrac-schema';
import { fintracReports } from './fintrac-report-fixture';

// FINTRAC's reports beyond cash (issue 45, docs/decisions/0055): virtual currency received (an
// LVCTR), and a conductor acting for their company, the business defined as an entity.
describe("FINTRAC's large cash transaction report", () => {
  const s = caseSuite();
  const validLctr = fintracSchema('LCTRReport');
  const { report, caseOf } = fintracReports(s);

  beforeAll(async () => {
    expect(
      (await s.setFintracEntity({ reporting_entity_number: 1234567, contact_id: 42 })).statusCode,
    ).toBe(200);
    await s.setFintracLocation('LOC01');
  });

  it("makes an LVCTR of virtual currency received, which FINTRAC's schema accepts", async () => {
    const validLvctr = fintracSchema('LVCTRReport');
    const crypto = await s.call('PUT', '/api/settings/crypto_enabled', {
      value: { enabled: true },
    });
    expect(crypto.statusCode).toBe(200);
    const coin = { rounding_factor: '0.00000001', decimal_places: 8 };
    await s.newCurrency('ETH', { ...coin, crypto_id: 'ethereum' });
    await s.newCurrency('XVC', { ...coin, crypto_id: 'test-virtual-coin' });
    await s.rate('ETH', 'CAD', '5000');
    await s.rate('XVC', 'CAD', '50000');
    const person = await s.identifiedCustomer();
    const [eth, xvc, cad] = await s.ids('ETH', 'XVC', 'CAD');
    for (const [from, amount] of [
      [eth, '1.5'],
      [xvc, '0.06'],
    ] as const) {
      const res = await s.exchange({
        customer_id: person,
        payment_method: 'card',
        acting_for_third_party: false,
        source_of_money: 'Mining',
        pairs: [{ from_currency_id: from, to_currency_id: cad, amount }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [found] = await s.casesOf(person);
    expect(found?.kind).toBe('lvctr');
    const answer = await report(found?.id ?? '');
    expect(answer.report_type).toBe('lvctr');
    expect(answer.reference).toMatch(/^LVCTR-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    expect(answer.problems).toEqual([]);
    expect(validLvctr(answer.document), JSON.stringify(validLvctr.errors)).toBe(true);
    const doc = answer.document as {
      reportDetails: Record<string, unknown>;
      transactions: {
        startingActions: { details: Record<string, unknown> }[];
        completingActions: { details: Record<string, unknown> }[];
      }[];
    };
    expect(doc.reportDetails).toMatchObject({ reportTypeCode: 14, reportingEntityNumber: 1234567 });
    expect(doc.transactions.map((t) => t.startingActions[0]?.details)).toEqual([
      expect.objectContaining({
        amount: '1.50',
        virtualCurrencyTypeCode: 'ETH',
        howVirtualCurrencyObtained: 'Mining',
      }),
      expect.objectContaining({
        amount: '0.06',
        virtualCurrencyTypeCode: 'OTH',
        virtualCurrencyTypeOther: 'XVC',
      }),
    ]);
    expect(doc.transactions.map((t) => t.completingActions[0]?.details)).toEqual([
      expect.objectContaining({
        dispositionCode: 3,
        currencyCode: 'CAD',
        valueInCanadianDollars: '7500.00',
      }),
      expect.objectContaining({ currencyCode: 'CAD', valueInCanadianDollars: '3000.00' }),
    ]);
  });

  it('reports a conductor acting for their company, the business defined as an entity', async () => {
    const firm = {
      name: `Maple Imports ${Date.now()}`,
      industry: 'Wholesale trade',
      address: '40 Commerce Road, Mississauga',
      phone: '905-555-0199',
      registration_number: 'ON-1234567',
    };
    const company = await s.call('POST', '/api/companies', firm);
    expect(company.statusCode, company.body).toBe(201);
    const companyId = company.json<{ id: string }>().id;
    const person = await s.identifiedCustomer({ company_id: companyId });
    const business = { source_of_money: 'Business revenue', transaction_category: 'business' };
    await s.booked(person, ['9000'], business);
    await s.booked(person, ['1500'], business);
    const caseId = await caseOf(person);
    const answer = await report(caseId);
    expect(answer.problems).toEqual([]);
    expect(validLctr(answer.document), JSON.stringify(validLctr.errors)).toBe(true);
    const doc = answer.document as {
      definitions: Record<string, unknown>[];
      transactions: {
        startingActions: { conductors: Record<string, unknown>[] }[];
        completingActions: { beneficiaries: Record<string, unknown>[] }[];
      }[];
    };
    expect(doc.definitions).toContainEqual({
      typeCode: 4,
      refId: `E-${companyId}`,
      nameOfEntity: firm.name,
      telephoneNumber: firm.phone,
      natureOfPrincipalBusiness: firm.industry,
      addressTypeCode: 2,
      address: { typeCode: 2, unstructured: firm.address, countryCode: 'CA' },
      identifications: [],
      authorizedPersons: [],
      registrationIncorporationIndicator: true,
      registrationsIncorporations: [{ typeCode: 5, number: firm.registration_number }],
    });
    for (const t of doc.transactions) {
      expect(t.startingActions[0]?.conductors).toEqual([
        {
          typeCode: 3,
          refId: `P-${person}`,
          details: { clientNumber: person, onBehalfOfIndicator: true },
          onBehalfOfs: [
            {
              typeCode: 4,
              refId: `E-${companyId}`,
              details: {
                clientNumber: companyId,
                relationshipOfConductorCode: 9,
                relationshipOfConductorOther: 'Representative of the business',
              },
            },
          ],
        },
      ]);
      expect(t.completingActions[0]?.beneficiaries).toEqual([
        { typeCode: 4, refId: `E-${companyId}`, details: { clientNumber: companyId } },
      ]);
    }

    // The business's facts FINTRAC asks for, each missing once.
    const updated = await s.call('PUT', `/api/companies/${companyId}`, {
      ...firm,
      industry: null,
      address: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const missing = await report(caseId);
    expect(missing.ready).toBe(false);
    expect(missing.problems.map((p) => [p.action, p.message, p.fix])).toEqual([
      ['reject', "The business's address is required", { kind: 'company', id: companyId }],
      [
        'reject',
        "The business's type of business (its industry) is required",
        { kind: 'company', id: companyId },
      ],
    ]);
    await s.call('PUT', `/api/companies/${companyId}`, firm);

    // A suspicious transaction report of the same exchanges defines the business for its roles.
    const str = await s.call('POST', '/api/compliance/suspicious-reports', {
      suspicion_type: 1,
      grounds: 'Business cash deposits split below the threshold.',
      grounds_determined_at: new Date().toISOString(),
      opened_from: 'customer',
      transaction_ids: (await s.detail(caseId)).transactions.map((t) => t.id),
    });
    expect(str.statusCode, str.body).toBe(201);
    const strReport = await report(str.json<{ id: string }>().id);
    expect(strReport.problems).toEqual([]);
    const validStr = fintracSchema('STRReport');
    expect(validStr(strReport.document), JSON.stringify(validStr.errors)).toBe(true);
    const strDoc = strReport.document as { definitions: { typeCode: number; refId: string }[] };
    expect(strDoc.definitions.map((d) => [d.typeCode, d.refId])).toEqual([
      [5, `P-${person}`],
      [6, `E-${companyId}`],
      [4, `BE-${companyId}`],
    ]);
  });
});
