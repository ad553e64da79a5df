import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { startEmbeddedCluster, type EmbeddedCluster } from '../db/cluster';
import { seedReferenceData } from '../db/seed';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

// Every test runs on PostgreSQL: TEST_DATABASE_URL's server when it is set, else an embedded
// cluster of the run's own (the app's embedded database, without syncing to disk), so that
// `npm test` needs nothing installed. One migrated, seeded template database per run; each
// test file starts from a copy of it.
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  let folder: string | undefined;
  if (!process.env.TEST_DATABASE_URL) {
    folder = await mkdtemp(path.join(tmpdir(), 'bureau-test-'));
    cluster = await startEmbeddedCluster(folder, { say: () => {}, durable: false });
    // The test files' processes are forked after this and inherit both.
    process.env.TEST_DATABASE_URL = cluster.url;
    process.env.TEST_DATABASE_EMBEDDED = 'true';
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = `bureau_template_${process.pid}`;
  const admin = openPostgres(adminUrl(url));
  await admin.db.execute(`drop database if exists ${template}`);
  await admin.db.execute(`create database ${template}`);
  const pg = openPostgres(databaseUrl(url, template));
  await pg.migrate();
  await seedReferenceData(pg.db);
  await pg.close();
  await admin.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const cleanup = openPostgres(adminUrl(url));
    await cleanup.db.execute(`drop database if exists ${template} with (force)`);
    await cleanup.close();
    if (cluster) await cluster.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
