import { useState } from 'react';
import { Link } from 'react-router';
import { Archive, Eye, Plus, Trash2, Users } from 'lucide-react';
import type { CustomerListRow } from '@domain/contracts/customers';
import { ARCHIVE_TABS, ArchiveTabs } from '@web/components/archive-tabs';
import { type DataTableColumn } from '@web/components/data-table';
import { ListPage } from '@web/components/list-page';
import { RiskBadge } from '@web/components/risk-badge';
import { PersonName, PhoneText, fullName } from '@web/components/user-text';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ScreeningBadge } from '@web/features/sanctions';
import { BureauTime } from '@web/features/settings';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { useCustomers } from './api';
import { CustomerDialog } from './customer-dialog';
import { DeleteCustomerDialog } from './delete-customer-dialog';

// The archived list (docs/decisions/0027) says when each was archived and offers no delete.
function columns(
  onDelete: (c: CustomerListRow) => void,
  archived: boolean,
): DataTableColumn<CustomerListRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <PersonName person={c} />
          <ScreeningBadge status={c.screening_status} />
        </span>
      ),
      className: 'font-medium',
    },
    { id: 'email', header: 'Email', cell: (c) => c.email },
    {
      id: 'phone',
      header: 'Phone',
      cell: (c) => (c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'),
    },
    { id: 'risk', header: 'Risk Level', cell: (c) => <RiskBadge level={c.risk_level} /> },
    archived
      ? {
          id: 'archived',
          header: 'Archived',
          cell: (c) => (c.archived_at ? <BureauTime value={c.archived_at} style="day" /> : '—'),
          className: 'whitespace-nowrap',
        }
      : {
          id: 'joined',
          header: 'Joined',
          cell: (c) => <BureauTime value={c.created_at} style="day" />,
          className: 'whitespace-nowrap',
        },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <>
          <Button asChild variant="ghost" size="icon" aria-label={`View ${fullName(c)}`}>
            <Link to={`/customers/${c.id}`}>
              <Eye aria-hidden />
            </Link>
          </Button>
          {!archived && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${fullName(c)}`}
              onClick={() => onDelete(c)}
            >
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          )}
        </>
      ),
    },
  ];
}

export function CustomersPage() {
  const list = useListParams({ tabs: ARCHIVE_TABS });
  const { search } = list;
  const archived = list.tab === 'archived';
  const customers = useCustomers({ search, offset: list.offset, archived });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerListRow | null>(null);
  useFailureToast(customers.error, 'Failed to load customers');

  const rows = customers.data?.rows;
  return (
    <ListPage
      title="Customers"
      description="Search, add and manage your customers"
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add Customer
        </Button>
      }
      list={list}
      search={{ label: 'Search customers', placeholder: 'Search by name, email or phone...' }}
      filters={<ArchiveTabs label="Customers shown" value={list.tab} onChange={list.setTab} />}
      query={customers}
      what="customers"
      noun="customers"
      table={{
        columns: columns(setDeleting, archived),
        rowKey: (c) => c.id,
        empty: archived ? (
          <EmptyState
            icon={Archive}
            title={search ? 'No customers found' : 'No archived customers'}
            description={
              search
                ? 'Try another name, email or phone.'
                : 'Customers with transactions are archived when deleted.'
            }
          />
        ) : (
          <EmptyState
            icon={Users}
            title={search ? 'No customers found' : 'No customers yet'}
            description={
              search
                ? 'Try another name, email or phone.'
                : 'Add your first customer to get started.'
            }
          />
        ),
      }}
    >
      <CustomerDialog open={adding} onOpenChange={setAdding} />
      <DeleteCustomerDialog
        customer={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => list.afterDelete(rows?.length ?? 0)}
        onArchived={() => list.afterDelete(rows?.length ?? 0)}
      />
    </ListPage>
  );
}
