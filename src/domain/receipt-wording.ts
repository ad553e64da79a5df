import { format, isValid } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { Language } from './language';
import { formatAmount, type DecimalLike } from './money';

// The receipt's words in its own language (issue 28, docs/decisions/0039): a receipt prints in
// the language chosen at the exchange (the customer's preferred one by default), whatever the
// teller's screen shows. English keeps SPEC's texts exactly; French is Canadian French with
// fr-CA amounts ('1 234,56') and days ('15 nov. 2026'). Shared by the server and the web.

type Category = 'personal' | 'business';
type PaymentMethod = 'cash' | 'card';

export type ReceiptWording = {
  language: Language;
  /** The language tag of the printed text ('en-CA', 'fr-CA'). */
  tag: string;
  title: string;
  thanks: string;
  /** The downloaded file's title. */
  documentTitle: (reference: string) => string;
  /** 'Label:' (English) or 'Label :' (French, with a non-breaking space). */
  colon: (label: string) => string;
  phone: (phone: string) => string;
  /** A stored amount, grouped, to `places` decimals. */
  amount: (value: DecimalLike, places: number) => string;
  /** A date-only value (YYYY-MM-DD); anything else is shown as it is. */
  day: (day: string) => string;
  category: Record<Category, string>;
  payment: Record<PaymentMethod, string>;
  yes: string;
  no: string;
  viaCad: string;
  /** The quick receipt's short labels (58 mm paper). */
  quick: {
    ref: string;
    date: string;
    customer: string;
    category: string;
    payment: string;
    source: string;
    teller: string;
    from: string;
    to: string;
    rate: string;
    total: string;
    onBehalfOf: string;
    account: string;
    pickup: string;
    notes: string;
    /** What the customer first offered, and what went back, when the payout was rounded. */
    tendered: string;
    change: string;
  };
  /** The full receipt's labels and headings. */
  full: {
    reference: string;
    date: string;
    customer: string;
    category: string;
    paymentMethod: string;
    sourceOfMoney: string;
    notes: string;
    teller: string;
    pairs: string;
    fromCurrency: string;
    toCurrency: string;
    fromAmount: string;
    toAmount: string;
    rate: string;
    total: string;
    onBehalf: string;
    recipient: string;
    recipientCategory: string;
    recipientNotes: string;
    /** A pair whose payout was rounded to the till's notes: what was offered and went back. */
    rounding: (pair: number, tendered: string, change: string) => string;
  };
};

const NBSP = '\u00a0';

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  return date && isValid(date) ? date : null;
}

const ENGLISH: ReceiptWording = {
  language: 'en',
  tag: 'en-CA',
  title: 'Exchange Receipt',
  thanks: 'Thank you for your business!',
  documentTitle: (reference) => `Receipt ${reference}`,
  colon: (label) => `${label}:`,
  phone: (phone) => `Tel: ${phone}`,
  amount: (value, places) => formatAmount(value, places, 'en-US'),
  // SPEC's dates: 'MMM dd, yyyy'.
  day: (day) => {
    const date = parseDay(day);
    return date ? format(date, 'MMM dd, yyyy') : day;
  },
  category: { personal: 'Personal', business: 'Business' },
  payment: { cash: 'Cash', card: 'Card' },
  yes: 'Yes',
  no: 'No',
  viaCad: 'via CAD',
  quick: {
    ref: 'Ref',
    date: 'Date',
    customer: 'Customer',
    category: 'Category',
    payment: 'Payment',
    source: 'Source',
    teller: 'Teller',
    from: 'From',
    to: 'To',
    rate: 'Rate',
    total: 'Total value',
    onBehalfOf: 'On behalf of',
    account: 'Account',
    pickup: 'Pickup',
    notes: 'Notes',
    tendered: 'Tendered',
    change: 'Change',
  },
  full: {
    reference: 'Reference Number',
    date: 'Date',
    customer: 'Customer',
    category: 'Category',
    paymentMethod: 'Payment Method',
    sourceOfMoney: 'Source of Money',
    notes: 'Notes',
    teller: 'Teller',
    pairs: 'Exchange Pairs',
    fromCurrency: 'From Currency',
    toCurrency: 'To Currency',
    fromAmount: 'From Amount',
    toAmount: 'To Amount',
    rate: 'Rate',
    total: 'Total Value',
    onBehalf: 'On Behalf',
    recipient: 'Recipient',
    recipientCategory: 'Recipient Category',
    recipientNotes: 'Recipient Notes',
    rounding: (pair, tendered, change) =>
      `Pair ${pair}: ${tendered} tendered, ${change} back (rounded to the notes the till pays out)`,
  },
};

const FRENCH: ReceiptWording = {
  language: 'fr',
  tag: 'fr-CA',
  title: 'Reçu d’opération de change',
  thanks: 'Merci de votre confiance!',
  documentTitle: (reference) => `Reçu ${reference}`,
  colon: (label) => `${label}${NBSP}:`,
  phone: (phone) => `Tél.${NBSP}: ${phone}`,
  amount: (value, places) => formatAmount(value, places, 'fr-CA'),
  day: (day) => {
    const date = parseDay(day);
    return date ? format(date, 'd MMM yyyy', { locale: fr }) : day;
  },
  category: { personal: 'Particulier', business: 'Entreprise' },
  payment: { cash: 'Comptant', card: 'Carte' },
  yes: 'Oui',
  no: 'Non',
  viaCad: 'via CAD',
  quick: {
    ref: 'Réf.',
    date: 'Date',
    customer: 'Client',
    category: 'Catégorie',
    payment: 'Paiement',
    source: 'Provenance',
    teller: 'Caissier',
    from: 'Remis',
    to: 'Reçu',
    rate: 'Taux',
    total: 'Valeur totale',
    onBehalfOf: 'Pour le compte de',
    account: 'Compte',
    pickup: 'Retrait',
    notes: 'Notes',
    tendered: 'Offert',
    change: 'Rendu',
  },
  full: {
    reference: 'Numéro de référence',
    date: 'Date',
    customer: 'Client',
    category: 'Catégorie',
    paymentMethod: 'Mode de paiement',
    sourceOfMoney: 'Provenance des fonds',
    notes: 'Notes',
    teller: 'Caissier',
    pairs: 'Paires de devises',
    fromCurrency: 'Devise remise',
    toCurrency: 'Devise reçue',
    fromAmount: 'Montant remis',
    toAmount: 'Montant reçu',
    rate: 'Taux',
    total: 'Valeur totale',
    onBehalf: 'Pour un tiers',
    recipient: 'Bénéficiaire',
    recipientCategory: 'Catégorie du bénéficiaire',
    recipientNotes: 'Instructions de retrait',
    rounding: (pair, tendered, change) =>
      `Paire ${pair}\u00a0: ${tendered} offerts, ${change} rendus (arrondi aux billets que la caisse verse)`,
  },
};

const WORDINGS: Record<Language, ReceiptWording> = { en: ENGLISH, fr: FRENCH };

/** The receipt's words in a language (English for anything unknown). */
export const receiptWording = (language: Language | null | undefined): ReceiptWording =>
  WORDINGS[language === 'fr' ? 'fr' : 'en'];
