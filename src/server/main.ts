import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './start-server';

try {
  const config = loadConfig();
  const { app } = await startServer(config);
  app.log.info(
    `Bureau back office at ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`})`,
  );
  // SIGTERM/SIGINT: stop accepting connections, finish requests in flight, close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
