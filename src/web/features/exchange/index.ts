// The exchange feature's public surface: links that open the exchange for a customer.
export { newExchangeUrl, shortcutExchangeUrl } from './exchange-link';
