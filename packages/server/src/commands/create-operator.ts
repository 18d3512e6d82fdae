import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { operatorRoles, type OperatorRole } from '@psc/core/operations/operator-roles';
import { AppError, isAppError } from '@psc/core/shared/app-error';
import { ConfigError, loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { runMigrations } from '../db/migrate.ts';
import { createOperator } from '../modules/operations/create-operator.ts';
import { checkEncryption } from '../modules/operations/check-encryption.ts';
import { localSecretsFile } from '../adapters/local-secrets.ts';

const usage = `Usage: npm run operator:create -- --email EMAIL --name "NAME" [--role admin|analyst|support]
  Creates an operator of the operations console (/ops); the first one is an administrator, who invites the rest.
  The password is read from standard input (at least 12 characters), e.g.
    printf '%s\\n' "$PASSWORD" | npm run operator:create -- --email ops@example.com --name "Olga Ops"
  Prints the authenticator key (and an otpauth:// address) once: a code from it is asked at every sign-in.
  With the embedded database (no DATABASE_URL), stop the server first. With DATABASE_URL, give it the server's
  DATA_DIR or TOTP_ENCRYPTION_KEY: the key is sealed with it, and another one is refused.`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const email = values.email ?? fail(usage);
const name = values.name ?? fail(usage);
const role = (operatorRoles as readonly string[]).includes(values.role)
  ? (values.role as OperatorRole)
  : fail(`--role must be one of ${operatorRoles.join(', ')}`);

const readPassword = async (): Promise<string> => {
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password (at least 12 characters): ');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
};
const password = await readPassword();

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return error instanceof ConfigError ? fail(error.message) : fail(String(error));
  }
})();
const keyAdvice =
  "Run it with the server's DATA_DIR (where local-secrets.json holds the key) or the server's TOTP_ENCRYPTION_KEY.";
// With another database than DATA_DIR's own, a key made here would not be the server's: the operator's sign-in
// would then fail (issue 48). Refuse before making one.
if (
  config.databaseUrl !== undefined &&
  config.secrets.totpEncryptionKey === undefined &&
  !existsSync(localSecretsFile(config.dataDir))
)
  fail(
    `DATA_DIR ${config.dataDir} holds no local-secrets.json and TOTP_ENCRYPTION_KEY is not set: the authenticator key would be sealed with a new key the server does not have. ${keyAdvice}`,
  );
const deps = await createDeps(config, pino({ level: 'warn' }));
let exitCode = 0;
try {
  await runMigrations(deps.database);
  // Secrets already stored that none opens with this key: this is not the server's key.
  const sealed = await checkEncryption(deps, undefined);
  if (sealed.secrets.some((kind) => kind.total > 0 && kind.openable === 0))
    throw new AppError(
      'VALIDATION',
      `The stored authenticator keys do not open with this TOTP_ENCRYPTION_KEY (DATA_DIR ${config.dataDir}): it is not the server's key. ${keyAdvice}`,
    );
  const created = await createOperator(deps, { email, name, role, password });
  process.stdout.write(
    [
      `Operator ${email} (${role}) created: ${created.id}`,
      `Authenticator key: ${created.totpSecret}`,
      `Or scan/open: ${created.otpauthUri}`,
      'Sign in at /ops with the e-mail, the password and the six-digit code.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!isAppError(error)) throw error;
  process.stderr.write(`${error.message}\n`);
  exitCode = 1;
} finally {
  await deps.close();
}
process.exit(exitCode);
