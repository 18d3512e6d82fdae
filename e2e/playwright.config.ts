import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PSC_E2E_PORT ?? 8686);
const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file again; the variable set by the first load keeps one data directory per run.
process.env.PSC_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psc-e2e-'));

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // Debian's Chromium: no browser download on this machine or in CI.
        launchOptions: {
          executablePath: process.env.PSC_E2E_CHROMIUM ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../packages/server/dist/main.js',
    url: `${baseURL}/aqa/settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PSC_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // The journeys of the foundation sign in without a captcha; captcha journeys set their own server.
      CAPTCHA_REQUIRED: 'false',
      // A made-up id: the How to Use journey checks the click-to-load placeholder and never reaches the video host.
      HOW_TO_VIDEO_ID: 'PSChowto001',
    },
  },
});
