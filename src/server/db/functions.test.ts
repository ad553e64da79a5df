import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './client';
import {
  expandFunctionIncludes,
  functionsFolderOf,
  parseFunctionFile,
  readMigrationsWithFunctions,
} from './migrate-with-functions';
import { migrationsFolder } from './migrations-folder';
import { createTestDatabase } from '../test/test-database';

// Each SQL function is one file, functions/<name>.sql (docs/decisions/0050): what it does, the
// triggers that run it, and its definition as the migrated database prints it. This holds the
// files to the database the migrations build (every function has its file, written as
// pg_get_functiondef prints it, and lists the triggers that run it), and to the databases
// migrated before (the newest migration including a file applied what the file holds now).

const functionsFolder = functionsFolderOf(migrationsFolder);
const files = readdirSync(functionsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

type FunctionRow = { name: string; definition: string; triggers: string[] };

// The app's own functions: schema public, not an extension's (pg_trgm's live there too).
// Overloads in the order of their arguments, as their file holds them.
const FUNCTIONS = `
  select p.proname as name, pg_get_functiondef(p.oid) as definition,
         array(select pg_get_triggerdef(t.oid) from pg_trigger t
                where t.tgfoid = p.oid and not t.tgisinternal) as triggers
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public'
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
   order by p.proname, pg_get_function_identity_arguments(p.oid)`;

// A function's definitions as its file writes them: each as pg_get_functiondef prints it, ended
// by `;` (instead of its last line break), one blank line between overloads.
const asFile = (rows: FunctionRow[]) =>
  `${rows.map((row) => `${row.definition.replace(/\n$/, '')};`).join('\n\n')}\n`;

describe('SQL functions as files', () => {
  let handle: DatabaseHandle;
  const database = new Map<string, FunctionRow[]>();

  beforeAll(async () => {
    handle = await createTestDatabase();
    for (const row of await queryRows<FunctionRow>(handle.db, FUNCTIONS)) {
      database.set(row.name, [...(database.get(row.name) ?? []), row]);
    }
  });
  afterAll(() => handle.close());

  it('has one file per function of the migrated database, and a function per file', () => {
    expect(files.map((file) => file.replace(/\.sql$/, ''))).toEqual([...database.keys()].sort());
  });

  describe.each(files)('functions/%s', (file) => {
    const text = readFileSync(path.join(functionsFolder, file), 'utf8');
    const { header, triggers, definition } = parseFunctionFile(text);
    const rows = () => database.get(file.replace(/\.sql$/, '')) ?? [];

    it('says what the function does', () => {
      const prose = header.filter((line) => /^-- \w/.test(line) && !line.startsWith('-- Run by:'));
      expect(prose, `functions/${file} has no description above its definition`).not.toEqual([]);
    });

    it("is the migrated database's definition (pg_get_functiondef)", () => {
      expect(
        definition,
        `functions/${file} is not the migrated database's definition as pg_get_functiondef ` +
          'prints it (write it as the database prints it; a migration changes a function only ' +
          'by including its file)',
      ).toBe(asFile(rows()));
    });

    it('lists under "-- Run by:" the triggers that run it (pg_get_triggerdef)', () => {
      expect(
        [...triggers].sort(),
        `functions/${file} lists other triggers than the migrated database runs it from`,
      ).toEqual(
        rows()
          .flatMap((row) => row.triggers)
          .sort(),
      );
    });
  });
});

// What a database already migrated holds is what the newest migration including the file
// applied when it ran: a file edited since reaches no such database until a new migration
// includes it again. So that migration records, on the line above its include, a digest of the
// definition it applied (the file after its header), and the file must still have it.
const digest = (definition: string) =>
  createHash('sha256').update(definition).digest('hex').slice(0, 16);
const DIGEST_LINE = '-- sha256 of the definition applied: ';

function newestIncludes(): Map<string, { tag: string; digestLine: string | undefined }> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const newest = new Map<string, { tag: string; digestLine: string | undefined }>();
  for (const { tag } of journal.entries) {
    const lines = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const include = /^\\i functions\/([a-z0-9_]+)\.sql$/.exec(line);
      if (include?.[1]) newest.set(include[1], { tag, digestLine: lines[i - 1] });
    });
  }
  return newest;
}

const includes = newestIncludes();

describe.each(files)('functions/%s in the migrations', (file) => {
  it('is the definition the newest migration including it applied', () => {
    const name = file.replace(/\.sql$/, '');
    const { definition } = parseFunctionFile(
      readFileSync(path.join(functionsFolder, file), 'utf8'),
    );
    const newest = includes.get(name);
    const expected = `${DIGEST_LINE}${digest(definition)}`;
    expect(newest, `functions/${file} is included by no migration`).toBeDefined();
    expect(
      newest?.digestLine,
      `functions/${file} is not the definition migration ${newest?.tag} applied: a database ` +
        'migrated before has the one that migration applied. A change to a function is a new ' +
        `migration that applies it again, with these two lines:\n${expected}\n\\i functions/${file}\n`,
    ).toBe(expected);
  });
});

describe('the migrations, read with the function files in place', () => {
  it('put the file in place of its include, keeping the comments before it', () => {
    const [statement, ...rest] = expandFunctionIncludes(
      '-- Why it changed.\n\\i functions/audit_actor.sql\n',
      functionsFolder,
    );
    expect(rest).toEqual([]);
    expect(statement).toMatch(
      /^-- Why it changed\.\nCREATE OR REPLACE FUNCTION public\.audit_actor/,
    );
    expect(statement).toMatch(/\$function\$;$/);
  });

  it('leave a statement without includes as it is', () => {
    const statement = 'CREATE INDEX "x" ON "y" ("z");';
    expect(expandFunctionIncludes(statement, functionsFolder)).toEqual([statement]);
  });

  it('send no include to the database', () => {
    const statements = readMigrationsWithFunctions({ migrationsFolder }).flatMap((m) => m.sql);
    expect(statements.filter((statement) => /^\\/m.test(statement))).toEqual([]);
  });

  it('define no function of their own: each is an include of its file', () => {
    const defining = readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .filter((name) =>
        /^\s*CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/im.test(
          readFileSync(path.join(migrationsFolder, name), 'utf8'),
        ),
      );
    expect(defining).toEqual([]);
  });
});
