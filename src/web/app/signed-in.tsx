import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/lib/query-client';
import { preloadToastsOnFirstUse } from '@web/lib/notify';
import { RequireAuth } from './require-auth';

// The signed-in part of the app: the cache of server data around the session guard. It loads
// with the first signed-in page, so the sign-in page does not download the data library. One
// cache for the life of the page (signing out clears it). Signed-in pages report their
// failures as toasts: those load at the first press of a pointer or key (or when the page is
// hidden), before any action of the user can fail, not with the page itself.
const queryClient = createQueryClient();
preloadToastsOnFirstUse();

export function SignedIn() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
