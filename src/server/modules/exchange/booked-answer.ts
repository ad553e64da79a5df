import { businessProfileValue } from '@domain/contracts/settings';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { exchangeAnswer, toDetail, type RawDetail } from '../transactions';
import type { BookedPair, Booking, ExchangeClaim } from './book-exchange';
import type { ExchangeInput } from './exchange-input';
import type { PricedCurrency, PricedPair } from './price-pairs';
import type { ExchangeCustomer, ExchangeRecipient } from './start-exchange';

type Person = RawDetail['customer'];

// A party as the receipt shows them (the columns findExchange reads).
const person = (p: ExchangeCustomer | ExchangeRecipient): Person => ({
  id: p.id,
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  phone: p.phone,
  company_id: p.company_id,
  company_name: p.company?.name ?? null,
  company_industry: p.company?.industry ?? null,
});

const currency = (c: PricedCurrency): RawDetail['from_currency'] => ({
  id: c.id,
  code: c.code,
  symbol: c.symbol,
  name: c.name,
  decimal_places: c.decimal_places,
  quote_unit: c.quote_unit,
});

/**
 * The answer to a booked exchange, built from what the booking knows (issue 29) rather than
 * read back: the request, the parties and currencies it read, its priced pairs, what
 * book_exchange wrote (the figures as stored and the booking time) and the receipt's extras read
 * by its first statement. The same answer findExchange gives afterwards, field for field: each
 * pair goes through the same toDetail and exchangeAnswer as a read row does.
 */
export function bookedAnswer(
  input: ExchangeInput,
  booking: Booking,
  claim: ExchangeClaim,
  parties: { customer: ExchangeCustomer; recipient: ExchangeRecipient | null },
  pairs: readonly PricedPair[],
  booked: readonly (BookedPair & { id: string })[],
  receipt: { business: unknown; teller: string | null },
): ExchangeResponse {
  const onBehalf = input.is_on_behalf;
  const recipient = onBehalf ? parties.recipient : null;
  const rows = booked.map((written): RawDetail => {
    const pair = pairs[written.pair_index];
    if (!pair) throw new Error('book_exchange answered a pair it was not given');
    return {
      id: written.id,
      reference_number: booking.reference,
      pair_index: written.pair_index,
      customer_id: input.customer_id,
      from_currency_id: pair.from.id,
      to_currency_id: pair.to.id,
      from_amount: written.from_amount,
      to_amount: written.to_amount,
      rate_used: written.rate_used,
      rate_source: pair.rate_source,
      base_value: written.base_value,
      transaction_type: pair.transaction_type,
      status: 'completed',
      payment_method: input.payment_method,
      source_of_money: input.source_of_money ?? null,
      notes: input.notes ?? null,
      transaction_date: booking.transactionDate,
      transaction_category: input.transaction_category,
      is_on_behalf: onBehalf,
      receipt_language: booking.receiptLanguage,
      recipient_customer_id: onBehalf ? (input.recipient_customer_id ?? null) : null,
      recipient_notes: onBehalf ? (input.recipient_notes ?? null) : null,
      third_party_relationship: claim.thirdPartyRelationship,
      offered_amount: pair.offered_amount,
      claimed_at: null,
      claimed_by: null,
      created_by: booking.userId,
      created_at: written.created_at,
      customer: person(parties.customer),
      recipient: recipient ? person(recipient) : null,
      from_currency: currency(pair.from),
      to_currency: currency(pair.to),
    };
  });
  return exchangeAnswer(booking.reference, rows.map(toDetail), {
    recipient_category: claim.recipientCategory as ExchangeResponse['recipient_category'],
    business: businessProfileValue(receipt.business),
    teller: receipt.teller,
  });
}
