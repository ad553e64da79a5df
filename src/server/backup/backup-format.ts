import { localDateOf } from '@domain/business-day';

// A backup is what each database's own tool makes (docs/decisions/0032): the embedded
// database's data directory as a gzipped tarball, or pg_dump's custom format. The first bytes
// tell them apart, so a restore knows what it was given.
export type BackupKind = 'pglite' | 'postgres';

const GZIP = Buffer.from([0x1f, 0x8b]);
const PG_DUMP = Buffer.from('PGDMP');

export const BACKUP_EXTENSION: Record<BackupKind, string> = {
  pglite: 'tar.gz',
  postgres: 'dump',
};

export const BACKUP_CONTENT_TYPE: Record<BackupKind, string> = {
  pglite: 'application/gzip',
  postgres: 'application/octet-stream',
};

export const BACKUP_LABEL: Record<BackupKind, string> = {
  pglite: 'the embedded database',
  postgres: 'a PostgreSQL database',
};

/** The kind of a backup from its first bytes; null for anything else. */
export function backupKindOf(head: Uint8Array): BackupKind | null {
  const bytes = Buffer.from(head);
  if (bytes.subarray(0, GZIP.length).equals(GZIP)) return 'pglite';
  if (bytes.subarray(0, PG_DUMP.length).equals(PG_DUMP)) return 'postgres';
  return null;
}

/** `bureau-backup-2026-11-25-0715.tar.gz`: the date and time in the bureau's time zone. */
export function backupFileName(kind: BackupKind, at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(':', '');
  return `bureau-backup-${localDateOf(at, timeZone)}-${time}.${BACKUP_EXTENSION[kind]}`;
}
