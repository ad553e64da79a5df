import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Archive, Building2, Plus, Trash2 } from 'lucide-react';
import type { Company } from '@domain/contracts/companies';
import { ARCHIVE_TABS, ArchiveTabs } from '@web/components/archive-tabs';
import { type DataTableColumn } from '@web/components/data-table';
import { ListPage } from '@web/components/list-page';
import { PhoneText, UserText } from '@web/components/user-text';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ScreeningBadge } from '@web/features/sanctions';
import { BureauTime } from '@web/features/settings';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { useCompanies } from './api';
import { CompanyFormOverlay } from './company-form-overlay';
import { DeleteCompanyDialog } from './delete-company-dialog';

// The archived list (docs/decisions/0027) says when each was archived and offers no delete.
function columns(actions: {
  view: (c: Company) => void;
  remove: (c: Company) => void;
  archived: boolean;
}): DataTableColumn<Company>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <UserText>{c.name}</UserText>
          <ScreeningBadge status={c.screening_status} />
        </span>
      ),
      className: 'font-medium',
    },
    { id: 'industry', header: 'Industry', cell: (c) => c.industry ?? '—' },
    {
      id: 'contact',
      header: 'Contact',
      cell: (c) => (
        <div className="grid text-sm">
          <span>{c.email ?? '—'}</span>
          {c.phone && <PhoneText className="text-muted-foreground">{c.phone}</PhoneText>}
        </div>
      ),
    },
    actions.archived
      ? {
          id: 'archived',
          header: 'Archived',
          cell: (c) => (c.archived_at ? <BureauTime value={c.archived_at} style="day" /> : '—'),
          className: 'whitespace-nowrap',
        }
      : { id: 'registration', header: 'Registration', cell: (c) => c.registration_number ?? '—' },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      // The row opens the company too; the buttons keep their click to themselves.
      cell: (c) => (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              actions.view(c);
            }}
          >
            View
          </Button>
          {!actions.archived && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${c.name}`}
              onClick={(e) => {
                e.stopPropagation();
                actions.remove(c);
              }}
            >
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          )}
        </>
      ),
    },
  ];
}

export function CompaniesPage() {
  const navigate = useNavigate();
  const list = useListParams({ tabs: ARCHIVE_TABS });
  const archived = list.tab === 'archived';
  const companies = useCompanies({ search: list.search, offset: list.offset, archived });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);
  useFailureToast(companies.error, 'Failed to fetch companies');
  const rows = companies.data?.rows;
  const view = (c: Company) => navigate(`/companies/${c.id}`);

  return (
    <ListPage
      title="Companies"
      description="Business partners and the customers who represent them"
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add Company
        </Button>
      }
      list={list}
      search={{
        label: 'Search companies',
        placeholder: 'Search by name, industry, email or registration...',
      }}
      filters={<ArchiveTabs label="Companies shown" value={list.tab} onChange={list.setTab} />}
      query={companies}
      what="companies"
      noun="companies"
      table={{
        columns: columns({ view, remove: setDeleting, archived }),
        rowKey: (c) => c.id,
        onRowClick: view,
        empty: (
          <EmptyState
            icon={archived ? Archive : Building2}
            title={
              list.search
                ? 'No companies found'
                : archived
                  ? 'No archived companies'
                  : 'No companies yet'
            }
          />
        ),
      }}
    >
      <CompanyFormOverlay open={adding} onOpenChange={setAdding} />
      <DeleteCompanyDialog
        company={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => list.afterDelete(rows?.length ?? 0)}
        onArchived={() => list.afterDelete(rows?.length ?? 0)}
      />
    </ListPage>
  );
}
