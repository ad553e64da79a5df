import { sql } from 'drizzle-orm';
import {
  COMPLIANCE_SETTING_KEY,
  complianceThresholdsValue,
  type ExchangeFacts,
  missingRequirements,
} from '@domain/compliance';
import type { CreateExchangeInput } from '@domain/contracts/transactions';
import type { RiskLevel } from '@domain/constants';
import { queryRows, type Tx } from '../../db/client';
import { HttpError } from '../../http-errors';
import { findSetting } from '../settings/queries';
import type { PricedPair } from './exchange-pricing';

type CustomerFacts = ExchangeFacts['customer'] & {
  company_name: string | null;
  company_address: string | null;
  company_industry: string | null;
  has_company: boolean;
};

// The customer's identification facts and company in one round trip; archived ID cards do not
// identify anyone.
async function customerFacts(tx: Tx, customerId: string): Promise<CustomerFacts | null> {
  const [row] = await queryRows<Omit<CustomerFacts, 'id_cards'> & { expiries: (string | null)[] }>(
    tx,
    sql`select c.birthday::text as birthday, c.address, c.occupation, c.risk_level,
          co.id is not null as has_company, co.name as company_name,
          co.address as company_address, co.industry as company_industry,
          coalesce((select array_agg(i.expiry_date::text) from id_cards i
            where i.customer_id = c.id and i.archived_at is null), '{}') as expiries
        from customers c left join companies co on co.id = c.company_id
        where c.id = ${customerId}`,
  );
  if (!row) return null;
  const { expiries, ...facts } = row;
  return { ...facts, id_cards: expiries.map((expiry_date) => ({ expiry_date })) };
}

/**
 * FINTRAC's identification and record-keeping rules (docs/decisions/0026), on top of SPEC's
 * card rule: an exchange of $3,000 or more (virtual currency: $1,000), a high-risk customer,
 * an on-behalf exchange of $3,000 or more. Refused with 422 `kyc_required`, naming each missing
 * requirement, before anything is written.
 */
export async function checkIdentification(
  tx: Tx,
  input: CreateExchangeInput & { customer_id: string },
  pairs: readonly PricedPair[],
  transactionDate: string,
): Promise<void> {
  const setting = await findSetting(tx, COMPLIANCE_SETTING_KEY);
  const thresholds = complianceThresholdsValue(setting?.value);
  const customer = await customerFacts(tx, input.customer_id);
  if (!customer) return; // checkParties has already answered 404
  const facts: ExchangeFacts = {
    pairs: pairs.map((pair) => ({
      base_value: pair.base_value,
      is_virtual_currency: pair.from.crypto_id !== null || pair.to.crypto_id !== null,
    })),
    transaction_date: transactionDate,
    category: input.transaction_category,
    customer: {
      id_cards: customer.id_cards,
      birthday: customer.birthday,
      address: customer.address,
      occupation: customer.occupation,
      risk_level: customer.risk_level as RiskLevel,
    },
    company: customer.has_company
      ? {
          name: customer.company_name,
          address: customer.company_address,
          industry: customer.company_industry,
        }
      : null,
    source_of_money: input.source_of_money,
    is_on_behalf: input.is_on_behalf,
    third_party_relationship: input.third_party_relationship,
  };
  const missing = missingRequirements(facts, thresholds);
  if (missing.length === 0) return;
  const message = missing.map((m) => m.message).join('. ');
  throw new HttpError(422, 'kyc_required', message, undefined, { missing });
}
