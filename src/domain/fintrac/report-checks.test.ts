import { describe, expect, it } from 'vitest';
import { checkLargeCashReport, checkSuspiciousReport, isReady } from './report-checks';
import { FINTRAC_MESSAGES } from './report-problems';
import { suspiciousReport, type SuspiciousReportInput } from './suspicious-report';
import { largeCashReport, type LargeCashReportInput } from './large-cash-report';

const input: LargeCashReportInput = {
  reference: 'LCTR-2026-11-29-abcdef01',
  entity: { reporting_entity_number: 1234567, contact_id: 42 },
  window: { start: '2026-11-29T05:00:00.000Z', end: '2026-11-30T05:00:00.000Z' },
  timeZone: 'America/Toronto',
  aggregation: null,
  people: [
    {
      customer_id: '11111111-1111-4111-8111-111111111111',
      first_name: 'Ana',
      last_name: 'Silva',
      birthday: '1980-01-02',
      address: '1 Front St, Toronto',
      phone: null,
      occupation: 'Nurse',
      id_card: {
        id_type: "Driver's Licence",
        id_number: 'S1234-56789-01234',
        expiry_date: '2030-01-01',
        issuing_country: 'CA',
        issuing_jurisdiction: 'ON',
        verified_on: '2026-11-29',
      },
    },
  ],
  transactions: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      reference_number: '2611290001',
      created_at: '2026-11-29T15:04:05.123Z',
      branch_id: null,
      location_id: 'LOC01',
      customer_id: '11111111-1111-4111-8111-111111111111',
      recipient_customer_id: null,
      from_currency_code: 'CAD',
      from_amount: '12000',
      to_currency_code: 'USD',
      to_amount: '8700.5',
      rate_used: '0.725041666',
      received_cad: '12000',
      source_of_money: 'Savings',
    },
  ],
};

// FINTRAC's published LCTR rules we implement, each broken once; and the document's formats.
describe("a large cash transaction report's checks", () => {
  it('passes a complete report, with FINTRAC’s date, amount and rate formats', () => {
    const report = largeCashReport(input);
    expect(checkLargeCashReport(report, input)).toEqual([]);
    expect(report.reportDetails.twentyFourHourRule).toEqual({
      aggregationTypeCode: 4,
      periodStart: '2026-11-29T00:00:00-05:00',
      periodEnd: '2026-11-29T23:59:59-05:00',
    });
    const [transaction] = report.transactions;
    expect(transaction?.largeCashTransactionDetails.dateTimeOfTransaction).toBe(
      '2026-11-29T10:04:05-05:00',
    );
    expect(transaction?.completingActions[0]?.details).toMatchObject({
      amount: '8700.50',
      exchangeRate: '0.725041666',
    });
    expect(report.definitions[0]?.identifications).toEqual([
      {
        identifierTypeCode: 4,
        number: 'S1234-56789-01234',
        jurisdictionOfIssueCountryCode: 'CA',
        jurisdictionOfIssueProvinceStateCode: 'ON',
      },
    ]);
  });

  it('rule 120000: the activity sector is mandatory', () => {
    const report = largeCashReport(input);
    const broken = {
      ...report,
      reportDetails: {
        ...report.reportDetails,
        activitySectorCode: undefined as unknown as number,
      },
    };
    const problems = checkLargeCashReport(broken, input);
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: '120000',
        field: 'lctr.context.reportDetails.activitySectorCode',
        action: 'reject',
        message: FINTRAC_MESSAGES.mandatory,
      }),
    );
    expect(isReady(problems)).toBe(false);
  });

  it("rule 120001: the activity sector is one of FINTRAC's", () => {
    const report = largeCashReport(input);
    const broken = { ...report, reportDetails: { ...report.reportDetails, activitySectorCode: 7 } };
    expect(checkLargeCashReport(broken, input)).toContainEqual(
      expect.objectContaining({ rule: '120001', message: FINTRAC_MESSAGES.notInList }),
    );
  });

  it('a licence needs its province; a passport does not; a missing source of money warns', () => {
    const [person] = input.people;
    const [transaction] = input.transactions;
    if (!person?.id_card || !transaction) throw new Error('fixture');
    const licence = {
      ...input,
      people: [{ ...person, id_card: { ...person.id_card, issuing_jurisdiction: null } }],
      transactions: [{ ...transaction, source_of_money: null }],
    };
    const problems = checkLargeCashReport(largeCashReport(licence), licence);
    expect(problems.map((p) => [p.action, p.message])).toEqual([
      ['reject', 'A Canadian or US document needs its issuing province or state'],
      ['warning', 'How the cash was obtained (the source of money) should be given'],
    ]);
    const passport = {
      ...licence,
      people: [
        {
          ...person,
          id_card: { ...person.id_card, id_type: 'Passport', issuing_jurisdiction: null },
        },
      ],
      transactions: input.transactions,
    };
    expect(checkLargeCashReport(largeCashReport(passport), passport)).toEqual([]);
  });
});

// The suspicious transaction report's own checks (docs/decisions/0057), each broken once.
describe("a suspicious transaction report's checks", () => {
  const [person] = input.people;
  const [booked] = input.transactions;
  if (!person || !booked) throw new Error('the fixture has a person and a transaction');
  const str: SuspiciousReportInput = {
    reference: 'STR-2026-11-29-abcdef01',
    entity: input.entity,
    timeZone: input.timeZone,
    suspicion_type: 1,
    grounds: 'Split 19,000 CAD over two visits.',
    action_taken: null,
    people: [person],
    transactions: [
      {
        ...booked,
        payment_method: 'cash',
        value_cad: '12000',
        from_is_virtual: false,
        to_is_virtual: false,
      },
    ],
    attempted: [],
  };
  const check = (changed: Partial<SuspiciousReportInput>) => {
    const full = { ...str, ...changed };
    return checkSuspiciousReport(suspiciousReport(full), full).map((p) => [p.action, p.message]);
  };

  it('passes a complete report', () => {
    expect(check({})).toEqual([]);
  });

  it('rejects a report without its grounds', () => {
    expect(check({ grounds: ' ' })).toEqual([
      ['reject', 'The description of the suspicious activity (the grounds) is required'],
    ]);
  });

  it('rejects a report without a transaction', () => {
    expect(check({ transactions: [] })).toEqual([
      [
        'reject',
        'A suspicious transaction report needs at least one completed or attempted transaction',
      ],
    ]);
  });

  it('only warns of what is missing of a person, since an STR is due regardless', () => {
    expect(check({ people: [{ ...person, occupation: null }] })).toEqual([
      ['warning', "The person's occupation is required"],
    ]);
  });

  it('warns of an attempt whose conductor is not known, and rejects one without a location', () => {
    expect(
      check({
        transactions: [],
        attempted: [
          {
            reference: 'STR-A1',
            at: '2026-11-29T15:04:05.000Z',
            branch_id: null,
            location_id: null,
            customer_id: null,
            from_currency_code: 'CAD',
            from_amount: '9500',
            from_is_virtual: false,
            to_currency_code: 'USD',
            to_amount: '6900',
            to_is_virtual: false,
            value_cad: '9500',
            reason_not_completed: 'Refused at the counter',
          },
        ],
      }),
    ).toEqual([
      ['reject', "The branch's FINTRAC location number is not set: enter it in Settings, Branches"],
      ['warning', 'The attempted transaction names no conductor: describe them in the grounds'],
    ]);
  });
});
