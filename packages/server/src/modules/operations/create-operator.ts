import type { OperatorRole } from '@psc/core/operations/operator-roles';
import { AppError } from '@psc/core/shared/app-error';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../shared/database-errors.ts';
import { createTotpSecret, totpUri } from '../two-factor/totp.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';

export type NewOperatorInput = { email: string; name: string; role: OperatorRole; password: string };

/**
 * An operator with a password and an authenticator key (a code is mandatory at every sign-in). Used by
 * `npm run operator:create` for the first administrator; returns the key once, to be put into an authenticator.
 */
export const createOperator = async (
  deps: Pick<Deps, 'operationsRepository' | 'passwordHasher' | 'secretBox' | 'clock'>,
  input: NewOperatorInput,
  executor?: Database,
): Promise<{ id: string; totpSecret: string; otpauthUri: string }> => {
  const email = input.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new AppError('VALIDATION', `${input.email} is not an e-mail address`);
  if (input.name.trim() === '') throw new AppError('VALIDATION', 'Give the operator a name');
  if (input.password.length < 12)
    throw new AppError('VALIDATION', "An operator's password has at least 12 characters");
  const totpSecret = createTotpSecret();
  try {
    const id = await deps.operationsRepository.insertOperator(
      {
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: await deps.passwordHasher.hash(input.password),
        totpSecretCiphertext: deps.secretBox.seal(totpSecret),
        createdAt: deps.clock.now(),
      },
      executor,
    );
    return { id, totpSecret, otpauthUri: totpUri(totpSecret, `${email} (operations)`) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `An operator with the e-mail ${email} exists`);
    throw error;
  }
};

/** POST /api/ops/operators: an administrator adds a colleague, audited; the key goes back once. */
export const addOperator = async (
  deps: Parameters<typeof createOperator>[0] & Pick<Deps, 'database'>,
  operator: OperatorPrincipal,
  input: NewOperatorInput,
) => {
  const created = await createOperator(deps, input);
  await recordOperatorAction(deps, operator, {
    action: 'operator.created',
    target: created.id,
    after: { email: input.email.trim().toLowerCase(), role: input.role },
  });
  return {
    id: created.id,
    email: input.email.trim().toLowerCase(),
    role: input.role,
    totpSecret: created.totpSecret,
    otpauthUri: created.otpauthUri,
  };
};

/** GET /api/ops/operators: never a password hash or key. */
export const listOperators = async (deps: Pick<Deps, 'operationsRepository'>) =>
  (await deps.operationsRepository.listOperators()).map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.getTime(),
    disabledAt: row.disabledAt?.getTime() ?? null,
  }));
