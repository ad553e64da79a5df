// The currencies feature's public surface: currency lists for pickers (rates, exchange).
export { currencyQueries, useCurrencies } from './api';
