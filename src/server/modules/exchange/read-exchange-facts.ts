import { sql } from 'drizzle-orm';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { preparedRows, type Tx } from '../../db/client';
import { windowActivitySql, type WindowActivity } from '../compliance';
import {
  customerFacts,
  type ExchangeCustomer,
  type ExchangeRecipient,
  recipientFacts,
  toExchangeCustomer,
} from './start-exchange';
import { type Pricing, pricingSql, type RawPricing, toPricing } from './price-pairs';

export type ExchangeFacts = {
  customer: ExchangeCustomer | null;
  recipient: ExchangeRecipient | null;
  pricing: Pricing;
  /** The parties' exchanges of the hours before this one, for its compliance window. */
  activity: WindowActivity;
};

/**
 * Everything the exchange's rules ask about, in its second statement (after the parties' hold,
 * so what it reads is what the hold protects): the customer, the recipient (on behalf only),
 * the currencies and current rates that price its pairs, and the parties' exchanges of the
 * hours before it (what its compliance window holds). One prepared statement per shape.
 */
export async function readExchangeFacts(
  tx: Tx,
  input: CreateExchangeInput & { customer_id: string },
  asOf: Date,
): Promise<ExchangeFacts> {
  const recipientId = input.is_on_behalf ? (input.recipient_customer_id ?? null) : null;
  const ids = [...new Set(input.pairs.flatMap((p) => [p.from_currency_id, p.to_currency_id]))];
  const pricing = pricingSql(ids, asOf);
  const [row] = await preparedRows<
    RawPricing & {
      customer: Parameters<typeof toExchangeCustomer>[0];
      recipient: ExchangeRecipient | null;
      activity: WindowActivity;
    }
  >(
    tx,
    `exchange_facts_${ids.length}_${recipientId ? 1 : 0}`,
    sql`with ${pricing.wanted}
      select ${customerFacts(input.customer_id)} as customer,
        ${recipientId ? recipientFacts(recipientId) : sql`null::json`} as recipient,
        ${windowActivitySql(recipientId ? [input.customer_id, recipientId] : [input.customer_id])}
          as activity,
        ${pricing.columns}`,
  );
  if (!row) throw new Error('the exchange facts query returned no row');
  return {
    customer: toExchangeCustomer(row.customer),
    recipient: row.recipient,
    pricing: toPricing(row),
    activity: row.activity,
  };
}
