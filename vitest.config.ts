import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      // The web's pure parts (formats, catalogues) have unit tests too.
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph instead of loading the
    // server's modules again for each file: importing them took 405 of the suite's 730 s
    // (issue 43). Safe here: every file makes its own app and database, no file mocks a
    // module, and the few that fake timers or spy restore them after each test.
    isolate: false,
    // One test file per core: a file spends much of its time waiting on PostgreSQL, so the
    // default (a core less) left a two-core machine running one file at a time.
    maxWorkers: availableParallelism(),
  },
});
