// Closing a till blind, the over/short within or beyond the tolerance, and reopening; opening
// is in till-opening.test.ts.
import { describe, expect, it } from 'vitest';
import type { TillList, TillSession } from '@domain/contracts/cash';
import { cashSuite } from '../../test/cash-suite';

describe('till sessions: closing and reopening', () => {
  const s = cashSuite();
  const session = (res: { json<T>(): T }) => res.json<TillSession>();

  it('closes blind: no expected figures before the count, then expected, counted and variance', async () => {
    const [teller, other] = [await s.member(), await s.member()];
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ USD: [['20', 5]] }));
    const read = await s.as(teller.headers, 'GET', `/api/till-sessions/${opened.id}`);
    expect(read.statusCode).toBe(200);
    expect(session(read).closing).toEqual([]);
    // No till's balances for a teller, their own included (blind-close.test.ts walks the rest).
    const mine = (await s.as(teller.headers, 'GET', '/api/tills')).json<TillList>().rows;
    expect(mine.every((t) => t.balances === null)).toBe(true);
    const theirs = (await s.as(other.headers, 'GET', '/api/tills')).json<TillList>().rows;
    expect(theirs.find((t) => t.id === till.id)?.balances).toBeNull();
    expect((await s.as(other.headers, 'GET', `/api/till-sessions/${opened.id}`)).statusCode).toBe(
      403,
    );
    // Another teller cannot close it.
    const before = await s.cashState();
    const notTheirs = await s.close(other.headers, opened.id, await s.count({ USD: [['20', 5]] }));
    expect(notTheirs.statusCode).toBe(403);
    expect(await s.cashState()).toBe(before);

    const closed = await s.close(teller.headers, opened.id, await s.count({ USD: [['20', 5]] }));
    expect(closed.statusCode).toBe(200);
    expect(session(closed)).toMatchObject({
      status: 'closed',
      needs_signoff: false,
      closing: [{ code: 'USD', total: '100', expected: '100', variance: '0' }],
    });
    expect(session(closed).closed_at).not.toBeNull();
    expect(await s.auditActions(opened.id)).toEqual(['open', 'count']);
    // Closed: its teller books nothing more.
    const again = await s.close(teller.headers, opened.id, await s.count({ USD: [['20', 5]] }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'session_state' });
    await s.expectConsistent();
  });

  it('closes within the tolerance with the over/short booked; beyond it waits for a manager', async () => {
    const setTolerance = (amount: string) =>
      s.as(s.owner(), 'PUT', '/api/settings/till_variance_tolerance', { value: { amount } });
    expect((await setTolerance('5')).statusCode).toBe(200);
    try {
      const [teller, manager] = [await s.member(), await s.member('manager')];
      // Within: 2 USD short is 2.70 CAD.
      const small = await s.newTill();
      const first = await s.openOk(teller.headers, small.id, await s.count({ USD: [['20', 5]] }));
      const within = await s.close(
        teller.headers,
        first.id,
        await s.count({
          USD: [
            ['20', 4],
            ['1', 18],
          ],
        }),
      );
      expect(within.statusCode).toBe(200);
      expect(session(within)).toMatchObject({
        status: 'closed',
        closing: [{ code: 'USD', total: '98', expected: '100', variance: '-2' }],
      });
      expect(await s.locationBalance(small.id, 'USD')).toBe('98');

      // Beyond: 10 USD short is 13.50 CAD.
      const big = await s.newTill();
      const second = await s.openOk(teller.headers, big.id, await s.count({ USD: [['20', 5]] }));
      const movements = await s.count_('account_movements');
      const beyond = await s.close(
        teller.headers,
        second.id,
        await s.count({
          USD: [
            ['20', 4],
            ['10', 1],
          ],
        }),
      );
      expect(beyond.statusCode).toBe(200);
      expect(session(beyond)).toMatchObject({
        status: 'awaiting_signoff',
        needs_signoff: true,
        closing: [{ total: '90', expected: '100', variance: '-10' }],
      });
      expect(await s.count_('account_movements')).toBe(movements);
      expect(await s.locationBalance(big.id, 'USD')).toBe('100');
      // A counted till takes no more exchanges.
      const customer_id = await s.customer();
      const [usd, cad] = await s.ids('USD', 'CAD');
      const booking = await s.as(teller.headers, 'POST', '/api/transactions', {
        customer_id,
        pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '10' }],
      });
      expect(booking.statusCode).toBe(409);
      expect(booking.json()).toMatchObject({ code: 'till_not_open' });

      // A teller cannot sign off; the teller may count again.
      const before = await s.cashState();
      const tellerSignoff = await s.as(
        teller.headers,
        'POST',
        `/api/till-sessions/${second.id}/sign-off`,
        { reason: 'fine' },
      );
      expect(tellerSignoff.statusCode).toBe(403);
      expect(await s.cashState()).toBe(before);
      const recount = await s.close(
        teller.headers,
        second.id,
        await s.count({
          USD: [
            ['20', 4],
            ['5', 3],
          ],
        }),
      );
      expect(session(recount)).toMatchObject({
        status: 'awaiting_signoff',
        closing: [{ total: '95', variance: '-5' }],
      });
      const superseded = await s.count_('till_counts where superseded_at is not null');
      expect(superseded).toBeGreaterThanOrEqual(1);

      const noReason = await s.as(
        manager.headers,
        'POST',
        `/api/till-sessions/${second.id}/sign-off`,
        {
          reason: ' ',
        },
      );
      expect(noReason.statusCode).toBe(400);
      const signed = await s.as(
        manager.headers,
        'POST',
        `/api/till-sessions/${second.id}/sign-off`,
        {
          reason: 'Counted twice, 5 USD missing',
        },
      );
      expect(signed.statusCode).toBe(200);
      expect(session(signed)).toMatchObject({
        status: 'closed',
        needs_signoff: false,
        signoff_reason: 'Counted twice, 5 USD missing',
        signed_off_by: { id: manager.userId },
        closing: [{ total: '95', expected: '100', variance: '-5' }],
      });
      expect(await s.locationBalance(big.id, 'USD')).toBe('95');
      expect(await s.auditActions(second.id)).toEqual(['open', 'count', 'recount', 'sign_off']);
      const twice = await s.as(
        manager.headers,
        'POST',
        `/api/till-sessions/${second.id}/sign-off`,
        {
          reason: 'again',
        },
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'session_state' });
      await s.expectConsistent();
    } finally {
      await setTolerance('0');
    }
  });

  it('reopens a closed session for a manager with a reason, never for a teller', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ CAD: [['50', 2]] }));
    const stillOpen = await s.as(
      manager.headers,
      'POST',
      `/api/till-sessions/${opened.id}/reopen`,
      {
        reason: 'why',
      },
    );
    expect(stillOpen.statusCode).toBe(409);
    expect(stillOpen.json()).toMatchObject({ code: 'session_state' });
    // Short 5 CAD with no tolerance: a manager signs it off.
    await s.close(
      teller.headers,
      opened.id,
      await s.count({
        CAD: [
          ['50', 1],
          ['20', 2],
          ['5', 1],
        ],
      }),
    );
    await s.as(manager.headers, 'POST', `/api/till-sessions/${opened.id}/sign-off`, {
      reason: 'short',
    });
    expect(await s.locationBalance(till.id, 'CAD')).toBe('95');

    const before = await s.cashState();
    const byTeller = await s.as(teller.headers, 'POST', `/api/till-sessions/${opened.id}/reopen`, {
      reason: 'mine',
    });
    expect(byTeller.statusCode).toBe(403);
    expect(await s.cashState()).toBe(before);
    const reopened = await s.as(manager.headers, 'POST', `/api/till-sessions/${opened.id}/reopen`, {
      reason: 'Customer came back',
    });
    expect(reopened.statusCode).toBe(200);
    expect(session(reopened)).toMatchObject({ status: 'open', closing: [], closed_at: null });
    // The over/short stays; the next close counts again from what the till holds.
    expect(await s.locationBalance(till.id, 'CAD')).toBe('95');
    const closed = await s.close(
      teller.headers,
      opened.id,
      await s.count({
        CAD: [
          ['50', 1],
          ['20', 2],
          ['5', 1],
        ],
      }),
    );
    expect(session(closed)).toMatchObject({
      status: 'closed',
      closing: [{ expected: '95', total: '95', variance: '0' }],
    });
    expect(await s.auditActions(opened.id)).toEqual([
      'open',
      'count',
      'sign_off',
      'reopen',
      'count',
    ]);

    // Not while the teller has another session.
    await s.openOk(teller.headers, (await s.newTill()).id);
    const busy = await s.as(manager.headers, 'POST', `/api/till-sessions/${opened.id}/reopen`, {
      reason: 'again',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'till_busy' });
    await s.expectConsistent();
  });
});
