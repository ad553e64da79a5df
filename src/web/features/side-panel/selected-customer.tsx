import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { SHORTCUT_CURRENCIES } from '@domain/currency';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PersonName, PhoneText, UserText } from '@web/components/user-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RiskBadge } from '@web/components/risk-badge';
import { shortcutExchangeUrl } from '@web/features/exchange';
import { IdCardsSection } from '@web/features/id-cards';
import { formatDay } from '@web/lib/dates';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

export function SelectedCustomer({
  customer,
  onClear,
}: {
  customer: CustomerDetail;
  onClear: () => void;
}) {
  return (
    <section aria-label="Selected customer" className="grid grid-cols-1 gap-3">
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
        <Button variant="ghost" size="icon" aria-label="Clear selected customer" onClick={onClear}>
          <X aria-hidden />
        </Button>
      </div>

      <div className="grid grid-cols-3 gap-1" aria-label="Exchange shortcuts" role="group">
        {SHORTCUT_CURRENCIES.map((code) => (
          <div key={code} className="grid gap-1">
            <Button asChild size="sm" variant="outline">
              <Link to={shortcutExchangeUrl(customer.id, code, 'buy')}>{`Buy ${code}`}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={shortcutExchangeUrl(customer.id, code, 'sell')}>{`Sell ${code}`}</Link>
            </Button>
          </div>
        ))}
      </div>

      <Tabs defaultValue="personal">
        <TabsList className="w-full">
          <TabsTrigger value="personal" className="px-2 text-xs">
            Personal Infos
          </TabsTrigger>
          <TabsTrigger value="id-cards" className="px-2 text-xs">
            ID Cards
          </TabsTrigger>
          <TabsTrigger value="transactions" className="px-2 text-xs">
            Transactions
          </TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          <dl className="grid gap-3">
            <Info label="Email">{customer.email}</Info>
            <Info label="Phone">
              {customer.phone ? <PhoneText>{customer.phone}</PhoneText> : '—'}
            </Info>
            <Info label="Birthday">{formatDay(customer.birthday)}</Info>
            <Info label="Occupation">{customer.occupation ?? '—'}</Info>
            <Info label="Address">
              <span className="whitespace-pre-line">{customer.address ?? '—'}</span>
            </Info>
            <Info label="Company">{customer.company?.name ?? '—'}</Info>
          </dl>
        </TabsContent>
        <TabsContent value="id-cards">
          <IdCardsSection customerId={customer.id} variant="panel" />
        </TabsContent>
        <TabsContent value="transactions">
          {/* SPEC §2: this tab is placeholder text only; the history lives on the customer page. */}
          <p className="text-sm text-muted-foreground">
            The transaction history of <PersonName person={customer} /> is on the{' '}
            <Link to={`/customers/${customer.id}`} className="text-primary hover:underline">
              customer page
            </Link>
            .
          </p>
        </TabsContent>
      </Tabs>
    </section>
  );
}
