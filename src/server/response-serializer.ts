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
    const encoded = zodEncoding(route);
    if (!schema) return encoded;
    // Compiled on the first answer, not at start: Fastify asks for every route's writers as it
    // starts, and compiling them all would lengthen every start (about 1 s of CPU).
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      write ??= writerOf(schema) ?? encoded;
      if (options.checkAgainstContract && write !== encoded) encoded(data);
      return write(data);
    };
  };
}

// One writer per contract, shared by the routes and statuses that answer it (the error answer).
const writers = new WeakMap<ZodSchema, ((data: unknown) => string) | null>();

function writerOf(schema: ZodSchema): ((data: unknown) => string) | null {
  let writer = writers.get(schema);
  if (writer === undefined) {
    writer = compiledWriter(schema);
    writers.set(schema, writer);
  }
  return writer;
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
