import { access } from 'node:fs/promises';
import { clusterFiles, clusterUrl, readPassword } from './cluster-files';
import { isRunning, readPostmasterPid } from './leftover-postmaster';

export {
  startEmbeddedCluster,
  type ClusterOptions,
  type EmbeddedCluster,
} from './embedded-cluster';
export { clusterFiles, type ClusterFiles } from './cluster-files';

/**
 * The connection string of the cluster a running server holds in DATA_DIR (a backup taken
 * while the app serves connects to it beside the server); null when no cluster runs there.
 */
export async function embeddedClusterUrl(dataDir: string): Promise<string | null> {
  const files = clusterFiles(dataDir);
  const running = await readPostmasterPid(files.cluster);
  if (!running || !isRunning(running.pid)) return null;
  const socketReady = running.socketDir
    ? await access(`${running.socketDir}/.s.PGSQL.${running.port}`).then(
        () => true,
        () => false,
      )
    : true;
  if (!socketReady) return null;
  return clusterUrl(await readPassword(files), running, 'bureau');
}
