import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReferenceFetchResponse } from '@domain/contracts/reference';
import { queryRows } from '../../db/client';
import { referenceSuite } from '../../test/reference-suite';
import { DAYS } from './reference-days';

describe('reference rates from the Bank of Canada', () => {
  const s = referenceSuite();
  const fetchNow = () => s.call('POST', '/api/reference-rates/fetch');
  const rates = async (code: string) => {
    const toCad = await s.rate(code, 'CAD');
    const fromCad = await s.rate('CAD', code);
    return [toCad?.buy_rate, toCad?.sell_rate, fromCad?.buy_rate, fromCad?.sell_rate];
  };

  it('stores every observation digit for digit and writes computed rates from the margins', async () => {
    // A manual rate of a currency the Bank's answer does not carry (GBP here).
    const gbpManual = await s.call('POST', '/api/currency-rates', {
      from_currency_id: (await s.currency('GBP')).id,
      to_currency_id: (await s.currency('CAD')).id,
      buy_rate: '1.7',
      sell_rate: '1.77',
    });
    expect(gbpManual.statusCode).toBe(201);
    s.later(1);
    s.fake.setObservations(DAYS);
    const res = await fetchNow();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReferenceFetchResponse>();
    expect(body).toMatchObject({
      message: 'Reference rates updated',
      observations: 8,
      // USD, EUR, JPY: each X -> CAD and CAD -> X.
      rates_written: 6,
      pinned_kept: 0,
    });
    expect(s.fake.calls.at(-1)?.searchParams.get('recent')).toBe('10');
    expect(await s.stored('FXUSDCAD')).toEqual([
      { observed_on: '2026-03-23', value: '1.4012' },
      { observed_on: '2026-03-24', value: '1.39870' },
    ]);
    expect(await s.stored('FXJPYCAD')).toEqual([
      { observed_on: '2026-03-23', value: '0.009301' },
      { observed_on: '2026-03-24', value: '0.009312' },
    ]);
    expect(await s.stored('FXSEKCAD')).toHaveLength(2);

    const usd = body.status.currencies.find((c) => c.code === 'USD');
    expect(usd).toMatchObject({
      series: 'FXUSDCAD',
      observed_on: '2026-03-24',
      mid: '1.39870',
      buy_margin_percent: null,
      effective_buy_percent: '2.5',
      effective_sell_percent: '2.5',
    });
    expect(body.status).toMatchObject({
      latest_observation: '2026-03-24',
      last_error: null,
      last_success_at: expect.any(String),
      default_margins: { buy_percent: '2.5', sell_percent: '2.5' },
      significant_digits: 6,
    });
    // A currency the Bank does not publish keeps its manual rates.
    const gbp = await s.rate('GBP', 'CAD');
    expect(body.status.currencies.find((c) => c.code === 'GBP')).toMatchObject({
      observed_on: null,
      mid: null,
    });
    expect(gbp).toMatchObject({ origin: 'manual', buy_rate: '1.7' });

    // mid x (1 - 2.5 %), mid x (1 + 2.5 %), and their inverses for CAD -> X, 6 significant digits.
    expect(await rates('USD')).toEqual(['1.36373', '1.43367', '0.697512', '0.733282']);
    expect(await rates('EUR')).toEqual(['1.47449', '1.55011', '0.645117', '0.678199']);
    expect(await rates('JPY')).toEqual(['0.0090792', '0.0095448', '104.769', '110.142']);
    expect(await s.rate('USD', 'CAD')).toMatchObject({
      origin: 'computed',
      pinned_until: null,
      reference_observed_on: '2026-03-24',
      reference_mid: '1.3987',
      is_current: true,
    });

    // The same answer again writes nothing new.
    s.later(60);
    expect((await fetchNow()).json()).toMatchObject({ rates_written: 0, pinned_kept: 0 });
  });

  it("a currency's margins and the defaults recompute its rates at once, audited", async () => {
    const usd = await s.currency('USD');
    s.later(60);
    const own = await s.call('PUT', `/api/currencies/${usd.id}/margins`, {
      buy_margin_percent: '1',
      sell_margin_percent: 3,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Margins saved', rates_written: 2 });
    expect(await rates('USD')).toEqual(['1.38471', '1.44066', '0.694126', '0.722171']);
    // EUR still has the defaults.
    expect(await rates('EUR')).toEqual(['1.47449', '1.55011', '0.645117', '0.678199']);

    s.later(60);
    const defaults = await s.call('PUT', '/api/reference-rates/settings', {
      buy_percent: '2',
      sell_percent: '2',
      significant_digits: 4,
    });
    expect(defaults.statusCode, defaults.body).toBe(200);
    // USD keeps its own margins (only the rounding changes); EUR and JPY follow the defaults.
    expect(await rates('USD')).toEqual(['1.385', '1.441', '0.6941', '0.7222']);
    expect((await s.rate('EUR', 'CAD'))?.buy_rate).toBe('1.482');

    s.later(60);
    await s.call('PUT', `/api/currencies/${usd.id}/margins`, {
      buy_margin_percent: null,
      sell_margin_percent: null,
    });
    expect(await rates('USD')).toEqual(['1.371', '1.427', '0.7009', '0.7295']);

    const refused = await s.call('PUT', `/api/currencies/${usd.id}/margins`, {
      buy_margin_percent: '100',
      sell_margin_percent: '-1',
    });
    expect(refused.statusCode).toBe(400);
    const cad = await s.currency('CAD');
    const base = await s.call('PUT', `/api/currencies/${cad.id}/margins`, {
      buy_margin_percent: '1',
      sell_margin_percent: '1',
    });
    expect(base.json()).toMatchObject({ error: 'CAD is the base currency: it has no margins' });

    const [audited] = await queryRows<{ n: number; actors: number }>(
      s.t.database.db,
      sql`select count(*)::int as n, count(distinct actor_id)::int as actors from audit_log
        where record_type = 'rate' and action = 'create' and after ->> 'origin' = 'computed'
          and actor_id is not null`,
    );
    expect(audited?.n).toBeGreaterThanOrEqual(12);
    expect(audited?.actors).toBe(1);
    const [currencyChange] = await queryRows<{ after: { buy_margin_percent: unknown } }>(
      s.t.database.db,
      sql`select after from audit_log where record_type = 'currency' and record_id = ${usd.id}
        and action = 'update' order by id limit 1`,
    );
    expect(currencyChange?.after.buy_margin_percent).toBe('1');

    await s.call('PUT', '/api/reference-rates/settings', {
      buy_percent: '2.5',
      sell_percent: '2.5',
      significant_digits: 6,
    });
  });

  it('a manual rate pinned into the future survives a fetch; an unpinned or expired one does not', async () => {
    const usd = await s.currency('USD');
    const eur = await s.currency('EUR');
    const cad = await s.currency('CAD');
    s.later(60);
    const pinned = await s.call('POST', '/api/currency-rates', {
      from_currency_id: usd.id,
      to_currency_id: cad.id,
      buy_rate: '1.3000',
      sell_rate: '1.4500',
      pinned_until: new Date(s.later(0).getTime() + 3_600_000).toISOString(),
    });
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(pinned.json()).toMatchObject({ origin: 'manual', reference_mid: null });
    await s.call('POST', '/api/currency-rates', {
      from_currency_id: eur.id,
      to_currency_id: cad.id,
      buy_rate: '1.4000',
      sell_rate: '1.6000',
    });

    s.later(60);
    s.fake.setObservations([...DAYS, { d: '2026-03-25', FXUSDCAD: '1.3800', FXEURCAD: '1.5200' }]);
    const res = await fetchNow();
    expect(res.json()).toMatchObject({ pinned_kept: 2 });
    expect(await s.rate('USD', 'CAD')).toMatchObject({
      origin: 'manual',
      buy_rate: '1.3',
      pinned_until: new Date(s.later(0).getTime() + 3_540_000).toISOString(),
    });
    // The pin holds USD both ways (issue 46): CAD -> USD is the typed rates' inverse, so the
    // board's "we sell" stays 1.45, not the new mid's.
    expect(await s.rate('CAD', 'USD')).toMatchObject({
      origin: 'manual',
      buy_rate: '0.689655172413793103',
      sell_rate: '0.769230769230769231',
      pinned_until: new Date(s.later(0).getTime() + 3_540_000).toISOString(),
    });
    const sheet = (await s.call('GET', '/api/rate-sheet')).json<{
      rows: { code: string; we_buy: string | null; we_sell: string | null }[];
    }>();
    expect(sheet.rows.find((row) => row.code === 'USD')).toMatchObject({
      we_buy: '1.3',
      we_sell: '1.45',
    });
    expect(await s.rate('EUR', 'CAD')).toMatchObject({ origin: 'computed', buy_rate: '1.482' });

    // An hour later the pin has run out: the next fetch replaces it.
    s.later(3600);
    expect((await fetchNow()).json()).toMatchObject({ pinned_kept: 0 });
    expect(await s.rate('USD', 'CAD')).toMatchObject({ origin: 'computed', buy_rate: '1.3455' });
    expect(await s.rate('CAD', 'USD')).toMatchObject({ origin: 'computed' });

    // Editing a computed rate makes it manual, pinned as asked.
    const current = await s.rate('USD', 'CAD');
    const until = new Date(s.later(0).getTime() + 86_400_000).toISOString();
    const edited = await s.call('PUT', `/api/currency-rates/${current?.id}`, {
      buy_rate: '1.35',
      pinned_until: until,
    });
    expect(edited.json()).toMatchObject({
      origin: 'manual',
      pinned_until: until,
      reference_observed_on: null,
    });
    s.later(60);
    expect((await fetchNow()).json()).toMatchObject({ pinned_kept: 2 });
    expect((await s.rate('USD', 'CAD'))?.buy_rate).toBe('1.35');
    expect(await s.rate('CAD', 'USD')).toMatchObject({ origin: 'manual', pinned_until: until });

    // Ending the pin ends it both ways: the next fetch computes both rows again.
    const pin = await s.rate('USD', 'CAD');
    const unpinned = await s.call('PUT', `/api/currency-rates/${pin?.id}`, { pinned_until: null });
    expect(unpinned.statusCode, unpinned.body).toBe(200);
    s.later(60);
    s.fake.setObservations([...DAYS, { d: '2026-03-26', FXUSDCAD: '1.3900', FXEURCAD: '1.5200' }]);
    expect((await fetchNow()).json()).toMatchObject({ pinned_kept: 0 });
    expect(await s.rate('CAD', 'USD')).toMatchObject({ origin: 'computed' });
  });
});
