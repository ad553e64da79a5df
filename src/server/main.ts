import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

try {
  const config = loadConfig();
  // The database opens (the embedded one: its folder locked, its PostgreSQL started) while the
  // rest of the server loads; it is awaited before anything else. A failure to open is
  // reported below as before, once the server has loaded.
  const { openDatabase } = await import('./db/open-database');
  const opening = openDatabase(config);
  opening.catch(() => {}); // awaited in startServer; not an unhandled rejection meanwhile
  const { startServer } = await import('./start-server');
  const { app } = await startServer(config, opening);
  app.log.info(
    `Bureau back office at ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`})`,
  );
  // SIGTERM/SIGINT: stop accepting connections, finish requests in flight, close the database
  // (the embedded one's PostgreSQL is stopped last, cleanly).
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
