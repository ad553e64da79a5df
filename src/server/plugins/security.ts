import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  // API answers carry personal data and balances: no browser or proxy may keep a copy. The
  // matched route decides, as for the sign-in check; unknown /api paths are covered too.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/') || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
