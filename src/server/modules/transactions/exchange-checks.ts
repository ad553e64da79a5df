import { sql } from 'drizzle-orm';
import { SETTING_KEYS, tolerancePercentValue } from '@domain/contracts/settings';
import type { CreateExchangeInput } from '@domain/contracts/transactions';
import { cardNeedsIdCard, EXCHANGE_MESSAGES } from '@domain/exchange';
import {
  DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT,
  rateWithinTolerance,
  roleAllows,
  STAFF_MESSAGES,
  type StaffRole,
} from '@domain/staff';
import { queryRows, type Tx } from '../../db/client';
import { forbidden, notFound, unprocessable } from '../../http-errors';
import { findSetting, readFlag } from '../settings/queries';
import type { PricedPair } from './exchange-pricing';

export const BUSINESS_NEEDS_COMPANY = 'Business transactions need a customer with a company';
export const RECIPIENT_BUSINESS_NEEDS_COMPANY =
  'A business recipient needs a customer with a company';

type Party = { id: string; company_id: string | null };

async function findParty(tx: Tx, id: string): Promise<Party | null> {
  const [row] = await queryRows<Party>(
    tx,
    sql`select id, company_id from customers where id = ${id}`,
  );
  return row ?? null;
}

// An ID card counts while it has not expired (isUnexpiredIdCard), asked of the database.
async function hasValidIdCard(tx: Tx, customerId: string, today: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from id_cards where customer_id = ${customerId}
      and (expiry_date is null or expiry_date >= ${today}::date) limit 1`,
  );
  return rows.length > 0;
}

/**
 * The parties of the exchange and the rules about them (SPEC §5): the customer and recipient
 * exist, Business needs a company, and a card payment needs a valid ID card while the
 * require_id_for_card setting is on (on unless explicitly disabled).
 */
export async function checkParties(
  tx: Tx,
  input: CreateExchangeInput & { customer_id: string },
  today: string,
): Promise<void> {
  const customer = await findParty(tx, input.customer_id);
  if (!customer) throw notFound('Customer not found');
  if (input.transaction_category === 'business' && !customer.company_id) {
    throw unprocessable(BUSINESS_NEEDS_COMPANY, 'business_needs_company');
  }
  if (input.is_on_behalf && input.recipient_customer_id) {
    const recipient = await findParty(tx, input.recipient_customer_id);
    if (!recipient) throw notFound('Recipient customer not found');
    if (input.recipient_category === 'business' && !recipient.company_id) {
      throw unprocessable(RECIPIENT_BUSINESS_NEEDS_COMPANY, 'business_needs_company');
    }
  }
  if (input.payment_method === 'card') {
    const requireIdForCard = await readFlag(tx, SETTING_KEYS.requireIdForCard, true);
    const blocked = cardNeedsIdCard({
      paymentMethod: input.payment_method,
      requireIdForCard,
      hasValidIdCard: requireIdForCard && (await hasValidIdCard(tx, customer.id, today)),
    });
    if (blocked) {
      throw unprocessable(EXCHANGE_MESSAGES.cardRequiresId, 'card_requires_id');
    }
  }
}

/**
 * A custom rate beyond rate_override_tolerance_percent of the table rate needs a manager
 * (docs/decisions/0019); so does a custom rate where no table rate exists to compare with.
 * Read inside the exchange's transaction, so the setting in force is the one applied.
 */
export async function checkRateOverrides(
  tx: Tx,
  pairs: readonly PricedPair[],
  role: StaffRole | null,
): Promise<void> {
  if (roleAllows(role, 'manager')) return;
  const custom = pairs.filter((p) => p.rate_source === 'custom');
  if (custom.length === 0) return;
  const setting = await findSetting(tx, SETTING_KEYS.rateOverrideTolerance);
  const percent = tolerancePercentValue(setting?.value, DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT);
  for (const pair of custom) {
    if (pair.table_rate === null) throw forbidden(STAFF_MESSAGES.rateWithoutTable);
    if (!rateWithinTolerance(pair.rate_used, pair.table_rate, percent)) {
      throw forbidden(STAFF_MESSAGES.rateOverride(percent));
    }
  }
}
