import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';
import { FAKE_FINTRAC_CLIENT } from './src/server/test/fake-fintrac-server';

// One free port and one fresh database for the whole run; workers inherit them from the
// environment the first evaluation sets.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// The local fake of the crypto price service the app is pointed at.
process.env.E2E_PRICE_PORT ??= String(await freePort());
// The local fake of the Bank of Canada's Valet (reference rates).
process.env.E2E_VALET_PORT ??= String(await freePort());
// The local fake of the sanctions lists' publishers (the fixture files).
process.env.E2E_SANCTIONS_PORT ??= String(await freePort());
// The local fake of FINTRAC's Report Ingest API.
process.env.E2E_FINTRAC_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bureau-e2e-'));
// The signed-in staff member's cookie, per run, so two runs side by side never share it.
process.env.E2E_STAFF_STATE ??= path.join(
  mkdtempSync(path.join(tmpdir(), 'bureau-e2e-auth-')),
  'staff.json',
);
// Beside it, the cookies of the run's pre-made manager and teller (e2e/auth.setup.ts), for the
// specs that need someone in that role without signing a new member up.
const authDir = path.dirname(process.env.E2E_STAFF_STATE);
process.env.E2E_MANAGER_STATE ??= path.join(authDir, 'manager.json');
process.env.E2E_TELLER_STATE ??= path.join(authDir, 'teller.json');
const port = process.env.E2E_PORT;
const pricePort = process.env.E2E_PRICE_PORT;
const valetPort = process.env.E2E_VALET_PORT;
const sanctionsPort = process.env.E2E_SANCTIONS_PORT;
const sanctionsBase = `http://127.0.0.1:${sanctionsPort}`;
const fintracBase = `http://127.0.0.1:${process.env.E2E_FINTRAC_PORT}`;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // In CI one retry keeps a rare timing hiccup of the machine from refusing a good change; the
  // list reporter still names any test that needed it as flaky, to be fixed.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // In CI the machine may be shared and slow (a whole run took 2.4 times as long one day):
  // twice the time before a test or an expectation gives up; a passing test takes no longer.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failed ones') took a third of the suite's
    // time; in CI a failed test is run again, and that run is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], storageState: process.env.E2E_STAFF_STATE },
      dependencies: ['setup'],
      // Tests tagged @screens (the French and dark-theme accessibility walks) run only in
      // `npm run test:screens`, which sets E2E_SCREENS=1 and writes the pictures (e2e/screens.ts).
      ...(process.env.E2E_SCREENS === '1' ? {} : { grepInvert: /@screens/ }),
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/fake-price-service.ts',
      url: `http://127.0.0.1:${pricePort}/api/v3/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_PRICE_PORT: pricePort },
    },
    {
      command: 'node --import tsx e2e/fake-valet-service.ts',
      url: `http://127.0.0.1:${valetPort}/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_VALET_PORT: valetPort },
    },
    {
      command: 'node --import tsx e2e/fake-sanctions-service.ts',
      url: `${sanctionsBase}/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_SANCTIONS_PORT: sanctionsPort },
    },
    {
      command: 'node --import tsx e2e/fake-fintrac-service.ts',
      url: `${fintracBase}/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_FINTRAC_PORT: process.env.E2E_FINTRAC_PORT },
    },
    {
      // As `npm start` runs it: the built server, built first when its sources changed.
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A stale web app or server is built first.
      timeout: 240_000,
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT: '30',
        SIGN_UP_RATE_LIMIT: '200',
        CRYPTO_PRICE_URL: `http://127.0.0.1:${pricePort}/api/v3`,
        FX_REFERENCE_URL: `http://127.0.0.1:${valetPort}/valet`,
        SANCTIONS_SEMA_URL: `${sanctionsBase}/sanctions/sema-lmes.xml`,
        SANCTIONS_UN_URL: `${sanctionsBase}/resources/xml/en/consolidated.xml`,
        SANCTIONS_OPENSANCTIONS_URL: '',
        FINTRAC_API_URL: `${fintracBase}/reporting-ingest`,
        FINTRAC_TOKEN_URL: `${fintracBase}/oauth2/v2.0/token`,
        FINTRAC_CLIENT_ID: FAKE_FINTRAC_CLIENT.id,
        FINTRAC_CLIENT_SECRET: FAKE_FINTRAC_CLIENT.secret,
      },
    },
  ],
});
