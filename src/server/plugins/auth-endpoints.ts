import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodType } from 'zod';
import {
  currentSession,
  revokeAnswer,
  revokeSessionRequest,
  sessionList,
  signInAnswer,
  signInRequest,
  signOutAnswer,
  signUpAnswer,
  signUpRequest,
  verificationEmailRequest,
  type SessionSummary,
} from '@domain/contracts/auth';
import { displayName } from '@domain/person-name';
import type { Auth } from '../auth/create-auth';
import { notFound } from '../http-errors';

export type AuthEndpoint = {
  method: 'GET' | 'POST';
  path: string;
  public: boolean;
  // Validates the body before the library sees it (the library's own checks answer 500 to
  // some malformed values).
  body?: ZodType;
  // Documented in OpenAPI for API clients; the others stay internal to the web app.
  doc?: { summary: string; response?: ZodType; errors: number[] };
  // Completes or translates a request body before the library sees it.
  prepareBody?: (body: unknown, request: FastifyRequest, auth: Auth) => Promise<unknown>;
  // Reshapes the library's successful answer before it leaves.
  prepareResponse?: (body: unknown, request: FastifyRequest) => unknown;
};

// A sign-up without a display name gets one from the names or the email.
async function withDisplayName(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('email' in body)) return body;
  const fields = body as { name?: string; first_name?: string; last_name?: string; email: string };
  return fields.name ? body : { ...fields, name: displayName(fields) };
}

type LibrarySession = {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

// Ids and metadata only: another session's token would let its holder act as that session.
function withoutTokens(body: unknown, request: FastifyRequest): SessionSummary[] {
  const sessions = Array.isArray(body) ? (body as LibrarySession[]) : [];
  return sessions.map((s) => ({
    id: s.id,
    current: s.id === request.sessionId,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    expiresAt: s.expiresAt,
    ipAddress: s.ipAddress ?? null,
    userAgent: s.userAgent ?? null,
  }));
}

// The library revokes by token; clients name the session by its id, and only their own.
async function tokenOfOwnSession(body: unknown, request: FastifyRequest, auth: Auth) {
  const { id } = body as { id: string };
  const sessions = await auth.api.listSessions({ headers: fromNodeHeaders(request.headers) });
  const target = sessions.find((s) => s.id === id);
  if (!target) throw notFound('Session not found');
  return { token: target.token };
}

export const SIGN_IN_PATH = '/sign-in/email';

// The better-auth endpoints the product uses, each registered explicitly so that no other
// endpoint of the library is reachable. `public` ones work without a session.
export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    public: true,
    body: signUpRequest,
    prepareBody: withDisplayName,
    doc: {
      summary: 'Creates a staff account and signs it in',
      response: signUpAnswer,
      errors: [400, 422, 429],
    },
  },
  {
    method: 'POST',
    path: SIGN_IN_PATH,
    public: true,
    body: signInRequest,
    doc: {
      summary:
        'Signs in; the session token comes back in the set-auth-token header (use as Bearer)',
      response: signInAnswer,
      errors: [400, 401, 429],
    },
  },
  // Answers null without a session: the sign-in page asks it first.
  {
    method: 'GET',
    path: '/get-session',
    public: true,
    doc: {
      summary: 'The current session and its user, or null without one',
      response: currentSession,
      errors: [],
    },
  },
  // Opened from the confirmation email, possibly in a browser that is not signed in.
  { method: 'GET', path: '/verify-email', public: true },
  {
    method: 'POST',
    path: '/sign-out',
    public: false,
    doc: {
      summary: 'Ends the current session (send an empty JSON object)',
      response: signOutAnswer,
      errors: [400],
    },
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    public: false,
    body: verificationEmailRequest,
  },
  {
    method: 'GET',
    path: '/list-sessions',
    public: false,
    prepareResponse: withoutTokens,
    doc: {
      summary: "The signed-in account's active sessions (ids, never tokens)",
      response: sessionList,
      errors: [],
    },
  },
  {
    method: 'POST',
    path: '/revoke-session',
    public: false,
    body: revokeSessionRequest,
    prepareBody: tokenOfOwnSession,
    doc: {
      summary: 'Ends one of your sessions, named by its id from list-sessions',
      response: revokeAnswer,
      errors: [400, 404],
    },
  },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    public: false,
    doc: {
      summary: 'Ends every session of your account except this one (send {})',
      response: revokeAnswer,
      errors: [400],
    },
  },
];
