import { sql as q } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateOf, localRangeInstants } from '@domain/business-day';
import type { Account } from '@domain/contracts/accounts';
import type { DailyPosition } from '@domain/contracts/reports';
import { toDec } from '@domain/money';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from '../../db/schema';
import { byCode, reportsHarness, TORONTO } from '../../test/reports-harness';
import { takeDayEndSnapshots } from './day-end';

// A ledger with a history: movements on days long past (the database's own clock is now, so
// these are before every day-end snapshot the job can take), around midnight and both of
// Toronto's clock changes of 2025, at the vault and at a till.
const HISTORY: [at: string, amount: string, reason: string, location: string][] = [
  ['2025-03-08T12:00:00Z', '100', 'adjustment', MAIN_VAULT_ID],
  ['2025-03-09T04:59:59.999999Z', '-30', 'exchange', MAIN_TILL_ID],
  // Midnight of March 9 (EST); its day lasts 23 hours.
  ['2025-03-09T05:00:00Z', '10', 'reversal', MAIN_TILL_ID],
  ['2025-11-02T04:30:00Z', '-20', 'transfer', MAIN_VAULT_ID],
  ['2025-11-02T04:30:00Z', '20', 'transfer', MAIN_TILL_ID],
  // 23:30 EST on November 2, the 25-hour day.
  ['2025-11-03T04:30:00Z', '7', 'exchange', MAIN_TILL_ID],
  ['2026-06-01T15:00:00Z', '-1', 'over_short', MAIN_TILL_ID],
];

const DATES = [
  '2025-03-07',
  '2025-03-08',
  '2025-03-09',
  '2025-06-01',
  '2025-11-01',
  '2025-11-02',
  '2025-11-03',
  '2026-06-01',
];

describe('daily position from day-end snapshots', () => {
  const { db, ids, call, sql, position, exchange } = reportsHarness();

  // The position the whole ledger gives: each account's movements (at the location, if one is
  // named) before the day's start and before its end.
  const fullHistory = async (date: string, locationId: string | null) => {
    const { start, end } = localRangeInstants({ from: date, to: date }, TORONTO);
    const rows = await queryRows<{ code: string; opening: string; closing: string }>(
      db(),
      q`select c.code,
          coalesce(sum(m.amount) filter (where m.created_at < ${start.toISOString()}::timestamptz),
            0)::text as opening,
          coalesce(sum(m.amount) filter (where m.created_at < ${end.toISOString()}::timestamptz),
            0)::text as closing
        from accounts a
        join currencies c on c.id = a.currency_id
        left join account_movements m on m.account_id = a.id
          and (${locationId}::uuid is null or m.location_id = ${locationId}::uuid)
        group by c.code`,
    );
    return rows;
  };

  // Every listed row's opening and closing are the full history's, and every account holding
  // something at the day's start is listed.
  const expectFullHistory = async (date: string, places: '' | 'vault' | 'branch' = '') => {
    const query =
      places === 'vault'
        ? `&location_id=${MAIN_VAULT_ID}`
        : places === 'branch'
          ? `&branch_id=${MAIN_BRANCH_ID}`
          : '';
    const report: DailyPosition = await position(date, query);
    const truth = await fullHistory(date, places === 'vault' ? MAIN_VAULT_ID : null);
    for (const account of truth) {
      const row = report.rows.find((r) => r.code === account.code);
      if (!row) {
        expect(toDec(account.opening).isZero(), `${date} ${places} ${account.code}`).toBe(true);
        expect(toDec(account.closing).isZero(), `${date} ${places} ${account.code}`).toBe(true);
        continue;
      }
      const where = `${date} ${places} ${account.code}`;
      expect(toDec(row.opening).eq(account.opening), `${where} opening ${row.opening}`).toBe(true);
      expect(toDec(row.closing).eq(account.closing), `${where} closing ${row.closing}`).toBe(true);
    }
    return report;
  };

  const everyDay = async () => {
    for (const date of DATES)
      for (const places of ['', 'vault', 'branch'] as const) await expectFullHistory(date, places);
  };

  it('writes a history the app could have written', async () => {
    const coin = await call('POST', '/api/currencies', {
      code: 'OLD',
      name: 'Old Mark',
      symbol: 'O',
      tier: 3,
    });
    expect(coin.statusCode, coin.body).toBe(201);
    ids.OLD = coin.json<{ id: string }>().id;
    const accounts = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>().rows;
    const account = accounts.find((a) => a.currency.code === 'OLD');
    // As every booking does, each movement carries the balances after it: the account's and
    // its location's (docs/decisions/0007, 0036, 0041).
    let balance = toDec('0');
    const atLocation = new Map<string, ReturnType<typeof toDec>>();
    for (const [at, amount, reason, location] of HISTORY) {
      balance = balance.plus(amount);
      const here = (atLocation.get(location) ?? toDec('0')).plus(amount);
      atLocation.set(location, here);
      await sql(`insert into account_movements
                   (account_id, amount, balance_after, reason, created_at, location_id,
                    location_balance_after)
                 values ('${account?.id}', ${amount}, ${balance.toFixed()}, '${reason}', '${at}',
                   '${location}', ${here.toFixed()})`);
    }
    // Without a snapshot, the opening is the balance less the movements since.
    await everyDay();
  });

  it('takes a snapshot at the start of every past local day, then none until the next', async () => {
    const taken = await takeDayEndSnapshots(db());
    const today = localDateOf(new Date(), TORONTO);
    // From the day after the first movement (March 8, 2025) to the start of today.
    expect(taken[0]?.toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(taken.at(-1)?.toISOString()).toBe(
      localRangeInstants({ from: today, to: today }, TORONTO).start.toISOString(),
    );
    // The 23-hour day and the 25-hour day end at their local midnights.
    const instants = taken.map((at) => at.toISOString());
    expect(instants).toContain('2025-03-10T04:00:00.000Z');
    expect(instants).toContain('2025-11-02T04:00:00.000Z');
    expect(instants).toContain('2025-11-03T05:00:00.000Z');
    expect(await takeDayEndSnapshots(db())).toEqual([]);
  });

  it('gives every old day the position the whole ledger gives', async () => {
    await everyDay();
    const day = await expectFullHistory('2025-11-02');
    expect(byCode(day.rows, 'OLD')).toMatchObject({
      opening: '80',
      transfers: '0',
      bought: '7',
      closing: '87',
    });
    const vault = await expectFullHistory('2025-11-02', 'vault');
    expect(byCode(vault.rows, 'OLD')).toMatchObject({
      opening: '100',
      transfers: '-20',
      closing: '80',
    });
  });

  it('keeps old days exact with movements after them, and today and later days too', async () => {
    await exchange('OLD', 'CAD', '40', '2');
    await exchange('USD', 'OLD', '10', '3');
    await everyDay();
    const today = localDateOf(new Date(), TORONTO);
    const now = await expectFullHistory(today);
    expect(byCode(now.rows, 'OLD')).toMatchObject({
      opening: '86',
      bought: '40',
      sold: '30',
      closing: '96',
    });
    await expectFullHistory(today, 'branch');
    await expectFullHistory('2031-06-15');
    // Taking snapshots again changes nothing that was taken, and nothing that is read.
    await takeDayEndSnapshots(db());
    await everyDay();
  });
});
