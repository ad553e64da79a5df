import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusinessDay, ZReport } from '@domain/contracts/business-day';
import type { CountBody, Denomination, TillSession } from '@domain/contracts/cash';
import { Dec } from '@domain/money';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { cashSuite } from '../../test/cash-suite';

type Headers = { authorization: string };
const CODES = ['CAD', 'USD', 'EUR'] as const;
// The pairs the day's customers ask for, in turn; every fifth exchange is paid by card.
const PAIRS: [string, string, string][] = [
  ['USD', 'CAD', '20'],
  ['CAD', 'USD', '30'],
  ['EUR', 'CAD', '10'],
  ['CAD', 'EUR', '25'],
  ['EUR', 'CAD', '15'],
];

// The day, through the API only: two tills opened and floated from the vault, 50
// exchanges in cash and by card in three currencies, a transfer between the tills, a blind close
// 5.00 CAD short signed off by a manager, a close with no variance, the day closed, the Z report
// equal to the ledger, and the closed date refusing what would change it.
describe('a business day end to end', () => {
  const s = cashSuite();

  // A count of `amount` in the currency's denominations, largest first.
  const countOf = async (amounts: Record<string, string>): Promise<CountBody> => {
    const counts = [];
    for (const [code, amount] of Object.entries(amounts)) {
      const currency = await s.currency(code);
      const { rows } = (
        await s.as(s.owner(), 'GET', `/api/denominations?currency_id=${currency.id}`)
      ).json<{ rows: Denomination[] }>();
      let left = new Dec(amount);
      const lines = [];
      for (const d of [...rows].sort((a, b) => new Dec(b.value).cmp(a.value))) {
        const quantity = left.div(d.value).floor().toNumber();
        if (quantity > 0) lines.push({ value: d.value, quantity });
        left = left.sub(new Dec(d.value).mul(quantity));
      }
      expect(left.isZero(), `${code} ${amount} in denominations`).toBe(true);
      counts.push({ currency_id: currency.id, lines });
    }
    return { counts };
  };
  const held = async (tillId: string, shortCad = '0') =>
    Object.fromEntries(
      await Promise.all(
        CODES.map(async (code) => {
          const balance = new Dec(await s.locationBalance(tillId, code));
          return [code, (code === 'CAD' ? balance.sub(shortCad) : balance).toString()];
        }),
      ),
    );
  const post = async (who: Headers, url: string, body: unknown, status = 201) => {
    const res = await s.as(who, 'POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res;
  };

  it('runs from the opening counts to the Z report and the closed date', async () => {
    const manager = await s.member('manager');
    const [ann, bob] = [await s.member(), await s.member()];
    const [one, two] = [await s.newTill('Front'), await s.newTill('Back')];
    for (const code of CODES) await s.fundVault(code, '10000');
    const sessionOne = await s.openOk(ann.headers, one.id);
    const sessionTwo = await s.openOk(bob.headers, two.id);
    for (const till of [one, two])
      for (const code of CODES)
        await post(manager.headers, '/api/cash-transfers', {
          from_location_id: s.vaultId,
          to_location_id: till.id,
          currency_id: (await s.currency(code)).id,
          amount: '1000',
        });

    const customer = await s.identifiedCustomer();
    for (let i = 0; i < 50; i += 1) {
      const [from, to, amount] = PAIRS[i % PAIRS.length] ?? ['USD', 'CAD', '1'];
      await post(i % 2 ? ann.headers : bob.headers, '/api/transactions', {
        customer_id: customer,
        payment_method: i % 5 === 1 ? 'card' : 'cash',
        pairs: [
          {
            from_currency_id: (await s.currency(from)).id,
            to_currency_id: (await s.currency(to)).id,
            amount,
          },
        ],
      });
    }
    await post(ann.headers, '/api/cash-transfers', {
      from_location_id: one.id,
      to_location_id: two.id,
      currency_id: (await s.currency('CAD')).id,
      amount: '50',
    });

    // Ann's drawer is 5.00 CAD short: her blind close waits for a manager, who signs it off.
    const annClose = await post(
      ann.headers,
      `/api/till-sessions/${sessionOne.id}/close`,
      await countOf(await held(one.id, '5')),
      200,
    );
    expect(annClose.json<TillSession>()).toMatchObject({
      status: 'awaiting_signoff',
      needs_signoff: true,
    });
    const early = await post(
      manager.headers,
      '/api/business-days/close',
      { branch_id: MAIN_BRANCH_ID, date: sessionOne.business_date },
      409,
    );
    expect(early.json<{ error: string }>().error).toContain('Front (awaiting sign-off)');
    await post(
      manager.headers,
      `/api/till-sessions/${sessionOne.id}/sign-off`,
      { reason: 'Counted twice: 5.00 short' },
      200,
    );
    const bobClose = await post(
      bob.headers,
      `/api/till-sessions/${sessionTwo.id}/close`,
      await countOf(await held(two.id)),
      200,
    );
    expect(bobClose.json<TillSession>()).toMatchObject({ status: 'closed', needs_signoff: false });

    // The suite's owner keeps a till open for booking; it holds nothing and closes empty.
    const mine = (await s.as(s.owner(), 'GET', '/api/till-sessions/mine')).json<{
      session: TillSession | null;
    }>().session;
    if (mine) await post(s.owner(), `/api/till-sessions/${mine.id}/close`, { counts: [] }, 200);
    // Counter 1, opened by the migration, has no session: every till of the branch is closed.
    const date = sessionOne.business_date;
    const closed = await post(
      manager.headers,
      '/api/business-days/close',
      { branch_id: MAIN_BRANCH_ID, date },
      200,
    );
    expect(closed.json<BusinessDay>()).toMatchObject({
      open_tills: 0,
      closed_at: expect.any(String),
    });

    const report = (
      await s.as(manager.headers, 'GET', `/api/business-days/${MAIN_BRANCH_ID}/${date}/z-report`)
    ).json<ZReport>();
    const front = report.tills.find((t) => t.till.id === one.id);
    expect(front?.currencies.find((c) => c.code === 'CAD')).toMatchObject({
      over_short: '-5',
      cad_value: '-5',
    });
    expect(report.totals.over_short_cad).toBe('-5');
    for (const till of report.tills.filter((t) => [one.id, two.id].includes(t.till.id))) {
      expect(till.currencies.map((c) => c.code).sort()).toEqual([...CODES].sort());
      for (const l of till.currencies) {
        const [ledger] = await queryRows<{ bought: string; sold: string; transfers: string }>(
          s.t.database.db,
          sql`select coalesce(sum(m.amount) filter (
                     where m.reason = 'exchange' and m.amount > 0), 0)::text as bought,
                   coalesce(-sum(m.amount) filter (
                     where m.reason = 'exchange' and m.amount < 0), 0)::text as sold,
                   coalesce(sum(m.amount) filter (where m.reason = 'transfer'), 0)::text
                     as transfers
              from account_movements m join accounts a on a.id = m.account_id
              where m.location_id = ${till.till.id}::uuid and a.currency_id = ${l.currency_id}::uuid`,
        );
        expect(ledger && new Dec(ledger.bought).eq(l.bought), l.code).toBe(true);
        expect(ledger && new Dec(ledger.sold).eq(l.sold), l.code).toBe(true);
        expect(ledger && new Dec(ledger.transfers).eq(l.transfers), l.code).toBe(true);
        const end = new Dec(l.opening_balance).add(l.bought).sub(l.sold).add(l.transfers);
        expect(end.add(l.over_short).eq(l.counted), `${till.till.name} ${l.code}`).toBe(true);
        expect(new Dec(l.counted).eq(await s.locationBalance(till.till.id, l.code))).toBe(true);
      }
    }
    const [card] = await queryRows<{ cad: string }>(
      s.t.database.db,
      sql`select coalesce(sum(base_value), 0)::text as cad from transactions
          where payment_method = 'card'`,
    );
    expect(new Dec(report.totals.card_cad).eq(card?.cad ?? 'NaN')).toBe(true);
    expect(new Dec(report.totals.card_cad).gt(0)).toBe(true);

    // The closed date: no reopening, no new opening, nothing booked.
    const before = await s.cashState();
    const reopen = await post(
      manager.headers,
      `/api/till-sessions/${sessionTwo.id}/reopen`,
      { reason: 'One more customer' },
      409,
    );
    expect(reopen.json()).toMatchObject({ code: 'day_closed' });
    const reopenTill = await post(ann.headers, `/api/tills/${one.id}/open`, { counts: [] }, 409);
    expect(reopenTill.json()).toMatchObject({ code: 'day_closed' });
    expect(await s.cashState()).toBe(before);
    await s.expectConsistent();
  });
});
