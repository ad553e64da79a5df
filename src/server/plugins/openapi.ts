import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/errors';

type RouteSchema = { hide?: boolean; body?: unknown; response?: Record<string, unknown> };

// The answers every route of a kind may give besides its own: 401 without a session, 403 when
// the account's role or status does not allow it (docs/decisions/0019), and for a
// route that reads a body, 400 (malformed or too deeply nested) and 413 (too large). All of them,
// like every documented 4xx, use the one `Error` schema.
function withCommonErrors(schema: RouteSchema, needsSession: boolean): RouteSchema {
  const response = { ...schema.response };
  if (needsSession) {
    response[401] = errorResponse;
    response[403] = errorResponse;
  }
  if (schema.body) {
    response[400] ??= errorResponse;
    response[413] ??= errorResponse;
  }
  return { ...schema, response };
}

// The OpenAPI document is generated from the same zod contracts that validate requests.
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bureau back office API',
        description:
          'Every route needs a session (cookie or `Authorization: Bearer <token>` from sign-in), except sign-in, sign-up and health. Money and rates are decimal strings. Errors are `{ error, code, fields? }`: decide from `code`, show `error`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const schema = (input.schema ?? {}) as RouteSchema;
      if (schema.hide) return jsonSchemaTransform(input);
      const needsSession = input.route.config?.public !== true;
      return jsonSchemaTransform({
        ...input,
        schema: withCommonErrors(schema, needsSession) as typeof input.schema,
      });
    },
    // Schemas with an id (Error, Customer, ...) become shared components.
    transformObject: jsonSchemaTransformObject,
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
