import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import type { CustomerDetail } from '@domain/contracts/customers';
import { CompanySelect } from '@web/components/company-select';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { Label } from '@web/components/ui/label';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useSetCustomerCompany } from './api';

// The customer's company (none or one), with set, change and remove.
export function CustomerCompanyCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useT();
  const setCompany = useSetCustomerCompany();
  // An archived customer is kept as is (docs/decisions/0027).
  const archived = customer.archived_at !== null;

  const change = (companyId: string | null) =>
    setCompany.mutate(
      { customerId: customer.id, companyId },
      {
        onSuccess: () =>
          notify.success(
            companyId
              ? t('Customer associated with company successfully')
              : t('Customer removed from company successfully'),
          ),
        onError: (error) => notifyFailure(t('Failed to update company association'), error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4" aria-hidden /> {t('Company')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {customer.company ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">
                <UserText>{customer.company.name}</UserText>
              </p>
              {customer.company.industry && (
                <p className="text-sm text-muted-foreground">
                  <UserText>{customer.company.industry}</UserText>
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/companies/${customer.company.id}`}>{t('View Company')}</Link>
              </Button>
              {!archived && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={setCompany.isPending}
                  onClick={() => change(null)}
                >
                  {t('Remove')}
                </Button>
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('Not associated with a company')}</p>
        )}
        {!archived && (
          <div className="grid gap-1.5">
            <Label htmlFor="customer-company-choice">
              {customer.company ? t('Change company') : t('Set company')}
            </Label>
            {/* Removing is the Remove button: a 'none' choice here would "remove" a company the
              customer does not have. */}
            <CompanySelect
              id="customer-company-choice"
              value={customer.company?.id ?? null}
              current={customer.company}
              placeholder={t('Choose a company')}
              disabled={setCompany.isPending}
              onChange={(companyId) => companyId && change(companyId)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
