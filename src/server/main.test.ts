import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';

// The real entry point, as `npm start` runs it: a fresh data directory, then SIGTERM.
describe('the server process', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates its database on first start, serves health, and stops cleanly on SIGTERM', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bureau-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await expect
      .poll(() => /Server listening at (http:\/\/[^"\s]+)/.exec(output)?.[1], { timeout: 30_000 })
      .toBeDefined();
    const url = /Server listening at (http:\/\/[^"\s]+)/.exec(output)?.[1];
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  });

  it('refuses a bad configuration with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('Invalid configuration:\n  PORT: PORT must be a number');
  });

  it('exits with the reason when its port is taken, leaving the database usable', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bureau-port-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'silent' },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise((resolve) => taken.close(resolve));
    expect(code).toBe(1);
    expect(errors).toContain('EADDRINUSE');

    // The same data directory opens again and answers.
    const again = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'info' },
    });
    let output = '';
    again.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => again.on('exit', resolve));
    await expect
      .poll(() => /Server listening at (http:\/\/[^"\s]+)/.exec(output)?.[1], { timeout: 30_000 })
      .toBeDefined();
    const url = /Server listening at (http:\/\/[^"\s]+)/.exec(output)?.[1];
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    again.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
