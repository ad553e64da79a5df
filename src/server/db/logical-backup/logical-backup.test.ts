import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, scratchDatabase, type ScratchDatabase } from '../../backup/backup-test-support';
import { everyTable, everyTableAt } from '../../backup/backup-snapshot';
import { fillBureau, type FilledBureau } from '../../backup/filled-bureau';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openPostgres, queryRows } from '../client';
import { appMigrations, applyMigrations } from './migration-level';
import { dumpDatabase, restoreDatabase } from '.';

let folder: string;
let t: TestApp;
let filled: FilledBureau;
const scratches: ScratchDatabase[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bureau-logical-backup-'));
  t = await createTestApp();
  filled = await fillBureau({ ...t, db: t.database.db });
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const scratch of scratches) await scratch.drop();
  await rm(folder, { recursive: true, force: true });
});

let files = 0;
async function backupOf(url: string): Promise<string> {
  const file = path.join(folder, `backup-${(files += 1)}.sql.gz`);
  await pipeline(await dumpDatabase(url), createWriteStream(file));
  return file;
}
async function scratch(opts: { owner?: boolean } = {}) {
  const database = await scratchDatabase(opts);
  scratches.push(database);
  return database;
}
// What a refused or failed restore must leave: nothing at all.
const relationsIn = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0]?.n;
  } finally {
    await client.end();
  }
};
const textOf = async (file: string) => gunzipSync(await readFile(file)).toString('utf8');
// The same backup with its text edited, as a damaged or foreign file would be.
async function edited(file: string, edit: (text: string) => string): Promise<string> {
  const copy = path.join(folder, `edited-${(files += 1)}.sql.gz`);
  await writeFile(copy, gzipSync(edit(await textOf(file))));
  return copy;
}

// Two restores of a filled bureau and three full reads: near half a minute on a loaded two-core
// machine, so more than the default time.
describe('the one backup format', { timeout: 120_000 }, () => {
  it('restores a database into another beside it, and that copy back into a third: every row, sequence and balance equal', async () => {
    const original = await everyTable(t.database.db);
    const first = await scratch();
    await restoreDatabase(first.url, createReadStream(await backupOf(t.database.url)));
    expect(await everyTableAt(first.url)).toEqual(original);
    // The other way: a backup of the restored copy restores as the original did.
    const second = await scratch();
    await restoreDatabase(second.url, createReadStream(await backupOf(first.url)));
    expect(await everyTableAt(second.url)).toEqual(original);

    // Not empty tables compared with empty ones.
    const [counts] = await queryRows<{ exchanges: number; days: number; hits: number }>(
      t.database.db,
      `select (select count(*)::int from exchanges) as exchanges,
              (select count(*)::int from business_days where closed_at is not null) as days,
              (select count(*)::int from screening_hits) as hits`,
    );
    expect(counts).toEqual({ exchanges: 2, days: 1, hits: expect.any(Number) });
    expect(counts?.hits).toBeGreaterThan(0);

    // The app on the copy: the migrations are all there, the owner signs in again (no session
    // was carried over) and reads the same exchange and the same balances.
    const restored = openPostgres(second.url);
    await restored.migrate();
    const app = await appOn(restored);
    try {
      const headers = await app.signIn(filled.owner.email);
      for (const url of [`/api/exchanges/${filled.references[0]}`, '/api/accounts']) {
        const there = await t.as(filled.owner.headers, { method: 'GET', url });
        const here = await app.as(headers, { method: 'GET', url });
        expect(here.statusCode, here.body).toBe(200);
        expect(here.json()).toEqual(there.json());
      }
    } finally {
      await app.close();
    }
  });

  it('is a psql script of the data that carries no sign-in session', async () => {
    const [session] = await queryRows<{ token: string }>(
      t.database.db,
      'select token from auth_sessions limit 1',
    );
    expect(session?.token).toBeTruthy();
    const text = await textOf(await backupOf(t.database.url));
    expect(text).toMatch(/^--\n-- bureau backup v1\n/);
    expect(text).toMatch(/^-- migrations: \d+$/m);
    expect(text).toContain('SET session_replication_role = replica;');
    expect(text).toMatch(/^COPY public\.auth_sessions \([^)]*\) FROM stdin;\n\\\.$/m);
    expect(text).toMatch(/^COPY public\.exchanges \([^)]*\) FROM stdin;\n.+\n/m);
    expect(text).toMatch(/^SELECT pg_catalog\.setval\('public\.audit_log_id_seq', \d+, true\);$/m);
    expect(text.endsWith('-- bureau backup complete\n')).toBe(true);
    expect(text).not.toContain(session?.token);
    // Parents before the rows that refer to them.
    expect(text.indexOf('COPY public.currencies ')).toBeLessThan(
      text.indexOf('COPY public.accounts '),
    );
    expect(text.indexOf('COPY public.transactions ')).toBeLessThan(
      text.indexOf('COPY public.account_movements '),
    );
  });

  it('restores as a role that is not a superuser: its own triggers off, tables in foreign-key order', async () => {
    const target = await scratch({ owner: true });
    await restoreDatabase(target.url, createReadStream(await backupOf(t.database.url)));
    const copy = await everyTableAt(target.url);
    expect(copy).toEqual(await everyTable(t.database.db));
    // The triggers are on again: a booked movement is still never deleted.
    const database = openPostgres(target.url);
    try {
      await expect(database.db.execute('delete from account_movements')).rejects.toMatchObject({
        cause: { message: 'account_movements is append-only' },
      });
    } finally {
      await database.close();
    }
  });

  it('restores a backup of an older migration level, then applies the newer migrations', async () => {
    const older = await scratch();
    const migrations = appMigrations();
    const client = new pg.Client({ connectionString: older.url });
    await client.connect();
    try {
      await applyMigrations(client, migrations.slice(0, -2));
      await client.query(
        `insert into currencies (code, name, symbol) values ('ZZZ', 'Old money', 'Z')`,
      );
    } finally {
      await client.end();
    }
    const file = await backupOf(older.url);
    expect(await textOf(file)).toContain(`-- migration-tag: ${migrations.at(-3)?.tag}`);
    const target = await scratch();
    await restoreDatabase(target.url, createReadStream(file));
    const snapshot = await everyTableAt(target.url);
    expect(snapshot.currencies).toContain('"code":"ZZZ"');
    expect(JSON.parse(snapshot.migrations ?? '[]')).toHaveLength(migrations.length);
  });

  it('refuses a database that is not empty, and changes nothing', async () => {
    const target = await scratch();
    const database = openPostgres(target.url);
    await database.db.execute('create table kept (id int)');
    await database.close();
    await expect(
      restoreDatabase(target.url, createReadStream(await backupOf(t.database.url))),
    ).rejects.toThrow(/is not empty.*: restore into a new, empty database.*nothing was changed/);
    expect(await relationsIn(target.url)).toBe(1);
  });

  it('refuses what is no backup, a newer version, a damaged or cut-short file, and leaves the database empty', async () => {
    const target = await scratch();
    const backup = await backupOf(t.database.url);
    const plain = path.join(folder, 'notes.txt');
    await writeFile(plain, 'hello');
    const otherGzip = path.join(folder, 'notes.txt.gz');
    await writeFile(otherGzip, gzipSync('-- just a script\nselect 1;\n'));
    const newest = appMigrations().at(-1);
    const cases: [string, RegExp][] = [
      [plain, /not a backup of the bureau's database/],
      [otherGzip, /not a backup of the bureau's database/],
      [
        await edited(backup, (text) =>
          text
            .replace(
              /^-- migration-created-at: \d+$/m,
              `-- migration-created-at: 9${newest?.folderMillis}`,
            )
            .replace(/^-- migration-tag: .*$/m, '-- migration-tag: 0099_from_the_future'),
        ),
        /newer version of the app.*0099_from_the_future.*Restore it with a version of the app that has migration 0099_from_the_future/,
      ],
      // A row its table refuses, in the middle of the load.
      [
        await edited(backup, (text) =>
          text.replace(/(COPY public\.currencies [^\n]*\n)[0-9a-f-]{36}/, '$1not-a-uuid'),
        ),
        /invalid input syntax for type uuid/,
      ],
      [
        await edited(backup, (text) => text.replace('-- bureau backup complete\n', '')),
        /cut short/,
      ],
      [
        await edited(backup, (text) => text.slice(0, text.indexOf('COPY public.exchanges'))),
        /cut short/,
      ],
      [
        await edited(backup, (text) =>
          text.replace('SELECT pg_catalog.setval', 'DROP TABLE x; --'),
        ),
        /not a statement a bureau backup holds/,
      ],
    ];
    for (const [file, refusal] of cases) {
      await expect(restoreDatabase(target.url, createReadStream(file)), file).rejects.toThrow(
        refusal,
      );
      expect(await relationsIn(target.url)).toBe(0);
    }
    // A gzip cut short.
    const bytes = await readFile(backup);
    const cut = path.join(folder, 'cut.sql.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreDatabase(target.url, createReadStream(cut))).rejects.toThrow(
      /damaged or cut short/,
    );
    expect(await relationsIn(target.url)).toBe(0);
    // A check of the loaded rows that fails (a conversion's comparison) rolls it all back too.
    await expect(
      restoreDatabase(target.url, createReadStream(backup), {
        verify: async () => {
          throw new Error('the copy differs');
        },
      }),
    ).rejects.toThrow('the copy differs');
    expect(await relationsIn(target.url)).toBe(0);
    // And the same database takes the good backup after all that.
    await restoreDatabase(target.url, createReadStream(backup));
    expect(await everyTableAt(target.url)).toEqual(await everyTable(t.database.db));
  });

  it('streams tables of many chunks, with every escape COPY writes, unchanged', async () => {
    const source = await scratch();
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      await applyMigrations(client, appMigrations());
      await client.query(
        `insert into settings (key, value, description)
         select 'bulk-' || g, jsonb_build_object('text', E'a\\\\b\\tc\\nd é ' || g),
                E'line one\\n\\\\.\\tline two' || repeat('x', g % 300)
           from generate_series(1, 30000) g`,
      );
    } finally {
      await client.end();
    }
    const file = await backupOf(source.url);
    expect((await readFile(file)).length).toBeGreaterThan(200_000);
    const target = await scratch();
    const { rows } = await restoreDatabase(target.url, createReadStream(file));
    expect(rows.get('settings')).toBe(30_000);
    expect(rows.get('audit_log')).toBe(30_000);
    const digest = async (url: string) => {
      const database = openPostgres(url);
      try {
        return await queryRows<{ settings: string; audit: string }>(
          database.db,
          `select (select md5(string_agg(t::text, '|' order by t.key)) from settings t) as settings,
                  (select md5(string_agg(t::text, '|' order by t.id)) from audit_log t) as audit`,
        );
      } finally {
        await database.close();
      }
    };
    expect(await digest(target.url)).toEqual(await digest(source.url));
  });

  it('answers a refused connection before anything is sent', async () => {
    await expect(dumpDatabase('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow();
  });
});
