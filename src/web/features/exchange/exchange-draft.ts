import { z } from 'zod';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { LANGUAGES } from '@domain/language';

// The exchange being typed in this tab, kept in session storage (one per tab, gone with the
// tab) so a reload brings it back. Removed once it is booked or a new transaction is started.
const DRAFT_KEY = 'bureau.exchange-draft';

const pair = z.object({
  from_currency_id: z.string(),
  to_currency_id: z.string(),
  amount: z.string(),
  receives: z.string(),
  custom_rate: z.string(),
  offered: z.string().optional(),
});

const category = z.enum(['personal', 'business']);

const draftSchema = z.object({
  // The link's query the draft was typed under (a side panel shortcut's customer and currencies).
  search: z.string(),
  // The submit's Idempotency-Key, so a submit whose answer was lost is not booked twice.
  idempotencyKey: z.string().min(1),
  values: z.object({
    customer_id: z.string(),
    reference_number: z.string(),
    transaction_date: z.string().nullable(),
    transaction_category: category,
    payment_method: z.enum(['cash', 'card']),
    source_of_money: z.string(),
    notes: z.string(),
    is_on_behalf: z.boolean(),
    recipient_customer_id: z.string(),
    recipient_category: category,
    recipient_notes: z.string(),
    third_party_relationship: z.string(),
    // A draft kept before the determination was asked reads as not answered.
    acting_for_third_party: z.boolean().nullable().default(null),
    // A draft kept before the receipt's language was chosen prints in English.
    receipt_language: z.enum(LANGUAGES).default('en'),
    pairs: z.array(pair).min(1),
  }) satisfies z.ZodType<ExchangeFormValues>,
});

export type ExchangeDraft = z.infer<typeof draftSchema>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off by the browser: the form still works, without surviving a reload.
    return null;
  }
}

/**
 * The draft to resume on opening the exchange under this query: none when there is none, when
 * it cannot be read, or when a link with other parameters (another customer's shortcut) asks
 * for a fresh exchange. The plain /exchange resumes whatever draft there is.
 */
export function readExchangeDraft(search: string): ExchangeDraft | null {
  const text = storage()?.getItem(DRAFT_KEY);
  if (!text) return null;
  let parsed;
  try {
    parsed = draftSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  return search === '' || parsed.data.search === search ? parsed.data : null;
}

export function writeExchangeDraft(draft: ExchangeDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: the draft is only a convenience.
  }
}

export function clearExchangeDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}
