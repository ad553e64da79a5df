import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The page's policies go with the page; the web app's scripts carry only what they need
// (decision 0066): a signed-in first page loads dozens of them.
const url = process.env.TEST_DATABASE_URL;
const script = `export const greeting = "${'hello '.repeat(200)}";\n`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- - -->'.repeat(50)}</body></html>`;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

describe.runIf(url)('headers of the web app and its files', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'bureau-headers-'));
    mkdirSync(path.join(dist, 'assets'));
    writeWithCopies(path.join(dist, 'index.html'), page);
    writeWithCopies(path.join(dist, 'assets', 'main-Ab12Cd34.js'), script);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (address: string) =>
    t.app.inject({ method: 'GET', url: address, headers: { 'accept-encoding': 'br, gzip' } });

  it('sends a script with nosniff and its cache policy, without the page policies', async () => {
    const res = await get('/assets/main-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'etag',
      'last-modified',
    ]) {
      expect([name, res.headers[name]]).toEqual([name, undefined]);
    }
  });

  it('sends every page of the app with its policies, whatever its address', async () => {
    // A page, the file itself, and an address that looks like a file but is none.
    for (const address of ['/', '/customers', '/index.html', '/assets/missing.js']) {
      const res = await get(address);
      expect([address, res.statusCode]).toEqual([address, 200]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still sends the policies with API answers, refusals included', async () => {
    for (const address of ['/api/health', '/api/customers', '/api/no-such-thing']) {
      const res = await get(address);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
