import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

// PostgreSQL's own tools (pg_dump, pg_restore) run against a connection URL. The password
// goes in the environment, not on the command line, where any local user could read it.
export function connectionArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

export class PostgresToolError extends Error {}

export type ToolProcess = ChildProcessByStdio<Writable | null, Readable, Readable>;

// What the tool wrote on stderr, kept for the error message.
export function collectStderr(child: ToolProcess): () => string {
  let text = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (text.length < 4000) text += chunk;
  });
  return () => text.trim();
}

export function spawnTool(tool: string, args: string[], env: NodeJS.ProcessEnv): ToolProcess {
  return spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function missingTool(tool: string): PostgresToolError {
  return new PostgresToolError(
    `${tool} was not found: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client) in the version of the database server or newer.`,
  );
}
