// `npm run bench:web` (also run by `npm run bench`): what the sign-in page costs a first visitor.
// Serves the web app already built in dist/web (`npx vite build`; this script builds nothing)
// through the real app on an in-memory database, opens /auth in Chromium with an empty cache,
// once accepting what a browser accepts (br) and once gzip only, and prints the scripts the
// page requested (their size gzipped at level 9, however they were served) and the bytes that
// went over the wire. Sizes, not timings: the figures do not depend on the machine's load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/pglite';
import { seedReferenceData } from '../src/server/db/seed';
import { composeApp } from '../src/server/start-server';

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const pagePath = process.env.BENCH_PAGE ?? '/auth';
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Visit = {
  requests: number;
  wire: number;
  scripts: number;
  scriptWire: number;
  js: number;
  jsGzip: number;
};

async function visit(browser: Browser, url: string, acceptEncoding?: string): Promise<Visit> {
  const context = await browser.newContext(
    acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {},
  );
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  const result: Visit = { requests: 0, wire: 0, scripts: 0, scriptWire: 0, js: 0, jsGzip: 0 };
  for (const request of finished) {
    const sizes = await request.sizes();
    const wire = sizes.responseHeadersSize + sizes.responseBodySize;
    result.requests += 1;
    result.wire += wire;
    if (request.resourceType() !== 'script') continue;
    const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
    result.scripts += 1;
    result.scriptWire += wire;
    result.js += body.length;
    const gzipped = gzipSync(body, { level: 9 }).length;
    result.jsGzip += gzipped;
    // BENCH_VERBOSE=1 names each script, to see what a page pulls in.
    if (process.env.BENCH_VERBOSE === '1')
      console.log(`  ${kB(gzipped).padStart(9)}  ${request.url()}`);
  }
  await context.close();
  return result;
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built web app in ${distDir}: run \`npx vite build\` first.`);
  process.exit(1);
}

const handle = await openPglite();
await handle.migrate();
await seedReferenceData(handle.db);
const app = await composeApp(
  loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    WEB_DIST_DIR: distDir,
  }),
  handle,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}${pagePath}`;
  const browserVisit = await visit(browser, url);
  const gzipVisit = await visit(browser, url, 'gzip');
  console.log(
    `${pagePath}: ${browserVisit.scripts} scripts, ${kB(browserVisit.jsGzip)} of JavaScript gzipped` +
      ` (${kB(browserVisit.js)} uncompressed)`,
  );
  for (const [label, v] of [
    ['browser (br)', browserVisit],
    ['gzip only', gzipVisit],
  ] as const) {
    console.log(
      `over the wire, ${label.padEnd(12)} ${String(v.requests).padStart(3)} requests` +
        `  ${kB(v.wire).padStart(9)} in all, scripts ${kB(v.scriptWire)}`,
    );
  }
} finally {
  await browser.close();
  await app.close();
  await handle.close();
}
