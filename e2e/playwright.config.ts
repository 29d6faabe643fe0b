import { defineConfig, devices } from '@playwright/test';

import { chromium } from './chromium';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } };

/** Journeys through the composed portal: production builds, a real server, the machine's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Headroom for a loaded 2-core machine: with two workers, a journey that takes 25 s alone took up
  // to 59 s, and a screen's first assertion after a cold load (remote code, data, first render)
  // outlasted 10 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // A journey that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://localhost:3000',
    // The DOM at each step, without the screencast: its frames cost the browser about a third of a
    // loaded machine's time (a failure still keeps its screenshot, below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // 'remote down' stops a remote of the shared stack for real, so it runs alone, after the rest
  // (`pnpm e2e tests/remote-down.spec.ts` therefore runs every journey first; add --no-deps to skip them).
  // 'release' changes the portal's configuration (a remote released alone, ADR 0017), so it too runs after the rest.
  projects: [
    { name: 'chromium', testIgnore: /(remote-down|release)\.spec\.ts/, use: desktop },
    { name: 'remote down', testMatch: /remote-down\.spec\.ts/, dependencies: ['chromium'], use: desktop },
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['chromium'], use: desktop },
  ],
  webServer: {
    command: 'node ../scripts/e2e-stack.mjs',
    url: 'http://127.0.0.1:4000/api/v1/health',
    timeout: 180_000,
    reuseExistingServer: false,
    // Without it Playwright kills the stack outright, and its PostgreSQL cluster (a daemon of its
    // own) and data folder stayed behind until the next run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
