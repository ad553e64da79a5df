import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodType } from 'zod';
import { displayName, signInRequest, signUpRequest } from '@domain/contracts/auth';
import type { ErrorCode } from '@domain/contracts/errors';
import type { Auth, SessionUser } from '../auth/create-auth';
import { codeForStatus, errorBody } from '../http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    // A route that answers without a session. Everything else under /api needs one.
    public?: boolean;
  }
}

// A sign-up without a display name gets one from the names or the email.
function withDisplayName(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('email' in body)) return body;
  const fields = body as { name?: string; first_name?: string; last_name?: string; email: string };
  return fields.name ? body : { ...fields, name: displayName(fields) };
}

// The better-auth endpoints the product uses, each registered explicitly so that no other
// endpoint of the library is reachable. `public` ones work without a session.
const AUTH_ENDPOINTS: {
  method: 'GET' | 'POST';
  path: string;
  public: boolean;
  // Documented in OpenAPI for API clients; the others stay internal to the web app.
  doc?: { summary: string; body?: ZodType };
  // Completes a request body before the library sees it.
  prepareBody?: (body: unknown) => unknown;
}[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    public: true,
    prepareBody: withDisplayName,
    doc: { summary: 'Creates a staff account and signs it in', body: signUpRequest },
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    public: true,
    doc: {
      summary:
        'Signs in; the session token comes back in the set-auth-token header (use as Bearer)',
      body: signInRequest,
    },
  },
  // Answers null without a session: the sign-in page asks it first.
  {
    method: 'GET',
    path: '/get-session',
    public: true,
    doc: { summary: 'The current session and its user, or null without one' },
  },
  // Opened from the confirmation email, possibly in a browser that is not signed in.
  { method: 'GET', path: '/verify-email', public: true },
  {
    method: 'POST',
    path: '/sign-out',
    public: false,
    doc: { summary: 'Ends the current session (send an empty JSON object)' },
  },
  { method: 'POST', path: '/send-verification-email', public: false },
  { method: 'GET', path: '/list-sessions', public: false },
  { method: 'POST', path: '/revoke-session', public: false },
  { method: 'POST', path: '/revoke-other-sessions', public: false },
];

async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  prepareBody: (body: unknown) => unknown = (body) => body,
) {
  const headers = fromNodeHeaders(request.headers);
  // Rate limits key on the client address as Fastify sees it (TRUST_PROXY decides), never on
  // a header the client could forge.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const body = prepareBody(request.body);
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
  if (response.status >= 400) {
    // The API's `error` and `code`, better-auth's own `message` (its client shows it) and its
    // code as `auth_code`.
    let body: { message?: string; code?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = {};
    }
    let message =
      body.message ||
      (response.status === 429 ? 'Too many requests. Please try again later.' : 'Request failed');
    let code: ErrorCode = codeForStatus(response.status);
    // The sign-up page recognises this wording (SPEC §8).
    if (body.code?.startsWith('USER_ALREADY_EXISTS')) {
      message = 'User already registered';
      code = 'duplicate';
    }
    const answer = {
      ...(body.code ? { auth_code: body.code } : {}),
      ...errorBody(code, message),
      message,
    };
    return reply.type('application/json').send(JSON.stringify(answer));
  }
  return reply.send(text === '' ? null : text);
}

async function authPlugin(app: FastifyInstance, opts: { auth: Auth }) {
  const { auth } = opts;
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    // Decide from the route the router matched, never from the raw request line: a path
    // spelled '/%61pi/customers' or sent in absolute form still matches '/api/customers'.
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/')) return; // the web app's files, and unknown routes (404)
    if (route.config.public) return;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) {
      return reply.status(401).send(errorBody('unauthorized', 'Authentication required'));
    }
    request.user = result.user;
  });

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: { public: endpoint.public },
      schema: endpoint.doc
        ? {
            tags: ['auth'],
            summary: endpoint.doc.summary,
            ...(endpoint.public ? { security: [] } : {}),
            ...(endpoint.doc.body ? { body: endpoint.doc.body } : {}),
          }
        : { hide: true },
      handler: (request, reply) => forwardToAuth(auth, request, reply, endpoint.prepareBody),
    });
  }
}

export default fp(authPlugin, { name: 'auth' });
