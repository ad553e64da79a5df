// Crypto: market prices from the price service, refreshed on a schedule, as derived rates.
export { cryptoRoutes } from './routes';
export { coinGeckoSource, type PriceSource } from './price-source';
export { runScheduledRefresh, type CryptoDeps } from './service';
export { loadMarketRates } from './market-rates';
