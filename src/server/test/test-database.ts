import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { pgliteExtensions, wrapPglite } from '../db/pglite';
import { adminUrl, databaseUrl } from './postgres-urls';

export type DatabaseKind = 'pglite' | 'postgres';

// Every API suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const tar = await readFile(inject('pgliteTemplate'));
    const client = await PGlite.create('memory://', {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([tar]),
    });
    return wrapPglite(client);
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
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
