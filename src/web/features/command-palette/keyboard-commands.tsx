import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerDialog } from '@web/features/customers';
import { isPaletteKey, isPlainPageKey } from './shortcut-keys';
import { PaletteDialog } from './palette-dialog';
import { ShortcutsDialog } from './shortcuts-dialog';

type Shown = 'palette' | 'shortcuts' | 'customer' | null;

// The page's search box, marked by SearchBox; any search field of the page otherwise.
const PAGE_SEARCH = 'main [data-page-search], main input[type="search"]';

/**
 * The keyboard's way around the app (issue 28), mounted once in the layout: Ctrl+K (⌘K) opens
 * the command palette; on the page itself, '/' focuses its search box, 'n' opens a new exchange
 * and '?' lists these keys.
 */
export function KeyboardCommands() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(null);
  // The customer dialog loads on first use, and stays mounted after so its closing is smooth.
  const [customerMounted, setCustomerMounted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        setShown((was) => (was === 'palette' ? null : 'palette'));
        return;
      }
      if (!isPlainPageKey(event)) return;
      if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>(PAGE_SEARCH);
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      } else if (event.key === 'n') {
        event.preventDefault();
        void navigate('/exchange');
      } else if (event.key === '?') {
        event.preventDefault();
        setShown('shortcuts');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  const closeOn = (dialog: Shown) => (open: boolean) =>
    !open && setShown((was) => (was === dialog ? null : was));
  return (
    <>
      <PaletteDialog
        open={shown === 'palette'}
        onOpenChange={closeOn('palette')}
        onAddCustomer={() => {
          setCustomerMounted(true);
          setShown('customer');
        }}
      />
      <ShortcutsDialog open={shown === 'shortcuts'} onOpenChange={closeOn('shortcuts')} />
      {customerMounted && (
        <CustomerDialog open={shown === 'customer'} onOpenChange={closeOn('customer')} />
      )}
    </>
  );
}
