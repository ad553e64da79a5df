import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { cardNeedsIdCard, EXCHANGE_MESSAGES, isUnexpiredIdCard } from '@domain/exchange';
import { rateWithinTolerance, roleAllows, STAFF_MESSAGES, type StaffRole } from '@domain/staff';
import { forbidden, notFound, unprocessable } from '../../http-errors';
import type { ExchangeParty } from '../sanctions';
import type { ExchangeCustomer, ExchangeRecipient, ExchangeSettings } from './start-exchange';
import type { PricedPair } from './price-pairs';

export const BUSINESS_NEEDS_COMPANY = 'Business transactions need a customer with a company';
export const RECIPIENT_BUSINESS_NEEDS_COMPANY =
  'A business recipient needs a customer with a company';

/**
 * The parties of the exchange and the rules about them (SPEC §5): the customer and recipient
 * exist, Business needs a company, and a card payment needs a valid ID card while the
 * require_id_for_card setting is on (on unless explicitly disabled). Answers the customer found.
 */
export function checkParties(
  input: CreateExchangeInput,
  parties: { customer: ExchangeCustomer | null; recipient: ExchangeRecipient | null },
  settings: ExchangeSettings,
  today: string,
): ExchangeCustomer {
  const { customer, recipient } = parties;
  if (!customer) throw notFound('Customer not found');
  if (customer.archived_at) throw unprocessable(CUSTOMER_MESSAGES.archivedParty, 'archived');
  if (input.transaction_category === 'business' && !customer.company_id) {
    throw unprocessable(BUSINESS_NEEDS_COMPANY, 'business_needs_company');
  }
  if (input.is_on_behalf && input.recipient_customer_id) {
    if (!recipient) throw notFound('Recipient customer not found');
    if (recipient.archived) {
      throw unprocessable(CUSTOMER_MESSAGES.archivedRecipient, 'archived');
    }
    if (input.recipient_category === 'business' && !recipient.company_id) {
      throw unprocessable(RECIPIENT_BUSINESS_NEEDS_COMPANY, 'business_needs_company');
    }
  }
  const blocked = cardNeedsIdCard({
    paymentMethod: input.payment_method,
    requireIdForCard: settings.requireIdForCard,
    hasValidIdCard: customer.id_cards.some((card) => isUnexpiredIdCard(card, today)),
  });
  if (blocked) throw unprocessable(EXCHANGE_MESSAGES.cardRequiresId, 'card_requires_id');
  return customer;
}

/**
 * Who the exchange screens against the sanctions lists (docs/decisions/0038): the customer, the
 * recipient of an exchange on their behalf, and the company of a business exchange (the
 * customer's) or of a business recipient (the recipient's), with their screening status.
 */
export function sanctionsParties(
  input: CreateExchangeInput,
  customer: ExchangeCustomer,
  recipient: ExchangeRecipient | null,
): ExchangeParty[] {
  const parties: ExchangeParty[] = [
    {
      type: 'customer',
      id: customer.id,
      status: customer.screening_status,
      subject: {
        kind: 'individual',
        first: customer.first_name,
        last: customer.last_name,
        birth_date: customer.birthday,
      },
    },
  ];
  if (input.transaction_category === 'business' && customer.company_id && customer.company) {
    parties.push(companyParty(customer.company_id, customer.company));
  }
  if (input.is_on_behalf && recipient) {
    parties.push({
      type: 'customer',
      id: recipient.id,
      status: recipient.screening_status,
      subject: {
        kind: 'individual',
        first: recipient.first_name,
        last: recipient.last_name,
        birth_date: recipient.birthday,
      },
    });
    if (input.recipient_category === 'business' && recipient.company_id && recipient.company) {
      parties.push(companyParty(recipient.company_id, recipient.company));
    }
  }
  return parties;
}

const companyParty = (
  id: string,
  company: { name: string; screening_status: ExchangeParty['status'] },
): ExchangeParty => ({
  type: 'company',
  id,
  status: company.screening_status,
  subject: { kind: 'entity', first: '', last: company.name, birth_date: null },
});

/**
 * A custom rate beyond rate_override_tolerance_percent of the table rate needs a manager
 * (docs/decisions/0019); so does a custom rate where no table rate exists to compare with.
 */
export function checkRateOverrides(
  pairs: readonly PricedPair[],
  role: StaffRole | null,
  percent: string,
): void {
  if (roleAllows(role, 'manager')) return;
  const custom = pairs.filter((p) => p.rate_source === 'custom');
  for (const pair of custom) {
    if (pair.table_rate === null) throw forbidden(STAFF_MESSAGES.rateWithoutTable);
    if (!rateWithinTolerance(pair.rate_used, pair.table_rate, percent)) {
      throw forbidden(STAFF_MESSAGES.rateOverride(percent));
    }
  }
}
