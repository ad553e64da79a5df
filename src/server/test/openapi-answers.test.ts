import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import openapiPlugin from '../plugins/openapi';
import { AnswerCheck, checkAnswers, type OpenApiDocument } from './openapi-answers';

// The check must fail on an answer the document does not describe, or it proves nothing: a
// throwaway app, with the app's own document plugin, answers against its schemas on purpose.
async function driftingApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openapiPlugin);
  const schema: FastifySchema = { response: { 200: z.object({ count: z.number() }) } };
  app.get('/api/fine', { schema }, async () => ({ count: 1 }));
  // Text is sent as it is, past the serializer (as the sign-in library's answers are).
  app.get('/api/wrong-body', { schema }, async (_request, reply) =>
    reply.type('application/json').send('{"count":"one"}'),
  );
  app.get('/api/teapot', { schema }, async (_request, reply) => reply.code(418).send({ count: 1 }));
  app.get('/api/text', { schema }, async (_request, reply) => reply.type('text/plain').send('1'));
  app.get('/api/hidden', { schema: { hide: true } }, async () => 'out of the document');
  const answers = checkAnswers(app);
  await app.ready();
  return { app, answers };
}

describe('the OpenAPI answer check', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lets a described answer and a hidden route through', async () => {
    const made = await driftingApp();
    app = made.app;
    expect((await app.inject({ method: 'GET', url: '/api/fine' })).json()).toEqual({ count: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/hidden' })).statusCode).toBe(200);
    expect(made.answers.untaken()).toEqual([]);
  });

  it.each([
    [
      '/api/wrong-body',
      [
        'GET /api/wrong-body (route /api/wrong-body) answered 200',
        '/count must be number',
        'body: {"count":"one"}',
      ],
    ],
    ['/api/teapot', ['answered 418', 'status 418 is not declared (declared: 200, 401, 403, 500)']],
    ['/api/text', ['content type text/plain is not declared (declared: application/json)']],
    // No route: a 404 must still be the API's error shape, which Fastify's own is not.
    ['/api/nowhere', ['(route none) answered 404', "must have required property 'code'"]],
  ])('refuses the inject() of %s with what drifted', async (url, words) => {
    app = (await driftingApp()).app;
    const error = await app.inject({ method: 'GET', url }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect((error as Error).name).toBe('AnswerDriftError');
    for (const word of words) expect(message).toContain(word);
  });

  it('keeps a drifting answer sent over HTTP for the app to fail when it closes', async () => {
    const made = await driftingApp();
    app = made.app;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/api/teapot`)).status).toBe(418);
    const drifts = made.answers.untaken();
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toContain('status 418 is not declared');
  });

  it('refuses an answer whose declared schema cannot be compiled', () => {
    const document: OpenApiDocument = {
      openapi: '3.0.3',
      paths: {
        '/api/thing': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { nullable: true, allOf: [{ $ref: '#/components/schemas/Thing' }] },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Thing: { type: 'object' } } },
    };
    const problems = new AnswerCheck(document).problems({
      method: 'GET',
      url: '/api/thing',
      route: '/api/thing',
      hidden: false,
      status: 200,
      contentType: 'application/json',
      body: 'null',
    });
    expect(problems).toEqual([
      'the declared schema cannot be compiled: "nullable" cannot be used without "type"',
    ]);
  });
});
