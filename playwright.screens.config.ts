import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Screenshots of every page for people to look at (issue 28): French and dark, at 1366 and
// 390 px. Not part of `npm test`; run `npx playwright test -c playwright.screens.config.ts`
// and open the pictures under `test-results/screens/`.
export default defineConfig({
  ...base,
  testDir: './e2e-screens',
  retries: 0,
  timeout: 600_000,
  projects: [
    { name: 'setup', testDir: './e2e', testMatch: /auth\.setup\.ts/ },
    {
      name: 'screens',
      use: { ...base.use, storageState: process.env.E2E_STAFF_STATE },
      dependencies: ['setup'],
    },
  ],
});
