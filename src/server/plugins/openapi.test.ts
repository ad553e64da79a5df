import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSchemas,
  nullableProblems,
  openApiAjv,
  withComponentRefs,
  type OpenApiDocument,
} from '../test/openapi-schemas';
import { createTestApp, type TestApp } from '../test/test-app';

// The document itself: every schema in it compiles with ajv in strict mode (an unknown keyword
// or format, a `nullable` without `type`, a `required` property it does not describe all fail),
// lets null through wherever zod does, and every operation says what it answers on success.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as OpenApiDocument;
  });
  afterAll(() => t.close());

  it(
    'compiles every schema, components, parameters, bodies and answers, with strict ajv',
    { timeout: 120_000 },
    () => {
      const ajv = openApiAjv(document);
      const schemas = documentSchemas(document);
      const failures: string[] = [];
      for (const [where, schema] of schemas) {
        try {
          ajv.compile(withComponentRefs(schema) as Record<string, unknown>);
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
      expect(schemas.length).toBeGreaterThan(500);
    },
  );

  it('lets null through wherever a nullable schema says so (OpenAPI 3.0.3)', () => {
    const problems = documentSchemas(document).flatMap(([where, schema]) =>
      nullableProblems(schema).map((problem) => `${where} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('declares a success answer for every operation, CSV as text/csv', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses ?? {};
        const success = Object.keys(responses).filter((status) => status.startsWith('2'));
        if (success.length === 0) missing.push(`${method} ${path}: no success answer`);
        if (path.endsWith('.csv')) {
          const types = Object.keys(responses['200']?.content ?? {});
          if (types.join() !== 'text/csv')
            missing.push(`${method} ${path}: answers ${types.join()}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
