// Blind close (docs/decisions/0036): while a teller's session is open, no answer a teller can
// reach says what the till is expected to hold. Every GET of the endpoint table that a teller
// may call is walked, with real ids, and searched for the till's figures.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@domain/contracts/endpoints';
import type { MySession, TillList } from '@domain/contracts/cash';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { MAIN_BRANCH_ID } from '../../db/schema/cash';
import { cashSuite } from '../../test/cash-suite';

// Documentation pages, and the rate board (its own token, read by a screen in the window).
const NOT_DATA = /^(docs\.|board\.read$|auth\.verifyEmail$)/;

describe('the blind close', () => {
  const s = cashSuite();

  it('shows a teller no figure of what their open till holds, on any endpoint they may call', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const [usd, cad] = await s.ids('USD', 'CAD');
    await s.fundVault('USD', '1000.29');
    await s.fundVault('CAD', '5000.15');
    const till = await s.newTill();
    const session = await s.openOk(teller.headers, till.id, await s.count({ USD: [['20', 5]] }));
    for (const [currency_id, amount] of [
      [usd, '73.41'],
      [cad, '640.35'],
    ] as const) {
      const moved = await s.transfer(manager.headers, {
        from_location_id: s.vaultId,
        to_location_id: till.id,
        currency_id,
        amount,
      });
      expect([moved.statusCode, moved.body]).toEqual([201, expect.anything()]);
    }
    const customer_id = await s.customer();
    const booked = await s.as(teller.headers, 'POST', '/api/transactions', {
      customer_id,
      acting_for_third_party: false,
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '12.37' }],
    });
    expect([booked.statusCode, booked.body]).toEqual([201, expect.anything()]);
    const { reference_number: reference, transactions } = booked.json<ExchangeResponse>();

    // What the till holds, as a manager sees it: the figures no teller answer may carry.
    const tills = (await s.as(manager.headers, 'GET', '/api/tills')).json<TillList>().rows;
    const held = tills.find((t) => t.id === till.id)?.balances ?? [];
    expect(held.map((b) => b.code).sort()).toEqual(['CAD', 'USD']);
    const secrets = held.map((b) => b.balance);
    expect(secrets).toContain('185.78');

    const accounts = (await s.as(teller.headers, 'GET', '/api/accounts')).json<{
      rows: { id: string }[];
    }>().rows;
    const sample: Record<string, string> = {
      id: '',
      branch_id: MAIN_BRANCH_ID,
      date: session.business_date,
      reference,
      filingId: '00000000-0000-4000-8000-000000000000',
    };
    const idFor = (name: string): string | undefined => {
      const [group] = name.split('.');
      if (group === 'customers') return customer_id;
      if (group === 'transactions') return transactions[0]?.id;
      if (group === 'accounts') return accounts[0]?.id;
      if (group === 'tillSessions') return session.id;
      if (group === 'companies' || group === 'compliance' || group === 'transfers')
        return '00000000-0000-4000-8000-000000000000';
      return undefined;
    };

    const walked: string[] = [];
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.method !== 'GET' || NOT_DATA.test(name)) continue;
      if (endpoint.access === 'manager' || endpoint.access === 'owner') continue;
      const url = endpoint.path.replace(/:(\w+)/g, (_, param: string) => {
        const value = param === 'id' ? idFor(name) : sample[param];
        if (!value) throw new Error(`no sample ${param} for ${name}: add one to this test`);
        return value;
      });
      const res = await s.as(teller.headers, 'GET', url);
      expect([name, res.statusCode < 500]).toEqual([name, true]);
      for (const figure of secrets) {
        expect([name, res.body.includes(figure)]).toEqual([name, false]);
      }
      walked.push(name);
    }
    expect(walked).toEqual(expect.arrayContaining(['tills.list', 'tillSessions.mine']));
    expect(walked.length).toBeGreaterThan(30);

    // Their own session answers no balances; a manager's answer has them.
    const mine = (await s.as(teller.headers, 'GET', '/api/till-sessions/mine')).json<MySession>();
    expect(mine).toMatchObject({ session: { id: session.id }, balances: null });
    const ownTill = (await s.as(teller.headers, 'GET', '/api/tills')).json<TillList>().rows;
    expect(ownTill.find((t) => t.id === till.id)?.balances).toBeNull();
  });
});
