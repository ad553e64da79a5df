// Exchange: booking an exchange (request, pricing, checks, identification, compliance hook,
// idempotency) and what it writes, in one database transaction.
export { exchangeRoutes } from './routes';
export { createExchange, type ExchangeResult } from './create-exchange';
