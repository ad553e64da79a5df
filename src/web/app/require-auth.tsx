import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSession, WaitingPage } from '@web/features/auth';
import { useT } from '@web/i18n';
import { useSignOut } from './use-sign-out';

// The browser guard only decides what to show; the server refuses every /api call anyway.
// A session check that failed (server unreachable, overloaded) is not a signed-out user:
// say so and offer to try again rather than sending staff to the sign-in page.
export function RequireAuth() {
  const { t } = useT();
  const { data: session, isPending, error, refetch } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  if (isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!session && error) {
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-3">
        <p className="font-medium">{t('Could not check your session')}</p>
        <p className="text-sm text-muted-foreground">
          {error.message ? t(error.message) : error.statusText || t('The server did not answer.')}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  if (!session) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  // An account waiting for approval (or no longer active) sees why, and no data.
  if (session.user.status !== 'active') {
    return (
      <WaitingPage
        status={session.user.status}
        onCheckAgain={() => void refetch()}
        onSignOut={() => void signOut()}
      />
    );
  }
  return <Outlet />;
}
