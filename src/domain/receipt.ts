import type { ExchangeResponse, TransactionCustomer } from './contracts/transactions';
import { BASE_CURRENCY_CODE } from './currency';
import { currencyName } from './currency-name';
import { toDec } from './money';
import { quotedRate } from './rate-board';
import { centred, labelled, rule } from './receipt-text';
import { receiptWording, type ReceiptWording } from './receipt-wording';

// What a receipt shows, from the exchange as the server booked it (SPEC §3 "Receipt data"), in
// the exchange's receipt language (receipt-wording.ts). The quick receipt is text for a 58 mm
// thermal printer; the full one is rows for a page.

/** About 32 characters fit on the 48 mm printable width of 58 mm thermal paper. */
export const QUICK_RECEIPT_WIDTH = 32;
// SPEC §9: rates to 4 decimals on the quick receipt, 6 on the full one; total value to 2.
export const QUICK_RATE_PLACES = 4;
export const FULL_RATE_PLACES = 6;
const NONE = '—';

export type ReceiptExchange = ExchangeResponse;
type Pair = ReceiptExchange['transactions'][number];

export function personName(person: Pick<TransactionCustomer, 'first_name' | 'last_name'>) {
  return `${person.first_name} ${person.last_name}`.trim();
}

// The name, and the company when the person acts for one.
const party = (person: TransactionCustomer) =>
  person.company ? `${personName(person)} (${person.company.name})` : personName(person);

// A cross rate says it came through CAD (docs/decisions/0037).
export const VIA_CAD = 'via CAD';

// What went back to the customer of what they first offered (issue 46).
const changeOf = (pair: Pair) =>
  toDec(pair.offered_amount ?? pair.from_amount)
    .minus(pair.from_amount)
    .toFixed();

// The figures of one receipt, worded in its language.
function figures(words: ReceiptWording) {
  return {
    amount: (value: string, currency: Pair['from_currency']) =>
      `${words.amount(value, currency.decimal_places)} ${currency.code}`,
    // Per the quote unit of a currency quoted per 100 or 1,000 ("100 JPY = 0.9111 CAD",
    // issue 46), else the rate itself as SPEC shows it.
    rate: (pair: Pair, places: number) => {
      const quoted = quotedRate(pair.rate_used, pair.from_currency, pair.to_currency);
      const text =
        quoted.units > 1
          ? `${words.amount(String(quoted.units), 0)} ${quoted.of} = ${words.amount(quoted.value.toFixed(), places)} ${quoted.in}`
          : words.amount(pair.rate_used, places);
      return text + (pair.rate_source === 'cross' ? ` ${words.viaCad}` : '');
    },
    total: (exchange: ReceiptExchange) =>
      `${words.amount(exchange.total_value, 2)} ${BASE_CURRENCY_CODE}`,
  };
}

/** The quick receipt: lines of at most `width` characters, in print order. */
export function quickReceiptLines(
  exchange: ReceiptExchange,
  width: number = QUICK_RECEIPT_WIDTH,
): string[] {
  const words = receiptWording(exchange.receipt_language);
  const { quick: label } = words;
  const { amount, rate, total } = figures(words);
  const line = (name: string, value: string | null) =>
    value ? labelled(words.colon(name), value, width) : [];
  const { business } = exchange;
  const header = business
    ? [
        ...centred(business.name.toUpperCase(), width),
        ...centred(business.address, width),
        ...(business.phone ? centred(words.phone(business.phone), width) : []),
        rule('=', width),
      ]
    : [];
  const pairs = exchange.transactions.flatMap((pair, index) => [
    ...labelled(`#${index + 1}`, `${pair.from_currency.code} -> ${pair.to_currency.code}`, width),
    ...line(label.from, amount(pair.from_amount, pair.from_currency)),
    ...line(label.to, amount(pair.to_amount, pair.to_currency)),
    ...line(label.rate, rate(pair, QUICK_RATE_PLACES)),
    ...(pair.offered_amount
      ? [
          ...line(label.tendered, amount(pair.offered_amount, pair.from_currency)),
          ...line(label.change, amount(changeOf(pair), pair.from_currency)),
        ]
      : []),
  ]);
  const recipient = exchange.recipient_customer;
  const onBehalf =
    exchange.is_on_behalf && recipient
      ? [
          rule('-', width),
          ...line(label.onBehalfOf, party(recipient)),
          ...line(label.account, words.category[exchange.recipient_category ?? 'personal']),
          ...line(label.pickup, exchange.recipient_notes),
        ]
      : [];
  return [
    ...header,
    ...centred(words.title.toUpperCase(), width),
    rule('-', width),
    ...line(label.ref, exchange.reference_number),
    ...line(label.date, words.day(exchange.transaction_date)),
    ...line(label.customer, party(exchange.customer)),
    ...line(label.category, words.category[exchange.transaction_category]),
    ...line(label.payment, words.payment[exchange.payment_method]),
    ...line(label.source, exchange.source_of_money),
    ...line(label.teller, exchange.teller),
    rule('-', width),
    ...pairs,
    rule('-', width),
    ...line(label.total, total(exchange)),
    ...onBehalf,
    ...(exchange.notes ? [rule('-', width), ...line(label.notes, exchange.notes)] : []),
    rule('=', width),
    ...centred(words.thanks, width),
  ];
}

export type ReceiptRow = { label: string; value: string };
export type FullReceiptPair = {
  from_currency: string;
  to_currency: string;
  from_amount: string;
  to_amount: string;
  rate: string;
};
export type FullReceipt = {
  language: ReceiptWording['language'];
  /** The bureau; `phoneLine` is its phone as printed ('Tel: …'). */
  business: {
    name: string;
    address: string[];
    phone: string | null;
    phoneLine: string | null;
  } | null;
  title: string;
  details: ReceiptRow[];
  /** The pairs' heading and their table's column headings. */
  pairsHeading: string;
  columns: {
    from_currency: string;
    to_currency: string;
    from_amount: string;
    to_amount: string;
    rate: string;
  };
  pairs: FullReceiptPair[];
  /** Each pair whose payout was rounded to the till's notes: what was tendered, what went back. */
  roundings: string[];
  total: ReceiptRow;
  onBehalfHeading: string;
  onBehalf: ReceiptRow[];
  thanks: string;
};

const orNone = (value: string | null | undefined) => (value ? value : NONE);
// 'USD (US Dollar)', 'USD (Dollar des États-Unis)': the name in the receipt's language.
const currencyLabel = (c: Pair['from_currency'], words: ReceiptWording) =>
  `${c.code} (${currencyName(c, words.language)})`;

/** The full receipt: every field of SPEC §3's receipt data, rates to 6 decimals. */
export function fullReceipt(exchange: ReceiptExchange): FullReceipt {
  const words = receiptWording(exchange.receipt_language);
  const { full: label } = words;
  const { amount, rate, total } = figures(words);
  const { business } = exchange;
  const recipient = exchange.recipient_customer;
  return {
    language: words.language,
    business: business
      ? {
          name: business.name,
          address: business.address
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean),
          phone: business.phone || null,
          phoneLine: business.phone ? words.phone(business.phone) : null,
        }
      : null,
    title: words.title,
    details: [
      { label: label.reference, value: exchange.reference_number },
      { label: label.date, value: words.day(exchange.transaction_date) },
      { label: label.customer, value: party(exchange.customer) },
      { label: label.category, value: words.category[exchange.transaction_category] },
      { label: label.paymentMethod, value: words.payment[exchange.payment_method] },
      { label: label.sourceOfMoney, value: orNone(exchange.source_of_money) },
      { label: label.notes, value: orNone(exchange.notes) },
      { label: label.teller, value: orNone(exchange.teller) },
    ],
    pairsHeading: label.pairs,
    columns: {
      from_currency: label.fromCurrency,
      to_currency: label.toCurrency,
      from_amount: label.fromAmount,
      to_amount: label.toAmount,
      rate: label.rate,
    },
    pairs: exchange.transactions.map((pair) => ({
      from_currency: currencyLabel(pair.from_currency, words),
      to_currency: currencyLabel(pair.to_currency, words),
      from_amount: amount(pair.from_amount, pair.from_currency),
      to_amount: amount(pair.to_amount, pair.to_currency),
      rate: rate(pair, FULL_RATE_PLACES),
    })),
    roundings: exchange.transactions.flatMap((pair, index) =>
      pair.offered_amount
        ? [
            label.rounding(
              index + 1,
              amount(pair.offered_amount, pair.from_currency),
              amount(changeOf(pair), pair.from_currency),
            ),
          ]
        : [],
    ),
    total: { label: label.total, value: total(exchange) },
    onBehalfHeading: label.onBehalf,
    onBehalf: [
      { label: label.onBehalf, value: exchange.is_on_behalf ? words.yes : words.no },
      { label: label.recipient, value: recipient ? party(recipient) : NONE },
      {
        label: label.recipientCategory,
        value: exchange.recipient_category ? words.category[exchange.recipient_category] : NONE,
      },
      { label: label.recipientNotes, value: orNone(exchange.recipient_notes) },
    ],
    thanks: words.thanks,
  };
}
