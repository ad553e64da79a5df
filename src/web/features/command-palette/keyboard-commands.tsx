import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerDialog } from '@web/features/customers';
import { isPaletteKey, isPlainPageKey } from './shortcut-keys';

// The dialogs (cmdk among them) load on first use, not with every page; once shown they stay
// mounted, so they close as smoothly as they open.
const PaletteDialog = lazy(async () => ({
  default: (await import('./palette-dialog')).PaletteDialog,
}));
const ShortcutsDialog = lazy(async () => ({
  default: (await import('./shortcuts-dialog')).ShortcutsDialog,
}));

type Dialog = 'palette' | 'shortcuts' | 'customer';
type Shown = Dialog | null;

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
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(new Set());
  const show = useCallback((dialog: Dialog, toggle = false) => {
    setMounted((was) => (was.has(dialog) ? was : new Set(was).add(dialog)));
    setShown((was) => (toggle && was === dialog ? null : dialog));
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        show('palette', true);
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
        show('shortcuts');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, show]);

  const closeOn = (dialog: Shown) => (open: boolean) =>
    !open && setShown((was) => (was === dialog ? null : was));
  return (
    <Suspense fallback={null}>
      {mounted.has('palette') && (
        <PaletteDialog
          open={shown === 'palette'}
          onOpenChange={closeOn('palette')}
          onAddCustomer={() => show('customer')}
        />
      )}
      {mounted.has('shortcuts') && (
        <ShortcutsDialog open={shown === 'shortcuts'} onOpenChange={closeOn('shortcuts')} />
      )}
      {mounted.has('customer') && (
        <CustomerDialog open={shown === 'customer'} onOpenChange={closeOn('customer')} />
      )}
    </Suspense>
  );
}
