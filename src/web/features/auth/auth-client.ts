import { useSyncExternalStore } from 'react';
import { msg } from '@web/i18n';

// The browser's side of sign-in, in plain fetch calls to the documented /api/auth routes
// (decision 0021): the sign-in page loads no sign-in library. Sessions live in an httpOnly
// cookie (not readable by scripts); reading the session every 10 minutes and when the window
// regains focus keeps the cookie's sliding expiry moving while the app is open.

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  status?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } };

// What a failed call says: the server's message, its code and the HTTP status.
export type AuthError = { message: string; code?: string; status: number; statusText: string };

type SessionState = { data: Session | null; isPending: boolean; error: AuthError | null };

const REFRESH_MS = 10 * 60 * 1000;

let state: SessionState = { data: null, isPending: true, error: null };
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

async function call(
  path: string,
  body?: unknown,
): Promise<{ data: unknown; error: AuthError | null }> {
  const response = await fetch(`/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) {
    return {
      data: null,
      error: { message: msg('The server did not answer.'), status: 0, statusText: '' },
    };
  }
  const data = parseJson(await response.text());
  if (response.ok) return { data, error: null };
  const fields = (data ?? {}) as { message?: string; error?: string; code?: string };
  return {
    data: null,
    error: {
      message: fields.message || fields.error || '',
      ...(fields.code ? { code: fields.code } : {}),
      status: response.status,
      statusText: response.statusText,
    },
  };
}

let inFlight: Promise<void> | null = null;

/** Reads the current session again; every screen that shows it follows. */
export function refreshSession(): Promise<void> {
  inFlight ??= call('/get-session')
    .then(({ data, error }) =>
      setState(
        error
          ? { data: state.data, isPending: false, error }
          : { data: (data as Session | null) ?? null, isPending: false, error: null },
      ),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let watching = false;
function watchSession() {
  if (watching) return;
  watching = true;
  void refreshSession();
  setInterval(() => void refreshSession(), REFRESH_MS);
  window.addEventListener('focus', () => void refreshSession());
}

function subscribe(listener: () => void) {
  watchSession();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session (null when signed out), whether it is still loading, and why a check failed. */
export function useSession() {
  const current = useSyncExternalStore(subscribe, () => state);
  return { ...current, refetch: refreshSession };
}

async function afterSignIn(result: { error: AuthError | null }) {
  if (!result.error) await refreshSession();
  return { error: result.error };
}

export const authClient = {
  signIn: {
    email: (body: { email: string; password: string }) =>
      call('/sign-in/email', body).then(afterSignIn),
  },
  signUp: {
    email: (body: {
      email: string;
      password: string;
      name: string;
      first_name?: string | undefined;
      last_name?: string | undefined;
      callbackURL?: string;
    }) => call('/sign-up/email', body).then(afterSignIn),
  },
  async signOut() {
    const { error } = await call('/sign-out', {});
    if (!error) setState({ data: null, isPending: false, error: null });
    return { error };
  },
};
