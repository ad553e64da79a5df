import { z } from 'zod';
import {
  cardNeedsIdCard,
  EXCHANGE_MESSAGES,
  pairFigures,
  type PairDriver,
  type PairFigures,
} from '../exchange';
import { BASE_CURRENCY_CODE } from '../currency';
import { noRateToBaseMessage, pairBaseValue, pairFitsStorage } from '../exchange-value';
import { pricedPairRate } from '../market-rates';
import type { RateRow } from '../rates';
import type { Language } from '../language';
import type { Dec } from '../money';
import { WHOLE_FORM_PATH } from './currency-form';
import { createExchangeBody, pairMessages, type CreateExchangeInput } from './exchange-request';

// One pair as typed on the exchange screen: every input is text, empty when left blank.
export type ExchangePairValues = {
  from_currency_id: string;
  to_currency_id: string;
  amount: string;
  receives: string;
  custom_rate: string;
  // What the customer first offered, set when the teller takes the till's payout proposal
  // (issue 46); empty otherwise, and emptied when an amount is typed again.
  offered?: string;
};

export type ExchangeFormValues = {
  customer_id: string;
  reference_number: string;
  transaction_date: string | null;
  transaction_category: 'personal' | 'business';
  payment_method: 'cash' | 'card';
  source_of_money: string;
  notes: string;
  is_on_behalf: boolean;
  recipient_customer_id: string;
  recipient_category: 'personal' | 'business';
  recipient_notes: string;
  third_party_relationship: string;
  /** The third party determination when not on behalf: false once the customer acts alone. */
  acting_for_third_party: boolean | null;
  /** The receipt's language: the customer's preferred one unless the teller picks another. */
  receipt_language: Language;
  /** Pay out amounts the till's notes cannot make (issue 46); a draft from before has none. */
  payout_override?: boolean;
  pairs: ExchangePairValues[];
};

type Rounding = {
  id: string;
  code: string;
  rounding_factor: string;
  payout_unit?: string | null;
};

// What the form checks against: current rates, currencies' rounding, the customer's ID cards.
export type ExchangeFormContext = {
  rates: readonly RateRow[];
  // The server's market rates of the crypto pairs the table does not price (issue 47).
  marketRates?: readonly RateRow[];
  currencies: readonly Rounding[];
  customerHasValidIdCard: boolean;
  requireIdForCard: boolean;
};

// A priced pair also carries its value in CAD (null without a rate to CAD) and whether its
// figures fit the stored columns, as the server will judge them.
// viaCad: the rate is the table's two legs through CAD (docs/decisions/0037).
export type PairPreview =
  | { rate: Dec; viaCad: boolean; figures: PairFigures; baseValue: Dec | null; fits: boolean }
  | { rate: Dec | null; viaCad: boolean; figures: null; baseValue: null; fits: true };

// SPEC §4: whichever input holds a value drives the pair (typing one clears the other).
function driverOf(pair: ExchangePairValues): PairDriver {
  return pair.amount.trim() ? { amount: pair.amount } : { receives: pair.receives };
}

/** The browser's preview of one pair: its rate and figures, or null figures when incomplete. */
export function previewPair(pair: ExchangePairValues, context: ExchangeFormContext): PairPreview {
  const from = context.currencies.find((c) => c.id === pair.from_currency_id);
  const to = context.currencies.find((c) => c.id === pair.to_currency_id);
  const none = { figures: null, baseValue: null, fits: true } as const;
  if (!from || !to) return { rate: null, viaCad: false, ...none };
  const base = context.currencies.find((c) => c.code === BASE_CURRENCY_CODE);
  // Priced as the server books it: custom, table, market (crypto), else through CAD.
  const marketRows = context.marketRates ?? [];
  const priced = pricedPairRate({
    fromId: from.id,
    toId: to.id,
    customRate: pair.custom_rate,
    baseId: base?.id ?? null,
    tableRates: context.rates,
    marketRows,
  });
  if (!priced) return { rate: null, viaCad: false, ...none };
  const { rate } = priced;
  const viaCad = priced.source === 'cross';
  const figures = pairFigures({ driver: driverOf(pair), rate, from, to });
  if (!figures) return { rate, viaCad, ...none };
  const baseValue = pairBaseValue({
    figures,
    from,
    to,
    baseCurrencyId: base?.id ?? null,
    rates: [...context.rates, ...marketRows],
  });
  return { rate, viaCad, figures, baseValue, fits: pairFitsStorage(figures, baseValue) };
}

// What the server would refuse about a priced pair: figures too large to record (at the field
// that drives it), or no rate to value it in CAD.
function pairProblems(pair: ExchangePairValues, index: number, context: ExchangeFormContext) {
  const preview = previewPair(pair, context);
  if (!preview.figures) return [];
  const field = 'amount' in driverOf(pair) ? 'amount' : 'receives';
  if (!preview.fits)
    return [{ path: ['pairs', index, field], message: pairMessages(index).tooLarge }];
  if (preview.baseValue) return [];
  const code = context.currencies.find((c) => c.id === pair.from_currency_id)?.code ?? '';
  return [{ path: ['pairs', index, field], message: noRateToBaseMessage(code) }];
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The exchange screen's schema: the typed values become createExchangeBody's input (only the
 * valid pairs of SPEC §5, each with its driver), then the contract's own rules run, and the
 * card rule the server applies. Messages about the whole exchange are reported at `root`.
 */
export function exchangeForm(context: ExchangeFormContext) {
  return z.custom<ExchangeFormValues>().transform((values, ctx): CreateExchangeInput => {
    const valid = values.pairs
      .map((pair, index) => ({ pair, index }))
      .filter(({ pair }) => previewPair(pair, context).figures !== null);
    const body = {
      customer_id: blankToNull(values.customer_id),
      reference_number: values.reference_number,
      transaction_date: values.transaction_date ?? undefined,
      transaction_category: values.transaction_category,
      payment_method: values.payment_method,
      source_of_money: values.source_of_money,
      notes: values.notes,
      is_on_behalf: values.is_on_behalf,
      recipient_customer_id: values.is_on_behalf ? blankToNull(values.recipient_customer_id) : null,
      recipient_category: values.is_on_behalf ? values.recipient_category : null,
      recipient_notes: values.is_on_behalf ? values.recipient_notes : '',
      third_party_relationship: values.is_on_behalf ? values.third_party_relationship : '',
      acting_for_third_party: values.is_on_behalf ? null : values.acting_for_third_party,
      receipt_language: values.receipt_language,
      payout_override: values.payout_override === true,
      pairs: valid.map(({ pair }) => ({
        from_currency_id: pair.from_currency_id,
        to_currency_id: pair.to_currency_id,
        ...('amount' in driverOf(pair)
          ? { amount: pair.amount.trim() }
          : { receives: pair.receives.trim() }),
        custom_rate: blankToNull(pair.custom_rate),
        ...(pair.offered?.trim() ? { offered: pair.offered.trim() } : {}),
      })),
    };
    const parsed = createExchangeBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const path =
          head === 'recipient_customer_id'
            ? ['recipient_customer_id']
            : head === 'pairs' && typeof index === 'number'
              ? ['pairs', valid[index]?.index ?? index, field ?? 'amount']
              : [WHOLE_FORM_PATH];
        ctx.addIssue({ code: 'custom', message: issue.message, path });
      }
      return z.NEVER;
    }
    const problems = valid.flatMap(({ pair, index }) => pairProblems(pair, index, context));
    if (problems.length > 0) {
      for (const problem of problems) ctx.addIssue({ code: 'custom', ...problem });
      return z.NEVER;
    }
    const cardBlocked = cardNeedsIdCard({
      paymentMethod: values.payment_method,
      requireIdForCard: context.requireIdForCard,
      hasValidIdCard: context.customerHasValidIdCard,
    });
    if (cardBlocked) {
      ctx.addIssue({
        code: 'custom',
        message: EXCHANGE_MESSAGES.cardRequiresId,
        path: [WHOLE_FORM_PATH],
      });
      return z.NEVER;
    }
    return parsed.data;
  });
}
