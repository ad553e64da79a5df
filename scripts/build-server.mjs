// Builds the server ahead of time into dist/server/main.js, so `npm start` runs plain
// JavaScript instead of compiling TypeScript at every start. The runtime dependencies
// (package.json's `dependencies`) stay external: they load from node_modules as they are. What
// the server uses from a development-only package (date-fns, shared with the web app) is
// bundled, tree-shaken: it is not installed in production, and its index alone loaded ~300
// modules at every start. The `@domain/*` aliases resolve through tsconfig.json.
// Modules imported with `import()` become chunks of their own, loaded only when used (the
// embedded database's, on PostgreSQL, never). The committed migrations and the SQL functions
// they include are copied next to the bundle, where the database client looks for them
// (`./migrations` and `./functions` beside the running module).
// The source map is written for `NODE_OPTIONS=--enable-source-maps` when a stack trace needs
// the sources' lines; the start does not load it (it costs memory and time).
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverOutDir = path.join(root, 'dist/server');
export const serverEntry = path.join(serverOutDir, 'main.js');

// Each runtime dependency and its subpaths (`better-auth/minimal`).
function runtimeDependencies() {
  const { dependencies = {}, optionalDependencies = {} } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  // The optional ones are PostgreSQL's binaries per platform: only this machine's is installed.
  return [...Object.keys(dependencies), ...Object.keys(optionalDependencies)].flatMap((name) => [
    name,
    `${name}/*`,
  ]);
}

export async function buildServer() {
  await rm(serverOutDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: serverOutDir,
    entryNames: '[name]',
    // Chunks stay beside main.js: a module finds `./migrations` relative to its own file.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    external: runtimeDependencies(),
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  // esbuild's helper process is not needed once the server is built.
  await stop();
  // The migrations and the SQL functions they include (`\i functions/<name>.sql`, decision 0050).
  for (const folder of ['migrations', 'functions']) {
    await cp(path.join(root, 'src/server/db', folder), path.join(serverOutDir, folder), {
      recursive: true,
    });
  }
}

// `node scripts/build-server.mjs` (part of `npm run build`).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Built the server into ${path.relative(process.cwd(), serverOutDir) || '.'}`);
}
