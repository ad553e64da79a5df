import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { chmod, chown, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { sayOnConsole } from '../say-on-console';
import { postgresBinaries } from './binaries';
import { freePort } from './free-port';
import { assertReachable, clusterUser, type ClusterUser } from './cluster-user';
import { clusterFiles, clusterUrl, readPassword, type ClusterFiles } from './cluster-files';
import { initialiseCluster } from './initialise-cluster';
import { stopLeftoverPostmaster } from './leftover-postmaster';

/**
 * The embedded database: a real PostgreSQL cluster in DATA_DIR/postgres, run by the server as a
 * child process (docs/decisions/0045). It listens on a Unix socket inside its own folder (no
 * network address at all), or on 127.0.0.1 where sockets are not available (Windows, a folder
 * path too long for a socket), and syncs every commit to disk.
 */
export type EmbeddedCluster = {
  // node-postgres's connection string of the bureau's database.
  url: string;
  // A fast shutdown: clients disconnected, a checkpoint, the process gone.
  stop(): Promise<void>;
};

// Durability is not left to the cluster's files: the command line wins over postgresql.conf
// and ALTER SYSTEM, so no edit can turn it off.
const DURABLE = ['fsync=on', 'full_page_writes=on', 'synchronous_commit=on'];
// Only for a throwaway cluster (the test suite's, deleted after the run): no sync to disk.
const THROWAWAY = ['fsync=off', 'full_page_writes=off', 'synchronous_commit=off'];

export type ClusterOptions = {
  say?: (line: string) => void;
  // False only for a cluster whose data nobody keeps (tests).
  durable?: boolean;
};

// A socket's path (sun_path) holds at most 107 bytes on Linux, 103 on macOS.
const SOCKET_PATH_LIMIT = 100;

type Listening = { socketDir: string | null; port: number };

async function chooseListening(files: ClusterFiles): Promise<Listening> {
  const socket = path.join(files.cluster, '.s.PGSQL.5432');
  if (process.platform !== 'win32' && Buffer.byteLength(socket) <= SOCKET_PATH_LIMIT) {
    return { socketDir: files.cluster, port: 5432 };
  }
  return { socketDir: null, port: await freePort() };
}

function listenArgs({ socketDir, port }: Listening): string[] {
  const settings = socketDir
    ? [`listen_addresses=`, `unix_socket_directories=${socketDir}`, 'unix_socket_permissions=0700']
    : ['listen_addresses=127.0.0.1', `unix_socket_directories=`];
  return [...settings, `port=${port}`];
}

async function lastLogLines(files: ClusterFiles): Promise<string> {
  const text = await readFile(files.log, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-8).join('\n');
}

// Connects until the cluster answers: a crash recovery after a power cut may take a while.
async function waitUntilReady(url: string, child: ChildProcess, files: ClusterFiles) {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== undefined) {
      throw new Error(
        `The embedded PostgreSQL stopped while starting (exit ${exited}). Its log (${files.log}) ends:\n${await lastLogLines(files)}`,
      );
    }
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

// The bureau's database; created on the first start, after initdb (again if a start was cut
// between the two).
async function ensureDatabase(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from pg_database where datname = 'bureau'`);
    if (!rowCount) await client.query('create database bureau');
  } finally {
    await client.end();
  }
}

// On Linux, util-linux's setpriv makes the kernel send PostgreSQL a fast shutdown when the
// server dies without stopping it (killed, crashed); elsewhere the next start stops it.
const SETPRIV = '/usr/bin/setpriv';
const withParentDeathSignal = (command: string[]) =>
  process.platform === 'linux' && existsSync(SETPRIV)
    ? [SETPRIV, '--pdeathsig', 'SIGINT', '--', ...command]
    : command;

function spawnPostmaster(
  postgres: string,
  files: ClusterFiles,
  listening: Listening,
  user: ClusterUser,
  durable: boolean,
): ChildProcess {
  const log = openSync(files.log, 'a', 0o600);
  try {
    const settings = [
      ...(durable ? DURABLE : THROWAWAY),
      ...listenArgs(listening),
      'logging_collector=off',
    ];
    const [command = postgres, ...args] = withParentDeathSignal([
      postgres,
      '-D',
      files.cluster,
      ...settings.flatMap((s) => ['-c', s]),
    ]);
    return spawn(command, args, {
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops
      // PostgreSQL itself once its requests are answered.
      detached: true,
      stdio: ['ignore', log, log],
      windowsHide: true,
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    closeSync(log);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // PostgreSQL's fast shutdown
  const late = setTimeout(() => child.kill('SIGQUIT'), 60_000);
  await exited;
  clearTimeout(late);
}

export async function startEmbeddedCluster(
  dataDir: string,
  { say = sayOnConsole, durable = true }: ClusterOptions = {},
): Promise<EmbeddedCluster> {
  const files = clusterFiles(dataDir);
  const user = await clusterUser();
  await assertReachable(files.dataDir, user);
  // Only the server's user reads the folder; a cluster run by another user (the server is
  // root) may pass through it to its own folder, not list it.
  await mkdir(files.dataDir, { recursive: true, mode: 0o700 });
  await chmod(files.dataDir, user ? 0o711 : 0o700);
  const binaries = await postgresBinaries();
  if (!(await initialiseCluster(files, binaries.initdb, user, say))) {
    await stopLeftoverPostmaster(files.cluster, say);
  }
  if (user) await chown(files.log, user.uid, user.gid).catch(() => {});
  const listening = await chooseListening(files);
  const password = await readPassword(files);
  const url = clusterUrl(password, listening, 'bureau');
  const child = spawnPostmaster(binaries.postgres, files, listening, user, durable);
  // Not waited for: the server exits with its cluster, or the cluster outlives a killed server
  // (the next start stops it), never blocks the server's exit.
  child.unref();
  // An exit without a clean close (an uncaught error) still shuts the cluster down.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  try {
    await waitUntilReady(clusterUrl(password, listening, 'postgres'), child, files);
    await ensureDatabase(clusterUrl(password, listening, 'postgres'));
  } catch (error) {
    process.removeListener('exit', onExit);
    await stopChild(child);
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url,
    stop: () => {
      stopping ??= stopChild(child).then(() => {
        process.removeListener('exit', onExit);
      });
      return stopping;
    },
  };
}
