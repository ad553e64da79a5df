import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth, SessionUser } from './create-auth';

export type CheckedSession = { user: SessionUser; sessionId: string };

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
 * extended at most once per `updateAge` — in one database round trip. A sign-out (the session
 * row deleted) or a deactivation (the member's status) is therefore seen by the next request.
 */
export async function createSessionCheck(auth: Auth, db: Database) {
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
    const cookies = headers.cookie ? parseCookies(headers.cookie) : null;
    const fromBearer = headers.authorization ? bearerToken(headers.authorization) : null;
    const cookie = cookies?.get(sessionCookie);
    const token = fromBearer ?? (cookie ? unsign(cookie) : null);
    if (!token) return null;

    const [row] = await read.execute({ token });
    if (!row) return null;
    const now = Date.now();
    if (row.session.expiresAt.getTime() < now) {
      // The library's own removal, so the audit trail records `session_expired` as before.
      await context.internalAdapter.deleteSession(token);
      return null;
    }
    const refreshDue = row.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    const dontRemember = cookies?.get(dontRememberCookie);
    if (refreshDue && !(dontRemember && unsign(dontRemember))) {
      await context.internalAdapter.updateSession(token, {
        expiresAt: new Date(now + expiresIn * 1000),
        updatedAt: new Date(now),
      });
    }
    return { user: row.user as SessionUser, sessionId: row.session.id };
  };
}

export type SessionCheck = Awaited<ReturnType<typeof createSessionCheck>>;
