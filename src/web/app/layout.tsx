import { Outlet } from 'react-router';
import { SidePanel } from '@web/features/side-panel';
import { NavBar } from './nav-bar';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <div className="flex flex-1">
        <SidePanel />
        <main className="min-w-0 flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
