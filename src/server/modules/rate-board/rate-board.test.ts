import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { BoardLink, RateBoard } from '@domain/contracts/rate-board';
import { BOARD_MESSAGES } from '@domain/contracts/rate-board';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';

type Created = { link: BoardLink; token: string };

describe('the rate board', () => {
  // Each test signs its own staff up: more than sign-up's default limit allows.
  const s = apiSuite({ env: { SIGN_UP_RATE_LIMIT: '1000' } });
  const member = (role: 'teller' | 'manager') => s.t.signUp(undefined, { role });
  let addresses = 0;
  // Each board read from its own address unless told: the request limit counts per address.
  const read = (token: string, remoteAddress = `10.0.0.${++addresses}`) =>
    s.t.app.inject({ method: 'GET', url: `/api/board/${token}`, remoteAddress });
  const rows = <T>(query: string) => queryRows<T>(s.t.database.db, query);
  const makeLink = async (label = 'Window') => {
    const res = await s.call('POST', '/api/board-links', { label });
    expect(res.statusCode).toBe(201);
    return res.json<Created>();
  };

  it('lets managers make, list and revoke links; tellers may not', async () => {
    const [teller, manager] = [await member('teller'), await member('manager')];
    const asTeller = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.t.as(teller.headers, { method, url, ...(payload ? { payload } : {}) });
    expect((await asTeller('GET', '/api/board-links')).statusCode).toBe(403);
    expect((await asTeller('POST', '/api/board-links', { label: 'Mine' })).statusCode).toBe(403);

    const made = await s.t.as(manager.headers, {
      method: 'POST',
      url: '/api/board-links',
      payload: { label: '  Front window  ' },
    });
    expect(made.statusCode).toBe(201);
    const { link, token } = made.json<Created>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ label: 'Front window', revoked_at: null, revoked_by: null });
    expect(link.created_by).toEqual(expect.any(String));

    // Only the token's SHA-256 is kept, and the token is in no answer after this one.
    const [stored] = await rows<{ token_hash: string }>(
      `select token_hash from rate_board_tokens where id = '${link.id}'`,
    );
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const list = await s.t.as(manager.headers, { method: 'GET', url: '/api/board-links' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json<{ rows: BoardLink[] }>().rows.map((r) => r.id)).toContain(link.id);

    expect((await asTeller('POST', `/api/board-links/${link.id}/revoke`, {})).statusCode).toBe(403);
    const revoked = await s.t.as(manager.headers, {
      method: 'POST',
      url: `/api/board-links/${link.id}/revoke`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<BoardLink>()).toMatchObject({
      id: link.id,
      revoked_at: expect.any(String),
      revoked_by: link.created_by,
    });
    const again = await s.call('POST', `/api/board-links/${link.id}/revoke`);
    expect(again.statusCode).toBe(409);
    const unknown = await s.call(
      'POST',
      '/api/board-links/00000000-0000-4000-8000-000000000000/revoke',
    );
    expect(unknown.statusCode).toBe(404);

    // Both changes are in the audit trail, with who made them and never the token.
    const audit = await rows<{ action: string; actor_id: string; after: string }>(
      `select action, actor_id, after::text as after from audit_log
       where record_type = 'rate_board_link' and record_id = '${link.id}' order by at, id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'revoke']);
    expect(audit.every((a) => a.actor_id === manager.userId)).toBe(true);
    expect(audit.map((a) => a.after).join()).not.toContain(token);
    expect(audit.map((a) => a.after).join()).not.toContain(stored?.token_hash);
  });

  it('refuses a link without a label', async () => {
    const res = await s.call('POST', '/api/board-links', { label: '   ' });
    expect(res.statusCode).toBe(400);
  });

  it('reads the board without a session: the name, the zone and the rates against CAD', async () => {
    const { token } = await makeLink();
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    const board = res.json<RateBoard>();
    // Nothing else: no staff, no link, no balances.
    expect(Object.keys(board).sort()).toEqual(['bureau_name', 'rows', 'time_zone', 'updated_at']);
    expect(board.bureau_name).toBe('Your Exchange Bureau');
    expect(board.time_zone).toBe('America/Toronto');
    expect(board.rows.map((r) => r.code)).toEqual([
      'EUR',
      'GBP',
      'USD',
      'AUD',
      'CHF',
      'CNY',
      'JPY',
      'INR',
      'MXN',
    ]);
    for (const row of board.rows) {
      expect(Object.keys(row).sort()).toEqual(['code', 'name', 'quote_unit', 'we_buy', 'we_sell']);
    }
    // The seed: USD bought at 1.35 CAD; sold at 1 / round(1 / 1.40, 8) CAD, six digits kept.
    expect(board.rows.find((r) => r.code === 'USD')).toEqual({
      code: 'USD',
      name: 'US Dollar',
      quote_unit: 1,
      we_buy: '1.35',
      we_sell: '1.4',
    });
    expect(board.rows.find((r) => r.code === 'JPY')).toMatchObject({
      we_buy: '0.0089',
      we_sell: '0.0094',
    });
    // The printed sheet reads the same, for staff only.
    const sheet = await s.call('GET', '/api/rate-sheet');
    expect(sheet.json<RateBoard>()).toEqual(board);
    const anonymous = await s.t.app.inject({ method: 'GET', url: '/api/rate-sheet' });
    expect(anonymous.statusCode).toBe(401);
    const [latest] = await rows<{ at: string }>(
      `select max(greatest(effective_date, created_at)) as at from currency_rates`,
    );
    expect(board.updated_at).toBe(new Date(latest?.at ?? 0).toISOString());
  });

  it('shows a rate change and an inactive currency at the next read', async () => {
    const { token } = await makeLink();
    const currencies = (await s.call('GET', '/api/currencies?limit=100')).json<{
      rows: { id: string; code: string }[];
    }>().rows;
    const id = (code: string) => currencies.find((c) => c.code === code)?.id;
    const before = (await read(token)).json<RateBoard>();
    const changed = await s.call('POST', '/api/currency-rates', {
      from_currency_id: id('GBP'),
      to_currency_id: id('CAD'),
      buy_rate: '1.6543',
      sell_rate: '1.8',
    });
    expect(changed.statusCode).toBe(201);
    const off = await s.call('PUT', `/api/currencies/${id('MXN')}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    const after = (await read(token)).json<RateBoard>();
    expect(after.rows.find((r) => r.code === 'GBP')?.we_buy).toBe('1.6543');
    // We sell GBP still at the CAD→GBP row, which did not change.
    expect(after.rows.find((r) => r.code === 'GBP')?.we_sell).toBe(
      before.rows.find((r) => r.code === 'GBP')?.we_sell,
    );
    expect(after.rows.map((r) => r.code)).not.toContain('MXN');
    expect(Date.parse(after.updated_at ?? '')).toBeGreaterThan(Date.parse(before.updated_at ?? ''));
    await s.call('PUT', `/api/currencies/${id('MXN')}`, { is_active: true });
  });

  it('quotes a currency per its quote unit, and a bad quote unit changes nothing', async () => {
    const { token } = await makeLink();
    const currencies = (await s.call('GET', '/api/currencies?limit=100')).json<{
      rows: { id: string; code: string; quote_unit: number }[];
    }>().rows;
    const jpy = currencies.find((c) => c.code === 'JPY');
    expect(jpy?.quote_unit).toBe(1);
    const before = (await read(token)).json<RateBoard>().rows.find((r) => r.code === 'JPY');
    const per100 = await s.call('PUT', `/api/currencies/${jpy?.id}`, { quote_unit: 100 });
    expect(per100.statusCode, per100.body).toBe(200);
    expect(per100.json()).toMatchObject({ code: 'JPY', quote_unit: 100 });
    const after = (await read(token)).json<RateBoard>().rows.find((r) => r.code === 'JPY');
    // The same rates, read per 100 yen: 0.0089 CAD a yen is 0.89 CAD per 100.
    expect(after).toMatchObject({ quote_unit: 100, we_buy: '0.89', we_sell: '0.94' });
    expect(before).toMatchObject({ quote_unit: 1, we_buy: '0.0089', we_sell: '0.0094' });
    for (const bad of [3, 0, '100.5', 'many']) {
      const refused = await s.call('PUT', `/api/currencies/${jpy?.id}`, { quote_unit: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe(
        'Quote unit must be 1, 10, 100, 1000 or 10000',
      );
    }
    const kept = (await s.call('GET', '/api/currencies?limit=100'))
      .json<{ rows: { code: string; quote_unit: number }[] }>()
      .rows.find((c) => c.code === 'JPY');
    expect(kept?.quote_unit).toBe(100);
    await s.call('PUT', `/api/currencies/${jpy?.id}`, { quote_unit: 1 });
  });

  it('answers 404 to an unknown, malformed or revoked token, and the token opens nothing else', async () => {
    const { link, token } = await makeLink();
    expect((await read(token)).statusCode).toBe(200);
    const oneCharacterOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['nope', `${token}x`, oneCharacterOff]) {
      const res = await read(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: string }>().error).toBe(BOARD_MESSAGES.unknownLink);
    }
    expect((await read('')).statusCode).toBe(404);

    // The token is no session: every other route still asks for one.
    for (const headers of [
      { authorization: `Bearer ${token}` },
      { cookie: `better-auth.session_token=${token}` },
    ]) {
      const res = await s.t.app.inject({ method: 'GET', url: '/api/board-links', headers });
      expect(res.statusCode).toBe(401);
      const rates = await s.t.app.inject({ method: 'GET', url: '/api/currency-rates', headers });
      expect(rates.statusCode).toBe(401);
    }

    expect((await s.call('POST', `/api/board-links/${link.id}/revoke`)).statusCode).toBe(200);
    const refused = await read(token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ error: string }>().error).toBe(BOARD_MESSAGES.unknownLink);
  });

  it('limits the reads of one address as the public sign-in routes are limited', async () => {
    const { token } = await makeLink();
    const address = '10.9.9.9';
    for (let i = 0; i < 100; i += 1) {
      const res = await read(i % 2 === 0 ? token : 'unknown', address);
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await read(token, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await read(token, '10.9.9.10')).statusCode).toBe(200);
  });
});
