// `npm start`: build the web app when it is missing or older than its sources, then serve
// the app and /api on one port with the server's TypeScript run by tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const distIndex = path.resolve('dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

const sources = ['src/web', 'src/domain'].map((d) => newestMtime(path.resolve(d)));
const stale = !existsSync(distIndex) || Math.max(...sources) > statSync(distIndex).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
