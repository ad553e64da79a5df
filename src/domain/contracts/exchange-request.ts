import { z } from 'zod';
import { decimalInput, positiveDecimalInput } from '../decimal-schema';
import { EXCHANGE_MESSAGES, MAX_EXCHANGE_PAIRS } from '../exchange';
import { LANGUAGES } from '../language';
import { dateOnly } from './common';
import { optionalText } from './fields';
import { PAYMENT_METHODS, TRANSACTION_CATEGORIES } from './transactions';

// The exchange as a client sends it: one submit books every pair as a transaction sharing one
// reference number, priced and checked again on the server.
// What can be wrong with one pair; its message names the pair ('Pair 2: …').
export const PAIR_PROBLEMS = {
  noDriver: 'enter the amount or what the customer receives',
  bothDrivers: 'enter either the amount or what the customer receives, not both',
  sameCurrency: 'choose two different currencies',
  tooLarge: 'the amount at this rate is too large to record',
} as const;

export const pairMessages = (index: number) => {
  const pair = `Pair ${index + 1}`;
  return {
    noDriver: `${pair}: ${PAIR_PROBLEMS.noDriver}`,
    bothDrivers: `${pair}: ${PAIR_PROBLEMS.bothDrivers}`,
    sameCurrency: `${pair}: ${PAIR_PROBLEMS.sameCurrency}`,
    tooLarge: `${pair}: ${PAIR_PROBLEMS.tooLarge}`,
  };
};

export const exchangePairInput = z.object({
  from_currency_id: z.uuid('Please choose the currency handed over'),
  to_currency_id: z.uuid('Please choose the currency received'),
  amount: positiveDecimalInput('Amount').nullish(),
  receives: positiveDecimalInput('Receives').nullish(),
  // Used only when positive (SPEC §5); null, 0 or a negative rate leaves the table's rate.
  custom_rate: decimalInput('Rate').nullish(),
  // What the customer first offered of the currency handed over, when the till rounded what it
  // pays out to its notes (issue 46): kept for the receipt, at least what the pair costs.
  offered: positiveDecimalInput('Offered').nullish(),
});
export type ExchangePairInput = z.output<typeof exchangePairInput>;

export const createExchangeBody = z
  .object({
    customer_id: z.uuid('Invalid customer id').nullish(),
    // Default: today by the server's clock.
    transaction_date: dateOnly.optional(),
    // The form's generated number; kept when well-formed and unused, else 409 reference_taken.
    reference_number: z.string().max(50, 'Reference number is too long').optional(),
    transaction_category: z
      .enum(TRANSACTION_CATEGORIES, { error: 'Category must be personal or business' })
      .default('personal'),
    payment_method: z
      .enum(PAYMENT_METHODS, { error: 'Payment method must be cash or card' })
      .default('cash'),
    source_of_money: optionalText('Source of money', 200),
    notes: optionalText('Notes', 1000),
    is_on_behalf: z.boolean({ error: 'is_on_behalf must be true or false' }).default(false),
    recipient_customer_id: z.uuid('Invalid recipient id').nullish(),
    recipient_category: z
      .enum(TRANSACTION_CATEGORIES, { error: 'Recipient category must be personal or business' })
      .nullish(),
    recipient_notes: optionalText('Pickup instructions', 1000),
    // How the customer is related to the recipient of an on-behalf exchange (FINTRAC's third
    // party record); required from third_party_record_cad (docs/decisions/0026).
    third_party_relationship: optionalText('Relationship to the recipient', 200),
    // FINTRAC's third party determination for an exchange that is not on behalf of anyone:
    // false when the customer acts for themselves. Required when the exchange makes or joins a
    // large cash or virtual currency report of its 24-hour window (docs/decisions/0026).
    acting_for_third_party: z
      .boolean({ error: 'acting_for_third_party must be true or false' })
      .nullish(),
    // The teller pays out amounts the till's notes cannot make (a currency's payout unit,
    // issue 46): refused without it.
    payout_override: z.boolean({ error: 'payout_override must be true or false' }).default(false),
    // The receipt's language (issue 28); without it, the customer's preferred language.
    receipt_language: z.enum(LANGUAGES, { error: EXCHANGE_MESSAGES.receiptLanguage }).optional(),
    pairs: z
      .array(exchangePairInput, { error: 'Pairs must be a list' })
      .max(MAX_EXCHANGE_PAIRS, `An exchange holds at most ${MAX_EXCHANGE_PAIRS} pairs`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (!body.customer_id || body.pairs.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: EXCHANGE_MESSAGES.incomplete,
        path: [body.customer_id ? 'pairs' : 'customer_id'],
      });
    }
    if (body.is_on_behalf && !body.recipient_customer_id) {
      ctx.addIssue({
        code: 'custom',
        message: EXCHANGE_MESSAGES.recipientRequired,
        path: ['recipient_customer_id'],
      });
    }
    if (
      body.is_on_behalf &&
      body.recipient_customer_id &&
      body.recipient_customer_id === body.customer_id
    ) {
      ctx.addIssue({
        code: 'custom',
        message: EXCHANGE_MESSAGES.recipientIsCustomer,
        path: ['recipient_customer_id'],
      });
    }
    if (body.acting_for_third_party === true && !body.is_on_behalf) {
      ctx.addIssue({
        code: 'custom',
        message: EXCHANGE_MESSAGES.actingForSomeoneElse,
        path: ['acting_for_third_party'],
      });
    }
    body.pairs.forEach((pair, index) => {
      const messages = pairMessages(index);
      const hasAmount = pair.amount != null;
      const hasReceives = pair.receives != null;
      if (hasAmount === hasReceives) {
        ctx.addIssue({
          code: 'custom',
          message: hasAmount ? messages.bothDrivers : messages.noDriver,
          path: ['pairs', index, 'amount'],
        });
      }
      if (pair.from_currency_id === pair.to_currency_id) {
        ctx.addIssue({
          code: 'custom',
          message: messages.sameCurrency,
          path: ['pairs', index, 'to_currency_id'],
        });
      }
    });
  });
export type CreateExchangeBody = z.input<typeof createExchangeBody>;
export type CreateExchangeInput = z.output<typeof createExchangeBody>;

// A client-generated UUID; the same key with the same body answers the first result.
export const idempotencyHeaders = z.object({
  'idempotency-key': z.uuid('Idempotency-Key must be a UUID').optional(),
});
