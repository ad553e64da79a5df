import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.ZodType;

/**
 * How an answer is written from its route's response schema (decision 0069): by a serializer
 * that fast-json-stringify (Fastify's own) compiles once from the contract's JSON Schema, which
 * writes the contract's fields and no others, as zod's encoding did, without walking every value
 * through zod's checks on each request. A contract JSON Schema cannot say (a transform, a date
 * object) keeps zod's encoding. With `checkAgainstContract` (the test runs) every answer is also
 * checked by zod first, so an answer that strays from its contract fails its test rather than be
 * written as the nearest JSON the schema allows.
 */
export function responseSerializerCompiler(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<ZodSchema> {
  const zodEncoding = createSerializerCompiler({});
  return (route) => {
    const schema = contractOf(route.schema);
    const compiled = schema ? compiledWriter(schema) : null;
    if (!compiled) return zodEncoding(route);
    if (!options.checkAgainstContract) return compiled;
    const checked = zodEncoding(route);
    return (data) => {
      checked(data);
      return compiled(data);
    };
  };
}

function contractOf(schema: unknown): ZodSchema | null {
  if (schema instanceof z.ZodType) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema) {
    const { properties } = schema;
    if (properties instanceof z.ZodType) return properties;
  }
  return null;
}

// The contract as JSON Schema (draft-07: a nullable value is a list of types, which
// fast-json-stringify writes without trying each one), every shared part written out in place.
function compiledWriter(schema: ZodSchema): ((data: unknown) => string) | null {
  let json: object;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      metadata: z.registry(),
      // fast-json-stringify writes only the properties named whatever this says; said, it would
      // also refuse an object with more of them where it must choose between kinds (a nullable
      // object), which zod's encoding would have written without them.
      override: ({ jsonSchema }) => {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    });
  } catch {
    return null;
  }
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
