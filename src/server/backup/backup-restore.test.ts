import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows } from '../db/client';
import { openDatabase } from '../db/open-database';
import { connectionArgs } from '../db/postgres-tool';
import { exchangeSuite } from '../test/exchange-suite';
import { scratchDatabase } from './backup-test-support';
import { databaseSnapshot, everyTable } from './backup-snapshot';
import { restoreCommand } from './restore-command';

describe('backup and restore', () => {
  const s = exchangeSuite();
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bureau-backup-test-'));
    // The embedded cluster runs as another user when the tests run as root: it passes through.
    await chmod(folder, 0o711);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const download = async () => {
    const res = await s.call('GET', '/api/backup');
    expect(res.statusCode).toBe(200);
    const file = path.join(folder, `backup-${randomBytes(4).toString('hex')}.sql.gz`);
    await writeFile(file, res.rawPayload);
    return { res, file };
  };

  it('downloads the gzipped script, which restores every balance, movement, audit row and setting elsewhere', async () => {
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
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bureau-backup-\d{4}-\d{2}-\d{2}-\d{4}\.sql\.gz"$/,
    );
    expect(gunzipSync(res.rawPayload).toString('utf8')).toMatch(/^--\n-- bureau backup v1\n/);
    const original = await everyTable(s.t.database.db);

    const target = await scratchDatabase();
    try {
      await expect(
        restoreCommand({ dataDir: '/nonexistent', databaseUrl: target.url }, file),
      ).resolves.toMatch(/^the PostgreSQL database bureau_scratch_/);
      const restored = openPostgres(target.url);
      try {
        expect(await everyTable(restored.db)).toEqual(original);
        const copy = await databaseSnapshot(restored.db);
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

  it('restores a download into an empty DATA_DIR, the embedded database', async () => {
    const { file } = await download();
    const original = await everyTable(s.t.database.db);
    const dataDir = path.join(folder, `data-${randomBytes(4).toString('hex')}`);
    await expect(restoreCommand({ dataDir, databaseUrl: undefined }, file)).resolves.toBe(
      `the embedded database in ${dataDir}`,
    );
    // Again into the same folder: it holds the database now.
    await expect(restoreCommand({ dataDir, databaseUrl: undefined }, file)).rejects.toThrow(
      /The embedded database in .* is not empty .*: restore into an empty DATA_DIR \(a new folder\); nothing was changed/,
    );
    const embedded = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await everyTable(embedded.db)).toEqual(original);
    } finally {
      await embedded.close();
    }
  });

  it('refuses to restore over a database that is not empty, and changes nothing', async () => {
    const { file } = await download();
    const target = await scratchDatabase();
    try {
      const db = openPostgres(target.url);
      await db.db.execute('create table kept (id int)');
      await db.close();
      await expect(
        restoreCommand({ dataDir: '/nonexistent', databaseUrl: target.url }, file),
      ).rejects.toThrow(/is not empty.*: restore into .*nothing was changed/);
      const check = openPostgres(target.url);
      const tables = await queryRows<{ name: string }>(
        check.db,
        `select table_name as name from information_schema.tables where table_schema = 'public'`,
      );
      await check.close();
      expect(tables).toEqual([{ name: 'kept' }]);
    } finally {
      await target.drop();
    }
  });

  it('refuses a file that is no backup before it touches DATA_DIR', async () => {
    const notBackup = path.join(folder, 'notes.txt');
    await writeFile(notBackup, 'hello');
    const dataDir = path.join(folder, `untouched-${randomBytes(4).toString('hex')}`);
    await expect(restoreCommand({ dataDir, databaseUrl: undefined }, notBackup)).rejects.toThrow(
      /is not a backup of the bureau's database/,
    );
    await expect(
      restoreCommand({ dataDir, databaseUrl: undefined }, path.join(folder, 'missing.sql.gz')),
    ).rejects.toThrow(/Cannot read/);
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it("restores an earlier version's pg_dump backup through pg_restore, where installed", async (context) => {
    const file = path.join(folder, `earlier-${randomBytes(4).toString('hex')}.dump`);
    const { dbname, env } = connectionArgs(s.t.database.url);
    const args = ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${dbname}`];
    const dumped = spawnSync('pg_dump', [...args, `--file=${file}`], { env });
    // No pg_dump, or one older than the server: nothing to prove here.
    if (dumped.error || dumped.status !== 0) context.skip();
    const original = await everyTable(s.t.database.db);
    const target = await scratchDatabase();
    try {
      await restoreCommand({ dataDir: '/nonexistent', databaseUrl: target.url }, file);
      const restored = openPostgres(target.url);
      try {
        expect(await everyTable(restored.db)).toEqual(original);
      } finally {
        await restored.close();
      }
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
