import type { ReactNode } from 'react';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PhoneText } from '@web/components/user-text';
import { formatDay } from '@web/lib/dates';
import { BureauTime } from '@web/features/settings';
import { RiskBadge } from '@web/components/risk-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Risk Level">
            <RiskBadge level={customer.risk_level} />
          </Item>
          <Item label="Email">{customer.email}</Item>
          <Item label="Phone">
            {customer.phone ? <PhoneText>{customer.phone}</PhoneText> : '—'}
          </Item>
          <Item label="Birthday">{formatDay(customer.birthday)}</Item>
          <Item label="Occupation">{customer.occupation ?? '—'}</Item>
          <Item label="Joined">
            <BureauTime value={customer.created_at} style="day" />
          </Item>
          <div className="sm:col-span-2">
            <Item label="Address">
              {/* An address keeps the lines it was typed on. */}
              <span className="whitespace-pre-line">{customer.address ?? '—'}</span>
            </Item>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
