import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from './db/cluster/free-port';

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

// `npm start` as a user (or a process manager) runs it: a SIGTERM to the npm process must stop
// the server it started, not leave it serving with nobody to stop it.
describe('npm start', { timeout: 240_000 }, () => {
  it('passes SIGTERM on to the server, which stops and frees its port', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bureau-npm-start-'));
    // An empty web folder: the script serves it as it is rather than building the web app.
    const web = await mkdtemp(path.join(tmpdir(), 'bureau-npm-start-web-'));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dir, WEB_DIST_DIR: web },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
    onTestFinished(async () => {
      // Whatever happened, stop the server this test started (the lock names its pid).
      const lock = await readFile(path.join(dir, 'server.lock'), 'utf8').catch(() => null);
      const pid = lock ? (JSON.parse(lock) as { pid: number }).pid : null;
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await rm(dir, { recursive: true, force: true });
      await rm(web, { recursive: true, force: true });
    });
    const health = `http://127.0.0.1:${port}/api/health`;
    await expect.poll(() => answers(health), { timeout: 90_000, interval: 500 }).toBe(true);

    npm.kill('SIGTERM');
    await exited;
    await expect.poll(() => answers(health), { timeout: 20_000, interval: 250 }).toBe(false);
  });
});
