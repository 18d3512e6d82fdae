import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { e2eOperatorKey } from './operator.ts';

const e2eDirectory = join(import.meta.dirname, '..');
const startTimeout = Number(process.env.PSC_E2E_SERVER_START_TIMEOUT_MS ?? 60_000);

export type TestClockServer = { baseURL: string; stop: () => Promise<void> };

/**
 * The built server on a test clock (TEST_CLOCK_START, decision 0141) for one journey: its own port and data
 * directory, so its day never moves the figures of the journeys on the shared server. Stopped and started again on
 * the same directory, it is the same app a few days on.
 */
export const startServerAt = async (
  startsAt: Date,
  options: { port: number; dataDir: string },
): Promise<TestClockServer> => {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['../packages/server/dist/main.js'], {
    cwd: e2eDirectory,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      CAPTCHA_REQUIRED: 'false',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      OPERATOR_API_KEY: e2eOperatorKey,
      TEST_CLOCK_START: startsAt.toISOString(),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + startTimeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test-clock server exited: ${stderr}`);
    const ready = await fetch(`${baseURL}/aqa/settings`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the test-clock server did not start in ${startTimeout} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
