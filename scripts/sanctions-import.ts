// `npm run sanctions:import -- [--source sema|un|opensanctions] <file>`: imports a sanctions
// list file into the configured database (DATABASE_URL, or DATA_DIR as `npm start`), replacing
// its source's list in force, and starts the re-screen the running app works through
// (docs/decisions/0038). Without --source the format is recognised from the file. A malformed
// file changes nothing and says what is wrong and where.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SANCTIONS_SOURCES, type SanctionsSource } from '../src/domain/sanctions/list-entry';
import { loadConfig } from '../src/server/config';
import { withMigratedDatabase } from '../src/server/db/migrated-database';
import { HttpError } from '../src/server/http-errors';
import { importList, sniffSource } from '../src/server/modules/sanctions';

const usage = 'Usage: npm run sanctions:import -- [--source sema|un|opensanctions] <file>';
const isSource = (value: string): value is SanctionsSource =>
  (SANCTIONS_SOURCES as readonly string[]).includes(value);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: ReturnType<
  typeof parseArgs<{ options: { source: { type: 'string' } }; allowPositionals: true }>
>;
try {
  args = parseArgs({ options: { source: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const [file, ...rest] = args.positionals;
if (!file || rest.length > 0) fail(usage);
const named = args.values.source;
if (named !== undefined && !isSource(named)) fail(`Unknown source "${named}".\n${usage}`);

let content: string;
try {
  content = await readFile(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}
const source = named ?? sniffSource(content);
if (!source) {
  fail(`${file} is not a list this app recognises: name its --source (sema, un or opensanctions).`);
}

await withMigratedDatabase(loadConfig(), async ({ db }) => {
  try {
    const imported = await importList(db, {
      source,
      file_name: path.basename(file),
      content,
      userId: null,
    });
    const { list } = imported;
    console.log(
      imported.changed
        ? `Imported ${list.entry_count} entries of ${source} (version ${list.version ?? 'not stated'}); a re-screen of every customer and company has started.`
        : `This file is the ${source} list already in force: nothing changed.`,
    );
  } catch (error) {
    if (error instanceof HttpError) fail(error.message);
    throw error;
  }
});
