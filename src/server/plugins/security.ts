import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// The security headers, built once (docs/decisions/0024): helmet's middleware sets the same
// headers on every answer, where a per-request build of the policy cost measurable CPU.
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The camera's barcode reader is ZXing compiled to WebAssembly (issue 44), served from our
      // own origin: 'wasm-unsafe-eval' lets the page compile WebAssembly, and nothing else (no
      // eval, no inline script).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // Radix positions popovers and sonner injects its styles inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

// Whether an answer is one of the web app's files other than a page: a script, a style sheet,
// an image, a font, WebAssembly (the static files' route, `spa.ts`, answering anything but
// HTML). The page's policies (CSP, framing, referrer, HSTS, the cross-origin policies) govern
// the document and what it loads; a script or style sheet sent with them gains nothing, and
// each carried ~1 kB of headers (a signed-in first page loads dozens; decision 0066).
// `nosniff` still goes with every file: it stops a browser running one as another type. An
// address that falls through to index.html (any page of the app) is HTML and gets them all.
export const STATIC_FILES_ROUTE = '/*';
const isStaticFile = (url: string | undefined, contentType: unknown) =>
  url === STATIC_FILES_ROUTE && !String(contentType ?? '').startsWith('text/html');

async function securityPlugin(app: FastifyInstance) {
  // On the way out, once the answer's type is known: every answer but a web app file gets all
  // the headers (API answers too: a JSON answer opened as a page is a document).
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry personal data and balances: no browser or proxy may keep a copy. The
    // matched route decides, as for the sign-in check; unknown /api paths are covered too.
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/') || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    if (isStaticFile(route, reply.getHeader('content-type'))) {
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
      return;
    }
    securityHeaders(request.raw, reply.raw, () => done(null, payload));
  });
}

export default fp(securityPlugin, { name: 'security' });
