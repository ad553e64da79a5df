import { BASE_CURRENCY_CODE, type ShortcutCurrency } from '@domain/currency';
import { query } from '@web/lib/api-client';

type ExchangeCustomer = { id: string; first_name: string; last_name: string; email: string };

// SPEC §2: New Exchange carries the customer's id, name and email.
export function newExchangeUrl(customer: ExchangeCustomer): string {
  return `/exchange${query({
    customerId: customer.id,
    customerName: `${customer.first_name} ${customer.last_name}`,
    customerEmail: customer.email,
  })}`;
}

// SPEC §2 side panel: buy goes from the chosen currency to CAD, sell from CAD to it.
export function shortcutExchangeUrl(
  customerId: string,
  currency: ShortcutCurrency,
  operation: 'buy' | 'sell',
) {
  const [from, to] =
    operation === 'buy' ? [currency, BASE_CURRENCY_CODE] : [BASE_CURRENCY_CODE, currency];
  return `/exchange${query({ customerId, fromCurrency: from, toCurrency: to, operation })}`;
}
