import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { PostgresToolError } from '../db/postgres-tool';
import { RestoreRefusedError } from '../db/logical-backup/restore-refused';
import { BackupFileError } from './write-backup-file';

// Errors that explain themselves: printed as they are, without a stack.
const EXPLAINED = [
  ConfigError,
  DataDirLockedError,
  PostgresToolError,
  RestoreRefusedError,
  BackupFileError,
];

/**
 * Runs `npm run backup|restore -- <file>` with the app's configuration (DATA_DIR or
 * DATABASE_URL): prints the outcome, or the reason and exits with status 1.
 */
export async function runCommand(
  name: 'backup' | 'restore',
  run: (config: Config, file: string) => Promise<string>,
): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(`Usage: npm run ${name} -- <file>`);
    process.exit(1);
  }
  try {
    process.stdout.write(`${await run(loadConfig(), file)}\n`);
    process.exit(0);
  } catch (error) {
    if (EXPLAINED.some((kind) => error instanceof kind)) console.error((error as Error).message);
    else console.error(error);
    process.exit(1);
  }
}
