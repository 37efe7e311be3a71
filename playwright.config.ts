import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags.mjs';
import { ON_A_PHONE } from './tests/e2e/support/onAPhone';

/**
 * Browser tests drive the production build, served as Firebase Hosting serves it (scripts/lighthouse/serve-build.mjs),
 * in Debian's Chromium; no browser download is needed.
 * E2E_OUT_DIR and E2E_PORT let several builds be tested side by side; `npm run test:e2e` uses dist on 4173.
 * E2E_DIR picks the suite: tests/e2e (memory backend) or tests/e2e-firebase or tests/e2e-functions (run by `npm run test:emulators`).
 */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const port = Number(process.env.E2E_PORT ?? 4173);
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };
const memorySuite = (process.env.E2E_DIR ?? 'tests/e2e') === 'tests/e2e';

export default defineConfig({
  testDir: process.env.E2E_DIR ?? 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The shop's service worker would answer requests the network logs count; the specs about it allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: desktopChromium, grepInvert: ON_A_PHONE },
    // A first tap's Interaction to Next Paint is a phone's only on a CPU no other test is using: `npm run test:e2e` and
    // the emulator suite run this project on its own, after the other.
    { name: 'phone', use: desktopChromium, grep: ON_A_PHONE, workers: 1 },
  ],
  webServer: [
    {
      command: `node scripts/lighthouse/serve-build.mjs ${outDir} ${port}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The memory suite's other hosts: the same build on a plain single-page host, which answers every other address
    // with index.html, and as Hosting serves a shop whose server module draws its pages (the demo's seed, drawn here).
    ...(memorySuite
      ? [
          {
            command: `node scripts/lighthouse/serve-build.mjs ${outDir} ${port + 1} index.html`,
            url: `http://127.0.0.1:${port + 1}`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
          {
            command: `node scripts/lighthouse/serve-build.mjs ${outDir} ${port + 2} --pages-on-demand`,
            url: `http://127.0.0.1:${port + 2}/cart`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
