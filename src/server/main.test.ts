import { spawn } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const LISTENING = /Server listening at (http:\/\/[^"\s]+)/;

// The real entry point, as `npm start` runs it, with its output (stdout and stderr) collected.
function runMain(env: Record<string, string>, script = 'src/server/main.ts') {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    // Waits for the listening line, then asks /api/health.
    async health() {
      await expect.poll(() => LISTENING.exec(output)?.[1], { timeout: 90_000 }).toBeDefined();
      const response = await fetch(`${LISTENING.exec(output)?.[1]}/api/health`);
      return response.json();
    },
  };
}

async function freshDataDir(label: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `bureau-${label}-`));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

// Each test starts real processes (a new embedded database takes seconds), on a shared machine.
describe('the server process', { timeout: 240_000 }, () => {
  it('creates its database on first start, serves health, and stops cleanly on SIGTERM', async () => {
    const dir = await freshDataDir('main');
    const server = runMain({ PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info', NODE_ENV: 'production' });
    expect(await server.health()).toEqual({ status: 'ok', database: 'reachable' });

    // The first start says what it does, as a build does.
    expect(server.output()).toContain(
      `Initialising the embedded PostgreSQL database in ${path.join(dir, 'postgres')} (first start)...`,
    );
    expect(server.output()).toContain('Migrating the database...');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // PostgreSQL was stopped cleanly after the server: it left no pid file.
    await expect(access(path.join(dir, 'postgres', 'postmaster.pid'))).rejects.toThrow('ENOENT');
  });

  it('refuses a bad configuration with a clear message', async () => {
    const server = runMain({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:\n  PORT: PORT must be a number');
  });

  it('exits with the reason when its port is taken, leaving the database usable', async () => {
    const dir = await freshDataDir('port');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const refused = runMain({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const code = await refused.exited;
    await new Promise((resolve) => taken.close(resolve));
    expect(code).toBe(1);
    expect(refused.output()).toContain('EADDRINUSE');

    // The same data directory opens again and answers.
    const again = runMain({ PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info' });
    expect(await again.health()).toEqual({ status: 'ok', database: 'reachable' });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('refuses a second server (and seed:demo) on the same DATA_DIR, and starts again once the first is killed', async () => {
    const dir = await freshDataDir('lock');
    const env = { PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info' };
    const first = runMain(env);
    expect(await first.health()).toEqual({ status: 'ok', database: 'reachable' });
    const refusal = `Another process (pid ${first.child.pid}) is using the embedded database in ${dir}`;

    const second = runMain(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(refusal);
    const seed = runMain({ DATA_DIR: dir }, 'scripts/seed-demo.ts');
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain(refusal);
    expect(await first.health()).toEqual({ status: 'ok', database: 'reachable' });

    // A process that is killed cannot remove its lock; the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = runMain(env);
    expect(await third.health()).toEqual({ status: 'ok', database: 'reachable' });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
