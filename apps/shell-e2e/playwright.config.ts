import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_JWT_SECRET, E2E_PORT } from './src/support/e2e-env';

/**
 * Runs against the production build: the API server serves the built shell and /api from one
 * origin, on a fresh database in a temp directory, with Debian's Chromium (browser downloads
 * are not possible here).
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: '../../dist/.playwright/shell-e2e/test-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
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
    },
  ],
  webServer: {
    command: 'node apps/shell-e2e/src/support/start-server.mjs',
    cwd: '../..',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: { E2E_PORT: String(E2E_PORT), E2E_JWT_SECRET },
  },
});
