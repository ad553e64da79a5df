import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { systemClock, type Clock } from '@domain/clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { composeApp } from '../start-server';
import { createTestDatabase, type DatabaseKind } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
  // A signed-up staff member's headers, for calls that need a session.
  signUp(
    email?: string,
  ): Promise<{ headers: { authorization: string }; token: string; userId: string }>;
  // inject() with a session.
  as(headers: { authorization: string }, options: InjectOptions): Promise<LightMyRequestResponse>;
};

let counter = 0;

// A real clock unless the test fixes one, to prove a time rule.
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const app = await composeApp(config, database, deps.clock ?? systemClock);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
    async signUp(email) {
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
      const body = response.json<{ user: { id: string } }>();
      return { headers: { authorization: `Bearer ${token}` }, token, userId: body.user.id };
    },
    as(headers, options) {
      return app.inject({ ...options, headers: { ...options.headers, ...headers } });
    },
  };
}
