import { expect } from 'vitest';
import type { FintracReport } from '@domain/contracts/fintrac';
import type { caseSuite } from '../../test/case-suite';

// Test support for FINTRAC's reports (fintrac-report*.test.ts): a case's report as the client
// reads it, and the case a customer's exchanges made.
export function fintracReports(s: ReturnType<typeof caseSuite>) {
  const report = async (caseId: string) => {
    const res = await s.call('GET', `/api/compliance/cases/${caseId}/fintrac-report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FintracReport>();
  };
  const caseOf = async (customer: string) => {
    const [found] = await s.casesOf(customer);
    if (!found) throw new Error('no case');
    return found.id;
  };
  return { report, caseOf };
}
