import { describe, expect, it } from 'vitest';
import type { CaseSummary } from '@domain/contracts/compliance';
import { caseSuite, currentWindow, today } from '../../test/case-suite';

type Examination = {
  from: string;
  to: string;
  identification_cad: string;
  transactions: { reference_number: string; base_value: string; exchange_value_cad: string }[];
  cases: CaseSummary[];
};

describe('compliance exports', () => {
  const s = caseSuite();

  it('exports the open queue as JSON and as CSV, a row per case', async () => {
    const customer = await s.identifiedCustomer({ first_name: 'Queue', last_name: 'Person' });
    await s.booked(customer, ['10250.50']);
    const [report] = await s.casesOf(customer);

    const json = await s.call('GET', '/api/compliance/export.json');
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="compliance-queue-${today()}.json"`,
    );
    const mine = json.json<{ cases: CaseSummary[] }>().cases.find((c) => c.id === report?.id);
    expect(mine).toMatchObject({
      kind: 'lctr',
      status: 'open',
      total_cad: '10250.5',
      transaction_count: 1,
      people: [{ customer_id: customer, name: 'Queue Person' }],
    });

    const csv = await s.call('GET', '/api/compliance/export.csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Case,Kind,Status,Window date,Due date,Days left,Total CAD,Transactions,People',
    );
    expect(lines).toContain(
      [
        report?.id,
        'Large cash transaction report',
        'open',
        currentWindow().date,
        report?.due_date,
        '15',
        '10250.5',
        '1',
        // Quoted: the roles are separated by a comma.
        '"Queue Person (conductor, beneficiary)"',
      ].join(','),
    );
  });

  it("examines a period: every pair of an exchange worth $3,000 or more, and the period's cases", async () => {
    const customer = await s.identifiedCustomer();
    // Two pairs of one exchange: $3,200 together, though each is under $3,000.
    const large = await s.booked(customer, ['1600', '1600']);
    const small = await s.booked(customer, ['2000']);
    const report = await s.booked(customer, ['10000']);
    const [lctr] = (await s.casesOf(customer)).filter((c) => c.kind === 'lctr');
    const period = `from=${currentWindow().date}&to=${today()}`;

    const json = await s.call('GET', `/api/compliance/examination.json?${period}`);
    expect(json.statusCode, json.body).toBe(200);
    const body = json.json<Examination>();
    expect(body.identification_cad).toBe('3000');
    const mine = body.transactions.filter((t) =>
      [large, small, report].some((e) => e.reference_number === t.reference_number),
    );
    expect(mine.map((t) => [t.reference_number, t.base_value, t.exchange_value_cad])).toEqual([
      [large.reference_number, '1600', '3200'],
      [large.reference_number, '1600', '3200'],
      [report.reference_number, '10000', '10000'],
    ]);
    expect(body.cases.map((c) => c.id)).toContain(lctr?.id);

    const csv = await s.call('GET', `/api/compliance/examination.csv?${period}`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Record,Id,Reference,Date,Customer,Recipient,Payment method,Handed over,' +
        'Currency handed over,Paid out,Currency paid out,CAD value,Exchange CAD value,Status,' +
        'Due date',
    );
    expect(lines.filter((l) => l.includes(large.reference_number))).toHaveLength(2);
    expect(lines.some((l) => l.includes(small.reference_number))).toBe(false);
    expect(
      lines.find((l) => l.startsWith(`Large cash transaction report,${lctr?.id ?? 'none'},`)),
    ).toContain(`,15200,,open,${lctr?.due_date ?? ''}`);

    // A period before the window holds none of it.
    const earlier = `from=2020-01-01&to=2020-01-31`;
    const none = (
      await s.call('GET', `/api/compliance/examination.json?${earlier}`)
    ).json<Examination>();
    expect(none.cases.map((c) => c.id)).not.toContain(lctr?.id);
    expect(none.transactions.map((t) => t.reference_number)).not.toContain(large.reference_number);
  });
});
