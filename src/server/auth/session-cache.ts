import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * The sessions this instance has checked, remembered between requests (docs/decisions/0066):
 * a request whose session is remembered needs no session statement. What keeps it correct:
 *
 * - Every change that can end a session or change what it may do (a sign-out, a revocation, a
 *   password change, a role or status change: every state-changing request to `/api/auth/*` and
 *   `/api/staff/*`) is **announced** before its answer leaves: this instance forgets every
 *   session at once, and `NOTIFY` tells every instance on the database, which forget theirs
 *   when they read it and then **acknowledge** it (docs/decisions/0070). The announcing
 *   instance counts the instances listening (their listening connections, by application name,
 *   in `pg_stat_activity`) and waits until that many have acknowledged before the answer
 *   leaves: by then no instance answers from what it remembered before the change.
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
// Where each instance says it has forgotten, with the announcement's payload.
export const SESSION_ACK_CHANNEL = 'auth_sessions_forgotten';
// The application name of a listening connection, set once it listens: what the announcing
// instance counts in `pg_stat_activity`.
export const SESSION_LISTENER_NAME = 'bureau_session_listener';
// How long one entry is used at most, however quiet the channel is.
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
// How many sessions are remembered at most (the least recently used are forgotten first).
const MAX_ENTRIES = 10_000;
// How long to wait before listening again after the listening connection failed.
const RELISTEN_MS = 1_000;
// How long an announcement waits for every instance's acknowledgement at most.
const ACK_WAIT_MS = 2_000;

type Entry<T> = { value: T; at: number };

// Sends an announcement through the app's pool and counts the instances listening when the
// statement runs: the notification, sent at its commit, reaches each of them.
export function notifyThrough(db: Database) {
  return async (payload: string): Promise<number> => {
    const [row] = await queryRows<{ listeners: number }>(
      db,
      sql`select pg_notify(${SESSION_CHANNEL}, ${payload}),
        (select count(*)::int from pg_stat_activity
         where datname = current_database()
           and application_name = ${SESSION_LISTENER_NAME}) as listeners`,
    );
    return row?.listeners ?? 0;
  };
}

// An announcement waiting for its acknowledgements (the count is known once NOTIFY returns).
type Waiting = { acks: number; expected: number | null; done: () => void };

export function createSessionCache<T>(opts: {
  url: string;
  // Sends the notification with this payload (through the app's own pool) and answers how many
  // connections named SESSION_LISTENER_NAME listen on the database: the acknowledgements due.
  notify: (payload: string) => Promise<number>;
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
  // Announcements waiting for their acknowledgements, by payload.
  const waiting = new Map<string, Waiting>();

  const forget = () => {
    epoch += 1;
    entries.clear();
  };

  const settle = (wait: Waiting) => {
    if (wait.expected !== null && wait.acks >= wait.expected) wait.done();
  };

  const heard = (from: pg.Client) => (message: pg.Notification) => {
    if (message.channel === SESSION_ACK_CHANNEL) {
      const wait = message.payload ? waiting.get(message.payload) : undefined;
      if (wait) {
        wait.acks += 1;
        settle(wait);
      }
      return;
    }
    forget();
    // An announcement by an instance waits for this; a bare NOTIFY from SQL does not.
    if (message.payload && client === from) {
      from
        .query('select pg_notify($1, $2)', [SESSION_ACK_CHANNEL, message.payload])
        .catch(() => {});
    }
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
    next.on('notification', heard(next));
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANNEL}; listen ${SESSION_ACK_CHANNEL}`);
      // Counted by announcements from now on: it hears them and acknowledges.
      await next.query(`set application_name = '${SESSION_LISTENER_NAME}'`);
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
      let timer: NodeJS.Timeout | undefined;
      const wait: Waiting = { acks: 0, expected: null, done: () => {} };
      const acknowledged = new Promise<boolean>((resolve) => {
        wait.done = () => resolve(true);
        timer = setTimeout(() => resolve(false), ACK_WAIT_MS);
      });
      waiting.set(payload, wait);
      try {
        wait.expected = await opts.notify(payload);
        // Not listening, this instance cannot hear the acknowledgements: the others still
        // forget when they read the notification, as they would without acknowledging.
        if (!listening) wait.expected = 0;
        settle(wait);
        if (!(await acknowledged)) {
          opts.warn?.(
            `a session change was acknowledged by ${wait.acks} of ${wait.expected} instances ` +
              `within ${ACK_WAIT_MS} ms; the others forget within ${maxAge} ms at most`,
          );
        }
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
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
