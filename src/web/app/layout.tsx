import { Outlet } from 'react-router';
import { SidePanel } from '@web/features/side-panel';
import { NavBar } from './nav-bar';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <div className="flex flex-1">
        <SidePanel />
        {/* Below lg the floating Customer panel button (h-9 at bottom-4) sits over the page: the
            bottom padding (its height and twice its margin) lets the last rows scroll clear of it. */}
        <main className="min-w-0 flex-1 p-4 pb-17 md:p-6 md:pb-17 lg:pb-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
