import { sql, type SQL } from 'drizzle-orm';
import { pairMessages, type ExchangePairInput } from '@domain/contracts/exchange-request';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import {
  EXCHANGE_MESSAGES,
  isPayable,
  notPayableMessage,
  pairFigures,
  payoutProposal,
  transactionType,
} from '@domain/exchange';
import { noRateToBaseMessage, pairBaseValue, pairFitsStorage } from '@domain/exchange-value';
import { type Dec, toDec, toDecimalString } from '@domain/money';
import {
  marketPairsWanted,
  marketRateRows,
  pairKey,
  pricedPairRate,
  type MarketRows,
} from '@domain/market-rates';
import { roundRate, type RateRow } from '@domain/rates';
import type { Database, Tx } from '../../db/client';
import { badRequest, unprocessable } from '../../http-errors';
import { currentRateOfPair } from '../rates';
import { loadMarketRates } from '../crypto';
import { assertCryptoEnabled } from '../settings';

export type PricedCurrency = {
  id: string;
  code: string;
  // As the receipt shows it.
  symbol: string;
  name: string;
  rounding_factor: string;
  decimal_places: number;
  // How many units the receipt quotes its rate for (issue 46).
  quote_unit: number;
  // The smallest amount the till hands out of it (issue 46); null: any amount.
  payout_unit: string | null;
  is_active: boolean;
  crypto_id: string | null;
  // The bureau's account (till) of this currency; null when it has none.
  account_id: string | null;
  // CAD per unit at the latest reference observation (CAD: 1); null without a reference.
  reference_mid: string | null;
};

// One pair as it will be booked: every figure computed here, never taken from the client.
export type PricedPair = {
  from: PricedCurrency;
  to: PricedCurrency;
  from_amount: string;
  to_amount: string;
  rate_used: string;
  // 'cross': the product of the table's from -> CAD and CAD -> to rates ("via CAD").
  rate_source: 'table' | 'cross' | 'custom' | 'market';
  // The rate the custom rate replaced (the table's, else the market's; null: none exists).
  table_rate: string | null;
  base_value: string;
  transaction_type: 'buy' | 'sell';
  // What the pair earns against the reference mid in CAD (null: a currency has no reference).
  reference_spread: string | null;
  offered_amount: string | null;
};

const label = (index: number) => `Pair ${index + 1}`;

type RawRate = Omit<RateRow, 'effective_date' | 'created_at'> & {
  effective_date: string;
  created_at: string;
};

export type Pricing = { currencies: Map<string, PricedCurrency>; rates: RateRow[] };

/**
 * What prices an exchange, for one statement (readExchangeFacts): the currencies asked for and
 * CAD (each with its account) as a `wanted` table, and as columns their json and the current
 * rate rows (docs/decisions/0006) among them, each pair's current rate read from its index.
 */
export function pricingSql(ids: readonly string[], asOf: Date): { wanted: SQL; columns: SQL } {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return {
    wanted: sql`wanted as (
        select c.id, c.code, c.symbol, c.name, c.rounding_factor::text as rounding_factor, c.decimal_places,
          c.quote_unit, c.payout_unit::text as payout_unit, c.is_active, c.crypto_id, (select a.id from accounts a where a.currency_id = c.id)
            as account_id,
          case when c.code = ${BASE_CURRENCY_CODE} then '1' else
            (select rr.value::text from reference_rates rr where rr.currency_code = c.code
              order by rr.observed_on desc limit 1) end as reference_mid
        from currencies c where c.id in (${list}) or c.code = ${BASE_CURRENCY_CODE})`,
    columns: sql`(select json_agg(wanted) from wanted) as currencies,
        (select json_agg(json_build_object('id', r.id, 'from_currency_id', r.from_currency_id,
            'to_currency_id', r.to_currency_id, 'buy_rate', r.buy_rate::text,
            'sell_rate', r.sell_rate::text, 'effective_date', r.effective_date,
            'created_at', r.created_at))
          from wanted f join wanted t on t.id <> f.id
          join currency_rates r on r.id = ${currentRateOfPair(asOf, sql`f.id`, sql`t.id`)})
          as rates`,
  };
}

export type RawPricing = { currencies: PricedCurrency[] | null; rates: RawRate[] | null };

export function toPricing(row: RawPricing): Pricing {
  const currencies = new Map((row.currencies ?? []).map((c) => [c.id, c]));
  const rates = (row.rates ?? []).map((rate) => ({
    ...rate,
    effective_date: new Date(rate.effective_date).toISOString(),
    created_at: new Date(rate.created_at).toISOString(),
  }));
  return { currencies, rates };
}

// Crypto pairs (and their CAD valuation) that the table does not price come from stored prices:
// the booking and the exchange screen's market rates (marketRatesFor) read them alike.
export async function marketRates(
  db: Database | Tx,
  resolved: readonly { from: PricedCurrency; to: PricedCurrency }[],
  base: PricedCurrency | null,
  tableRates: RateRow[],
  asOf: Date,
): Promise<MarketRows> {
  const wanted = marketPairsWanted(resolved, base);
  if (wanted.length === 0) return { rows: [], reasons: new Map() };
  const market = await loadMarketRates(db, asOf);
  return marketRateRows(wanted, tableRates, market.derive, asOf);
}

/** What a pair earns against the reference mids (docs/decisions/0037): the CAD value at mid of
 * what the bureau receives less that of what it pays out; null when either has no mid. */
export function referenceSpread(
  from: PricedCurrency,
  to: PricedCurrency,
  figures: { from_amount: Dec; to_amount: Dec },
): string | null {
  if (from.reference_mid === null || to.reference_mid === null) return null;
  const received = figures.from_amount.mul(from.reference_mid);
  const paid = figures.to_amount.mul(to.reference_mid);
  return toDecimalString(roundRate(received.minus(paid)));
}

function activeCurrency(
  currencies: Map<string, PricedCurrency>,
  id: string,
  index: number,
): PricedCurrency {
  const currency = currencies.get(id);
  if (!currency) {
    const message = `${label(index)}: ${EXCHANGE_MESSAGES.currenciesMissing}`;
    throw unprocessable(message, 'currency_unavailable');
  }
  if (!currency.is_active) {
    throw unprocessable(`${label(index)}: ${currency.code} is not active`, 'currency_unavailable');
  }
  return currency;
}

function assertDecimals(value: string, currency: PricedCurrency, field: string, index: number) {
  if (toDec(value).decimalPlaces() <= currency.decimal_places) return;
  const message = `${label(index)}: ${currency.code} allows at most ${currency.decimal_places} decimal places`;
  throw badRequest(message, { [`pairs.${index}.${field}`]: message });
}

/**
 * What the customer first offered when the till rounded its payout (issue 46): null when not
 * given or equal to what the pair costs; never less (400).
 */
function offeredAmount(
  offered: string | null | undefined,
  cost: Dec,
  from: PricedCurrency,
  index: number,
): string | null {
  if (offered == null) return null;
  assertDecimals(offered, from, 'offered', index);
  if (toDec(offered).lt(cost)) {
    const message = `${label(index)}: ${EXCHANGE_MESSAGES.offeredShort}`;
    throw badRequest(message, { [`pairs.${index}.offered`]: message });
  }
  return toDec(offered).eq(cost) ? null : toDecimalString(offered);
}

/**
 * Prices every pair inside the exchange's database transaction: currencies exist and are
 * active (crypto only while enabled), the rate follows SPEC §5 (positive custom rate, else the
 * current direct buy_rate, else the inverse of the reverse one), the figures come from the same
 * pairFigures the browser previews with, and each pair is valued in CAD.
 */
export async function pricePairs(
  tx: Tx,
  pairs: readonly ExchangePairInput[],
  pricing: Pricing,
  asOf: Date,
  // The teller pays out amounts the till's notes cannot make (issue 46).
  payoutOverride = false,
): Promise<PricedPair[]> {
  const { currencies, rates: tableRates } = pricing;
  const base = [...currencies.values()].find((c) => c.code === BASE_CURRENCY_CODE);
  const resolved = pairs.map((pair, index) => ({
    pair,
    index,
    from: activeCurrency(currencies, pair.from_currency_id, index),
    to: activeCurrency(currencies, pair.to_currency_id, index),
  }));
  if (resolved.some(({ from, to }) => from.crypto_id !== null || to.crypto_id !== null)) {
    await assertCryptoEnabled(tx);
  }
  const market = await marketRates(tx, resolved, base ?? null, tableRates, asOf);
  const rates = [...tableRates, ...market.rows];

  return resolved.map(({ pair, index, from, to }) => {
    const priced = pricedPairRate({
      fromId: from.id,
      toId: to.id,
      customRate: pair.custom_rate,
      baseId: base?.id ?? null,
      tableRates,
      marketRows: market.rows,
      asOf,
    });
    if (!priced) {
      const why = market.reasons.get(pairKey(from.id, to.id));
      const message = why ?? `no rate for ${from.code} to ${to.code}`;
      throw unprocessable(`${label(index)}: ${message}`, 'no_rate');
    }
    if (pair.amount != null) assertDecimals(pair.amount, from, 'amount', index);
    if (pair.receives != null) assertDecimals(pair.receives, to, 'receives', index);
    const field = pair.amount != null ? 'amount' : 'receives';
    const driver =
      pair.amount != null ? { amount: pair.amount } : { receives: pair.receives ?? '' };
    const { rate } = priced;
    const figures = pairFigures({ driver, rate, from, to });
    if (!figures) {
      const message = `${label(index)}: the amounts round to zero`;
      throw badRequest(message, { [`pairs.${index}.amount`]: message });
    }
    if (
      !payoutOverride &&
      to.payout_unit !== null &&
      !isPayable(figures.to_amount, to.payout_unit)
    ) {
      const proposal = payoutProposal({ figures, rate, from, to });
      const message = notPayableMessage({
        pair: index + 1,
        amount: toDecimalString(figures.to_amount),
        code: to.code,
        unit: toDecimalString(to.payout_unit),
        payable: proposal ? toDecimalString(proposal.to_amount) : null,
      });
      throw unprocessable(message, 'not_payable');
    }
    const offered = offeredAmount(pair.offered, figures.from_amount, from, index);
    const baseCurrencyId = base?.id ?? null;
    const baseValue = pairBaseValue({ figures, from, to, baseCurrencyId, rates, asOf });
    // Checked before the base value's rate: a figure too large to store is the clerk's typo.
    if (!pairFitsStorage(figures, baseValue)) {
      const message = pairMessages(index).tooLarge;
      throw badRequest(message, { [`pairs.${index}.${field}`]: message });
    }
    if (!baseValue) {
      const why = base ? market.reasons.get(pairKey(from.id, base.id)) : undefined;
      throw unprocessable(why ?? noRateToBaseMessage(from.code), 'no_rate');
    }
    return {
      from,
      to,
      from_amount: toDecimalString(figures.from_amount),
      to_amount: toDecimalString(figures.to_amount),
      rate_used: toDecimalString(rate),
      rate_source: priced.source,
      // The rate the custom rate replaced, for the teller's override tolerance.
      table_rate:
        priced.source === 'custom' && priced.uncustom ? toDecimalString(priced.uncustom) : null,
      base_value: toDecimalString(baseValue),
      transaction_type: transactionType(from.code),
      reference_spread: referenceSpread(from, to, figures),
      offered_amount: offered,
    };
  });
}
