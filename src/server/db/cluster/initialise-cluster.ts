import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chown, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { ClusterUser } from './cluster-user';
import { CLUSTER_ROLE, type ClusterFiles } from './cluster-files';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

function run(command: string, args: string[], user: ClusterUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      windowsHide: true,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/**
 * Creates the cluster on the first start: a generated password kept in DATA_DIR (0600), and
 * initdb into a folder beside the cluster's, renamed into place once complete, so that a start
 * cut short initialises again instead of opening half a cluster. Returns whether it did.
 */
export async function initialiseCluster(
  files: ClusterFiles,
  initdb: string,
  user: ClusterUser,
  say: (line: string) => void,
): Promise<boolean> {
  if (await exists(`${files.cluster}/PG_VERSION`)) return false;
  say(`Initialising the embedded PostgreSQL database in ${files.cluster} (first start)...`);
  const password = randomBytes(24).toString('base64url');
  await writeFile(`${files.password}.new`, `${password}\n`, { mode: 0o600 });
  await rename(`${files.password}.new`, files.password);
  const staging = `${files.cluster}.initialising`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  // initdb reads the password from a file its user can read; removed right after.
  const passwordFile = `${files.dataDir}/.initdb-password-${randomBytes(4).toString('hex')}`;
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    await chown(staging, user.uid, user.gid);
    await chown(passwordFile, user.uid, user.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${staging}`,
        `--username=${CLUSTER_ROLE}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Collation and character classes from PostgreSQL itself, the same on every machine
        // whatever locales its operating system has.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--data-checksums',
        '--no-instructions',
      ],
      user,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
  await rename(staging, files.cluster);
  return true;
}
