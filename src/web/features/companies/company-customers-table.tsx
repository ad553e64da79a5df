import { Link } from 'react-router';
import type { CompanyDetail } from '@domain/contracts/companies';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { RiskBadge } from '@web/components/risk-badge';
import { PersonName, PhoneText, fullName } from '@web/components/user-text';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useSetCustomerCompany } from '@web/features/customers';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';

type CompanyCustomer = CompanyDetail['customers'][number];

// The company's customers, loaded with the company (its page shows the failure of that load).
export function CompanyCustomersTable({ company }: { company: CompanyDetail }) {
  const { t } = useT();
  const setCompany = useSetCustomerCompany();
  const removeFromCompany = (customerId: string) =>
    setCompany.mutate(
      { customerId, companyId: null },
      {
        onSuccess: () => notify.success(t('Customer removed from company successfully')),
        onError: (error) => notifyFailure(t('Failed to remove customer from company'), error),
      },
    );
  const columns: DataTableColumn<CompanyCustomer>[] = [
    {
      id: 'name',
      header: t('Name'),
      className: 'font-medium',
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Link to={`/customers/${c.id}`} className="hover:underline">
            <PersonName person={c} />
          </Link>
          {c.archived_at && <Badge variant="secondary">{t('Archived')}</Badge>}
        </span>
      ),
    },
    { id: 'email', header: t('Email'), cell: (c) => c.email },
    {
      id: 'phone',
      header: t('Phone'),
      cell: (c) => (c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'),
    },
    { id: 'risk', header: t('Risk Level'), cell: (c) => <RiskBadge level={c.risk_level} /> },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      // Archived records are kept as they are (docs/decisions/0027).
      cell: (c) =>
        company.archived_at || c.archived_at ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('Remove {{name}} from company', { name: fullName(c) })}
            disabled={setCompany.isPending}
            onClick={() => removeFromCompany(c.id)}
          >
            {t('Remove')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={company.customers}
      rowKey={(c) => c.id}
      loading={false}
      empty={<EmptyState title={t('No customers associated yet')} />}
    />
  );
}
