import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/errors';

type RouteSchema = {
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
};

// Methods that change something: origin-check.ts refuses them from a page of another origin,
// and Fastify reads any body they are sent.
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteKind = { needsSession: boolean; method: string; sameOriginOnly: boolean };

// The answers every route of a kind may give besides its own, all in the one `Error` schema:
// - 401 without a session, 403 when the account's role or status does not allow it
//   (docs/decisions/0019);
// - 400 for a route that validates its path, query, headers or body;
// - 403 for a state-changing route, or a GET marked `sameOriginOnly`, sent by a page of another
//   origin (origin-check.ts);
// - for a state-changing route, whatever body it is sent: 400 (malformed or too deeply nested
//   JSON), 413 (too large) and 415 (neither JSON nor text);
// - 500 when something unexpected fails (errors.ts), never for bad input.
function withCommonErrors(schema: RouteSchema, kind: RouteKind): RouteSchema {
  const response = { ...schema.response };
  if (kind.needsSession) {
    response[401] = errorResponse;
    response[403] = errorResponse;
  }
  if (schema.body || schema.querystring || schema.params || schema.headers) {
    response[400] ??= errorResponse;
  }
  const changes = STATE_CHANGING.has(kind.method);
  if (changes || kind.sameOriginOnly) response[403] ??= errorResponse;
  if (changes || schema.body) {
    response[400] ??= errorResponse;
    response[413] ??= errorResponse;
    response[415] ??= errorResponse;
  }
  response[500] ??= errorResponse;
  return { ...schema, response };
}

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// zod's null in OpenAPI 3.0 (it has no null type): the branch a nullable ref or union gets.
const NULL_SCHEMA = { type: 'string', nullable: true, enum: [null] };
// Keywords that describe a schema rather than constrain it: they stay beside its branches.
const ANNOTATIONS = new Set(['description', 'title', 'default', 'example', 'deprecated']);

/**
 * A schema as OpenAPI 3.0.3 reads it. zod's 3.0 output marks a nullable value `nullable: true`,
 * which 3.0.3 defines as adding null to the schema's own `type` only: beside an enum that lacks
 * null, or with no `type` at all (a nullable reference or union), it lets no null through, and
 * validators refuse to compile it. Such an enum gets null among its values; a nullable schema
 * without a type becomes `anyOf` its branches and null.
 */
function openApi30Schema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = { ...schema };
  if (isSchema(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, child]) => [name, openApi30Schema(child)]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (isSchema(out[key])) out[key] = openApi30Schema(out[key]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map(openApi30Schema);
  }
  if (out.nullable !== true) return out;
  if (out.type !== undefined) {
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  const notes: JsonSchema = {};
  const rest: JsonSchema = {};
  for (const [key, value] of Object.entries(out)) {
    if (key === 'nullable') continue;
    (ANNOTATIONS.has(key) ? notes : rest)[key] = value;
  }
  const keys = Object.keys(rest);
  const only = keys.length === 1 ? keys[0] : undefined;
  const list = only ? rest[only] : undefined;
  let branches: unknown[] = [rest];
  if ((only === 'allOf' || only === 'anyOf') && Array.isArray(list)) branches = list;
  if (only === 'oneOf' && Array.isArray(list)) return { ...notes, oneOf: [...list, NULL_SCHEMA] };
  return { ...notes, anyOf: [...branches, NULL_SCHEMA] };
}

// A route's schemas as the document shows them: every JSON schema read as 3.0.3 reads it, and
// an empty answer (204) without content (@fastify/swagger gives a `type: 'null'` answer none).
function documentedRoute(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  for (const key of ['body', 'querystring', 'params', 'headers']) {
    if (out[key] !== undefined) out[key] = openApi30Schema(out[key]);
  }
  const responses = out.response as Record<string, JsonSchema> | undefined;
  if (responses) {
    out.response = Object.fromEntries(
      Object.entries(responses).map(([status, answer]) => {
        if (status === '204') {
          return [status, { type: 'null', description: answer.description ?? 'No content' }];
        }
        const content = answer.content as Record<string, { schema: unknown }> | undefined;
        if (!content || answer.type !== undefined) return [status, openApi30Schema(answer)];
        const media = Object.entries(content).map(([type, entry]) => [
          type,
          { ...entry, schema: openApi30Schema(entry.schema) },
        ]);
        return [status, { ...answer, content: Object.fromEntries(media) }];
      }),
    );
  }
  return out;
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
      const config = input.route.config;
      const methods = [input.route.method].flat();
      const kind = {
        needsSession: config?.public !== true,
        method: String(methods[0]).toUpperCase(),
        sameOriginOnly: config?.sameOriginOnly === true,
      };
      const transformed = jsonSchemaTransform({
        ...input,
        schema: withCommonErrors(schema, kind) as typeof input.schema,
      });
      const documented = documentedRoute(transformed.schema as Record<string, unknown>);
      return { ...transformed, schema: documented as typeof transformed.schema };
    },
    // Schemas with an id (Error, Customer, ...) become shared components.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      const schemas = (document as { components?: { schemas?: JsonSchema } }).components?.schemas;
      for (const name of Object.keys(schemas ?? {})) {
        if (schemas) schemas[name] = openApi30Schema(schemas[name]);
      }
      return document;
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
