import { gunzipSync, constants as zlib } from 'node:zlib';
import { localDateOf } from '@domain/business-day';

// Every backup is the one format of docs/decisions/0047: a gzipped, data-only SQL script. A
// restore also takes the two formats of decision 0032, made before it: pg_dump's custom
// format, and the embedded database's data directory as a gzipped tarball (PGlite).
export type BackupFormat = 'bureau' | 'pg-dump' | 'pglite-tarball';

export const BACKUP_CONTENT_TYPE = 'application/gzip';

const GZIP = Buffer.from([0x1f, 0x8b]);
const PG_DUMP = Buffer.from('PGDMP');
const SCRIPT_START = '--\n-- bureau backup v';
// A tar header holds "ustar" at byte 257.
const TAR_MAGIC = { at: 257, text: 'ustar' };

/** What a file holds, from its first bytes (64 kB are plenty); null for anything else. */
export function backupFormatOf(head: Uint8Array): BackupFormat | null {
  const bytes = Buffer.from(head);
  if (bytes.subarray(0, PG_DUMP.length).equals(PG_DUMP)) return 'pg-dump';
  if (!bytes.subarray(0, GZIP.length).equals(GZIP)) return null;
  let start: Buffer;
  try {
    // The beginning of a longer stream: what it holds so far, without its end.
    start = gunzipSync(bytes, { finishFlush: zlib.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
  if (start.subarray(0, SCRIPT_START.length).toString('latin1') === SCRIPT_START) return 'bureau';
  const magic = start.subarray(TAR_MAGIC.at, TAR_MAGIC.at + TAR_MAGIC.text.length);
  return magic.toString('latin1') === TAR_MAGIC.text ? 'pglite-tarball' : null;
}

/** `bureau-backup-2026-11-25-0715.sql.gz`: the date and time in the bureau's time zone. */
export function backupFileName(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(':', '');
  return `bureau-backup-${localDateOf(at, timeZone)}-${time}.sql.gz`;
}
