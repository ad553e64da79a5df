import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The sessions this instance has checked, remembered between requests (docs/decisions/0066):
 * a request whose session is remembered needs no session statement. What keeps it correct:
 *
 * - Every change that can end a session or change what it may do (a sign-out, a revocation, a
 *   password change, a role or status change: every state-changing request to `/api/auth/*` and
 *   `/api/staff/*`) is **announced** before its answer leaves: this instance forgets every
 *   session at once, and `NOTIFY` tells every instance on the database, which forget theirs
 *   when they read it (PostgreSQL hands it to every listener at the change's commit; the
 *   announcing instance waits to hear its own before the answer leaves).
 * - The cache is used only while this instance LISTENs: when the listening connection fails,
 *   everything is forgotten and every request reads its session again until it listens anew.
 * - An entry is used for at most `maxAgeMs` (a bound, should a notification ever be lost) and
 *   not at all when a forget came while its row was being read (the epoch).
 * - The session's expiry is checked on every request from the remembered row; an expired one
 *   is read again (and removed as before).
 */
export type SessionCache<T> = {
  // The remembered entry for a token, if it may be used.
  get(token: string): T | undefined;
  // The epoch to hand back to `set` with a row read after this call.
  epoch(): number;
  // Whether changes are heard (and sessions therefore remembered).
  listening(): boolean;
  // Remembers a row read since `epoch` was taken, unless something was forgotten since.
  set(token: string, value: T, epoch: number): void;
  // Forgets everything here, and tells every instance to (awaited before an answer leaves).
  announce(): Promise<void>;
  close(): Promise<void>;
};

export const SESSION_CHANNEL = 'auth_sessions_changed';
// How long one entry is used at most, however quiet the channel is.
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
// How many sessions are remembered at most (the least recently used are forgotten first).
const MAX_ENTRIES = 10_000;
// How long to wait before listening again after the listening connection failed.
const RELISTEN_MS = 1_000;
// How long an announcement waits for its own notification to come back at most.
const ECHO_WAIT_MS = 1_000;

type Entry<T> = { value: T; at: number };

export function createSessionCache<T>(opts: {
  url: string;
  // Sends the notification with this payload (through the app's own pool).
  notify: (payload: string) => Promise<void>;
  maxAgeMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}): SessionCache<T> {
  const maxAge = opts.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  let epoch = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  // Announcements waiting for their own notification, by payload.
  const echoes = new Map<string, () => void>();

  const forget = () => {
    epoch += 1;
    entries.clear();
  };

  const heard = (message: pg.Notification) => {
    forget();
    if (message.payload) echoes.get(message.payload)?.();
  };

  const lost = (reason: string) => {
    if (!listening && client === null) return;
    listening = false;
    forget();
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (closed) return;
    opts.warn?.(`session cache off until notifications are heard again: ${reason}`);
    retry = setTimeout(() => void listen(), RELISTEN_MS);
    retry.unref();
  };

  const listen = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: opts.url, keepAlive: true });
    client = next;
    next.on('notification', heard);
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANNEL}`);
      if (client !== next || closed) return;
      // Anything remembered before (there is nothing, but an epoch bump is cheap) is forgotten.
      forget();
      listening = true;
    } catch (error) {
      if (client === next) lost(error instanceof Error ? error.message : String(error));
    }
  };
  void listen();

  return {
    get(token) {
      if (!listening) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() - entry.at > maxAge) {
        entries.delete(token);
        return undefined;
      }
      // Most recently used last.
      entries.delete(token);
      entries.set(token, entry);
      return entry.value;
    },
    epoch: () => epoch,
    listening: () => listening,
    set(token, value, since) {
      if (!listening || since !== epoch) return;
      entries.delete(token);
      entries.set(token, { value, at: now() });
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    async announce() {
      forget();
      const payload = randomUUID();
      // Until this instance hears its own notification back: PostgreSQL sends it to every
      // listening connection at once, so by then the other instances' connections have it too.
      const echoed = listening
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ECHO_WAIT_MS);
            echoes.set(payload, () => {
              clearTimeout(timer);
              resolve();
            });
          })
        : Promise.resolve();
      try {
        await opts.notify(payload);
        await echoed;
      } finally {
        echoes.delete(payload);
      }
      // A row read while the notification was on its way is not kept either.
      forget();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listening = false;
      forget();
      const old = client;
      client = null;
      if (old) {
        old.removeAllListeners();
        old.on('error', () => {});
        await old.end().catch(() => {});
      }
    },
  };
}
