import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZReportCurrencyLine } from '@domain/contracts/business-day';
import type { DailyPosition } from '@domain/contracts/reports';
import { Dec } from '@domain/money';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_TILL_ID } from '../../db/schema';
import { closedBusinessDayFixture, type BusinessDayFixture } from '../../test/business-day-fixture';

// The Z report of the same day as business-day.test.ts (business-day-fixture.ts), run to its
// close: per till and currency, against the ledger's sums, as JSON and as CSV.
describe('the Z report of a closed day', () => {
  let f: BusinessDayFixture;
  beforeAll(async () => {
    f = await closedBusinessDayFixture();
  });
  afterAll(() => f.t.close());

  it("answers the Z report per till and currency, equal to the ledger's sums", async () => {
    const report = await f.zReport();
    expect(report).toMatchObject({
      branch: { id: MAIN_BRANCH_ID, name: 'Main' },
      business_date: f.today,
      closed_at: expect.any(String),
      closed_by: { id: f.manager.userId },
    });
    expect(report.tills.map((r) => r.till.name)).toEqual(['Counter 1', 'Counter 2']);
    expect(report.tills[0]?.sessions).toMatchObject([
      { id: f.sessions.one, teller: { id: f.owner.userId }, status: 'closed' },
    ]);
    expect(f.lineOf(report, MAIN_TILL_ID, 'CAD')).toMatchObject({
      opening: '0',
      opening_balance: '0',
      bought: '0',
      sold: '130',
      transfers: '450',
      over_short: '-5',
      expected: '320',
      counted: '315',
      card: '150',
      card_cad: '150',
      cad_value: '-5',
    });
    expect(f.lineOf(report, MAIN_TILL_ID, 'USD')).toMatchObject({
      opening: '10',
      bought: '100',
      sold: '105',
      transfers: '300',
      over_short: '10',
      expected: '305',
      counted: '305',
      card: '0',
    });
    expect(f.lineOf(report, f.till2, 'EUR')).toMatchObject({ bought: '100', counted: '100' });

    // Every line: what the day began with plus what moved is what was counted, and each
    // figure is the ledger's sum of the day's movements at that till.
    const ledger = await queryRows<{
      till: string;
      code: string;
      reason: string;
      sign: number;
      amount: string;
    }>(
      f.db(),
      sql`select m.location_id as till, c.code, m.reason, sign(m.amount)::int as sign,
                 sum(m.amount)::text as amount
          from account_movements m join accounts a on a.id = m.account_id
          join currencies c on c.id = a.currency_id
          where m.location_id in (${MAIN_TILL_ID}::uuid, ${f.till2}::uuid)
            and m.created_at >= ${report.start}::timestamptz
            and m.created_at < ${report.end}::timestamptz
          group by 1, 2, 3, 4`,
    );
    const sumOf = (till: string, code: string, reason: string, sign?: number) =>
      ledger
        .filter(
          (l) =>
            l.till === till &&
            l.code === code &&
            l.reason === reason &&
            (sign === undefined || l.sign === sign),
        )
        .reduce((acc, l) => acc.add(l.amount), new Dec(0));
    for (const till of report.tills) {
      for (const l of till.currencies) {
        const id = till.till.id;
        expect(new Dec(l.bought).eq(sumOf(id, l.code, 'exchange', 1)), l.code).toBe(true);
        expect(new Dec(l.sold).eq(sumOf(id, l.code, 'exchange', -1).neg()), l.code).toBe(true);
        expect(new Dec(l.transfers).eq(sumOf(id, l.code, 'transfer')), l.code).toBe(true);
        expect(new Dec(l.over_short).eq(sumOf(id, l.code, 'over_short')), l.code).toBe(true);
        const closing = new Dec(l.opening_balance)
          .add(l.bought)
          .sub(l.sold)
          .add(l.transfers)
          .add(l.over_short);
        expect(closing.eq(l.counted), `${till.till.name} ${l.code}`).toBe(true);
        // The daily position of the till says the same.
        const position = await f.get<DailyPosition>(
          f.manager.headers,
          `/api/reports/daily-position?date=${f.today}&location_id=${id}`,
        );
        expect(position.rows.find((r) => r.code === l.code)).toMatchObject({
          opening: l.opening_balance,
          bought: l.bought,
          sold: l.sold,
          transfers: l.transfers,
          over_short: l.over_short,
          closing: l.counted,
        });
      }
    }
    const cad = report.totals.currencies.find((c) => c.code === 'CAD');
    expect(cad).toMatchObject({ sold: '280', bought: '0', counted: '615', over_short: '-5' });
    expect(cad?.transfers).toBe('900');
    expect(report.totals.card_cad).toBe('150');
    const usdCad = f.lineOf(report, MAIN_TILL_ID, 'USD').cad_value;
    expect(usdCad).not.toBeNull();
    expect(report.totals.over_short_cad).toBe(new Dec(usdCad ?? '0').sub(5).toString());
  });

  it('exports the Z report as CSV with the same figures', async () => {
    const report = await f.zReport();
    const res = await f.t.as(f.manager.headers, {
      method: 'GET',
      url: `/api/business-days/${MAIN_BRANCH_ID}/${f.today}/z-report.csv`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'date,branch,till,currency,opening,opening_balance,bought,sold,transfers,over_short,' +
        'expected,counted,card,card_cad,over_short_cad',
    );
    const row = (till: string, l: ZReportCurrencyLine) =>
      [
        f.today,
        'Main',
        till,
        l.code,
        l.opening,
        l.opening_balance,
        l.bought,
        l.sold,
        l.transfers,
        l.over_short,
        l.expected,
        l.counted,
        l.card,
        l.card_cad,
        l.cad_value ?? '',
      ].join(',');
    const expected = [
      ...report.tills.flatMap((r) => r.currencies.map((l) => row(r.till.name, l))),
      ...report.totals.currencies.map((l) => row('TOTAL', l)),
      `${f.today},Main,TOTAL (CAD),,,,,,,,,,,${report.totals.card_cad},${report.totals.over_short_cad}`,
    ];
    expect(lines.slice(1, -1)).toEqual(expected);
    expect(lines.at(-1)).toBe('');
    const teller403 = await f.t.as(f.teller.headers, {
      method: 'GET',
      url: `/api/business-days/${MAIN_BRANCH_ID}/${f.today}/z-report.csv`,
    });
    expect(teller403.statusCode).toBe(403);
  });
});
