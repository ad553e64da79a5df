// Currencies: the currencies the bureau trades (fiat and crypto), their tiers and rounding.

// The currencies feature's public surface: currency lists for pickers (rates, exchange).
export { currencyQueries, useCurrencies } from './api';
