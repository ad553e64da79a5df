import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const person = z.object({
  name: z.string(),
  amount: z.string().regex(/^\d+\.\d\d$/),
  phone: z.string().nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.enum(['vip', 'new'])),
  // A record: its values' schema stays, unlike the closed objects' "no more properties".
  fields: z.record(z.string(), z.string()),
});

// What each route hands to its serializer, as a handler would build it.
const answers: Record<string, unknown> = {
  '/person': {
    name: 'Ada',
    amount: '12.50',
    phone: null,
    company: { id: 'c1', name: 'Acme', secret: 'not in the contract' },
    tags: ['vip'],
    fields: { after: 'after must be the id of a row' },
    password_hash: 'never written',
  },
  '/stray': { name: 'Ada', amount: 12.5, phone: null, company: null, tags: [], fields: {} },
  '/dated': { at: new Date('2026-11-30T12:00:00Z') },
};

async function appWith(checkAgainstContract: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstContract }));
  app.get('/person', { schema: { response: { 200: person } } }, () => answers['/person']);
  app.get('/stray', { schema: { response: { 200: person } } }, () => answers['/stray']);
  // A contract JSON Schema cannot say: a date object encoded as its ISO text by zod.
  const dated = z.object({
    at: z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    }),
  });
  app.get('/dated', { schema: { response: { 200: dated } } }, () => answers['/dated']);
  await app.ready();
  return app;
}

describe('answers written from their contract', () => {
  let production: Awaited<ReturnType<typeof appWith>>;
  let checked: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    production = await appWith(false);
    checked = await appWith(true);
  });
  afterAll(async () => {
    await production.close();
    await checked.close();
  });

  it("writes the contract's fields and no others, nulls as null", async () => {
    for (const app of [production, checked]) {
      const res = await app.inject({ method: 'GET', url: '/person' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        '{"name":"Ada","amount":"12.50","phone":null,"company":{"id":"c1","name":"Acme"},' +
          '"tags":["vip"],"fields":{"after":"after must be the id of a row"}}',
      );
    }
  });

  it('refuses an answer that strays from its contract when checking, a 500', async () => {
    const res = await checked.inject({ method: 'GET', url: '/stray' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('12.5');
  });

  it("keeps zod's encoding where JSON Schema cannot say the contract", async () => {
    for (const app of [production, checked]) {
      const res = await app.inject({ method: 'GET', url: '/dated' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ at: '2026-11-30T12:00:00.000Z' });
    }
  });
});
