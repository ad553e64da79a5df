import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../http-errors';
import errorsPlugin from './errors';

// The one place errors become responses: every failure is `{ error, code, fields? }`, never a
// stack.
describe('error responses', () => {
  const app = Fastify({ logger: false });
  const pgError = (code: string) => Object.assign(new Error('driver detail'), { code });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.post(
      '/validated',
      { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
      () => 'ok',
    );
    app.get('/conflict', () => {
      throw conflict('Already there');
    });
    app.get('/pg/:code', (request) => {
      // drizzle wraps the driver's error: the code sits on the cause.
      throw new Error('Failed query', {
        cause: pgError((request.params as { code: string }).code),
      });
    });
    app.get('/bug', () => {
      throw new TypeError('x is undefined');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers invalid input with 400, the first message and every field', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Name is required',
      code: 'validation',
      fields: { name: 'Name is required' },
    });
  });

  it('answers a business refusal with its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Already there', code: 'conflict' });
  });

  it.each([
    ['23505', 409, 'duplicate', 'A record with these values already exists'],
    [
      '23503',
      409,
      'conflict',
      'This record is referenced by other records or refers to one that does not exist',
    ],
    ['23514', 400, 'validation', 'A value is outside the allowed range'],
    ['22021', 400, 'validation', 'A value contains an invalid character'],
    ['22P02', 400, 'validation', 'A value has the wrong format'],
  ])('maps PostgreSQL error %s to %i %s', async (pgCode, status, code, message) => {
    const res = await app.inject({ method: 'GET', url: `/pg/${pgCode}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message, code });
  });

  it('hides an unexpected failure behind a 500 without details', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
  });
});
