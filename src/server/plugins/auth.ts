import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { signInLockedMessage } from '@domain/audit';
import { errorResponse, type ErrorCode } from '@domain/contracts/errors';
import type { Auth, SessionUser } from '../auth/create-auth';
import { createSessionCache, notifyThrough, type SessionCache } from '../auth/session-cache';
import { createSessionCheck, type RememberedSession } from '../auth/session-check';
import { recordFailedSignIn, signInWaitSeconds } from '../auth/sign-in-guard';
import { currentAuditContext } from '../db/audit-context';
import type { Database } from '../db/client';
import { codeForStatus, errorBody } from '../http-errors';
import { AUTH_ENDPOINTS, SIGN_IN_PATH, type AuthEndpoint } from './auth-endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache<RememberedSession> | null;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    // A route that answers without a session. Everything else under /api needs one.
    public?: boolean;
    // A GET that does heavy work or writes (the backup): origin-checked as a change is.
    sameOriginOnly?: boolean;
  }
}

// Requests that may end a session or change what it allows: sign-out, revocations, password
// changes (the library's routes) and a member's role or status (the staff routes). Each is
// announced to every instance's session cache before its answer leaves (decision 0066).
const CHANGES_SESSIONS = /^\/api\/(auth|staff)(\/|$)/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Seconds a client waits after a 429 when the library does not say.
const DEFAULT_RETRY_AFTER = 60;

type LibraryError = { message?: string; code?: string };

// The library's error answer, in the API's shape: our `error` and `code`, its own `message`
// (its browser client shows it) and its code as `auth_code`.
function apiError(status: number, text: string) {
  let body: LibraryError;
  try {
    body = JSON.parse(text) as LibraryError;
  } catch {
    body = {};
  }
  let message =
    body.message ||
    (status === 429 ? 'Too many requests. Please try again later.' : 'Request failed');
  let code: ErrorCode = codeForStatus(status);
  // The sign-up page recognises this wording (SPEC §8).
  if (body.code?.startsWith('USER_ALREADY_EXISTS')) {
    message = 'User already registered';
    code = 'duplicate';
  }
  return {
    ...(body.code ? { auth_code: body.code } : {}),
    ...errorBody(code, message),
    message,
  };
}

async function forwardToAuth(
  auth: Auth,
  endpoint: AuthEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
  // Runs with the library's answer status, before the answer leaves.
  afterAuth?: (status: number) => Promise<void>,
) {
  const headers = fromNodeHeaders(request.headers);
  // Rate limits key on the client address as Fastify sees it (TRUST_PROXY decides), never on
  // a header the client could forge.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const body = endpoint.prepareBody
    ? await endpoint.prepareBody(request.body, request, auth)
    : request.body;
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await auth.handler(
    new Request(new URL(request.url, 'http://internal'), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  await afterAuth?.(response.status);
  if (response.status >= 400) {
    if (response.status === 429) {
      const seconds = Number(response.headers.get('x-retry-after'));
      reply.header('retry-after', String(seconds > 0 ? seconds : DEFAULT_RETRY_AFTER));
    }
    // Sent as text: the library's extra fields stay, which the documented schema would drop.
    return reply.type('application/json').send(JSON.stringify(apiError(response.status, text)));
  }
  if (endpoint.prepareResponse && text !== '') {
    return reply.send(endpoint.prepareResponse(JSON.parse(text), request));
  }
  return reply.send(text === '' ? null : text);
}

// Sign-in, with the per-account limit before the password is checked and each wrong email or
// password written to the audit trail (auth/sign-in-guard.ts).
async function signIn(
  db: Database,
  auth: Auth,
  endpoint: AuthEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { email } = request.body as { email: string };
  const wait = await signInWaitSeconds(db, email);
  if (wait > 0) {
    const message = signInLockedMessage(wait);
    return reply
      .status(429)
      .header('retry-after', String(wait))
      .send({ ...errorBody('rate_limited', message), message });
  }
  return forwardToAuth(auth, endpoint, request, reply, async (status) => {
    if (status === 401) await recordFailedSignIn(db, email, request.ip);
  });
}

async function authPlugin(
  app: FastifyInstance,
  // `databaseUrl`: where the session cache listens for changes; without it, no cache.
  opts: { auth: Auth; db: Database; databaseUrl?: string | undefined },
) {
  const { auth, db } = opts;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const cache = opts.databaseUrl
    ? createSessionCache<RememberedSession>({
        url: opts.databaseUrl,
        notify: notifyThrough(db),
        warn: (message) => app.log.warn(message),
      })
    : undefined;
  // Tests that change a session in SQL make the app forget what it remembers.
  app.decorate('sessionCache', cache ?? null);
  if (cache) {
    app.addHook('onClose', () => cache.close());
    app.addHook('onSend', async (request, _reply, payload) => {
      const url = request.routeOptions.url;
      if (STATE_CHANGING.has(request.method) && url && CHANGES_SESSIONS.test(url)) {
        await cache.announce();
      }
      return payload;
    });
  }
  const checkSession = await createSessionCheck(auth, db, cache);

  app.addHook('onRequest', async (request, reply) => {
    // Decide from the route the router matched, never from the raw request line: a path
    // spelled '/%61pi/customers' or sent in absolute form still matches '/api/customers'.
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/')) return; // the web app's files, and unknown routes (404)
    if (route.config.public) return;
    const result = await checkSession(request.headers);
    if (!result) {
      return reply.status(401).send(errorBody('unauthorized', 'Authentication required'));
    }
    request.user = result.user;
    request.sessionId = result.sessionId;
    const audit = currentAuditContext();
    if (audit) audit.actorId = result.user.id;
  });

  for (const endpoint of AUTH_ENDPOINTS) {
    const documented = endpoint.doc;
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: { public: endpoint.public },
      schema: {
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(documented
          ? {
              tags: ['auth'],
              summary: documented.summary,
              ...(endpoint.public ? { security: [] } : {}),
              response: {
                ...(documented.response ? { 200: documented.response } : {}),
                ...Object.fromEntries(documented.errors.map((status) => [status, errorResponse])),
              },
            }
          : { hide: true }),
      },
      handler: (request, reply) =>
        endpoint.path === SIGN_IN_PATH
          ? signIn(db, auth, endpoint, request, reply)
          : forwardToAuth(auth, endpoint, request, reply),
    });
  }
}

export default fp(authPlugin, { name: 'auth' });
