import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { systemClock, type Clock } from '@domain/clock';
import type { StaffRole } from '@domain/staff';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { composeApp } from '../start-server';
import { AnswerDriftError, checkAnswers } from './openapi-answers';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
  // A signed-up staff member's headers, for calls that need a session. The app's first account
  // is its owner; a later one is approved by that owner with `role` (a teller unless told),
  // or left waiting with 'pending'.
  signUp(
    email?: string,
    opts?: { role?: StaffRole | 'pending' },
  ): Promise<{ headers: { authorization: string }; token: string; userId: string }>;
  // inject() with a session.
  as(headers: { authorization: string }, options: InjectOptions): Promise<LightMyRequestResponse>;
};

let counter = 0;

type Headers = { authorization: string };

// The configuration every test app starts from: quiet, a fixed secret, no folder, no web app.
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Never a publisher's list from a test: a suite that fetches points these at its fake.
    SANCTIONS_SEMA_URL: '',
    SANCTIONS_UN_URL: '',
    SANCTIONS_OPENSANCTIONS_URL: '',
    ...env,
  });
}

// A real clock unless the test fixes one, to prove a time rule.
export async function createTestApp(
  env: Record<string, string> = {},
  deps: { clock?: Clock; listCountCap?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await composeApp(config, database, deps.clock ?? systemClock, {
    listCountCap: deps.listCountCap,
  });
  // Every answer is checked against the OpenAPI document (openapi-answers.ts): a drifting
  // inject() rejects; a drifting answer over HTTP fails close().
  const answers = checkAnswers(app);
  await app.ready();
  let owner: Headers | null = null;
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      // Answers sent over HTTP, which no inject() could refuse.
      const drifts = answers.untaken();
      if (drifts.length > 0) throw new AnswerDriftError(drifts);
    },
    async signUp(email, opts = {}) {
      counter += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: email ?? `staff${process.pid}-${counter}-${Date.now()}@bureau.test`,
          password: 'correct horse battery',
          name: 'Test Staff',
          first_name: 'Test',
          last_name: 'Staff',
        },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      const token = String(response.headers['set-auth-token']);
      const body = response.json<{ user: { id: string; role: string; status: string } }>();
      const headers = { authorization: `Bearer ${token}` };
      if (body.user.status === 'active' && body.user.role === 'owner') owner ??= headers;
      const role = opts.role ?? 'teller';
      if (body.user.status === 'pending' && role !== 'pending' && owner) {
        const approved = await app.inject({
          method: 'POST',
          url: `/api/staff/${body.user.id}/approve`,
          headers: owner,
          payload: { role },
        });
        if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
      }
      return { headers, token, userId: body.user.id };
    },
    as(headers, options) {
      return app.inject({ ...options, headers: { ...options.headers, ...headers } });
    },
  };
}
