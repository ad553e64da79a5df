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

async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // API answers carry personal data and balances: no browser or proxy may keep a copy. The
  // matched route decides, as for the sign-in check; unknown /api paths are covered too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url?.startsWith('/api/') || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
