import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Users } from 'lucide-react';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Button } from '@web/components/ui/button';
import { SheetButton } from '@web/components/ui/sheet-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCustomer } from '@web/features/customers';
import { msg, useT } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useFailureToast } from '@web/lib/failure';
import { CustomerSearch } from './customer-search';

// The selected customer's card (tabs, ID cards, the exchange shortcuts) loads when a customer is
// first chosen, while their details load: a page where nobody is chosen does not download it.
const loadSelected = () => import('./selected-customer');
const SelectedCustomer = lazy(async () => ({ default: (await loadSelected()).SelectedCustomer }));

// The persistent left panel: find a customer, see their profile and ID cards, and jump to an
// exchange for them. Large screens show it beside every page; smaller ones open the same panel
// (same selected customer) from a button, and it closes when a link in it is followed.
export function SidePanel() {
  const { t } = useT();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (selectedId !== null) void loadSelected();
  const selected = useCustomer(selectedId);
  // A customer deleted elsewhere simply leaves the panel; other failures are reported.
  const gone = selected.error instanceof ApiError && selected.error.status === 404;
  useFailureToast(gone ? null : selected.error, msg('Failed to load customer details'));
  const customer = selectedId !== null && !selected.error ? (selected.data ?? 'loading') : null;
  const body = <PanelBody customer={customer} onSelect={setSelectedId} />;
  return (
    <>
      <aside
        aria-label={t('Customer panel')}
        className="no-print hidden w-80 shrink-0 border-r bg-muted/20 lg:block"
      >
        <div className="sticky top-14 max-h-[calc(100vh-3.5rem)] overflow-y-auto p-4">{body}</div>
      </aside>
      <SmallScreenPanel>{body}</SmallScreenPanel>
    </>
  );
}

function SmallScreenPanel({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Open only while the page it was opened on is showing.
  const open = openAt === here;
  return (
    <SheetButton
      open={open}
      onOpenChange={(next) => setOpenAt(next ? here : null)}
      button={
        <Button className="no-print fixed bottom-4 left-4 z-30 shadow-lg lg:hidden">
          <Users aria-hidden /> {t('Customer panel')}
        </Button>
      }
    >
      {({ SheetContent, SheetTitle }) => (
        <SheetContent
          side="left"
          aria-label={t('Customer panel')}
          className="w-80 overflow-y-auto p-4"
        >
          <SheetTitle className="sr-only">{t('Customer panel')}</SheetTitle>
          {children}
        </SheetContent>
      )}
    </SheetButton>
  );
}

function PanelBody(props: {
  customer: CustomerDetail | 'loading' | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useT();
  const { customer } = props;
  // The exchange screen finds its customer in its own form: a second search box just before it
  // would be one more stop in the Tab order for the same thing (issue 47).
  const onExchange = useLocation().pathname === '/exchange';
  return (
    // One column that never grows past the panel: a long name is cut, not widening it.
    <div className="grid grid-cols-1 gap-4">
      <h2 className="text-sm font-semibold">{t('Customers')}</h2>
      {onExchange ? (
        <p className="text-sm text-muted-foreground">
          {t('The exchange form finds the customer of this exchange.')}
        </p>
      ) : (
        <CustomerSearch onSelect={props.onSelect} />
      )}
      {customer === 'loading' && <Skeleton className="h-32 w-full" />}
      {customer !== null && customer !== 'loading' && (
        <Suspense fallback={<Skeleton className="h-32 w-full" />}>
          <SelectedCustomer customer={customer} onClear={() => props.onSelect(null)} />
        </Suspense>
      )}
      {customer === null && !onExchange && (
        <p className="text-sm text-muted-foreground">
          {t('Search and select a customer to see their details.')}
        </p>
      )}
    </div>
  );
}
