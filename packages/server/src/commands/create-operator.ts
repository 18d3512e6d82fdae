import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { operatorRoles, type OperatorRole } from '@psc/core/operations/operator-roles';
import { isAppError } from '@psc/core/shared/app-error';
import { ConfigError, loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { runMigrations } from '../db/migrate.ts';
import { createOperator } from '../modules/operations/create-operator.ts';

const usage = `Usage: npm run operator:create -- --email EMAIL --name "NAME" [--role admin|analyst|support]
  Creates an operator of the operations console (/ops); the first one is an administrator, who invites the rest.
  The password is read from standard input (at least 12 characters), e.g.
    printf '%s\\n' "$PASSWORD" | npm run operator:create -- --email ops@example.com --name "Olga Ops"
  Prints the authenticator key (and an otpauth:// address) once: a code from it is asked at every sign-in.
  With the embedded database (no DATABASE_URL), stop the server first.`;

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
const deps = await createDeps(config, pino({ level: 'warn' }));
let exitCode = 0;
try {
  await runMigrations(deps.database);
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
