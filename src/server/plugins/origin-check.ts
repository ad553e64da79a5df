import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http-errors';

// Methods that change something; GET, HEAD and OPTIONS only read.
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from a page outside the back office and was refused';

// Whether a browser sent this request on behalf of a page of another origin. Browsers send
// `Origin` with every state-changing request and `Sec-Fetch-Site` with every request; a client
// that sends neither (curl, a script with a Bearer token) is not a browser page and carries no
// ambient cookie of someone else's.
export function isForeignOrigin(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  // Without Origin, only the app's own pages or a typed address ('none') are acceptable.
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

// Cross-site request forgery: the session cookie is SameSite=Lax, and a page on another port
// of the same host (or a sibling subdomain) is the same site, so the browser sends the cookie
// with its requests. Every state-changing request, on every route present and future, is
// checked against PUBLIC_URL and TRUSTED_ORIGINS before any handler (or body parser) runs, and
// so is a GET that a route marks `sameOriginOnly`: the backup download, which dumps the whole
// database and writes an audit row, must not run for another page's <img>.
async function originCheckPlugin(app: FastifyInstance, opts: { trustedOrigins: string[] }) {
  const trusted = new Set(opts.trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const checked =
      STATE_CHANGING.has(request.method) || request.routeOptions.config?.sameOriginOnly === true;
    if (!checked) return;
    if (!isForeignOrigin(request, trusted)) return;
    request.log.warn(
      { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
      'refused a request from another origin',
    );
    return reply.status(403).send(errorBody('forbidden_origin', FOREIGN_ORIGIN_MESSAGE));
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
