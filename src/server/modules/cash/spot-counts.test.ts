import { describe, expect, it } from 'vitest';
import type { ZReport } from '@domain/contracts/business-day';
import type { CountResult, TillSession } from '@domain/contracts/cash';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { cashSuite } from '../../test/cash-suite';

// Spot counts (issue 46): a manager counts an open till during the day; the count is kept
// beside what the till holds, nothing is booked and the session stays open; tellers neither
// make nor read them; the Z report lists them with their session.
describe('till sessions: spot counts', () => {
  const s = cashSuite();
  const spot = (headers: Parameters<typeof s.as>[0], sessionId: string, body: object) =>
    s.as(headers, 'POST', `/api/till-sessions/${sessionId}/spot-counts`, body);

  it('keeps a manager’s spot count beside what the till holds, booking nothing', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ CAD: [['20', 5]] }));
    const movements = async () =>
      (await s.cashRows<{ n: number }>('select count(*)::int as n from account_movements'))[0]?.n;
    const before = await movements();

    // 100 CAD in the till; the manager counts 90.
    const res = await spot(manager.headers, opened.id, await s.count({ CAD: [['10', 9]] }));
    expect(res.statusCode, res.body).toBe(201);
    const counts = res.json<CountResult[]>();
    expect(counts).toMatchObject([
      {
        code: 'CAD',
        total: '90',
        expected: '100',
        variance: '-10',
        lines: [{ value: '10', quantity: 9 }],
        counted_by: { id: manager.userId },
      },
    ]);
    expect(await movements()).toBe(before);
    expect(await s.locationBalance(till.id, 'CAD')).toBe('100');
    const session = (
      await s.as(manager.headers, 'GET', `/api/till-sessions/${opened.id}`)
    ).json<TillSession>();
    expect(session.status).toBe('open');
    expect(await s.auditActions(opened.id)).toEqual(['open', 'spot_count']);

    // A second one later; both are listed, oldest first.
    await spot(manager.headers, opened.id, await s.count({ CAD: [['20', 5]] }));
    const listed = await s.as(
      manager.headers,
      'GET',
      `/api/till-sessions/${opened.id}/spot-counts`,
    );
    expect(listed.json<CountResult[]>().map((c) => c.variance)).toEqual(['-10', '0']);

    // The Z report of the day lists them with the session.
    const z = await s.as(
      manager.headers,
      'GET',
      `/api/business-days/${MAIN_BRANCH_ID}/${opened.business_date}/z-report`,
    );
    expect(z.statusCode, z.body).toBe(200);
    const zSession = z
      .json<ZReport>()
      .tills.flatMap((t) => t.sessions)
      .find((entry) => entry.id === opened.id);
    expect(zSession?.spot_counts).toMatchObject([
      { code: 'CAD', total: '90', expected: '100', variance: '-10' },
      { code: 'CAD', total: '100', expected: '100', variance: '0' },
    ]);
    await s.expectConsistent();
  });

  it('is for managers and open sessions only, and a bad count writes nothing', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ CAD: [['20', 1]] }));
    const count = await s.count({ CAD: [['20', 1]] });
    const refused = await spot(teller.headers, opened.id, count);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Only a manager spot counts a till, or its own teller where the bureau allows it',
    );
    expect(
      (await s.as(teller.headers, 'GET', `/api/till-sessions/${opened.id}/spot-counts`)).statusCode,
    ).toBe(403);
    const before = await s.cashState();
    const bad = await spot(manager.headers, opened.id, await s.count({ CAD: [['0.01', 3]] }));
    expect(bad.statusCode).toBe(422);
    expect(await s.cashState()).toBe(before);
    const closed = await s.close(teller.headers, opened.id, count);
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await spot(manager.headers, opened.id, count);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(
      'Only an open session is spot counted: this one is being closed or is closed',
    );
    const unknown = await s.as(
      manager.headers,
      'GET',
      '/api/till-sessions/00000000-0000-4000-8000-000000000000/spot-counts',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a teller spot count their own till where the bureau allows it, and no other', async () => {
    const [teller, other] = [await s.member(), await s.member()];
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ CAD: [['20', 1]] }));
    const allow = (enabled: boolean) =>
      s.as(s.owner(), 'PUT', '/api/settings/tellers_spot_count', { value: { enabled } });
    expect((await allow(true)).statusCode).toBe(200);
    try {
      const own = await spot(teller.headers, opened.id, await s.count({ CAD: [['20', 1]] }));
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json<CountResult[]>()).toMatchObject([{ code: 'CAD', variance: '0' }]);
      const read = await s.as(teller.headers, 'GET', `/api/till-sessions/${opened.id}/spot-counts`);
      expect(read.statusCode).toBe(200);
      const notTheirs = await spot(other.headers, opened.id, await s.count({ CAD: [] }));
      expect(notTheirs.statusCode).toBe(403);
    } finally {
      await allow(false);
    }
    const off = await spot(teller.headers, opened.id, await s.count({ CAD: [['20', 1]] }));
    expect(off.statusCode).toBe(403);
  });
});
