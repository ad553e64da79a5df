import { useState } from 'react';
import { Plus, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { ListPage } from '@web/components/list-page';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { useStaff } from '@web/features/auth';
import { notify } from '@web/lib/notify';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { msg, useT } from '@web/i18n';
import { BoardLinksCard } from '@web/features/rate-board';
import { useCryptoEnabled } from '@web/shared/settings';
import { useDeleteRate, useRates } from './api';
import { RateFormDialog } from './rate-form-dialog';
import { useRateColumns } from './rates-table';
import { ReferenceCard } from './reference-card';

const FILTERS = ['all', 'fiat', 'crypto'] as const satisfies readonly CurrencyKindFilter[];
const FILTER_LABEL: Record<CurrencyKindFilter, string> = {
  all: msg('All'),
  fiat: msg('Fiat'),
  crypto: msg('Crypto'),
};

export function RatesPage() {
  const { t } = useT();
  const canEdit = useStaff().can('manager');
  const cryptoEnabled = useCryptoEnabled();
  // The All/Fiat/Crypto filter is the list's tab (`?tab=`); a new search or filter starts
  // again at the first page.
  const list = useListParams({ tabs: FILTERS });
  const { search, tab: filter, offset } = list;
  // With crypto off, crypto pairs are hidden and the filter is not offered (SPEC §2).
  const kind: CurrencyKindFilter = cryptoEnabled ? filter : 'fiat';
  const rates = useRates({ search, kind, offset });
  // 'yet' only for the whole list; a search or a chosen Fiat/Crypto filter 'found' nothing.
  const narrowed = search !== '' || (cryptoEnabled && filter !== 'all');
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<CurrencyRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CurrencyRate | null>(null);
  const rateColumns = useRateColumns({ onEdit: setEditing, onDelete: setDeleting });

  useFailureToast(rates.error, t('Failed to load currency rates data'));

  const confirmDelete = async () => {
    if (!deleting) return;
    const rowsOnPage = rates.data?.rows.length ?? 0;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('Currency rate deleted successfully'));
      setDeleting(null);
      list.afterDelete(rowsOnPage);
    } catch (error) {
      notifyFailure(t('Failed to delete currency rate'), error);
    }
  };

  return (
    <ListPage
      title={t('Currency Rates')}
      description={t('Buy and sell rates between currency pairs')}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/rates/sheet">
              <Printer aria-hidden />
              {t('Print rate sheet')}
            </Link>
          </Button>
          {canEdit && (
            <Button onClick={() => setEditing('new')}>
              <Plus />
              {t('Add Rate')}
            </Button>
          )}
        </>
      }
      search={{
        label: t('Search rates'),
        placeholder: t('Search by currency code or name...'),
        params: list,
      }}
      filters={
        cryptoEnabled && (
          <FilterChoice
            label={t('Currency type')}
            value={filter}
            onChange={list.setTab}
            options={FILTERS.map((f) => ({ value: f, label: t(FILTER_LABEL[f]) }))}
          />
        )
      }
      query={rates}
      what={t('currency rates')}
      paging={{ params: list, noun: msg('rates') }}
      table={{
        columns: rateColumns.filter((column) => canEdit || column.id !== 'actions'),
        rowKey: (rate) => rate.id,
        empty: (
          <EmptyState
            title={narrowed ? t('No currency rates found') : t('No currency rates yet')}
          />
        ),
      }}
      layout="inset"
    >
      <ReferenceCard canEdit={canEdit} />
      {canEdit && <BoardLinksCard />}
      {editing && (
        <RateFormDialog
          rate={editing === 'new' ? null : editing}
          kind={cryptoEnabled ? 'all' : 'fiat'}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete Currency Rate')}
        description={
          deleting
            ? t('Delete the {{from}} → {{to}} rate?', {
                from: deleting.from_currency.code,
                to: deleting.to_currency.code,
              })
            : ''
        }
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </ListPage>
  );
}
