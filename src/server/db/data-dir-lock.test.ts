import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

async function freshDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bureau-lock-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

// The pid of a process that has run and exited (and been reaped).
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database lock', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const dir = await freshDir();
    const release = await lockDataDir(dir);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await release();
    expect(await readdir(dir)).toEqual([]);
    const again = await lockDataDir(dir);
    await again();
  });

  it('refuses while the process named in the lock runs', async () => {
    const dir = await freshDir();
    // The test runner that started this worker runs for as long as the test does.
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid }));
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another process (pid ${process.ppid}) is using the embedded database in ${dir}`,
    );
  });

  it('takes over a lock left by a process that no longer runs, or an unreadable one', async () => {
    for (const content of [JSON.stringify({ pid: deadPid() }), '', 'not json']) {
      const dir = await freshDir();
      await writeFile(path.join(dir, LOCK_FILE), content);
      const release = await lockDataDir(dir);
      await release();
      expect(await readdir(dir)).toEqual([]);
    }
  });
});
