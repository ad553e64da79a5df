import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { MenuButton } from '@web/components/ui/menu-button';
import { CustomerDialog, preloadCustomerDialog } from '@web/features/customers';
import { useT } from '@web/i18n';

// The dialogs (forms, date picker, select) load when first chosen, not with every page (the
// customers feature's dialog loads itself); once shown they stay mounted, so closing animates as
// before. Pointing at or focusing the New button preloads both, so a dialog chosen opens at once.
const loadCompanies = () => import('@web/features/companies');
const NewCompanyOverlay = lazy(async () => ({
  default: (await loadCompanies()).NewCompanyOverlay,
}));
const preloadDialogs = () => {
  preloadCustomerDialog();
  void loadCompanies();
};

type Shown = 'customer' | 'company';

export function NewMenu() {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Shown | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Shown>>(new Set());
  // The dialog chosen opens once the menu has given focus back to its button, so the dialog
  // gives it back there when it closes (WCAG 2.4.3), not to the menu item gone with the menu.
  const chosen = useRef<Shown | null>(null);
  const choose = (dialog: Shown) => {
    chosen.current = dialog;
    setMounted((was) => new Set(was).add(dialog));
  };
  const showChosen = () => {
    if (chosen.current) setOpen(chosen.current);
    chosen.current = null;
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <>
      <MenuButton
        align="end"
        onCloseAutoFocus={showChosen}
        button={
          <Button size="sm" onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
            <Plus aria-hidden /> {t('New')} <ChevronDown aria-hidden />
          </Button>
        }
      >
        {({ DropdownMenuItem }) => (
          <>
            <DropdownMenuItem onSelect={() => choose('customer')}>
              {t('New Customer')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => choose('company')}>
              {t('New Company')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/exchange')}>
              {t('New Exchange')}
            </DropdownMenuItem>
          </>
        )}
      </MenuButton>
      <Suspense fallback={null}>
        {mounted.has('customer') && (
          <CustomerDialog open={open === 'customer'} onOpenChange={close} />
        )}
        {mounted.has('company') && (
          <NewCompanyOverlay open={open === 'company'} onOpenChange={close} />
        )}
      </Suspense>
    </>
  );
}
