import { describe, expect, it } from 'vitest';
import type { CashTransfer } from '@domain/contracts/transfers';
import type { ZReport } from '@domain/contracts/business-day';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { cashSuite } from '../../test/cash-suite';

// Cash handed over is counted by whoever receives it (issue 46, docs/decisions/0059).
describe('handovers counted by the receiver', () => {
  const s = cashSuite();
  type Headers = { authorization: string };

  const lines = (pairs: [string, number][]) =>
    pairs.map(([value, quantity]) => ({ value, quantity }));
  const countIt = (headers: Headers, id: string, pairs: [string, number][]) =>
    s.as(headers, 'POST', `/api/cash-transfers/${id}/count`, { lines: lines(pairs) });
  const signOff = (headers: Headers, id: string, side: string, reason = 'Recounted together') =>
    s.as(headers, 'POST', `/api/cash-transfers/${id}/sign-off`, { side, reason });
  const open = async (headers: Headers) =>
    (await s.as(headers, 'GET', '/api/cash-transfers/open')).json<{ rows: CashTransfer[] }>().rows;
  const setTolerance = async (amount: string) => {
    const res = await s.as(s.owner(), 'PUT', '/api/settings/till_variance_tolerance', {
      value: { amount },
    });
    expect(res.statusCode).toBe(200);
  };
  const overShortAt = async (locationId: string) =>
    (
      await queryRows<{ amount: string }>(
        s.t.database.db,
        `select trim_scale(sum(amount))::text as amount from account_movements
         where reason = 'over_short' and location_id = '${locationId}'`,
      )
    )[0]?.amount ?? null;

  // A manager hands USD from the vault to a teller's open till.
  const handover = async (amount: string) => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    await s.openOk(teller.headers, till.id);
    await s.fundVault('USD', '10000');
    const usd = (await s.currency('USD')).id;
    const res = await s.transfer(manager.headers, {
      from_location_id: s.vaultId,
      to_location_id: till.id,
      currency_id: usd,
      amount,
    });
    expect(res.statusCode).toBe(201);
    return { teller, manager, till, usd, sent: res.json<CashTransfer>() };
  };

  it('a float handed over waits for the receiving teller, who counts it blind', async () => {
    const { teller, manager, till, sent } = await handover('300');
    expect(sent).toMatchObject({ status: 'awaiting_count', amount: '300', count: null });
    // The teller sees what waits for them, but not how much: the count is blind.
    const mine = (await open(teller.headers)).find((t) => t.id === sent.id);
    expect(mine).toMatchObject({ status: 'awaiting_count', amount: null, code: 'USD' });
    expect((await open(manager.headers)).find((t) => t.id === sent.id)?.amount).toBe('300');
    // The till holds it already: an exchange may pay it out before the count.
    expect(await s.locationBalance(till.id, 'USD')).toBe('300');

    // Only the receiving teller counts it; a manager does not count for them.
    const other = await s.member();
    const before = await s.cashState();
    expect((await countIt(other.headers, sent.id, [['100', 3]])).statusCode).toBe(403);
    expect((await countIt(manager.headers, sent.id, [['100', 3]])).statusCode).toBe(403);
    const unknown = await countIt(teller.headers, sent.id, [['7', 3]]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'count_invalid' });
    expect(await s.cashState()).toBe(before);

    const counted = await countIt(teller.headers, sent.id, [
      ['100', 2],
      ['50', 1],
      ['20', 2],
      ['10', 1],
    ]);
    expect(counted.statusCode).toBe(200);
    expect(counted.json<CashTransfer>()).toMatchObject({
      status: 'received',
      amount: '300',
      count: { kind: 'receiver', total: '300', variance: '0', counted_by: { id: teller.userId } },
    });
    expect(await s.locationBalance(till.id, 'USD')).toBe('300');
    expect(await s.auditActions(sent.id)).toEqual(['transfer', 'receive']);
    expect((await open(teller.headers)).some((t) => t.id === sent.id)).toBe(false);
    const again = await countIt(teller.headers, sent.id, [['100', 3]]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'transfer_state' });
    await s.expectConsistent();
  });

  it("a difference within the tolerance is the sender's: the till holds what was counted", async () => {
    await setTolerance('5');
    const { teller, till, sent } = await handover('100');
    const vaultBefore = await s.locationBalance(s.vaultId, 'USD');
    const overShortBefore = await overShortAt(s.vaultId);
    // 98 USD arrived: 2 USD is 2.70 CAD at 1.35, within 5 CAD.
    const res = await countIt(teller.headers, sent.id, [
      ['20', 4],
      ['5', 3],
      ['1', 3],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<CashTransfer>()).toMatchObject({
      status: 'received',
      count: { total: '98', variance: '-2', booked_side: 'sender' },
      signoff: null,
    });
    expect(await s.locationBalance(till.id, 'USD')).toBe('98');
    // The vault's books: the 100 sent, the 2 short booked over/short there.
    expect(await s.locationBalance(s.vaultId, 'USD')).toBe(vaultBefore);
    expect(Number(await overShortAt(s.vaultId)) - Number(overShortBefore ?? 0)).toBe(-2);
    expect(await overShortAt(till.id)).toBeNull();
    await s.expectConsistent();
    await setTolerance('0');
  });

  it('a difference beyond the tolerance waits for a manager, who says whose it is', async () => {
    await setTolerance('0');
    const short = await handover('500');
    const res = await countIt(short.teller.headers, short.sent.id, [['100', 4]]);
    expect(res.json<CashTransfer>()).toMatchObject({
      status: 'awaiting_signoff',
      count: { total: '400', variance: '-100', booked_side: null },
    });
    // Meanwhile the till's books hold what it holds.
    expect(await s.locationBalance(short.till.id, 'USD')).toBe('400');
    expect((await open(short.manager.headers)).find((t) => t.id === short.sent.id)?.status).toBe(
      'awaiting_signoff',
    );

    const before = await s.cashState();
    expect((await signOff(short.teller.headers, short.sent.id, 'receiver')).statusCode).toBe(403);
    expect((await signOff(short.manager.headers, short.sent.id, 'nobody')).statusCode).toBe(400);
    expect((await signOff(short.manager.headers, short.sent.id, 'sender', ' ')).statusCode).toBe(
      400,
    );
    expect(await s.cashState()).toBe(before);

    // The receiver's: the till took the 500 and the 100 is short there.
    const signed = await signOff(short.manager.headers, short.sent.id, 'receiver');
    expect(signed.statusCode).toBe(200);
    expect(signed.json<CashTransfer>()).toMatchObject({
      status: 'received',
      signoff: { side: 'receiver', reason: 'Recounted together', by: { id: short.manager.userId } },
    });
    expect(await s.locationBalance(short.till.id, 'USD')).toBe('400');
    expect(await overShortAt(short.till.id)).toBe('-100');
    expect(await s.auditActions(short.sent.id)).toEqual(['transfer', 'receive', 'sign_off']);
    const twice = await signOff(short.manager.headers, short.sent.id, 'sender');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'transfer_state' });

    // The sender's: 520 counted for 500 sent, the vault over by 20.
    const over = await handover('500');
    const vaultOverShort = Number((await overShortAt(s.vaultId)) ?? 0);
    await countIt(over.teller.headers, over.sent.id, [
      ['100', 5],
      ['20', 1],
    ]);
    const sender = await signOff(over.manager.headers, over.sent.id, 'sender', 'Vault miscounted');
    expect(sender.json<CashTransfer>()).toMatchObject({
      status: 'received',
      signoff: { side: 'sender' },
    });
    expect(await s.locationBalance(over.till.id, 'USD')).toBe('520');
    expect(Number(await overShortAt(s.vaultId)) - vaultOverShort).toBe(20);
    await s.expectConsistent();
  });

  it('a drop from a till to the vault is counted on both sides', async () => {
    await setTolerance('0');
    const { teller, manager, till, usd, sent } = await handover('300');
    await countIt(teller.headers, sent.id, [['100', 3]]);
    const drop = (body: Record<string, unknown>) =>
      s.transfer(teller.headers, {
        from_location_id: till.id,
        to_location_id: s.vaultId,
        currency_id: usd,
        ...body,
      });
    const before = await s.cashState();
    const mismatch = await drop({ amount: '200', lines: lines([['100', 1]]) });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'count_invalid',
      error: 'The denominations add up to 100 USD, not the amount sent',
    });
    expect(await s.cashState()).toBe(before);

    const made = await drop({ amount: '200', lines: lines([['100', 2]]), note: 'Drop' });
    expect(made.statusCode).toBe(201);
    const dropped = made.json<CashTransfer>();
    expect(dropped).toMatchObject({
      status: 'awaiting_count',
      amount: '200',
      sent_lines: [{ value: '100', quantity: 2 }],
      to: { kind: 'vault' },
    });
    expect(await s.locationBalance(till.id, 'USD')).toBe('100');
    // The vault's side is a manager's count.
    expect((await countIt(teller.headers, dropped.id, [['100', 2]])).statusCode).toBe(403);
    const counted = await countIt(manager.headers, dropped.id, [['100', 2]]);
    expect(counted.json<CashTransfer>()).toMatchObject({
      status: 'received',
      count: { total: '200', variance: '0', counted_by: { id: manager.userId } },
    });
    await s.expectConsistent();

    // The Z report's session shows the float handed in and the drop, each as counted.
    const z = await s.as(
      manager.headers,
      'GET',
      `/api/business-days/${MAIN_BRANCH_ID}/${dropped.business_date}/z-report`,
    );
    const session = z.json<ZReport>().tills.find((t) => t.till.id === till.id)?.sessions[0];
    expect(session?.handovers).toEqual([
      expect.objectContaining({
        id: sent.id,
        direction: 'in',
        drop: false,
        other: 'Vault',
        sent: '300',
        counted: '300',
        status: 'received',
      }),
      expect.objectContaining({
        id: dropped.id,
        direction: 'out',
        drop: true,
        other: 'Vault',
        sent: '200',
        counted: '200',
        variance: '0',
      }),
    ]);
  });

  it("cash handed to a till and not counted is counted by the till's close", async () => {
    await setTolerance('0');
    const { teller, till, sent } = await handover('40');
    const session = (await s.as(teller.headers, 'GET', '/api/till-sessions/mine')).json<{
      session: { id: string } | null;
    }>().session;
    expect(session).not.toBeNull();
    const closed = await s.close(teller.headers, session!.id, await s.count({ USD: [['20', 2]] }));
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const view = await s.as(teller.headers, 'GET', `/api/cash-transfers/${sent.id}`);
    expect(view.json<CashTransfer>()).toMatchObject({
      status: 'received',
      amount: '40',
      count: { kind: 'closing', total: '40', variance: '0' },
    });
    expect(await s.locationBalance(till.id, 'USD')).toBe('40');
    // The session's history keeps it.
    const history = await s.as(
      teller.headers,
      'GET',
      `/api/till-sessions/${session!.id}/handovers`,
    );
    expect(history.json<{ rows: CashTransfer[] }>().rows.map((t) => t.id)).toEqual([sent.id]);
    const stranger = await s.member();
    expect(
      (await s.as(stranger.headers, 'GET', `/api/till-sessions/${session!.id}/handovers`))
        .statusCode,
    ).toBe(403);
    expect((await s.as(teller.headers, 'GET', '/api/cash-transfers/nope')).statusCode).toBe(400);
  });
});
