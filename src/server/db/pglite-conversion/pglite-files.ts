import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

// PGlite kept its data directory in DATA_DIR itself, beside the app's own files (server.lock,
// auth-secret) and, since decision 0045, the cluster's (postgres/, postgres-password,
// postgres.log). Its entries are PostgreSQL's: these names, and the pg_* folders.
const DATA_DIRECTORY_FILES = new Set([
  'PG_VERSION',
  'base',
  'global',
  'postgresql.conf',
  'postgresql.auto.conf',
  'postmaster.opts',
  'postmaster.pid',
  'current_logfiles',
  'backup_label',
  'backup_manifest',
  'tablespace_map',
  'standby.signal',
  'recovery.signal',
]);

const isPgliteEntry = (name: string) => DATA_DIRECTORY_FILES.has(name) || name.startsWith('pg_');

const ASIDE_PREFIX = 'pglite-before-conversion-';

/** The names of PGlite's own entries at the top of DATA_DIR, PG_VERSION last. */
export async function pgliteFilesIn(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = names.filter(isPgliteEntry).sort();
  return [
    ...found.filter((name) => name !== 'PG_VERSION'),
    ...found.filter((n) => n === 'PG_VERSION'),
  ];
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Moves PGlite's entries out of DATA_DIR's top into DATA_DIR/pglite-before-conversion-<time>/
 * (kept for the owner to delete once happy with the conversion), and answers that folder.
 * PG_VERSION moves last, so a move cut short still shows a PGlite folder, and the next call
 * moves the rest into the same folder (the one without a PG_VERSION yet): the data directory
 * is never split in two.
 */
export async function movePgliteFilesAside(dataDir: string): Promise<string> {
  const top = path.resolve(dataDir);
  const names = await pgliteFilesIn(top);
  const unfinished: string[] = [];
  for (const entry of (await readdir(top)).filter((n) => n.startsWith(ASIDE_PREFIX)).sort()) {
    if (!(await exists(path.join(top, entry, 'PG_VERSION')))) unfinished.push(entry);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = path.join(top, unfinished.at(-1) ?? `${ASIDE_PREFIX}${stamp}`);
  await mkdir(aside, { recursive: true, mode: 0o700 });
  for (const name of names) await rename(path.join(top, name), path.join(aside, name));
  return aside;
}
