import { format, isValid } from 'date-fns';
import type { ExchangeResponse, TransactionCustomer } from './contracts/transactions';
import { BASE_CURRENCY_CODE } from './currency';
import { formatAmount } from './money';
import { centred, labelled, rule } from './receipt-text';

// What a receipt shows, from the exchange as the server booked it (SPEC §3 "Receipt data").
// The quick receipt is text for a 58 mm thermal printer; the full one is rows for a page.

/** About 32 characters fit on the 48 mm printable width of 58 mm thermal paper. */
export const QUICK_RECEIPT_WIDTH = 32;
// SPEC §9: rates to 4 decimals on the quick receipt, 6 on the full one; total value to 2.
export const QUICK_RATE_PLACES = 4;
export const FULL_RATE_PLACES = 6;
export const RECEIPT_TITLE = 'Exchange Receipt';
export const RECEIPT_THANKS = 'Thank you for your business!';
const NONE = '—';

export type ReceiptExchange = ExchangeResponse;
type Pair = ReceiptExchange['transactions'][number];

/** A date-only value (YYYY-MM-DD) as SPEC shows dates: 'MMM dd, yyyy'. */
export function receiptDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  return date && isValid(date) ? format(date, 'MMM dd, yyyy') : day;
}

export function personName(person: Pick<TransactionCustomer, 'first_name' | 'last_name'>) {
  return `${person.first_name} ${person.last_name}`.trim();
}

// The name, and the company when the person acts for one.
const party = (person: TransactionCustomer) =>
  person.company ? `${personName(person)} (${person.company.name})` : personName(person);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const amount = (value: string, currency: Pair['from_currency']) =>
  `${formatAmount(value, currency.decimal_places)} ${currency.code}`;
// A cross rate says it came through CAD (docs/decisions/0037).
export const VIA_CAD = 'via CAD';
const rate = (pair: Pair, places: number) =>
  formatAmount(pair.rate_used, places) + (pair.rate_source === 'cross' ? ` ${VIA_CAD}` : '');
const totalValue = (exchange: ReceiptExchange) =>
  `${formatAmount(exchange.total_value, 2)} ${BASE_CURRENCY_CODE}`;

/** The quick receipt: lines of at most `width` characters, in print order. */
export function quickReceiptLines(
  exchange: ReceiptExchange,
  width: number = QUICK_RECEIPT_WIDTH,
): string[] {
  const line = (label: string, value: string | null) =>
    value ? labelled(`${label}:`, value, width) : [];
  const { business } = exchange;
  const header = business
    ? [
        ...centred(business.name.toUpperCase(), width),
        ...centred(business.address, width),
        ...(business.phone ? centred(`Tel: ${business.phone}`, width) : []),
        rule('=', width),
      ]
    : [];
  const pairs = exchange.transactions.flatMap((pair, index) => [
    ...labelled(`#${index + 1}`, `${pair.from_currency.code} -> ${pair.to_currency.code}`, width),
    ...line('From', amount(pair.from_amount, pair.from_currency)),
    ...line('To', amount(pair.to_amount, pair.to_currency)),
    ...line('Rate', rate(pair, QUICK_RATE_PLACES)),
  ]);
  const recipient = exchange.recipient_customer;
  const onBehalf =
    exchange.is_on_behalf && recipient
      ? [
          rule('-', width),
          ...line('On behalf of', party(recipient)),
          ...line('Account', capitalised(exchange.recipient_category ?? 'personal')),
          ...line('Pickup', exchange.recipient_notes),
        ]
      : [];
  return [
    ...header,
    ...centred(RECEIPT_TITLE.toUpperCase(), width),
    rule('-', width),
    ...line('Ref', exchange.reference_number),
    ...line('Date', receiptDate(exchange.transaction_date)),
    ...line('Customer', party(exchange.customer)),
    ...line('Category', capitalised(exchange.transaction_category)),
    ...line('Payment', capitalised(exchange.payment_method)),
    ...line('Source', exchange.source_of_money),
    ...line('Teller', exchange.teller),
    rule('-', width),
    ...pairs,
    rule('-', width),
    ...line('Total value', totalValue(exchange)),
    ...onBehalf,
    ...(exchange.notes ? [rule('-', width), ...line('Notes', exchange.notes)] : []),
    rule('=', width),
    ...centred(RECEIPT_THANKS, width),
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
  business: { name: string; address: string[]; phone: string | null } | null;
  title: string;
  details: ReceiptRow[];
  pairs: FullReceiptPair[];
  total: ReceiptRow;
  onBehalf: ReceiptRow[];
  thanks: string;
};

const orNone = (value: string | null | undefined) => (value ? value : NONE);
const currencyName = (c: Pair['from_currency']) => `${c.code} (${c.name})`;

/** The full receipt: every field of SPEC §3's receipt data, rates to 6 decimals. */
export function fullReceipt(exchange: ReceiptExchange): FullReceipt {
  const { business } = exchange;
  const recipient = exchange.recipient_customer;
  return {
    business: business
      ? {
          name: business.name,
          address: business.address
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean),
          phone: business.phone || null,
        }
      : null,
    title: RECEIPT_TITLE,
    details: [
      { label: 'Reference Number', value: exchange.reference_number },
      { label: 'Date', value: receiptDate(exchange.transaction_date) },
      { label: 'Customer', value: party(exchange.customer) },
      { label: 'Category', value: capitalised(exchange.transaction_category) },
      { label: 'Payment Method', value: capitalised(exchange.payment_method) },
      { label: 'Source of Money', value: orNone(exchange.source_of_money) },
      { label: 'Notes', value: orNone(exchange.notes) },
      { label: 'Teller', value: orNone(exchange.teller) },
    ],
    pairs: exchange.transactions.map((pair) => ({
      from_currency: currencyName(pair.from_currency),
      to_currency: currencyName(pair.to_currency),
      from_amount: amount(pair.from_amount, pair.from_currency),
      to_amount: amount(pair.to_amount, pair.to_currency),
      rate: rate(pair, FULL_RATE_PLACES),
    })),
    total: { label: 'Total Value', value: totalValue(exchange) },
    onBehalf: [
      { label: 'On Behalf', value: exchange.is_on_behalf ? 'Yes' : 'No' },
      { label: 'Recipient', value: recipient ? party(recipient) : NONE },
      {
        label: 'Recipient Category',
        value: exchange.recipient_category ? capitalised(exchange.recipient_category) : NONE,
      },
      { label: 'Recipient Notes', value: orNone(exchange.recipient_notes) },
    ],
    thanks: RECEIPT_THANKS,
  };
}
