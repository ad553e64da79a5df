// `npm start`: build the web app when it is missing or older than its sources, then serve
// the app and /api on one port with the server's TypeScript run by tsx. SIGTERM and SIGINT
// are passed on to the server, which finishes requests in flight and closes the database; the
// npm script execs this file, so a signal to `npm start` reaches it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

// With WEB_DIST_DIR set, the app is served from there as it is (built elsewhere).
if (!process.env.WEB_DIST_DIR) {
  const distIndex = path.resolve('dist/web/index.html');
  const sources = ['src/web', 'src/domain'].map((d) => newestMtime(path.resolve(d)));
  const stale = !existsSync(distIndex) || Math.max(...sources) > statSync(distIndex).mtimeMs;
  if (stale) {
    console.log('Building the web app...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
