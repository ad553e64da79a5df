import { useState } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCustomer } from '@web/features/customers/api';
import { ApiError } from '@web/lib/api-client';
import { useFailureToast } from '@web/lib/failure';
import { CustomerSearch } from './customer-search';
import { SelectedCustomer } from './selected-customer';

// The persistent left panel (large screens): find a customer, see their profile and ID cards,
// and jump to an exchange for them.
export function SidePanel() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useCustomer(selectedId);

  // A customer deleted elsewhere simply leaves the panel; other failures are reported.
  const gone = selected.error instanceof ApiError && selected.error.status === 404;
  useFailureToast(gone ? null : selected.error, 'Failed to load customer details');
  const showing = selectedId !== null && !selected.error;

  return (
    <aside
      aria-label="Customer panel"
      className="no-print hidden w-80 shrink-0 border-r bg-muted/20 lg:block"
    >
      <div className="sticky top-14 grid max-h-[calc(100vh-3.5rem)] gap-4 overflow-y-auto p-4">
        <h2 className="text-sm font-semibold">Customers</h2>
        <CustomerSearch onSelect={setSelectedId} />
        {showing &&
          (selected.data ? (
            <SelectedCustomer customer={selected.data} onClear={() => setSelectedId(null)} />
          ) : (
            <Skeleton className="h-32 w-full" />
          ))}
        {!showing && (
          <p className="text-sm text-muted-foreground">
            Search and select a customer to see their details.
          </p>
        )}
      </div>
    </aside>
  );
}
