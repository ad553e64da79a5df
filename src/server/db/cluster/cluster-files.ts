import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Where the embedded cluster keeps its parts in DATA_DIR.
export type ClusterFiles = {
  dataDir: string;
  // PostgreSQL's data directory (and its socket).
  cluster: string;
  // The generated password of the cluster's role, readable by the server's user only.
  password: string;
  // PostgreSQL's own log.
  log: string;
};

export function clusterFiles(dataDir: string): ClusterFiles {
  const absolute = path.resolve(dataDir);
  return {
    dataDir: absolute,
    cluster: path.join(absolute, 'postgres'),
    password: path.join(absolute, 'postgres-password'),
    log: path.join(absolute, 'postgres.log'),
  };
}

// The role initdb creates: the cluster's superuser, the app's only user.
export const CLUSTER_ROLE = 'bureau';

export async function readPassword(files: ClusterFiles): Promise<string> {
  try {
    return (await readFile(files.password, 'utf8')).trim();
  } catch (error) {
    throw new Error(
      `The embedded database's password (${files.password}) cannot be read: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

export function clusterUrl(
  password: string,
  listening: { socketDir: string | null; port: number },
  database: string,
): string {
  const credentials = `${CLUSTER_ROLE}:${encodeURIComponent(password)}`;
  if (listening.socketDir) {
    const host = encodeURIComponent(listening.socketDir);
    return `postgresql://${credentials}@localhost/${database}?host=${host}&port=${listening.port}`;
  }
  return `postgresql://${credentials}@127.0.0.1:${listening.port}/${database}`;
}
