import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eOperatorKey } from './support/operator.ts';
import { passkeyOrigin } from './support/passkeys.ts';

const port = Number(process.env.PSC_E2E_PORT ?? 8686);
const baseURL = `http://127.0.0.1:${port}`;
// The credential journeys (captcha, two-step verification, reset by e-mail) get a server of their own, with the
// captcha on, as a default `npm start` has it, and a real SMTP server to send e-mails to.
const credentialsPort = Number(process.env.PSC_E2E_CREDENTIALS_PORT ?? 8687);
const credentialsBaseURL = `http://127.0.0.1:${credentialsPort}`;
// A machine busy with other work starts the servers slower; CI keeps the default.
const serverStartTimeout = Number(process.env.PSC_E2E_SERVER_START_TIMEOUT_MS ?? 60_000);
const smtpSinkPort = Number(process.env.PSC_E2E_SMTP_PORT ?? 2526);
const smtpSinkHttpPort = Number(process.env.PSC_E2E_SMTP_HTTP_PORT ?? 2527);
// Read by the journeys (support/mailbox.ts) to fetch the e-mails the sink received.
process.env.PSC_E2E_MAILBOX_URL ??= `http://127.0.0.1:${smtpSinkHttpPort}`;
// Workers load this file again; the variables set by the first load keep one data directory per server and run.
process.env.PSC_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psc-e2e-'));
process.env.PSC_E2E_CREDENTIALS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'psc-e2e-credentials-'));

const chromium = {
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
};

const serverEnv = (serverPort: number, dataDir: string | undefined) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir ?? '',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
});

export default defineConfig({
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The journeys of the foundation sign in without a captcha.
      name: 'chromium',
      testDir: 'tests',
      use: { ...chromium, baseURL },
    },
    {
      name: 'credentials',
      testDir: 'credentials',
      use: { ...chromium, baseURL: credentialsBaseURL },
    },
    {
      // Demo prices are never current (decision 0012), and freshness is per series, not per period: the stale-badge
      // journey reads the demo state, so it runs before any other journey publishes #11 or #5 on that server.
      name: 'market-first',
      testDir: 'market-moves',
      testMatch: 'stale-badges.spec.ts',
      dependencies: ['chromium'],
      use: { ...chromium, baseURL },
    },
    {
      // Journeys that publish market data: they run once every other journey on that server is done, so a new
      // price never moves a figure another journey is reading (the board's demo chip, a card against its export).
      name: 'market-moves',
      testDir: 'market-moves',
      testIgnore: 'stale-badges.spec.ts',
      dependencies: ['market-first'],
      use: { ...chromium, baseURL },
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
      timeout: serverStartTimeout,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(port, process.env.PSC_E2E_DATA_DIR),
        CAPTCHA_REQUIRED: 'false',
        // Every journey registers its own accounts from 127.0.0.1; the production limit of 20 an hour would stop them.
        REGISTRATIONS_PER_IP_PER_HOUR: '10000',
        // The account journey reads the new user's e-mail from the sink and signs in with its password.
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        PUBLIC_URL: baseURL,
        // A made-up id: the How to Use journey checks the click-to-load placeholder and never reaches the video host.
        HOW_TO_VIDEO_ID: 'PSChowto001',
        // The third-party application journey registers its client as an operator would.
        OPERATOR_API_KEY: e2eOperatorKey,
        // The passkey journey opens PSC at localhost: Chromium accepts no IP address as a passkey's relying party.
        PASSKEY_ORIGIN: passkeyOrigin(port),
        // The integrations journey's Slack double and webhook receiver listen on 127.0.0.1 over HTTP (decision 0126).
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      },
    },
    {
      command: 'node ../packages/server/dist/main.js',
      url: `${credentialsBaseURL}/aqa/settings`,
      reuseExistingServer: false,
      timeout: serverStartTimeout,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(credentialsPort, process.env.PSC_E2E_CREDENTIALS_DATA_DIR),
        CAPTCHA_REQUIRED: 'true',
        REGISTRATIONS_PER_IP_PER_HOUR: '10000',
        // Easy puzzles: the journeys prove the captcha is asked for and checked, not how hard it is.
        CAPTCHA_COST: '20',
        CAPTCHA_MAX_COUNTER: '200',
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        PUBLIC_URL: credentialsBaseURL,
      },
    },
  ],
});
