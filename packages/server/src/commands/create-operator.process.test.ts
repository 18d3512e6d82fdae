import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsxCli = new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname;
const command = new URL('./create-operator.ts', import.meta.url).pathname;

/** `npm run operator:create` as whoever runs PSC types it: a separate process, the password on standard input. */
const createOperatorCommand = async (environment: Record<string, string>, email: string) => {
  const { DATABASE_URL: _ignored, TOTP_ENCRYPTION_KEY: _key, ...inherited } = process.env;
  const child = run(
    process.execPath,
    [tsxCli, '--conditions=@psc/source', command, '--email', email, '--name', 'Olga Ops'],
    { env: { ...inherited, LOG_LEVEL: 'silent', ...environment } },
  );
  child.child.stdin?.end('a long password of the administrator\n');
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

// Issue 48 item 21: an operator made with another key than the server's could not sign in (a bare 500).
describe('npm run operator:create and the server key', () => {
  it('refuses, naming DATA_DIR and TOTP_ENCRYPTION_KEY, when DATABASE_URL is given and DATA_DIR holds no key', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'psc-operator-')), 'elsewhere');
    // Refused before any connection: the address need not answer.
    const refused = await createOperatorCommand(
      { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      'ops@example.com',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('DATA_DIR');
    expect(refused.stderr).toContain('TOTP_ENCRYPTION_KEY');
    expect(refused.stdout).not.toContain('Authenticator key');
  }, 60_000);

  it("refuses a key that opens none of the stored authenticator keys, and accepts the server's own", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'psc-operator-'));
    const first = await createOperatorCommand({ DATA_DIR: dataDir }, 'first@example.com');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Authenticator key');

    const otherKey = randomBytes(32).toString('base64');
    const refused = await createOperatorCommand(
      { DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: otherKey },
      'second@example.com',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('TOTP_ENCRYPTION_KEY');
    expect(refused.stdout).not.toContain('Authenticator key');

    const same = await createOperatorCommand({ DATA_DIR: dataDir }, 'second@example.com');
    expect(same.code, same.stderr).toBe(0);
  }, 180_000);
});
