import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@domain/staff';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { composeApp } from '../start-server';
import { AnswerDriftError, checkAnswers } from '../test/openapi-answers';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { testConfig } from '../test/test-app';
import { testDatabaseUrl } from '../test/test-database';
import type { BureauApp } from './filled-bureau';

// Test support for backups and the conversion: scratch databases beside the test's, and the
// app on any database handle (a restored copy, or PGlite for an earlier version's folder).

type Headers = { authorization: string };

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A new, empty database (no migrations) beside the test's; with `owner`, owned by a new role
 * that is not a superuser, and `url` connects as that role.
 */
export async function scratchDatabase(opts: { owner?: boolean } = {}): Promise<ScratchDatabase> {
  const base = testDatabaseUrl();
  const suffix = randomBytes(6).toString('hex');
  const name = `bureau_scratch_${suffix}`;
  const role = `bureau_owner_${suffix}`;
  const admin = openPostgres(adminUrl(base));
  try {
    if (opts.owner) {
      await admin.db.execute(`create role ${role} login nosuperuser password '${suffix}'`);
      await admin.db.execute(`create database ${name} owner ${role}`);
    } else {
      await admin.db.execute(`create database ${name}`);
    }
  } finally {
    await admin.close();
  }
  const url = new URL(databaseUrl(base, name));
  if (opts.owner) {
    url.username = role;
    url.password = suffix;
  }
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = openPostgres(adminUrl(base));
      try {
        await cleanup.db.execute(`drop database if exists ${name} with (force)`);
        if (opts.owner) await cleanup.db.execute(`drop role if exists ${role}`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

export type AppOn = BureauApp & {
  app: FastifyInstance;
  signIn(email: string): Promise<Headers>;
  close(): Promise<void>;
};

/** The app on a database handle, as createTestApp composes it; closing closes the handle. */
export async function appOn(database: DatabaseHandle): Promise<AppOn> {
  const app = await composeApp(testConfig(), database);
  const answers = checkAnswers(app);
  await app.ready();
  let owner: Headers | null = null;
  let serial = 0;
  const as = (headers: Headers, options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { ...options.headers, ...headers } });
  const authenticated = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.body}`);
    return { authorization: `Bearer ${String(response.headers['set-auth-token'])}` };
  };
  return {
    app,
    db: database.db,
    as,
    async signUp(email?: string, opts: { role?: StaffRole | 'pending' } = {}) {
      serial += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: email ?? `staff-${serial}-${Date.now()}@bureau.test`,
          password: 'correct horse battery',
          name: 'Test Staff',
          first_name: 'Test',
          last_name: 'Staff',
        },
      });
      const headers = authenticated(response, 'sign-up');
      const body = response.json<{ user: { id: string; role: string; status: string } }>();
      if (body.user.role === 'owner') owner ??= headers;
      const role = opts.role ?? 'teller';
      if (body.user.status === 'pending' && role !== 'pending' && owner) {
        await as(owner, {
          method: 'POST',
          url: `/api/staff/${body.user.id}/approve`,
          payload: { role },
        });
      }
      return { headers, token: headers.authorization.slice(7), userId: body.user.id };
    },
    async signIn(email: string) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'correct horse battery' },
      });
      return authenticated(response, 'sign-in');
    },
    close: async () => {
      await app.close();
      await database.close();
      const drifts = answers.untaken();
      if (drifts.length > 0) throw new AnswerDriftError(drifts);
    },
  };
}
