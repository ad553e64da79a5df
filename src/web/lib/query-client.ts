import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

// A session that ended elsewhere (expired, revoked, signed out in another tab) answers 401:
// go back to the sign-in page rather than showing failures.
function leaveOnUnauthorized(error: unknown) {
  if (isUnauthorized(error) && window.location.pathname !== '/auth') {
    window.location.assign('/auth');
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: leaveOnUnauthorized }),
    mutationCache: new MutationCache({ onError: leaveOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

// After a change on the server: cancel any read of these queries already in flight (it may
// have been answered before the change, and a first load would otherwise be reused as is),
// then mark them stale so the ones on screen load again.
export async function refreshQueries(client: QueryClient, queryKey: QueryKey) {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
