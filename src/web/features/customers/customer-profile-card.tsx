import { LANGUAGE_LABELS } from '@domain/language';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PhoneText } from '@web/components/user-text';
import { BureauTime } from '@web/shared/bureau-time';
import { DetailItem } from '@web/components/detail-item';
import { RiskBadge } from '@web/components/risk-badge';
import { useFormat, useT } from '@web/i18n';

export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Profile')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem label={t('Risk Level')}>
            <RiskBadge level={customer.risk_level} />
          </DetailItem>
          <DetailItem label={t('Email')}>{customer.email}</DetailItem>
          <DetailItem label={t('Phone')}>
            {customer.phone ? <PhoneText>{customer.phone}</PhoneText> : '—'}
          </DetailItem>
          <DetailItem label={t('Birthday')}>{format.day(customer.birthday)}</DetailItem>
          <DetailItem label={t('Occupation')}>{customer.occupation ?? '—'}</DetailItem>
          <DetailItem label={t('Joined')}>
            <BureauTime value={customer.created_at} style="day" />
          </DetailItem>
          {/* A language's own name, as language pickers write it: « Français » for everyone. */}
          <DetailItem label={t('Preferred Language')}>
            <span lang={customer.preferred_language === 'fr' ? 'fr-CA' : 'en-CA'}>
              {LANGUAGE_LABELS[customer.preferred_language]}
            </span>
          </DetailItem>
          <DetailItem label={t('Address')} className="sm:col-span-2">
            {/* An address keeps the lines it was typed on. */}
            <span className="whitespace-pre-line">{customer.address ?? '—'}</span>
          </DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}
