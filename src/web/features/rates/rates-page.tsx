import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PAGE_SIZE } from '@domain/constants';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { notify } from '@web/lib/notify';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePaging } from '@web/lib/use-paging';
import { SearchBox } from '@web/components/search-box';
import { useCryptoEnabled } from '@web/features/settings';
import { useDeleteRate, useRates } from './api';
import { RateFormDialog } from './rate-form-dialog';
import { RatesTable } from './rates-table';

const FILTERS: { value: CurrencyKindFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'fiat', label: 'Fiat' },
  { value: 'crypto', label: 'Crypto' },
];

export function RatesPage() {
  const cryptoEnabled = useCryptoEnabled();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const [filter, setFilter] = useState<CurrencyKindFilter>('all');
  // With crypto off, crypto pairs are hidden and the filter is not offered (SPEC §2).
  const kind: CurrencyKindFilter = cryptoEnabled ? filter : 'fiat';
  // A new search or filter starts again at the first page.
  const pageKey = `${search}|${kind}`;
  const { offset, setOffset, afterDelete } = usePaging(pageKey);
  const rates = useRates({ search, kind, offset });
  // 'yet' only for the whole list; a search or a chosen Fiat/Crypto filter 'found' nothing.
  const narrowed = search !== '' || (cryptoEnabled && filter !== 'all');
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<CurrencyRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CurrencyRate | null>(null);

  useFailureToast(rates.error, 'Failed to load currency rates data');

  const confirmDelete = async () => {
    if (!deleting) return;
    const rowsOnPage = rates.data?.rows.length ?? 0;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Currency rate deleted successfully');
      setDeleting(null);
      afterDelete(rowsOnPage);
    } catch (error) {
      notifyFailure('Failed to delete currency rate', error);
    }
  };

  return (
    <div>
      <PageHeader
        title="Currency Rates"
        description="Buy and sell rates between currency pairs"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus />
            Add Rate
          </Button>
        }
      />
      <Card className="py-3">
        <CardContent className="grid gap-3 px-3">
          <div className="flex flex-wrap items-center gap-3">
            <SearchBox
              className="max-w-sm flex-1"
              label="Search rates"
              placeholder="Search by currency code or name..."
              value={searchText}
              onChange={setSearchText}
            />
            {cryptoEnabled && (
              <Tabs value={filter} onValueChange={(v) => setFilter(v as CurrencyKindFilter)}>
                <TabsList aria-label="Currency type">
                  {FILTERS.map((f) => (
                    <TabsTrigger key={f.value} value={f.value}>
                      {f.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </Tabs>
            )}
          </div>
          {rates.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : !rates.data?.rows.length ? (
            <EmptyState title={narrowed ? 'No currency rates found' : 'No currency rates yet'} />
          ) : (
            <>
              <RatesTable rows={rates.data.rows} onEdit={setEditing} onDelete={setDeleting} />
              <PaginationFooter
                offset={offset}
                pageSize={PAGE_SIZE}
                total={rates.data.total}
                noun="rates"
                onPrevious={() => setOffset(offset - PAGE_SIZE)}
                onNext={() => setOffset(offset + PAGE_SIZE)}
              />
            </>
          )}
        </CardContent>
      </Card>
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
        title="Delete Currency Rate"
        description={
          deleting
            ? `Delete the ${deleting.from_currency.code} → ${deleting.to_currency.code} rate?`
            : ''
        }
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
