import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeSuite } from '../../test/exchange-suite';
import { openTillFor } from '../../test/open-till';

type Headers = { authorization: string };

// USD to CAD's table rate is 1.35 in the seeded data; the default tolerance is 2 %.
describe('rate overrides by role', () => {
  const s = exchangeSuite();
  let teller: Headers;
  let manager: Headers;
  beforeAll(async () => {
    teller = (await s.t.signUp(undefined, { role: 'teller' })).headers;
    manager = (await s.t.signUp(undefined, { role: 'manager' })).headers;
    await openTillFor(s.t, s.session, teller);
    await openTillFor(s.t, s.session, manager);
  });

  const book = async (headers: Headers, customRate: string) => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return s.t.as(headers, {
      method: 'POST',
      url: '/api/transactions',
      payload: {
        customer_id: await s.customer(),
        pairs: [{ from_currency_id, to_currency_id, amount: '10', custom_rate: customRate }],
      },
    });
  };

  it('lets a teller move the rate within the tolerance, both ways', async () => {
    expect((await book(teller, '1.377')).statusCode).toBe(201);
    expect((await book(teller, '1.323')).statusCode).toBe(201);
  });

  it('refuses a teller beyond the tolerance with 403 and books nothing', async () => {
    const before = await s.state();
    for (const rate of ['1.3771', '1.3229', '2']) {
      const res = await book(teller, rate);
      expect(res.statusCode, rate).toBe(403);
      expect(res.json()).toEqual({
        error: 'Rate override beyond 2% needs a manager',
        code: 'forbidden',
      });
    }
    expect(await s.state()).toEqual(before);
  });

  it('lets a manager and the owner override beyond it', async () => {
    expect((await book(manager, '2')).statusCode).toBe(201);
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id: await s.customer(),
      pairs: [{ from_currency_id, to_currency_id, amount: '10', custom_rate: '1.6' }],
    });
    expect(res.statusCode).toBe(201);
  });

  it('applies the tolerance in the settings, and names it', async () => {
    const put = await s.call('PUT', '/api/settings/rate_override_tolerance_percent', {
      value: { percent: 5 },
    });
    expect(put.statusCode).toBe(200);
    expect((await book(teller, '1.4175')).statusCode).toBe(201);
    const res = await book(teller, '1.42');
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('Rate override beyond 5% needs a manager');
    const teller403 = await s.t.as(teller, {
      method: 'PUT',
      url: '/api/settings/rate_override_tolerance_percent',
      payload: { value: { percent: 50 } },
    });
    expect(teller403.statusCode).toBe(403);
    expect(teller403.json()).toEqual({ error: 'This needs the owner', code: 'forbidden' });
  });
});
