// npm run restore -- <file>: a backup into an empty DATA_DIR or database (docs/decisions/0047).
import { restoreCommand } from '../src/server/backup/restore-command';
import { runCommand } from '../src/server/backup/run-command';

await runCommand('restore', async (config, file) => {
  const where = await restoreCommand(config, file);
  return `Restored ${file} into ${where}. Start the app on it as usual.`;
});
