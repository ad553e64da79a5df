import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-body';

const nested = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const TOO_DEEP = { error: 'Request body is nested too deeply', code: 'body_too_deep' };

describe('nesting depth of a JSON text', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
    expect(nestedDeeperThan(nested(4), 3)).toBe(true);
    expect(nestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestedDeeperThan(`{"a":"${'{['.repeat(100)}"}`, 3)).toBe(false);
    expect(nestedDeeperThan(`{"a":"\\"{{{{"}`, 1)).toBe(false);
  });
});

// A body nested thousands of levels deep used to overflow the stack of the code that walks it
// (a 500); every route now refuses it with 400 before anything reads it.
describe('deeply nested bodies', () => {
  let t: TestApp;
  let session: { authorization: string };
  const post = (url: string, payload: string) =>
    t.as(session, {
      method: url.startsWith('/api/settings') ? 'PUT' : 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  it('refuses a setting value nested 2,400 levels deep with 400', async () => {
    const res = await post('/api/settings/some_key', `{"value":${nested(2400)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
  });

  it.each([
    '/api/auth/sign-out',
    '/api/auth/revoke-session',
    '/api/auth/revoke-other-sessions',
    '/api/auth/send-verification-email',
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/customers',
  ])('refuses a body nested 4,000 levels deep to %s with 400', async (url) => {
    const res = await post(url, nested(4000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
  });

  it(`reads a setting value nested up to the limit (${MAX_JSON_DEPTH} levels)`, async () => {
    // The body's own object is one level; the value may use the rest.
    const res = await post(
      '/api/settings/crypto_enabled',
      `{"value":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});
