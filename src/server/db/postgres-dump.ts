import type { Readable } from 'node:stream';
import {
  collectStderr,
  connectionArgs,
  missingTool,
  PostgresToolError,
  spawnTool,
} from './postgres-tool';

/**
 * A PostgreSQL database as pg_dump's custom format (docs/decisions/0032): one consistent
 * snapshot, taken while the app keeps serving. Resolves once pg_dump has written its first
 * bytes, so that a missing tool, a refused connection or a server newer than pg_dump is an
 * error before anything is sent; a failure later ends the stream with an error.
 */
export function dumpPostgres(url: string): Promise<Readable> {
  const { dbname, env } = connectionArgs(url);
  const child = spawnTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${dbname}`],
    env,
  );
  const stderr = collectStderr(child);
  const output = child.stdout;
  return new Promise<Readable>((resolve, reject) => {
    let started = false;
    const fail = (error: Error) => {
      if (started) output.destroy(error);
      else reject(error);
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? missingTool('pg_dump') : error),
    );
    child.once('exit', (code) => {
      if (code !== 0) fail(new PostgresToolError(`pg_dump failed: ${stderr() || `exit ${code}`}`));
      else if (!started) reject(new PostgresToolError('pg_dump wrote nothing'));
    });
    // 'readable' also comes at the end of an empty output: only bytes start the backup.
    const onReadable = () => {
      if (output.readableLength === 0) return;
      started = true;
      output.removeListener('readable', onReadable);
      resolve(output);
    };
    output.on('readable', onReadable);
  });
}
