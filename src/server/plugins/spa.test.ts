import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spaPlugin from './spa';

// A built web app as the build writes it: each file with its brotli and gzip copies.
const script = `export const greeting = "${'hello '.repeat(200)}";\n`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- - -->'.repeat(50)}</body></html>`;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bureau-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), page);
  writeWithCopies(path.join(dist, 'assets', 'main-Ab12Cd34.js'), script);
  writeFileSync(path.join(dist, '.hidden'), 'not for browsers');
  app = Fastify();
  await app.register(spaPlugin, { distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app, served compressed', () => {
  it('sends a script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/main-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(script);
    }
  });

  it('answers a deep link with index.html, compressed and never cached without asking', async () => {
    const br = await get('/customers/abc', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);

    const plain = await get('/customers/abc');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it('answers the root, a folder, a missing file and a dot-file with index.html', async () => {
    for (const url of ['/', '/assets/', '/assets', '/assets/gone-Zz99.js', '/.hidden']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers HEAD for a file as GET does, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/main-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('');
  });

  it('still answers an unknown API path with 404 JSON', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
