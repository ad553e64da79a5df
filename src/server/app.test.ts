import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/contracts/errors';
import { createTestApp, type TestApp } from './test/test-app';

describe('server basics', () => {
  let t: TestApp;
  let session: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  it('reports the database as reachable without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.as(session, { method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body', code: 'malformed_json' });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('documents one error schema, with every code, for every 4xx of every route', async () => {
    const doc = await t.as(session, { method: 'GET', url: '/api/docs/json' });
    type Response = { content?: { 'application/json'?: { schema?: { $ref?: string } } } };
    const spec = doc.json<{
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
      components: { schemas: { Error: { properties: { code: { enum: string[] } } } } };
    }>();
    expect(spec.components.schemas.Error.properties.code.enum).toEqual([...ERROR_CODES]);
    const refs: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!status.startsWith('4')) continue;
          const ref = response.content?.['application/json']?.schema?.$ref;
          refs.push(`${method} ${path} ${status} ${ref}`);
          expect(ref, `${method} ${path} ${status}`).toBe('#/components/schemas/Error');
        }
      }
    }
    expect(refs.length).toBeGreaterThan(40);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  // Answers carry personal data and balances: no browser or proxy may keep a copy.
  it('marks every API answer as not to be stored', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.as(session, { method: 'GET', url: '/api/customers' }),
      await t.as(session, { method: 'GET', url: '/api/no-such-thing' }),
      await t.as(session, { method: 'GET', url: '/api/auth/get-session' }),
      await t.app.inject({ method: 'GET', url: '/api/customers' }),
      await t.as(session, { method: 'GET', url: '/%61pi/customers' }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document and docs page to a signed-in user', async () => {
    const doc = await t.as(session, { method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/sign-in/email', '/api/auth/sign-up/email']),
    );
    expect(Object.keys(spec.paths)).toContain('/api/auth/list-sessions');
    expect(Object.keys(spec.paths)).not.toContain('/api/auth/verify-email');
    type Operation = { responses: Record<string, unknown> };
    const paths = spec.paths as Record<string, Record<string, Operation>>;
    expect(paths['/api/customers']?.get?.responses).toHaveProperty('401');
    expect(paths['/api/auth/sign-out']?.post?.responses).toHaveProperty('401');
    expect(paths['/api/auth/get-session']?.get?.responses).not.toHaveProperty('401');
    expect(paths['/api/health']?.get?.responses).not.toHaveProperty('401');
    const page = await t.as(session, { method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
