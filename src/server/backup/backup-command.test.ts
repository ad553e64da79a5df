import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { pgliteExtensions, wrapPglite } from '../db/pglite';
import { startServer } from '../start-server';
import { createTestDatabase } from '../test/test-database';
import { backupCommand } from './backup-command';
import { databaseSnapshot } from './backup-snapshot';
import { restoreCommand } from './restore-command';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bureau-backup-command-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const fileIn = (name: string) => path.join(folder, `${name}-${randomBytes(3).toString('hex')}`);
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

// Restores a backup of the embedded database into a new folder and reads it.
async function restoredEmbedded(file: string) {
  const dataDir = fileIn('restored');
  await restoreCommand({ dataDir, databaseUrl: undefined }, file);
  const handle = wrapPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  try {
    const backups = await queryRows<{ via: string }>(
      handle.db,
      `select after ->> 'via' as via from audit_log where action = 'backup' order by id`,
    );
    const { accounts, settings } = await databaseSnapshot(handle.db);
    return { backups, accounts, settings };
  } finally {
    await handle.close();
  }
}

describe('npm run backup on the embedded database', () => {
  it('copies the database through the running server, then under its lock once it stopped', async () => {
    const dataDir = fileIn('data');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    });
    const server = await startServer(config);
    const whileRunning = fileIn('running.tar.gz');
    let stopped = false;
    try {
      const result = await backupCommand(config, whileRunning);
      expect(result.how).toMatch(/copied by its running server/);
      expect(result.bytes).toBe((await stat(whileRunning)).size);
      // An existing file is never overwritten.
      await expect(backupCommand(config, whileRunning)).rejects.toThrow(/already exists/);
      await server.app.close();
      stopped = true;
    } finally {
      if (!stopped) await server.app.close();
    }

    const afterStop = fileIn('stopped.tar.gz');
    expect((await backupCommand(config, afterStop)).how).toMatch(/no server was running/);
    // Personal data and password hashes: readable by the owner only.
    expect(await modeOf(whileRunning)).toBe(0o600);
    expect(await modeOf(afterStop)).toBe(0o600);

    const first = await restoredEmbedded(whileRunning);
    const second = await restoredEmbedded(afterStop);
    expect(first.backups).toEqual([{ via: 'command' }]);
    expect(second.backups).toEqual([{ via: 'command' }, { via: 'command' }]);
    expect(second.accounts).toEqual(first.accounts);
    expect(second.settings).toEqual(first.settings);
  });

  it('says so when DATA_DIR holds no database, and writes no file', async () => {
    const file = fileIn('none.tar.gz');
    await expect(
      backupCommand({ dataDir: fileIn('empty'), databaseUrl: undefined }, file),
    ).rejects.toThrow(/There is no embedded database in/);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup on PostgreSQL', () => {
  it("writes pg_dump's custom format, readable by the owner only", async () => {
    const database = await createTestDatabase('postgres');
    try {
      const [row] = await queryRows<{ name: string }>(
        database.db,
        'select current_database() as name',
      );
      const base = new URL(process.env.TEST_DATABASE_URL ?? '');
      base.pathname = `/${row?.name}`;
      const file = fileIn('pg.dump');
      const result = await backupCommand(
        { dataDir: '/nonexistent', databaseUrl: base.toString() },
        file,
      );
      expect(result.how).toMatch(/pg_dump/);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');
      expect(await modeOf(file)).toBe(0o600);
      const [audited] = await queryRows<{ via: string }>(
        database.db,
        `select after ->> 'via' as via from audit_log where action = 'backup'`,
      );
      expect(audited).toEqual({ via: 'command' });
    } finally {
      await database.close();
    }
  });
});
