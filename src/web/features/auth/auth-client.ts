import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

// Sessions live in an httpOnly cookie (not readable by scripts); polling get-session keeps
// the cookie's expiry sliding forward while the app is open.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  sessionOptions: { refetchInterval: 10 * 60, refetchOnWindowFocus: true },
  plugins: [
    inferAdditionalFields({
      user: {
        first_name: { type: 'string', required: false },
        last_name: { type: 'string', required: false },
        role: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
      },
    }),
  ],
});

export const useSession = authClient.useSession;
