import { defineConfig } from '@playwright/test';

/** The e2e suite runs against dist/ served by our own static server, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT) || 4174;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI, where a lost CI run costs a whole session; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    // Pages register the site's service worker; requests bypass it, so that tests that stub the network
    // (page.route) see every request. tests/e2e/offline.spec.ts lets it answer.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@perf/ },
    // Timing guards run after everything else, alone, so parallel tests do not skew them.
    { name: 'perf', grep: /@perf/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node .build/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
