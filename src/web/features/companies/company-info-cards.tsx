import type { ReactNode } from 'react';
import type { CompanyDetail } from '@domain/contracts/companies';
import { DetailItem } from '@web/components/detail-item';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PhoneText } from '@web/components/user-text';
import { BureauTime } from '@web/shared/bureau-time';
import { useT } from '@web/i18n';

// A company's detail keeps the lines it was typed on; an empty one is a dash.
function Item(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <DetailItem
      label={props.label}
      className={props.wide ? 'sm:col-span-2' : undefined}
      valueClassName="whitespace-pre-line"
    >
      {props.children || '—'}
    </DetailItem>
  );
}

export function CompanyInfoCard({ company }: { company: CompanyDetail }) {
  const { t } = useT();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('Company Information')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('Industry')}>{company.industry}</Item>
          <Item label={t('Registration Number')}>{company.registration_number}</Item>
          <Item label={t('Tax ID')}>{company.tax_id}</Item>
          <Item label={t('Website')}>
            {company.website && /^https?:\/\//i.test(company.website) ? (
              <a
                href={company.website}
                target="_blank"
                rel="noreferrer"
                className="text-primary hover:underline"
              >
                {company.website}
              </a>
            ) : (
              company.website
            )}
          </Item>
          <Item label={t('Email')}>{company.email}</Item>
          <Item label={t('Phone')}>{company.phone && <PhoneText>{company.phone}</PhoneText>}</Item>
          <Item label={t('Address')} wide>
            {company.address}
          </Item>
          <Item label={t('Notes')} wide>
            {company.notes}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}

export function CompanyStatsCard({ company }: { company: CompanyDetail }) {
  const { t } = useT();
  const stats = [
    [t('Customers'), String(company.customers.length)],
    [t('Business Transactions'), String(company.transaction_total)],
    [t('Partner Since'), <BureauTime value={company.created_at} style="day" />],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Quick Stats')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
