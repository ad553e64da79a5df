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
import { BureauTime } from '@web/shared/bureau-time';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { msg, useT } from '@web/i18n';
import { useCompanies } from './api';
import { CompanyFormOverlay } from './company-form-overlay';
import { DeleteCompanyDialog } from './delete-company-dialog';

// The archived list (docs/decisions/0027) says when each was archived and offers no delete.
function useColumns(actions: {
  view: (c: Company) => void;
  remove: (c: Company) => void;
  archived: boolean;
}): DataTableColumn<Company>[] {
  const { t } = useT();
  return [
    {
      id: 'name',
      header: t('Name'),
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <UserText>{c.name}</UserText>
          <ScreeningBadge status={c.screening_status} />
        </span>
      ),
      className: 'font-medium',
    },
    { id: 'industry', header: t('Industry'), cell: (c) => c.industry ?? '—' },
    {
      id: 'contact',
      header: t('Contact'),
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
          header: t('Archived'),
          cell: (c) => (c.archived_at ? <BureauTime value={c.archived_at} style="day" /> : '—'),
          className: 'whitespace-nowrap',
        }
      : {
          id: 'registration',
          header: t('Registration'),
          cell: (c) => c.registration_number ?? '—',
        },
    {
      id: 'actions',
      header: t('Actions'),
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
            {t('View')}
          </Button>
          {!actions.archived && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Delete {{name}}', { name: c.name })}
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
  const { t } = useT();
  const navigate = useNavigate();
  const list = useListParams({ tabs: ARCHIVE_TABS });
  const archived = list.tab === 'archived';
  const companies = useCompanies({ search: list.search, offset: list.offset, archived });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);
  useFailureToast(companies.error, t('Failed to fetch companies'));
  const rows = companies.data?.rows;
  const view = (c: Company) => navigate(`/companies/${c.id}`);
  const columns = useColumns({ view, remove: setDeleting, archived });

  return (
    <ListPage
      title={t('Companies')}
      description={t('Business partners and the customers who represent them')}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t('Add Company')}
        </Button>
      }
      search={{
        label: t('Search companies'),
        placeholder: t('Search by name, industry, email or registration...'),
        params: list,
      }}
      filters={<ArchiveTabs label={t('Companies shown')} value={list.tab} onChange={list.setTab} />}
      query={companies}
      what={t('companies')}
      paging={{ params: list, noun: msg('companies') }}
      table={{
        columns,
        rowKey: (c) => c.id,
        onRowClick: view,
        empty: (
          <EmptyState
            icon={archived ? Archive : Building2}
            title={
              list.search
                ? t('No companies found')
                : archived
                  ? t('No archived companies')
                  : t('No companies yet')
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
