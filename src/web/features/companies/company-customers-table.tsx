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

type CompanyCustomer = CompanyDetail['customers'][number];

// The company's customers, loaded with the company (its page shows the failure of that load).
export function CompanyCustomersTable({ company }: { company: CompanyDetail }) {
  const setCompany = useSetCustomerCompany();
  const removeFromCompany = (customerId: string) =>
    setCompany.mutate(
      { customerId, companyId: null },
      {
        onSuccess: () => notify.success('Customer removed from company successfully'),
        onError: (error) => notifyFailure('Failed to remove customer from company', error),
      },
    );
  const columns: DataTableColumn<CompanyCustomer>[] = [
    {
      id: 'name',
      header: 'Name',
      className: 'font-medium',
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Link to={`/customers/${c.id}`} className="hover:underline">
            <PersonName person={c} />
          </Link>
          {c.archived_at && <Badge variant="secondary">Archived</Badge>}
        </span>
      ),
    },
    { id: 'email', header: 'Email', cell: (c) => c.email },
    {
      id: 'phone',
      header: 'Phone',
      cell: (c) => (c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'),
    },
    { id: 'risk', header: 'Risk Level', cell: (c) => <RiskBadge level={c.risk_level} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      // Archived records are kept as they are (docs/decisions/0027).
      cell: (c) =>
        company.archived_at || c.archived_at ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${fullName(c)} from company`}
            disabled={setCompany.isPending}
            onClick={() => removeFromCompany(c.id)}
          >
            Remove
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
      empty={<EmptyState title="No customers associated yet" />}
    />
  );
}
