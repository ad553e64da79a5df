import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, queryRows } from '../db/client';
import { startServer } from '../start-server';
import { createTestDatabase } from '../test/test-database';
import { backupCommand } from './backup-command';
import { scratchDatabase } from './backup-test-support';
import { databaseSnapshot } from './backup-snapshot';
import { restoreCommand } from './restore-command';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bureau-backup-command-'));
  // The embedded cluster runs as another user when the tests run as root: it passes through.
  await chmod(folder, 0o711);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const fileIn = (name: string) => path.join(folder, `${randomBytes(3).toString('hex')}-${name}`);
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
const scriptOf = async (file: string) => gunzipSync(await readFile(file)).toString('utf8');

// Restores a backup into a scratch PostgreSQL database and reads it.
async function restored(file: string) {
  const target = await scratchDatabase();
  try {
    await restoreCommand({ dataDir: '/nonexistent', databaseUrl: target.url }, file);
    const database = openPostgres(target.url);
    try {
      const backups = await queryRows<{ via: string }>(
        database.db,
        `select after ->> 'via' as via from audit_log where action = 'backup' order by id`,
      );
      const { accounts, settings } = await databaseSnapshot(database.db);
      return { backups, accounts, settings };
    } finally {
      await database.close();
    }
  } finally {
    await target.drop();
  }
}

describe('npm run backup on the embedded database', () => {
  it('copies the database beside its running server, then, once it stopped, under its lock', async () => {
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
    const whileRunning = fileIn('running.sql.gz');
    let stopped = false;
    try {
      const result = await backupCommand(config, whileRunning);
      expect(result.how).toMatch(/beside its running server/);
      expect(result.bytes).toBe((await stat(whileRunning)).size);
      // An existing file is never overwritten.
      await expect(backupCommand(config, whileRunning)).rejects.toThrow(/already exists/);
      await server.app.close();
      stopped = true;
    } finally {
      if (!stopped) await server.app.close();
    }

    const afterStop = fileIn('stopped.sql.gz');
    expect((await backupCommand(config, afterStop)).how).toMatch(/no server was running/);
    // Personal data and password hashes: readable by the owner only.
    expect(await modeOf(whileRunning)).toBe(0o600);
    expect(await modeOf(afterStop)).toBe(0o600);
    expect(await scriptOf(afterStop)).toMatch(/^--\n-- bureau backup v1\n/);

    // The embedded database's backups restore into a server's database.
    const first = await restored(whileRunning);
    const second = await restored(afterStop);
    expect(first.backups).toEqual([{ via: 'command' }]);
    expect(second.backups).toEqual([{ via: 'command' }, { via: 'command' }]);
    expect(second.accounts).toEqual(first.accounts);
    expect(second.settings).toEqual(first.settings);
  });

  it('says so when DATA_DIR holds no database, and writes no file', async () => {
    const file = fileIn('none.sql.gz');
    const dataDir = fileIn('empty');
    await expect(backupCommand({ dataDir, databaseUrl: undefined }, file)).rejects.toThrow(
      /There is no embedded database in/,
    );
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('npm run backup on PostgreSQL', () => {
  it('writes the same format, readable by the owner only, and audits it', async () => {
    const database = await createTestDatabase();
    try {
      const file = fileIn('pg.sql.gz');
      const result = await backupCommand(
        { dataDir: '/nonexistent', databaseUrl: database.url },
        file,
      );
      expect(result.how).toMatch(/^the PostgreSQL database bureau_test_/);
      expect(await scriptOf(file)).toMatch(/^--\n-- bureau backup v1\n/);
      expect(await modeOf(file)).toBe(0o600);
      const [audited] = await queryRows<{ via: string }>(
        database.db,
        `select after ->> 'via' as via from audit_log where action = 'backup'`,
      );
      expect(audited).toEqual({ via: 'command' });
      await expect(
        backupCommand(
          { dataDir: '/nonexistent', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
          fileIn('refused.sql.gz'),
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
