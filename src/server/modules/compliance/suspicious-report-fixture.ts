import { beforeAll, expect } from 'vitest';
import type { Branch } from '@domain/contracts/cash';
import type { CaseDetail } from '@domain/contracts/compliance';
import type { caseSuite } from '../../test/case-suite';

// Test support for the suspicious transaction report (suspicious-report*.test.ts): a customer's
// booked exchange, and a manager's report of it beside the attempt refused at the counter.
export function suspiciousReports(s: ReturnType<typeof caseSuite>) {
  const facts = { customer: '', bookedId: '', branchId: '' };

  const opening = (extra: Record<string, unknown> = {}) => ({
    suspicion_type: 1,
    grounds:
      'Exchanged 9,000 CAD, then asked for 2,000 CAD more in the same visit and withdrew ' +
      'the request when told the total would be reported.',
    action_taken: 'The second exchange was refused.',
    grounds_determined_at: new Date().toISOString(),
    opened_from: 'exchange',
    transaction_ids: [facts.bookedId],
    attempted: [
      {
        at: new Date().toISOString(),
        customer_id: facts.customer,
        branch_id: facts.branchId,
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

  beforeAll(async () => {
    facts.customer = await s.identifiedCustomer();
    const exchange = await s.booked(facts.customer, ['9000'], { source_of_money: 'Savings' });
    facts.bookedId = exchange.transactions[0]?.id ?? '';
    const { rows } = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>();
    facts.branchId = rows[0]?.id ?? '';
  });

  return { facts, opening, open };
}
