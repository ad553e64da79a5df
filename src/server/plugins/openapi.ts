import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const UNAUTHORIZED = {
  description: 'No session, or it has ended',
  type: 'object',
  properties: { error: { type: 'string', example: 'Authentication required' } },
  required: ['error'],
};

// The OpenAPI document is generated from the same zod contracts that validate requests.
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bureau back office API',
        description:
          'Every route needs a session (cookie or `Authorization: Bearer <token>` from sign-in), except sign-in, sign-up and health. Money and rates are decimal strings.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    // Every route that needs a session says so with its 401 answer.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as { hide?: boolean; response?: Record<string, unknown> };
      if (input.route.config?.public || schema.hide) return out;
      return { ...out, schema: { ...schema, response: { ...schema.response, 401: UNAUTHORIZED } } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page's own policy, kept as strict as the app's: never framed, and no upgrade to
    // https (the bureau may serve plain http on its LAN, where the upgrade breaks the page).
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
