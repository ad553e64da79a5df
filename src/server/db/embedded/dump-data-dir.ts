import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's data directory as a gzipped tarball (docs/decisions/0032). Called
 * between transactions on the database's one connection, so nothing is half-written; the
 * checkpoint first writes every change into the data files, so a restore has no WAL to replay.
 */
export async function dumpDataDir(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('gzip');
  return new Uint8Array(await tarball.arrayBuffer());
}
