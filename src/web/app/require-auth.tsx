import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/auth-client';

// The browser guard only decides what to show; the server refuses every /api call anyway.
export function RequireAuth() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!session) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
