import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { CRYPTO_MESSAGES } from '@domain/contracts/crypto';
import { toDecimalString } from '@domain/money';
import { endpointRoute } from '../../endpoint-route';
import { notFound, unavailable, unprocessable } from '../../http-errors';
import { assertCryptoEnabled } from '../settings';
import { loadMarketRates } from './market-rates';
import { findRateCurrencies, latestPrices, readSourceState } from './queries';
import { failureMessage, updatePricesNow, type CryptoDeps } from './service';

export const cryptoRoutes: FastifyPluginAsync<CryptoDeps> = async (plugin, deps) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  app.route({
    ...endpointRoute('crypto.updatePrices', {
      tags: ['settings'],
      summary: 'Fetches crypto prices from the price source now and stores them',
      errors: { 422: errorResponse, 503: errorResponse },
    }),
    handler: async () => {
      await assertCryptoEnabled(db);
      const outcome = await updatePricesNow(deps);
      if (outcome.status === 'no_coins') {
        throw unprocessable(CRYPTO_MESSAGES.noCoins, 'no_crypto_currency');
      }
      if (outcome.status === 'failed') throw unavailable(failureMessage(outcome.reason));
      return {
        message: CRYPTO_MESSAGES.updated,
        updated_at: outcome.updated_at.toISOString(),
        prices: outcome.prices,
      };
    },
  });

  app.route({
    ...endpointRoute('crypto.prices', {
      tags: ['settings'],
      summary: 'The latest price of every coin and vs-currency, and the last update',
    }),
    handler: async () => {
      const state = await readSourceState(db, deps.priceSource.name);
      return {
        prices: await latestPrices(db),
        updated_at: state.last_success_at?.toISOString() ?? null,
        last_error: state.last_error,
        retry_after: state.retry_after?.toISOString() ?? null,
      };
    },
  });

  app.route({
    ...endpointRoute('crypto.rate', {
      tags: ['rates'],
      summary: 'A crypto pair\'s rate derived from the stored prices (units of "to" per "from")',
      errors: { 404: errorResponse, 422: errorResponse },
    }),
    handler: async (request) => {
      const { from, to } = request.query;
      await assertCryptoEnabled(db);
      const currencies = await findRateCurrencies(db, [from, to]);
      const fromCurrency = currencies.get(from);
      const toCurrency = currencies.get(to);
      if (!fromCurrency || !toCurrency) throw notFound('Currency not found');
      const market = await loadMarketRates(db, clock());
      const derived = market.derive(fromCurrency, toCurrency);
      if (!derived.ok) throw unprocessable(derived.reason, 'no_rate');
      return { from_currency_id: from, to_currency_id: to, rate: toDecimalString(derived.rate) };
    },
  });
};
