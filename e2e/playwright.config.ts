import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PSC_E2E_PORT ?? 8686);
const baseURL = `http://127.0.0.1:${port}`;
const smtpSinkPort = Number(process.env.PSC_E2E_SMTP_PORT ?? 2526);
const smtpSinkHttpPort = Number(process.env.PSC_E2E_SMTP_HTTP_PORT ?? 2527);
// Read by the journeys to fetch the e-mails the sink received (the new user's password, for instance).
process.env.PSC_E2E_MAILBOX_URL ??= `http://127.0.0.1:${smtpSinkHttpPort}`;
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
  webServer: [
    {
      command: 'node support/smtp-sink-server.mjs',
      url: `${process.env.PSC_E2E_MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_HTTP_PORT: String(smtpSinkHttpPort) },
    },
    {
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
        // New users' e-mails go to the sink above, so a journey can sign in with the password they carry.
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
