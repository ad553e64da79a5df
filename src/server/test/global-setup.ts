import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres } from '../db/client';
import { pgliteExtensions, wrapPglite } from '../db/pglite';
import { seedReferenceData } from '../db/seed';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

// One migrated, seeded database per test run; each test file starts from a copy of it.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bureau-test-'));
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `bureau_template_${process.pid}`;
    const admin = openPostgres(adminUrl(url));
    await admin.db.execute(`drop database if exists ${template}`);
    await admin.db.execute(`create database ${template}`);
    const pg = openPostgres(databaseUrl(url, template));
    await pg.migrate();
    await seedReferenceData(pg.db);
    await pg.close();
    await admin.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = openPostgres(adminUrl(url));
      await admin.db.execute(`drop database if exists ${template} with (force)`);
      await admin.close();
    }
  };
}
