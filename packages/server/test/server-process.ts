import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

const serverRoot = join(import.meta.dirname, '..');

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
};

/** main.ts as `npm start` runs it, from source, with the given environment (no demo data, captcha off). */
export const spawnServer = (environment: Record<string, string>): ServerProcess => {
  const child = spawn(process.execPath, ['--conditions=@psc/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      CAPTCHA_REQUIRED: 'false',
      ...environment,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
};
