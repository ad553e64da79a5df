// `npm start`: build the web app and the server when they are missing or older than their
// sources, then run the built server (plain JavaScript, no TypeScript compiled at start) in
// this very process, serving the app and /api on one port. The npm script execs this file, so
// SIGTERM and SIGINT to `npm start` reach the server itself: it finishes requests in flight,
// closes the database and exits.
import { spawnSync } from 'node:child_process';
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

// With WEB_DIST_DIR set, the app is served from there as it is (built elsewhere).
if (
  !process.env.WEB_DIST_DIR &&
  isStale(path.resolve('dist/web/index.html'), ['src/web', 'src/domain'])
) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isStale(serverEntry, ['src/server', 'src/domain', 'tsconfig.json', 'package.json'])) {
  console.log('Building the server...');
  // The build tool loads only when there is something to build.
  const { buildServer } = await import('./build-server.mjs');
  try {
    await buildServer();
  } catch {
    // esbuild has already printed what it could not build.
    process.exit(1);
  }
}

// In this process: no second Node.js beside the server, and signals reach its own handlers.
await import(pathToFileURL(serverEntry).href);
