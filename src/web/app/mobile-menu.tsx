import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';
import { SheetButton } from '@web/components/ui/sheet-button';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { useStaff } from '@web/features/auth';
import { ThemeSwitch } from '@web/features/preferences';
import { TillIndicator } from '@web/features/tills';
import { LanguageSwitch } from './language-switch';
import { MORE_NAV, PRIMARY_NAV, isNavActive, navFor, type NavItem } from '@web/shared/nav-items';

export function MobileMenu() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { role } = useStaff();
  const link = (item: NavItem) => (
    <NavLink
      key={item.to}
      to={item.to}
      onClick={() => setOpen(false)}
      aria-current={isNavActive(item.to, pathname) ? 'page' : undefined}
      className={cn(
        'block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
        isNavActive(item.to, pathname) && 'bg-muted',
      )}
    >
      {t(item.label)}
    </NavLink>
  );
  return (
    <SheetButton
      open={open}
      onOpenChange={setOpen}
      button={
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('Open menu')}>
          <Menu />
        </Button>
      }
    >
      {({ SheetContent, SheetHeader, SheetTitle }) => (
        <SheetContent side="left" className="w-72">
          <SheetHeader>
            <SheetTitle>{t('Menu')}</SheetTitle>
          </SheetHeader>
          <div className="px-4">
            <TillIndicator full onNavigate={() => setOpen(false)} />
          </div>
          <div className="flex items-center gap-2 px-4">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
          <nav aria-label={t('Mobile')} className="space-y-1 px-2">
            {navFor(PRIMARY_NAV, role).map(link)}
            <Separator className="my-2" decorative={false} />
            {navFor(MORE_NAV, role).map(link)}
          </nav>
        </SheetContent>
      )}
    </SheetButton>
  );
}
