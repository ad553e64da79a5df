import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, scratchDatabase, type ScratchDatabase } from '../../backup/backup-test-support';
import { everyTable, everyTableAt } from '../../backup/backup-snapshot';
import { fillBureau, type FilledBureau } from '../../backup/filled-bureau';
import { restoreCommand } from '../../backup/restore-command';
import { openPostgres, queryRows } from '../client';
import { openDatabase } from '../open-database';
import { pgliteExtensions, wrapPglite } from '../pglite';
import { seedReferenceData } from '../seed';
import { differences } from './database-figures';
import { convertPgliteFolder, movePgliteFilesAside, pgliteFilesIn } from '.';

// An earlier version's DATA_DIR: the app ran on PGlite in the folder itself, beside its own
// files. Filled through the API as that version did, then closed.
let folder: string;
let dataDir: string;
let filled: FilledBureau;
let before: Record<string, string>;
// What the app answered on PGlite: the same requests must answer the same after.
const READS = [
  '/api/accounts',
  '/api/till-sessions?status=closed',
  '/api/sanctions/hits?status=all',
];
let answers: Record<string, unknown>;
const scratches: ScratchDatabase[] = [];
const scratch = async () => {
  const database = await scratchDatabase();
  scratches.push(database);
  return database;
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bureau-pglite-conversion-'));
  // The embedded cluster runs as another user when the tests run as root: it passes through.
  await chmod(folder, 0o711);
  dataDir = path.join(folder, 'data');
  await mkdir(dataDir);
  const database = wrapPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await appOn(database);
  try {
    filled = await fillBureau(app);
    answers = {};
    for (const url of [...READS, `/api/exchanges/${filled.references[0]}`]) {
      const res = await app.as(filled.owner.headers, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      answers[url] = res.json();
    }
    before = await everyTable(database.db);
  } finally {
    await app.close();
  }
  await writeFile(path.join(dataDir, 'auth-secret'), 'a-secret-of-the-earlier-version');
}, 180_000);
afterAll(async () => {
  for (const database of scratches) await database.drop();
  await rm(folder, { recursive: true, force: true });
});

describe("converting an earlier version's PGlite folder", () => {
  it('carries every row and balance into PostgreSQL, and the app reads the same there', async () => {
    const target = await scratch();
    const report = await convertPgliteFolder(dataDir, target.url);
    const after = await everyTableAt(target.url);
    expect(after).toEqual(before);
    const rows = Object.entries(before)
      .filter(([name]) => !name.startsWith('sequence ') && name !== 'migrations')
      .reduce((sum, [, text]) => sum + (JSON.parse(text) as unknown[]).length, 0);
    expect(report).toMatchObject({ rows, tables: report.perTable.length });
    expect(report.perTable).toContainEqual({ table: 'exchanges', rows: 2 });
    expect(report.perTable).toContainEqual({ table: 'auth_sessions', rows: 0 });

    const app = await appOn(openPostgres(target.url));
    try {
      const headers = await app.signIn(filled.owner.email);
      for (const [url, answer] of Object.entries(answers)) {
        const res = await app.as(headers, { method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        expect(res.json(), url).toEqual(answer);
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a target that is not empty, and changes neither side', async () => {
    const target = await scratch();
    const database = openPostgres(target.url);
    await database.db.execute('create table kept (id int)');
    await database.close();
    await expect(convertPgliteFolder(dataDir, target.url)).rejects.toThrow(/is not empty/);
    const kept = openPostgres(target.url);
    try {
      const tables = await queryRows<{ name: string }>(
        kept.db,
        `select table_name as name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables).toEqual([{ name: 'kept' }]);
    } finally {
      await kept.close();
    }
  });

  it('says which rows or balances differ', () => {
    const figures = {
      rows: new Map([['exchanges', 2]]),
      accountBalances: ['usd 10.000'],
      locationBalances: ['till usd 10.000'],
    };
    expect(differences(figures, figures)).toEqual([]);
    expect(
      differences(figures, {
        rows: new Map([['exchanges', 1]]),
        accountBalances: ['usd 9.000'],
        locationBalances: ['till usd 10.000'],
      }),
    ).toEqual([
      'exchanges: 2 rows, 1 converted',
      'account balances differ: was usd 10.000; now usd 9.000',
    ]);
  });

  it("restores the earlier version's .tar.gz backup, into a server's database or the embedded one", async () => {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    const tarball = path.join(folder, 'bureau-backup-2026-11-25-0715.tar.gz');
    try {
      await client.exec('CHECKPOINT');
      await writeFile(
        tarball,
        new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      );
    } finally {
      await client.close();
    }
    const server = await scratch();
    await expect(
      restoreCommand({ dataDir: '/nonexistent', databaseUrl: server.url }, tarball),
    ).resolves.toMatch(/PostgreSQL database/);
    expect(await everyTableAt(server.url)).toEqual(before);

    const embeddedDir = path.join(folder, 'embedded');
    await restoreCommand({ dataDir: embeddedDir, databaseUrl: undefined }, tarball);
    const embedded = await openDatabase({ dataDir: embeddedDir, databaseUrl: undefined });
    try {
      expect(await everyTable(embedded.db)).toEqual(before);
      const [row] = await queryRows<{ n: number }>(
        embedded.db,
        'select count(*)::int as n from auth_sessions',
      );
      expect(row?.n).toBe(0);
    } finally {
      await embedded.close();
    }
  });

  it("moves PGlite's files aside, and only them", async () => {
    const names = await pgliteFilesIn(dataDir);
    expect(names).toContain('base');
    expect(names.at(-1)).toBe('PG_VERSION');
    expect(names).not.toContain('auth-secret');
    const aside = await movePgliteFilesAside(dataDir);
    expect(path.dirname(aside)).toBe(dataDir);
    expect(path.basename(aside)).toMatch(/^pglite-before-conversion-\d{4}-\d{2}-\d{2}T/);
    expect((await readdir(dataDir)).sort()).toEqual(['auth-secret', path.basename(aside)].sort());
    expect((await readdir(aside)).sort()).toEqual([...names].sort());
    expect(await pgliteFilesIn(dataDir)).toEqual([]);
    // What was moved is still the earlier version's database.
    const client = await PGlite.create(aside, { extensions: pgliteExtensions });
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from exchanges',
      );
      expect(rows[0]?.n).toBe(2);
    } finally {
      await client.close();
    }
  });
});
