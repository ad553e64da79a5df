import { Outlet } from 'react-router';
import { KeyboardCommands } from '@web/features/command-palette';
import { SidePanel } from '@web/features/side-panel';
import { useT } from '@web/i18n';
import { NavBar } from './nav-bar';

export function AppLayout() {
  const { t } = useT();
  return (
    <div className="flex min-h-screen flex-col">
      {/* The first stop of the keyboard (WCAG 2.4.1): past the menus to the page itself. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('Skip to main content')}
      </a>
      <NavBar />
      <KeyboardCommands />
      <div className="flex flex-1">
        <SidePanel />
        {/* Below lg the floating Customer panel button (h-9 at bottom-4) sits over the page: the
            bottom padding (its height and twice its margin) lets the last rows scroll clear of it. */}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 pb-17 outline-none md:p-6 md:pb-17 lg:pb-6 print:p-0"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
