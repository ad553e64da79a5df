// `npm run bench:web` (also run by `npm run bench`): what a first visit costs. Serves the web
// app already built in dist/web (`npx vite build`; this script builds nothing) through the real
// app on a new embedded database (or one next to BENCH_DATABASE_URL) and opens, in Chromium with an empty cache, the sign-in page
// signed out and the customer list signed in (a new owner's session cookie, nothing else
// cached), each once accepting what a browser accepts (br) and once gzip only. It prints the
// scripts each page requested until the network was idle (their size gzipped at level 9, however
// they were served) and the bytes that went over the wire: every response's status line and
// headers and its body as sent (the headers' share beside it). `BENCH_PAGE=/path` measures that page
// alone, signed in unless it is /auth. Sizes, not timings: they do not depend on the machine's
// load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { loadConfig } from '../src/server/config';
import { seedReferenceData } from '../src/server/db/seed';
import { composeApp } from '../src/server/start-server';
import { openBenchDatabase } from './bench-database';

const distDir = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
// Each page and whether the visitor is signed in.
const pages: { path: string; signedIn: boolean }[] = process.env.BENCH_PAGE
  ? [{ path: process.env.BENCH_PAGE, signedIn: process.env.BENCH_PAGE !== '/auth' }]
  : [
      { path: '/auth', signedIn: false },
      { path: '/customers', signedIn: true },
    ];
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Visit = {
  requests: number;
  // Every response's bytes as received: its status line and headers, then its body as sent.
  wire: number;
  // The status lines and headers alone.
  headers: number;
  scripts: number;
  scriptWire: number;
  // The scripts' bodies as sent (brotli or gzip), without headers.
  scriptBodies: number;
  js: number;
  jsGzip: number;
};

// The session cookie of one staff account, signed up once over HTTP (the first is the owner).
async function sessionCookie(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: 'bench@bench.test', password: 'bench bench bench', name: 'Bench Owner' },
  });
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

type Cookies = Awaited<ReturnType<typeof sessionCookie>>;

async function visit(
  browser: Browser,
  url: string,
  cookies: Cookies,
  acceptEncoding?: string,
): Promise<Visit> {
  const context = await browser.newContext({
    ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
    storageState: { cookies, origins: [] },
  });
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  const result: Visit = {
    requests: 0,
    wire: 0,
    headers: 0,
    scripts: 0,
    scriptWire: 0,
    scriptBodies: 0,
    js: 0,
    jsGzip: 0,
  };
  for (const request of finished) {
    const sizes = await request.sizes();
    const wire = sizes.responseHeadersSize + sizes.responseBodySize;
    result.requests += 1;
    result.wire += wire;
    result.headers += sizes.responseHeadersSize;
    if (request.resourceType() !== 'script') continue;
    const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
    result.scripts += 1;
    result.scriptWire += wire;
    result.scriptBodies += sizes.responseBodySize;
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

const { handle, drop } = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
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
  const signedIn = pages.some((p) => p.signedIn) ? await sessionCookie(browser, address) : [];
  for (const { path: pagePath, signedIn: withSession } of pages) {
    const url = `${address}${pagePath}`;
    const cookies = withSession ? signedIn : [];
    const browserVisit = await visit(browser, url, cookies);
    const gzipVisit = await visit(browser, url, cookies, 'gzip');
    console.log(
      `${pagePath}${withSession ? ' (signed in)' : ''}: ${browserVisit.scripts} scripts,` +
        ` ${kB(browserVisit.jsGzip)} of JavaScript gzipped (${kB(browserVisit.js)} uncompressed)`,
    );
    for (const [label, v] of [
      ['browser (br)', browserVisit],
      ['gzip only', gzipVisit],
    ] as const) {
      console.log(
        `over the wire, ${label.padEnd(12)} ${String(v.requests).padStart(3)} requests` +
          `  ${kB(v.wire).padStart(9)} in all (headers ${kB(v.headers)}),` +
          ` scripts ${kB(v.scriptWire)} (bodies ${kB(v.scriptBodies)})`,
      );
    }
  }
} finally {
  await browser.close();
  await app.close();
  await handle.close();
  await drop();
}
