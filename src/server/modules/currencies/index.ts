// Currencies: the currencies the bureau trades (fiat and crypto) and their accounts.
export { currencyRoutes } from './routes';
export { kindCondition, toCurrency } from './queries';
