import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows, type DatabaseHandle } from '../db/client';
import { pgliteExtensions, wrapPglite } from '../db/pglite';
import { exchangeSuite } from '../test/exchange-suite';
import { adminUrl, databaseUrl } from '../test/postgres-urls';
import { databaseKinds, type DatabaseKind } from '../test/test-database';
import { databaseSnapshot } from './backup-snapshot';
import { restoreCommand } from './restore-command';

// A scratch target for a restore: an empty folder, or an empty PostgreSQL database created
// beside the test's and dropped after.
type Target = {
  config: { dataDir: string; databaseUrl: string | undefined };
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

async function scratchTarget(kind: DatabaseKind, folder: string): Promise<Target> {
  const dataDir = path.join(folder, `restored-${randomBytes(4).toString('hex')}`);
  if (kind === 'pglite') {
    return {
      config: { dataDir, databaseUrl: undefined },
      open: async () => wrapPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions })),
      drop: async () => {},
    };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `bureau_restore_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl(url));
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  return {
    config: { dataDir, databaseUrl: databaseUrl(url, name) },
    open: async () => openPostgres(databaseUrl(url, name)),
    drop: async () => {
      const cleanup = openPostgres(adminUrl(url));
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

describe.each(databaseKinds)('backup and restore (%s)', (kind) => {
  const s = exchangeSuite(kind);
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bureau-backup-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const download = async () => {
    const res = await s.call('GET', '/api/backup');
    expect(res.statusCode).toBe(200);
    const file = path.join(folder, `backup-${randomBytes(4).toString('hex')}`);
    await writeFile(file, res.rawPayload);
    return { res, file };
  };

  it('restores every balance, movement, audit row and setting of a downloaded backup elsewhere', async () => {
    const [usd, cad, eur] = await s.ids('USD', 'CAD', 'EUR');
    const customer_id = await s.customer();
    for (const [from, to, amount] of [
      [usd, cad, '100.03'],
      [cad, eur, '250'],
    ] as const) {
      const booked = await s.exchange({
        customer_id,
        pairs: [{ from_currency_id: from, to_currency_id: to, amount }],
      });
      expect(booked.statusCode).toBe(201);
    }
    expect(
      (await s.call('PUT', '/api/settings/require_id_for_card', { value: { enabled: false } }))
        .statusCode,
    ).toBe(200);

    const { res, file } = await download();
    const extension = kind === 'pglite' ? 'tar\\.gz' : 'dump';
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="bureau-backup-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.${extension}"$`,
      ),
    );
    const original = await databaseSnapshot(s.t.database.db);

    const target = await scratchTarget(kind, folder);
    try {
      await restoreCommand(target.config, file);
      const restored = await target.open();
      try {
        const copy = await databaseSnapshot(restored.db);
        expect(copy).toEqual(original);
        // Not empty tables compared with empty ones: the exchanges and the backup are there.
        const [counts] = await queryRows<{ movements: number; backups: number; by: string }>(
          restored.db,
          `select (select count(*)::int from account_movements) as movements,
                  (select count(*)::int from audit_log where action = 'backup') as backups,
                  (select actor_id from audit_log where action = 'backup') as by`,
        );
        expect(counts).toEqual({ movements: 4, backups: 1, by: s.userId });
        expect(JSON.parse(copy.settings ?? '[]')).toContainEqual(
          expect.objectContaining({ key: 'require_id_for_card', value: { enabled: false } }),
        );
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore over a folder or database that is not empty, and changes nothing', async () => {
    const { file } = await download();
    const target = await scratchTarget(kind, folder);
    try {
      if (kind === 'pglite') {
        await mkdir(target.config.dataDir);
        await writeFile(path.join(target.config.dataDir, 'notes.txt'), 'keep me');
      } else {
        const db = await target.open();
        await db.db.execute('create table kept (id int)');
        await db.close();
      }
      await expect(restoreCommand(target.config, file)).rejects.toThrow(
        /is not empty.*: restore into .*nothing was changed/,
      );
      if (kind === 'pglite') {
        expect(await readdir(target.config.dataDir)).toEqual(['notes.txt']);
      } else {
        const db = await target.open();
        const tables = await queryRows<{ name: string }>(
          db.db,
          `select table_name as name from information_schema.tables where table_schema = 'public'`,
        );
        await db.close();
        expect(tables).toEqual([{ name: 'kept' }]);
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses a file that is no backup, and a backup of the other kind of database', async () => {
    const notBackup = path.join(folder, 'notes.txt');
    await writeFile(notBackup, 'hello');
    const target = await scratchTarget(kind, folder);
    try {
      await expect(restoreCommand(target.config, notBackup)).rejects.toThrow(
        /is not a backup of the bureau's database/,
      );
      const { file } = await download();
      const other = {
        dataDir: target.config.dataDir,
        databaseUrl: kind === 'pglite' ? 'postgres://nobody@127.0.0.1:1/none' : undefined,
      };
      await expect(restoreCommand(other, file)).rejects.toThrow(
        kind === 'pglite'
          ? /backup of the embedded database.*unset DATABASE_URL/
          : /backup of a PostgreSQL database.*set DATABASE_URL/,
      );
      await expect(stat(target.config.dataDir)).rejects.toThrow(/ENOENT/);
    } finally {
      await target.drop();
    }
  });

  it('lets only the owner download a backup', async () => {
    for (const role of ['manager', 'teller'] as const) {
      const staff = await s.t.signUp(undefined, { role });
      const res = await s.t.as(staff.headers, { method: 'GET', url: '/api/backup' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});
