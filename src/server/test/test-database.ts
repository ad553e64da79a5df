import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { adminUrl, databaseUrl } from './postgres-urls';

// The database a test's app runs on (global-setup.ts): TEST_DATABASE_URL's server, or the run's
// embedded cluster.
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with vitest');
  return url;
}

// A fresh copy of the run's migrated, seeded template, dropped when closed.
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  const name = `bureau_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl(url));
  await admin.db.execute(`create database ${name} template ${template}`);
  await admin.close();
  const handle = openPostgres(databaseUrl(url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = openPostgres(adminUrl(url));
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
