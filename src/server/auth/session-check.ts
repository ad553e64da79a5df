import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth, SessionUser } from './create-auth';
import type { SessionCache } from './session-cache';

export type CheckedSession = { user: SessionUser; sessionId: string };

// What the session cache remembers of a session: the check's answer and the session's expiry.
export type RememberedSession = CheckedSession & { expiresAt: number };

type Headers = { cookie?: string | undefined; authorization?: string | undefined };

const BEARER = 'bearer ';

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session check of every API request (docs/decisions/0024): the same answer as the
 * library's getSession — the session token from the signed cookie or the bearer header, the
 * session and its staff member read fresh, an expired session removed, the sliding expiry
 * extended at most once per `updateAge` — in one database round trip, or none when `cache`
 * remembers the session (docs/decisions/0066: a sign-out, a revocation or a role or status
 * change is announced to every instance, which forget what they remember). A sign-out (the
 * session row deleted) or a deactivation (the member's status) is therefore seen by the next
 * request.
 */
export async function createSessionCheck(
  auth: Auth,
  db: Database,
  cache?: SessionCache<RememberedSession>,
) {
  const context = await auth.$context;
  const { secret } = context;
  const sessionCookie = context.authCookies.sessionToken.name;
  const dontRememberCookie = context.authCookies.dontRememberToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;

  // better-call's cookie signature: HMAC-SHA256 of the value, standard base64 (44 characters).
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64');
  const unsign = (signed: string): string | null => {
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(sign(value));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  };

  // As the bearer plugin reads it with `requireSignature`: only a signed `token.signature`
  // (URL-encoded or not). A bare token, as stored in `auth_sessions`, opens nothing: what is
  // at rest cannot be replayed without the secret (docs/decisions/0049).
  const bearerToken = (header: string): string | null => {
    if (header.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
    const token = header.slice(BEARER.length).trim();
    if (!token.includes('.')) return null;
    return unsign(token.includes('%') ? tryDecode(token) : token);
  };

  const read = db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_check');

  return async function checkSession(headers: Headers): Promise<CheckedSession | null> {
    const now = Date.now();
    // Remembered by the credentials exactly as sent (the Authorization and Cookie headers,
    // whose signature was checked when the session was remembered): the same headers again
    // need no parsing and no HMAC. Other headers are parsed and checked as always.
    const key = cache ? credentialsKey(headers) : null;
    const remembered = key === null ? undefined : cache?.get(key);
    // A remembered session past its expiry, or due for its extension, is read again below.
    if (remembered && remembered.expiresAt >= now && !refreshIsDue(remembered.expiresAt, now)) {
      return { user: remembered.user, sessionId: remembered.sessionId };
    }

    const cookies = headers.cookie ? parseCookies(headers.cookie) : null;
    const fromBearer = headers.authorization ? bearerToken(headers.authorization) : null;
    const cookie = cookies?.get(sessionCookie);
    const token = fromBearer ?? (cookie ? unsign(cookie) : null);
    if (!token) return null;

    const epoch = cache?.epoch() ?? 0;
    const [row] = await read.execute({ token });
    if (!row) return null;
    let expiresAt = row.session.expiresAt.getTime();
    if (expiresAt < now) {
      // The library's own removal, so the audit trail records `session_expired` as before.
      await context.internalAdapter.deleteSession(token);
      return null;
    }
    const dontRemember = cookies?.get(dontRememberCookie);
    const extend = refreshIsDue(expiresAt, now) && !(dontRemember && unsign(dontRemember));
    if (extend) {
      expiresAt = now + expiresIn * 1000;
      await context.internalAdapter.updateSession(token, {
        expiresAt: new Date(expiresAt),
        updatedAt: new Date(now),
      });
    }
    const checked = { user: row.user as SessionUser, sessionId: row.session.id };
    // A "don't remember me" session due for an extension it never gets is read each time, as
    // before; any other is remembered until its next extension is due.
    if (key !== null && !refreshIsDue(expiresAt, now)) {
      cache?.set(key, { ...checked, expiresAt }, epoch);
    }
    return checked;
  };

  // Whether `updateAge` has passed since the session was last extended.
  function refreshIsDue(expiresAt: number, now: number) {
    return expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  }
}

// Longer headers (many cookies) are not remembered by: 10,000 entries stay a few megabytes.
const MAX_KEY_LENGTH = 2048;

function credentialsKey(headers: Headers): string | null {
  const key = `${headers.authorization ?? ''}\n${headers.cookie ?? ''}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

export type SessionCheck = Awaited<ReturnType<typeof createSessionCheck>>;
