import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Landmark, LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { MenuButton } from '@web/components/ui/menu-button';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { MobileMenu } from './mobile-menu';
import { useStaff } from '@web/features/auth';
import { ComplianceBadge } from '@web/features/compliance';
import { TillIndicator } from '@web/features/tills';
import { ThemeSwitch } from '@web/features/preferences';
import { MORE_NAV, PRIMARY_NAV, isNavActive, navFor } from '@web/shared/nav-items';
import { LanguageSwitch, useSavedLanguage } from './language-switch';
import { NewMenu } from './new-menu';
import { useSignOut } from './use-sign-out';

export function NavBar() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { role } = useStaff();
  const { t } = useT();
  useSavedLanguage();
  const more = navFor(MORE_NAV, role);
  const moreActive = more.some((item) => isNavActive(item.to, pathname));
  return (
    <header className="no-print sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="flex h-14 items-center gap-4 px-4">
        <MobileMenu />
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <Landmark className="size-5 text-primary" aria-hidden />
          <span className="hidden sm:inline">{t('Bureau Back Office')}</span>
        </Link>
        <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
          {navFor(PRIMARY_NAV, role).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              aria-current={isNavActive(item.to, pathname) ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                isNavActive(item.to, pathname) && 'bg-muted text-foreground',
              )}
            >
              {t(item.label)}
              {item.badge === 'compliance' && <ComplianceBadge />}
            </NavLink>
          ))}
          <MenuButton
            align="start"
            button={
              <Button
                variant="ghost"
                size="sm"
                className={cn('text-muted-foreground', moreActive && 'bg-muted text-foreground')}
              >
                {t('More')} <ChevronDown aria-hidden />
              </Button>
            }
          >
            {({ DropdownMenuItem }) =>
              more.map((item) => (
                <DropdownMenuItem key={item.to} asChild>
                  <Link to={item.to}>{t(item.label)}</Link>
                </DropdownMenuItem>
              ))
            }
          </MenuButton>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <TillIndicator />
          <NewMenu />
          {/* On a phone they sit in the menu instead, so the header never scrolls sideways. */}
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
          <Button variant="outline" size="sm" onClick={signOut}>
            {/* A phone shows the icon alone; the name is still read out. */}
            <LogOut aria-hidden /> <span className="sr-only sm:not-sr-only">{t('Sign Out')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
