import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/business-day';
import type { CaseDetail, CaseListResponse } from '@domain/contracts/compliance';
import { caseSuite, today } from '../../test/case-suite';
import { suspiciousReports } from './suspicious-report-fixture';

// The suspicious transaction report once opened (issue 45, docs/decisions/0057): its grounds kept
// up to date, what is wrong refused, and no trace of it anywhere a teller can look.
describe('a suspicious transaction report', () => {
  const s = caseSuite();
  const { facts, opening, open } = suspiciousReports(s);
  let teller: { authorization: string } = { authorization: '' };
  const asTeller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    s.t.as(teller, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    teller = (await s.t.signUp(undefined, { role: 'teller' })).headers;
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
    await s.booked(facts.customer, ['500'], { source_of_money: 'Savings' });
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
    const receipt = await asTeller('GET', `/api/transactions/${facts.bookedId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).not.toMatch(/suspicious|"str"/i);
    for (const path of [
      `/api/customers/${facts.customer}`,
      `/api/customers/${facts.customer}/history`,
      `/api/transactions/${facts.bookedId}/history`,
    ]) {
      const res = await asTeller('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toMatch(/suspicious|grounds/i);
    }
  });
});
