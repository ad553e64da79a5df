import { XIcon } from 'lucide-react';
import type { CustomerDetail, CustomerListRow } from '@domain/contracts/customers';
import { RiskBadge } from '@web/components/risk-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ScreeningBadge } from '@web/features/sanctions';
import { useT } from '@web/i18n';
import { CustomerSearch } from './customer-search';

// SPEC §2: the selected customer with a clear button, or the picker.
export function CustomerPanel(props: {
  customerId: string;
  customer: CustomerDetail | undefined;
  onSelect: (customer: CustomerListRow) => void;
  onClear: () => void;
}) {
  const { t } = useT();
  const { customer } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Customer')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!props.customerId ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {t('No customer selected. Please select a customer from the customers page.')}
            </p>
            <CustomerSearch label={t('Find a customer')} onSelect={props.onSelect} />
          </div>
        ) : !customer ? (
          <Skeleton className="h-12 w-64" />
        ) : (
          <section
            aria-label={t('Selected customer')}
            className="flex items-start justify-between gap-4"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-medium [overflow-wrap:anywhere]">
                {`${customer.first_name} ${customer.last_name}`}
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {customer.email}
              </p>
              <div className="flex flex-wrap gap-2">
                <ScreeningBadge status={customer.screening_status} />
                <RiskBadge level={customer.risk_level} />
                {customer.company && <Badge variant="outline">{customer.company.name}</Badge>}
              </div>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('Clear customer')}
              onClick={props.onClear}
            >
              <XIcon />
            </Button>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
