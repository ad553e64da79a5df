import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

// The generated OpenAPI document as ajv reads it (issue 42): its schemas by where they sit,
// compiled in OpenAPI 3.0's dialect (`nullable`, refs to components). The answers' check
// (openapi-answers.ts) and the document's own test (plugins/openapi.test.ts) use it.

export type Schema = Record<string, unknown>;
export type ResponseObject = {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
};
export type Operation = { responses?: Record<string, ResponseObject> };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

// Where ajv finds each component: one schema of its own per component, compiled once.
const COMPONENTS = 'https://openapi.invalid/components/schemas/';
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SINGLE_SCHEMAS = ['items', 'additionalProperties', 'not'];

// The document's schemas reference `#/components/schemas/X`; ajv finds X by its own id.
export function withComponentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponentRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string'
        ? [key, value.replace(/^#\/components\/schemas\//, COMPONENTS)]
        : [key, withComponentRefs(value)],
    ),
  );
}

// Strict: an unknown keyword or format, a `nullable` without `type`, a union type or a
// `required` property that is not described fail to compile.
export function openApiAjv(document: OpenApiDocument): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, inlineRefs: false });
  addFormats(ajv);
  // Annotations of OpenAPI's Schema Object that JSON Schema does not have.
  ajv.addVocabulary(['example', 'externalDocs', 'xml']);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    ajv.addSchema({ ...(withComponentRefs(schema) as Schema), $id: `${COMPONENTS}${name}` });
  }
  return ajv;
}

// Every schema of the document by where it sits: components, request bodies, parameters and
// answers. The document test compiles each of them.
export function documentSchemas(document: OpenApiDocument): Array<[string, Schema]> {
  const found: Array<[string, Schema]> = [];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    found.push([`#/components/schemas/${name}`, schema]);
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      const op = operation as Operation & {
        requestBody?: ResponseObject;
        parameters?: Array<{ name: string; in: string; schema?: Schema }>;
      };
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (media.schema) found.push([`${where} body ${type}`, media.schema]);
      }
      for (const parameter of op.parameters ?? []) {
        if (parameter.schema) {
          found.push([`${where} ${parameter.in} ${parameter.name}`, parameter.schema]);
        }
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.schema) found.push([`${where} ${status} ${type}`, media.schema]);
        }
      }
    }
  }
  return found;
}

// `nullable: true` beside schemas a null can never pass (an enum without null, a ref): 3.0.3
// says `nullable` only widens the `type` of its own schema object.
export function nullableProblems(schema: unknown, at = '#'): string[] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const s = schema as Schema;
  const problems: string[] = [];
  if (s.nullable === true) {
    if (s.type === undefined) problems.push(`${at}: nullable without type`);
    if (Array.isArray(s.enum) && !s.enum.includes(null)) {
      problems.push(`${at}: nullable, but its enum has no null`);
    }
  }
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  for (const [name, child] of Object.entries(properties)) {
    problems.push(...nullableProblems(child, `${at}/properties/${name}`));
  }
  for (const key of SINGLE_SCHEMAS) problems.push(...nullableProblems(s[key], `${at}/${key}`));
  for (const key of SCHEMA_LISTS) {
    const list = s[key];
    if (Array.isArray(list)) {
      list.forEach((child, i) => problems.push(...nullableProblems(child, `${at}/${key}/${i}`)));
    }
  }
  return problems;
}
