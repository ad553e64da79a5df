import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDay } from '@domain/contracts/business-day';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { DailyPosition } from '@domain/contracts/reports';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_CARD_ID } from '../../db/schema';
import { businessDayFixture, type BusinessDayFixture } from '../../test/business-day-fixture';

// A day of the Main branch up to its close, one step at a time (business-day-fixture.ts): the
// tills opened, exchanges in cash and by card, a close refused while tills are open, then the
// tills closed and the day, audited. What a closed day answers and refuses is
// business-day-closed.test.ts.
describe('business day', () => {
  let f: BusinessDayFixture;
  beforeAll(async () => {
    f = await businessDayFixture();
  });
  afterAll(() => f.t.close());

  it('opens the day: a float in the vault, two tills opened, one with a variance', async () => {
    const before = await f.get<Dashboard>(f.owner.headers, '/api/dashboard');
    expect(before.tills).toEqual({ open: 0, awaiting_signoff: 0, total: 2 });
    expect(before.day).toEqual({ date: f.today, closed: false });
    await f.openTheDay();
    const open = await f.get<Dashboard>(f.owner.headers, '/api/dashboard');
    expect(open.tills).toEqual({ open: 2, awaiting_signoff: 0, total: 2 });
  });

  it('books exchanges at the tills and the card settlement', async () => {
    await f.bookTheDay();
    const cad = await f.get<DailyPosition>(
      f.owner.headers,
      `/api/reports/daily-position?date=${f.today}&location_id=${MAIN_CARD_ID}`,
    );
    expect(cad.rows.find((r) => r.code === 'CAD')).toMatchObject({
      opening: '0',
      bought: '150',
      closing: '150',
      bought_cad: '150',
    });
  });

  it('refuses to close the day while a till is open, naming it, and writes nothing', async () => {
    const res = await f.closeDay(f.manager.headers);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'session_state' });
    expect(res.json<{ error: string }>().error).toContain('Counter 1 (open)');
    expect(res.json<{ error: string }>().error).toContain('Counter 2 (open)');
    const teller403 = await f.closeDay(f.teller.headers);
    expect(teller403.statusCode).toBe(403);
    expect(await f.count('select count(*) from business_days')).toBe(0);
    expect(await f.count("select count(*) from audit_log where action = 'close_day'")).toBe(0);
    const day = await f.get<BusinessDay>(
      f.teller.headers,
      `/api/business-days/${MAIN_BRANCH_ID}/${f.today}`,
    );
    expect(day).toEqual({
      branch_id: MAIN_BRANCH_ID,
      business_date: f.today,
      closed_at: null,
      closed_by: null,
      open_tills: 2,
    });
  });

  it('closes the tills (a 5.00 CAD shortage at Counter 1) and then the day, audited', async () => {
    await f.closeTheTills();
    expect(await f.closeDay(f.manager.headers, '2999-01-01')).toMatchObject({ statusCode: 400 });

    const res = await f.closeDay(f.manager.headers);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<BusinessDay>();
    expect(day).toMatchObject({
      branch_id: MAIN_BRANCH_ID,
      business_date: f.today,
      closed_by: { id: f.manager.userId, name: 'Test Staff' },
      open_tills: 0,
    });
    expect(
      await f.get<BusinessDay>(f.teller.headers, `/api/business-days/${MAIN_BRANCH_ID}/${f.today}`),
    ).toEqual(day);
    const again = await f.closeDay(f.manager.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'day_closed' });
    const audit = await queryRows<{ actor_id: string; record_id: string; date: string }>(
      f.db(),
      sql`select actor_id, record_id, after ->> 'business_date' as date from audit_log
          where action = 'close_day' and record_type = 'business_day'`,
    );
    expect(audit).toEqual([
      { actor_id: f.manager.userId, record_id: MAIN_BRANCH_ID, date: f.today },
    ]);
    const dashboard = await f.get<Dashboard>(f.owner.headers, '/api/dashboard');
    expect(dashboard.tills).toEqual({ open: 0, awaiting_signoff: 0, total: 2 });
    expect(dashboard.day).toEqual({ date: f.today, closed: true });
  });
});
