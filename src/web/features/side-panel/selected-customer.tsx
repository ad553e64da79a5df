import { Link } from 'react-router';
import { X } from 'lucide-react';
import { SHORTCUT_CURRENCIES } from '@domain/currency';
import type { CustomerDetail } from '@domain/contracts/customers';
import { DetailItem as Info } from '@web/components/detail-item';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PersonName, PhoneText, UserText } from '@web/components/user-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RiskBadge } from '@web/components/risk-badge';
import { shortcutExchangeUrl } from '@web/shared/exchange-link';
import { IdCardsSection } from '@web/features/id-cards';
import { msg, Trans, useFormat, useT } from '@web/i18n';

// SPEC §2: the Transactions tab is placeholder text only; the history lives on the customer page.
const HISTORY_ELSEWHERE = msg(
  'The transaction history of <name></name> is on the <link>customer page</link>.',
);

export function SelectedCustomer({
  customer,
  onClear,
}: {
  customer: CustomerDetail;
  onClear: () => void;
}) {
  const { t } = useT();
  const { day } = useFormat();
  return (
    <section aria-label={t('Selected customer')} className="grid grid-cols-1 gap-3">
      <div className="flex items-start justify-between gap-2 rounded-md border bg-background p-3">
        <div className="min-w-0">
          <Link to={`/customers/${customer.id}`} className="block font-medium hover:underline">
            <PersonName person={customer} truncate />
          </Link>
          <UserText truncate className="text-xs text-muted-foreground">
            {customer.email}
          </UserText>
          <div className="mt-1 flex flex-wrap gap-1">
            <RiskBadge level={customer.risk_level} />
            {customer.company && (
              <Badge variant="secondary" className="max-w-full">
                <UserText truncate>{customer.company.name}</UserText>
              </Badge>
            )}
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Clear selected customer')}
          onClick={onClear}
        >
          <X aria-hidden />
        </Button>
      </div>

      <div className="grid grid-cols-3 gap-1" aria-label={t('Exchange shortcuts')} role="group">
        {SHORTCUT_CURRENCIES.map((code) => (
          <div key={code} className="grid gap-1">
            <Button asChild size="sm" variant="outline">
              <Link to={shortcutExchangeUrl(customer.id, code, 'buy')}>
                {t('Buy {{code}}', { code })}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={shortcutExchangeUrl(customer.id, code, 'sell')}>
                {t('Sell {{code}}', { code })}
              </Link>
            </Button>
          </div>
        ))}
      </div>

      <Tabs defaultValue="personal">
        <TabsList className="w-full">
          <TabsTrigger value="personal" className="px-2 text-xs">
            {t('Personal Infos')}
          </TabsTrigger>
          <TabsTrigger value="id-cards" className="px-2 text-xs">
            {t('ID Cards')}
          </TabsTrigger>
          <TabsTrigger value="transactions" className="px-2 text-xs">
            {t('Transactions')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          <dl className="grid gap-3">
            <Info label={t('Email')}>{customer.email}</Info>
            <Info label={t('Phone')}>
              {customer.phone ? <PhoneText>{customer.phone}</PhoneText> : '—'}
            </Info>
            <Info label={t('Birthday')}>{day(customer.birthday)}</Info>
            <Info label={t('Occupation')}>{customer.occupation ?? '—'}</Info>
            <Info label={t('Address')}>
              <span className="whitespace-pre-line">{customer.address ?? '—'}</span>
            </Info>
            <Info label={t('Company')}>{customer.company?.name ?? '—'}</Info>
          </dl>
        </TabsContent>
        <TabsContent value="id-cards">
          <IdCardsSection customerId={customer.id} variant="panel" />
        </TabsContent>
        <TabsContent value="transactions">
          <p className="text-sm text-muted-foreground">
            <Trans
              i18nKey={HISTORY_ELSEWHERE}
              components={{
                name: <PersonName person={customer} />,
                link: (
                  <Link to={`/customers/${customer.id}`} className="text-primary hover:underline" />
                ),
              }}
            />
          </p>
        </TabsContent>
      </Tabs>
    </section>
  );
}
