import type { ReactNode } from 'react';
import { LANGUAGE_LABELS } from '@domain/language';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { PhoneText } from '@web/components/user-text';
import { BureauTime } from '@web/features/settings';
import { RiskBadge } from '@web/components/risk-badge';
import { useFormat, useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { SectionTitle } from './section-title';

// One term and its value: the group is the <dl>'s own child, as HTML allows (dl > div > dt, dd).
function Item({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t('Profile')}</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('Risk Level')}>
            <RiskBadge level={customer.risk_level} />
          </Item>
          <Item label={t('Email')}>{customer.email}</Item>
          <Item label={t('Phone')}>
            {customer.phone ? <PhoneText>{customer.phone}</PhoneText> : '—'}
          </Item>
          <Item label={t('Birthday')}>{format.day(customer.birthday)}</Item>
          <Item label={t('Occupation')}>{customer.occupation ?? '—'}</Item>
          <Item label={t('Joined')}>
            <BureauTime value={customer.created_at} style="day" />
          </Item>
          {/* A language's own name, as language pickers write it: « Français » for everyone. */}
          <Item label={t('Preferred Language')}>
            <span lang={customer.preferred_language === 'fr' ? 'fr-CA' : 'en-CA'}>
              {LANGUAGE_LABELS[customer.preferred_language]}
            </span>
          </Item>
          <Item label={t('Address')} className="sm:col-span-2">
            {/* An address keeps the lines it was typed on. */}
            <span className="whitespace-pre-line">{customer.address ?? '—'}</span>
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
