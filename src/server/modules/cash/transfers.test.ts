import { describe, expect, it } from 'vitest';
import type { CashTransfer } from '@domain/contracts/transfers';
import { MAIN_CARD_ID } from '../../db/schema/cash';
import { cashSuite } from '../../test/cash-suite';
import { openTillFor } from '../../test/open-till';

describe('cash transfers and exchanges at tills', () => {
  const s = cashSuite();

  it('carries cash vault → till and till → till, and refuses what is not allowed, writing nothing', async () => {
    const [teller, other, manager] = [
      await s.member(),
      await s.member(),
      await s.member('manager'),
    ];
    const [tillA, tillB, idle] = [await s.newTill(), await s.newTill(), await s.newTill()];
    await s.openOk(teller.headers, tillA.id);
    await s.openOk(other.headers, tillB.id);
    await s.fundVault('USD', '1000');
    const usd = (await s.currency('USD')).id;
    const vaultBefore = await s.locationBalance(s.vaultId, 'USD');

    const fromVault = await s.transfer(manager.headers, {
      from_location_id: s.vaultId,
      to_location_id: tillA.id,
      currency_id: usd,
      amount: '300',
      note: 'Morning float',
    });
    expect(fromVault.statusCode).toBe(201);
    const made = fromVault.json<CashTransfer>();
    expect(made).toMatchObject({
      from: { id: s.vaultId },
      to: { id: tillA.id },
      code: 'USD',
      amount: '300',
      note: 'Morning float',
      user: { id: manager.userId },
    });
    expect(await s.auditActions(made.id)).toEqual(['transfer']);
    expect(await s.locationBalance(tillA.id, 'USD')).toBe('300');
    expect(Number(await s.locationBalance(s.vaultId, 'USD'))).toBe(Number(vaultBefore) - 300);

    const tillToTill = await s.transfer(teller.headers, {
      from_location_id: tillA.id,
      to_location_id: tillB.id,
      currency_id: usd,
      amount: '50',
    });
    expect(tillToTill.statusCode).toBe(201);
    expect(await s.locationBalance(tillA.id, 'USD')).toBe('250');
    expect(await s.locationBalance(tillB.id, 'USD')).toBe('50');

    const before = await s.cashState();
    const refused = async (
      headers: { authorization: string },
      body: Record<string, unknown>,
      status: number,
      code?: string,
    ) => {
      const res = await s.transfer(headers, { currency_id: usd, amount: '10', ...body });
      expect(res.statusCode).toBe(status);
      if (code) expect(res.json()).toMatchObject({ code });
      expect(await s.cashState()).toBe(before);
    };
    // A teller never takes from the vault, nor hands another teller's till's cash anywhere.
    await refused(teller.headers, { from_location_id: s.vaultId, to_location_id: tillA.id }, 403);
    await refused(teller.headers, { from_location_id: tillB.id, to_location_id: s.vaultId }, 403);
    // A till without an open session neither sends nor receives.
    await refused(
      manager.headers,
      { from_location_id: s.vaultId, to_location_id: idle.id },
      409,
      'session_state',
    );
    await refused(manager.headers, { from_location_id: tillA.id, to_location_id: tillA.id }, 400);
    await refused(
      manager.headers,
      { from_location_id: tillA.id, to_location_id: MAIN_CARD_ID },
      400,
    );
    await refused(
      manager.headers,
      {
        from_location_id: s.vaultId,
        to_location_id: tillA.id,
        currency_id: '00000000-0000-4000-8000-0000000000ff',
      },
      404,
    );
    await refused(
      manager.headers,
      { from_location_id: s.vaultId, to_location_id: tillA.id, amount: '0' },
      400,
    );
    await s.expectConsistent();
  });

  it('refuses an exchange without an open till (409 till_not_open), writing nothing', async () => {
    const teller = await s.member();
    const customer_id = await s.customer();
    const [usd, cad] = await s.ids('USD', 'CAD');
    const before = await s.cashState();
    const res = await s.as(teller.headers, 'POST', '/api/transactions', {
      customer_id,
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '100' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'till_not_open' });
    expect(await s.cashState()).toBe(before);
  });

  it("moves an exchange's cash in and out of the teller's till; a card payment's side to card settlement", async () => {
    const teller = await s.member();
    const opened = await openTillFor(s.t, s.owner(), teller.headers);
    const till = opened.till.id;
    const [usd, cad] = await s.ids('USD', 'CAD');
    const cardBefore = await s.locationBalance(MAIN_CARD_ID, 'USD');
    const cash = await s.as(teller.headers, 'POST', '/api/transactions', {
      customer_id: await s.customer(),
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '100' }],
    });
    expect(cash.statusCode).toBe(201);
    expect(await s.locationBalance(till, 'USD')).toBe('100');
    expect(await s.locationBalance(till, 'CAD')).toBe('-135');
    const card = await s.as(teller.headers, 'POST', '/api/transactions', {
      customer_id: await s.identifiedCustomer(),
      payment_method: 'card',
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '10' }],
    });
    expect(card.statusCode).toBe(201);
    expect(await s.locationBalance(till, 'USD')).toBe('100');
    expect(await s.locationBalance(till, 'CAD')).toBe('-148.5');
    expect(Number(await s.locationBalance(MAIN_CARD_ID, 'USD'))).toBe(Number(cardBefore) + 10);
    await s.expectConsistent();
  });
});
