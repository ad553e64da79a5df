// The one backup format of every database (docs/decisions/0047): a gzipped, data-only SQL
// script in pg_dump's plain format, written and read without PostgreSQL's client tools.
export { dumpDatabase, dumpPglite } from './dump-database';
export {
  readBackupHeader,
  restoreDatabase,
  type RestoreReport,
  type RestoreTarget,
} from './restore-database';
export { databaseName, refuseUnlessEmpty } from './empty-database';
export { TABLES_WITHOUT_ROWS, type BackupHeader, type MigrationLevel } from './format';
export type { Query } from './catalog';
