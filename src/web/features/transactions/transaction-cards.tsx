import { Link } from 'react-router';
import { Building2, Mail, Phone } from 'lucide-react';
import type { TransactionCustomer, TransactionDetail } from '@domain/contracts/transactions';
import { toFixedString } from '@domain/money';
import { VIA_CAD } from '@domain/receipt';
import { PersonName, PhoneText, UserText } from '@web/components/user-text';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useFormat, useT } from '@web/i18n';
import { StatusBadge } from './status-badge';

function Amount(props: {
  label: string;
  amount: string;
  currency: TransactionDetail['from_currency'];
}) {
  const { currency } = props;
  const format = useFormat();
  // The sign where the reader's locale places it ('US$1,000.00', '1 000,00 $ US'), and the code
  // beside it unless the amount already reads with it ('0.50000000 BTC', 'CHF 10.00').
  const money = format.currency(props.amount, currency.decimal_places, currency.code);
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{props.label}</p>
      <p className="text-xl font-semibold tabular-nums">
        {money}
        {!money.includes(currency.code) && (
          <span className="text-muted-foreground"> {currency.code}</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">{format.currencyName(currency)}</p>
    </div>
  );
}

// SPEC §2's overview: badges, both amounts, the rate to 6 decimals and the transaction date.
export function OverviewCard({ transaction: tx }: { transaction: TransactionDetail }) {
  const { t } = useT();
  const { day, language } = useFormat();
  const rate = toFixedString(tx.rate_used, 6);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Transaction Overview')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{t(tx.transaction_type)}</Badge>
          <StatusBadge transaction={tx} />
          <Badge variant="secondary">{t(tx.transaction_category)}</Badge>
          <Badge variant="secondary">{t(tx.payment_method)}</Badge>
          {tx.is_on_behalf && <Badge>{t('On Behalf')}</Badge>}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Amount label={t('From')} amount={tx.from_amount} currency={tx.from_currency} />
          <Amount label={t('To')} amount={tx.to_amount} currency={tx.to_currency} />
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t('Exchange Rate')}</dt>
            <dd className="font-mono" data-testid="exchange-rate">
              {language === 'fr' ? rate.replace('.', ',') : rate}
              {tx.rate_source === 'cross' && (
                <span className="ml-2 font-sans text-xs text-muted-foreground">{t(VIA_CAD)}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('Transaction Date')}</dt>
            <dd>{day(tx.transaction_date)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('Reference')}</dt>
            <dd className="font-mono">{tx.reference_number}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function Person(props: { title: string; person: TransactionCustomer }) {
  const { person } = props;
  return (
    <section aria-label={props.title} className="grid gap-1 text-sm">
      <p className="text-xs text-muted-foreground">{props.title}</p>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <Link to={`/customers/${person.id}`} className="underline-offset-4 hover:underline">
          <PersonName person={person} />
        </Link>
        {person.company && (
          <Badge variant="secondary">
            <Building2 aria-hidden /> <UserText>{person.company.name}</UserText>
          </Badge>
        )}
      </p>
      <p className="flex items-center gap-2 text-muted-foreground">
        <Mail aria-hidden className="size-4" /> <UserText>{person.email}</UserText>
      </p>
      {person.phone && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Phone aria-hidden className="size-4" /> <PhoneText>{person.phone}</PhoneText>
        </p>
      )}
    </section>
  );
}

// The initiator and, when on behalf, the recipient.
export function CustomerCard({ transaction: tx }: { transaction: TransactionDetail }) {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Customer Information')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Person title={t('Customer')} person={tx.customer} />
        {tx.is_on_behalf && tx.recipient_customer && (
          <Person title={t('Recipient')} person={tx.recipient_customer} />
        )}
        {tx.is_on_behalf && tx.third_party_relationship && (
          <div className="grid gap-1 text-sm">
            <p className="text-xs text-muted-foreground">{t('Relationship to the Recipient')}</p>
            <p className="wrap-anywhere">
              <UserText>{tx.third_party_relationship}</UserText>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

// Shown only when there are notes or pickup instructions.
export function NotesCard({ transaction: tx }: { transaction: TransactionDetail }) {
  const { t } = useT();
  if (!tx.notes && !tx.recipient_notes) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Notes')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {tx.notes && (
          <div>
            <p className="text-xs text-muted-foreground">{t('Notes')}</p>
            <p className="whitespace-pre-wrap wrap-anywhere">{tx.notes}</p>
          </div>
        )}
        {tx.recipient_notes && (
          <div>
            <p className="text-xs text-muted-foreground">{t('Recipient Notes')}</p>
            <p className="whitespace-pre-wrap wrap-anywhere">{tx.recipient_notes}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
