// `npm start`: build the web app and the server when they are missing or older than their
// sources, then run the built server (plain JavaScript, no TypeScript compiled at start) in
// this very process, serving the app and /api on one port. The npm script execs this file, so
// SIGTERM and SIGINT to `npm start` reach the server itself: it finishes requests in flight,
// closes the database and exits.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

// True when `output` is missing or older than any file under `sources` (folders or files).
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const newest = Math.max(
    ...sources.map((source) => {
      const full = path.resolve(root, source);
      return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    }),
  );
  return newest > statSync(output).mtimeMs;
}

// A build says what it does, then every few seconds that it is still at it, and how long it
// took: the first start builds for a minute or more, and silence would look like a hang.
async function building(what, work) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log(`Building ${what} (on first start and after an update)...`);
  const ticker = setInterval(() => console.log(`  still building ${what}: ${seconds()} s`), 10_000);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  console.log(`Built ${what} in ${seconds()} s.`);
}

function viteBuild() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build: ${code}`))));
  });
}

// With WEB_DIST_DIR set, the app is served from there as it is (built elsewhere).
if (
  !process.env.WEB_DIST_DIR &&
  isStale(path.resolve('dist/web/index.html'), ['src/web', 'src/domain'])
) {
  try {
    await building('the web app', viteBuild);
  } catch {
    // vite has already printed what it could not build.
    process.exit(1);
  }
}

// The build script and the lock file too: the build bundles the development-only packages the
// server uses (build-server.mjs), so a new version of one, or of the build, is a new server.
const serverSources = [
  'src/server',
  'src/domain',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
if (isStale(serverEntry, serverSources)) {
  try {
    // The build tool loads only when there is something to build.
    await building('the server', async () => (await import('./build-server.mjs')).buildServer());
  } catch {
    // esbuild has already printed what it could not build.
    process.exit(1);
  }
}

// In this process: no second Node.js beside the server, and signals reach its own handlers.
await import(pathToFileURL(serverEntry).href);
