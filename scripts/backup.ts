// npm run backup -- <file>: a consistent copy of the database, while the app serves (docs/decisions/0047).
import { backupCommand } from '../src/server/backup/backup-command';
import { runCommand } from '../src/server/backup/run-command';

await runCommand('backup', async (config, file) => {
  const { bytes, how } = await backupCommand(config, file);
  return `Backed up ${how} to ${file} (${bytes} bytes, readable by its owner only).`;
});
