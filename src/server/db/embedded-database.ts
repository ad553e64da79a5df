import { access, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPostgres, type DatabaseHandle } from './client';
import { clusterFiles, startEmbeddedCluster, type EmbeddedCluster } from './cluster';
import { lockDataDir } from './data-dir-lock';
import { sayOnConsole } from './say-on-console';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// Written before a conversion starts and removed once it is verified: a start that finds it
// was cut short mid-conversion, and converts again from the untouched PGlite files.
const CONVERSION_MARK = 'pglite-conversion.pending';

/**
 * A DATA_DIR that an earlier version filled with PGlite (its files at the folder's top) is
 * converted once, on the first start of this one (docs/decisions/0045): into the new cluster,
 * every table's rows and every balance compared, and only then are PGlite's files moved aside
 * into a folder of their own beside it, kept for the owner to delete.
 */
async function startConverting(
  dataDir: string,
  say: (line: string) => void,
): Promise<EmbeddedCluster> {
  const files = clusterFiles(dataDir);
  // PGlite's data directory is DATA_DIR itself; the cluster's is DATA_DIR/postgres.
  if (!(await exists(path.join(files.dataDir, 'PG_VERSION')))) {
    return startEmbeddedCluster(dataDir, { say });
  }
  // Loaded only for a folder to convert: PGlite is large.
  const { convertPgliteFolder, movePgliteFilesAside } = await import('./pglite-conversion');
  const mark = path.join(files.dataDir, CONVERSION_MARK);
  const unfinished = await exists(mark);
  if (unfinished || !(await exists(path.join(files.cluster, 'PG_VERSION')))) {
    await rm(files.cluster, { recursive: true, force: true });
    await writeFile(mark, `${new Date().toISOString()}\n`, { mode: 0o600 });
    const cluster = await startEmbeddedCluster(dataDir, { say });
    try {
      say(`Converting the embedded database of an earlier version (PGlite) in ${files.dataDir}...`);
      const report = await convertPgliteFolder(files.dataDir, cluster.url);
      say(`Converted ${report.rows} rows of ${report.tables} tables; every balance compared.`);
    } catch (error) {
      await cluster.stop();
      throw new Error(
        `The embedded database of an earlier version in ${files.dataDir} could not be converted, ` +
          `and is left as it was: ${(error as Error).message}`,
        { cause: error },
      );
    }
    await rm(mark, { force: true });
    say(`The earlier database's files are kept in ${await movePgliteFilesAside(files.dataDir)}.`);
    return cluster;
  }
  // Converted before; the files were not moved aside yet when that start stopped.
  say(`The earlier database's files are kept in ${await movePgliteFilesAside(files.dataDir)}.`);
  return startEmbeddedCluster(dataDir, { say });
}

/**
 * The embedded database in DATA_DIR (docs/decisions/0045): the folder locked to this process,
 * its PostgreSQL cluster started (created on the first start), and a pool of connections to
 * it. Closing ends the connections, then stops the cluster cleanly, then releases the folder.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  say: (line: string) => void = sayOnConsole,
): Promise<DatabaseHandle> {
  const release = await lockDataDir(dataDir);
  try {
    const cluster = await startConverting(dataDir, say);
    const handle = openPostgres(cluster.url);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await cluster.stop();
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
