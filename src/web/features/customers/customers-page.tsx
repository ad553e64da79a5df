import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Archive, Eye, Plus, Trash2, Users } from 'lucide-react';
import type { CustomerListRow } from '@domain/contracts/customers';
import { ARCHIVE_TABS, ArchiveTabs } from '@web/components/archive-tabs';
import { type DataTableColumn } from '@web/components/data-table';
import { ListPage } from '@web/components/list-page';
import { RiskBadge } from '@web/components/risk-badge';
import { PersonName, PhoneText, fullName } from '@web/components/user-text';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useIdScan, type ScannedCustomer } from '@web/features/id-scan';
import { ScreeningBadge } from '@web/features/sanctions';
import { BureauTime } from '@web/shared/bureau-time';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { msg, useT } from '@web/i18n';
import { useCustomers } from './api';
import {
  CustomerDialog,
  DeleteCustomerDialog,
  preloadCustomerDialog,
  preloadDeleteCustomerDialog,
} from './lazy-forms';

// The archived list (docs/decisions/0027) says when each was archived and offers no delete.
function useColumns(
  onDelete: (c: CustomerListRow) => void,
  archived: boolean,
): DataTableColumn<CustomerListRow>[] {
  const { t } = useT();
  return [
    {
      id: 'name',
      header: t('Name'),
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <PersonName person={c} />
          <ScreeningBadge status={c.screening_status} />
        </span>
      ),
      className: 'font-medium',
    },
    { id: 'email', header: t('Email'), cell: (c) => c.email },
    {
      id: 'phone',
      header: t('Phone'),
      cell: (c) => (c.phone ? <PhoneText>{c.phone}</PhoneText> : '—'),
    },
    { id: 'risk', header: t('Risk Level'), cell: (c) => <RiskBadge level={c.risk_level} /> },
    archived
      ? {
          id: 'archived',
          header: t('Archived'),
          cell: (c) => (c.archived_at ? <BureauTime value={c.archived_at} style="day" /> : '—'),
          className: 'whitespace-nowrap',
        }
      : {
          id: 'joined',
          header: t('Joined'),
          cell: (c) => <BureauTime value={c.created_at} style="day" />,
          className: 'whitespace-nowrap',
        },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <>
          <Button
            asChild
            variant="ghost"
            size="icon"
            aria-label={t('View {{name}}', { name: fullName(c) })}
          >
            <Link to={`/customers/${c.id}`}>
              <Eye aria-hidden />
            </Link>
          </Button>
          {!archived && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Delete {{name}}', { name: fullName(c) })}
              onPointerEnter={preloadDeleteCustomerDialog}
              onFocus={preloadDeleteCustomerDialog}
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
  const { t } = useT();
  const list = useListParams({ tabs: ARCHIVE_TABS });
  const { search } = list;
  const archived = list.tab === 'archived';
  const customers = useCustomers({ search, offset: list.offset, archived });
  const [adding, setAdding] = useState(false);
  // The add dialog (form, date picker, select) loads when the button is first pointed at,
  // focused or clicked, and stays mounted once shown so closing animates.
  const [addMounted, setAddMounted] = useState(false);
  const [deleting, setDeleting] = useState<CustomerListRow | null>(null);
  // Likewise the delete confirmation, mounted from the first delete on.
  const [deleteMounted, setDeleteMounted] = useState(false);
  const askDelete = (c: CustomerListRow) => {
    setDeleteMounted(true);
    setDeleting(c);
  };
  useFailureToast(customers.error, t('Failed to load customers'));
  const columns = useColumns(askDelete, archived);
  // A scanned document opens its holder's page, or a new customer filled from it (issue 44).
  const navigate = useNavigate();
  const [scanned, setScanned] = useState<ScannedCustomer | null>(null);
  const openCustomer = (id: string) => void navigate(`/customers/${id}`);
  const scan = useIdScan({
    action: 'open',
    onHolder: (found) => openCustomer(found.id),
    onNewCustomer: setScanned,
  });

  const rows = customers.data?.rows;
  return (
    <ListPage
      title={t('Customers')}
      description={t('Search, add and manage your customers')}
      actions={
        <>
          {scan.button}
          <Button
            onPointerEnter={preloadCustomerDialog}
            onFocus={preloadCustomerDialog}
            onClick={() => {
              setAddMounted(true);
              setAdding(true);
            }}
          >
            <Plus aria-hidden /> {t('Add Customer')}
          </Button>
        </>
      }
      search={{
        label: t('Search customers'),
        placeholder: t('Search by name, email or phone...'),
        params: list,
      }}
      filters={<ArchiveTabs label={t('Customers shown')} value={list.tab} onChange={list.setTab} />}
      query={customers}
      what={t('customers')}
      paging={{ params: list, noun: msg('customers') }}
      table={{
        columns,
        rowKey: (c) => c.id,
        empty: archived ? (
          <EmptyState
            icon={Archive}
            title={search ? t('No customers found') : t('No archived customers')}
            description={
              search
                ? t('Try another name, email or phone.')
                : t('Customers with transactions are archived when deleted.')
            }
          />
        ) : (
          <EmptyState
            icon={Users}
            title={search ? t('No customers found') : t('No customers yet')}
            description={
              search
                ? t('Try another name, email or phone.')
                : t('Add your first customer to get started.')
            }
          />
        ),
      }}
    >
      {addMounted && <CustomerDialog open={adding} onOpenChange={setAdding} />}
      {scan.dialogs}
      {scanned && (
        <CustomerDialog
          open
          scanned={scanned}
          onOpenChange={(open) => !open && setScanned(null)}
          onSaved={(saved) => openCustomer(saved.id)}
        />
      )}
      {deleteMounted && (
        <DeleteCustomerDialog
          customer={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => list.afterDelete(rows?.length ?? 0)}
          onArchived={() => list.afterDelete(rows?.length ?? 0)}
        />
      )}
    </ListPage>
  );
}
