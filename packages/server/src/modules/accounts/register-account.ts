import { findPasswordProblem, passwordProblemMessages } from '@psc/core/auth/password-policy';
import {
  registrationMessages,
  registrationRequestSchema,
  type RegistrationReply,
} from '@psc/core/auth/auth.schemas';
import { freePlanId } from '@psc/core/accounts/plans';
import { accountStatus } from '@psc/core/accounts/account-status';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../shared/database-errors.ts';
import { verifyCaptcha } from '../captcha/verify-captcha.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type RegisterDeps = Pick<
  Deps,
  | 'accountsRepository'
  | 'securityEventsRepository'
  | 'captchaRepository'
  | 'settingsRepository'
  | 'passwordHasher'
  | 'rateLimiter'
  | 'secrets'
  | 'isCommonPassword'
  | 'clock'
  | 'config'
  | 'database'
>;

const refuse = (code: 'VALIDATION' | 'CONFLICT', message: string) =>
  new AppError(code, message, { body: { accountId: null } });

/**
 * POST /register: a new account on the Free plan with the trial running from now, and its first user,
 * who is the default admin with permission A (account-and-billing.md §3, §4 'Registration').
 */
export const registerAccount = async (
  deps: RegisterDeps,
  body: unknown,
  origin: RequestOrigin,
): Promise<RegistrationReply> => {
  const limit = await deps.rateLimiter.hit(
    `register:ip:${origin.ipAddress}`,
    deps.config.registrationsPerIpPerHour,
    3600,
  );
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', registrationMessages.tooMany, {
      retryAfterSeconds: limit.retryAfterSeconds,
      body: { accountId: null },
    });
  }
  const parsed = registrationRequestSchema.safeParse(body);
  if (!parsed.success) {
    const accountFieldFailed = parsed.error.issues.some((issue) => issue.path[0] === 'account');
    throw refuse(
      'VALIDATION',
      accountFieldFailed
        ? registrationMessages.accountFieldFault
        : (parsed.error.issues[0]?.message ?? 'Invalid request'),
    );
  }
  const request = parsed.data;
  await verifyCaptcha(deps, request.captcha);
  const problem = findPasswordProblem(request.password, request.email, deps.isCommonPassword);
  if (problem) throw refuse('VALIDATION', passwordProblemMessages[problem]);

  const now = deps.clock.now();
  const passwordHash = await deps.passwordHasher.hash(request.password);
  try {
    const created = await deps.database.db.transaction(async (tx) => {
      const ids = await deps.accountsRepository.insertAccountWithAdmin(
        {
          name: request.account,
          companyName: request.account,
          firstName: request.firstname,
          lastName: request.lastname,
          currencyCode: 'USD',
          dateAdded: now,
          defaultEmail: request.email,
          currentPlanId: freePlanId,
          numberOfUsers: 1,
          numberOfEditors: 1,
          numberOfViewers: 0,
          numberOfSources: 2,
          numberOfSnapshots: 2,
          paymentLength: 'Monthly',
          status: accountStatus.free,
          freePlanDurationMs: deps.config.freePlanDurationMs,
        },
        {
          email: request.email,
          firstname: request.firstname,
          lastname: request.lastname,
          passwordHash,
          permissions: 'A',
          dateAdded: now,
          datePasswordLastChanged: now,
        },
        tx,
      );
      await recordSecurityEvent(
        deps,
        { type: 'account_registered', email: request.email, ...ids, origin },
        tx,
      );
      return ids;
    });
    return { accountId: created.accountId, success: true, message: registrationMessages.created };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('CONFLICT', registrationMessages.alreadyExists);
    throw error;
  }
};
