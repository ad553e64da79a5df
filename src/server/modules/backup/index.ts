// Backup: the owner's download of the whole database as one file.
export { backupRoutes, type BackupSource } from './routes';
