import { canAddFullUser, canAddViewer } from '@psc/core/accounts/licences';
import { isFullUser } from '@psc/core/accounts/permissions';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import { newUserRequestSchema, userMessages, type UserReply } from '@psc/core/users/users.schemas';
import { generatePassword } from '@psc/core/users/generated-password';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { isUniqueViolation } from '../../shared/database-errors.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { cryptoRandomInt } from '../../shared/random-int.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { recipientLanguage } from '../../shared/translate.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { newUserMail } from './new-user-mail.ts';
import { toUserReply } from './to-user-reply.ts';

type CreateUserDeps = Pick<
  Deps,
  | 'usersRepository'
  | 'securityEventsRepository'
  | 'mailRepository'
  | 'mailSignal'
  | 'passwordHasher'
  | 'clock'
  | 'config'
  | 'database'
>;

export const licenceLimitError = () =>
  new AppError('CONFLICT', userMessages.licenceLimit, {
    reason: 'licence_limit',
    body: { title: userMessages.licenceLimitTitle },
  });

/**
 * POST /api/v1/users (§5 'New user'). The password is generated here from a cryptographic source and only ever
 * leaves in the new user's e-mail. The licence check and the insert run under a lock on the account row, so
 * concurrent creations can never exceed the purchased Full User licences.
 */
export const createUser = async (
  deps: CreateUserDeps,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
): Promise<UserReply> => {
  const request = parseBody(newUserRequestSchema, body);
  const password = generatePassword(cryptoRandomInt);
  const passwordHash = await deps.passwordHasher.hash(password);
  const now = deps.clock.now();

  let personId: string;
  try {
    personId = await deps.database.db.transaction(async (tx) => {
      const account = await deps.usersRepository.lockAccountForLicences(principal.accountId, tx);
      if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
      if (isFullUser(request.permissions)) {
        const defined = await deps.usersRepository.countFullUsers(principal.accountId, tx);
        if (!canAddFullUser(account.status, account.numberOfUsers, defined)) throw licenceLimitError();
      } else if (!canAddViewer(account.status)) {
        throw licenceLimitError();
      }
      const id = await deps.usersRepository.insertUser(
        principal.accountId,
        {
          email: request.email,
          firstname: request.firstname,
          lastname: request.lastname,
          permissions: request.permissions,
          passwordHash,
          dateAdded: now,
          datePasswordLastChanged: now,
          // The e-mail promises to ask for the user's own password at the first sign-in (issue 48).
          mustChangePassword: true,
        },
        tx,
      );
      await recordSecurityEvent(
        deps,
        {
          type: 'user_created',
          accountId: principal.accountId,
          personId: principal.personId,
          email: principal.email,
          origin,
          detail: { userId: id, userEmail: request.email, permissions: request.permissions },
        },
        tx,
      );
      await enqueueMail(
        deps,
        newUserMail({
          to: request.email,
          firstname: request.firstname,
          accountName: account.name,
          invitedBy: principal.email,
          password,
          publicUrl: deps.config.publicUrl,
          language: recipientLanguage(null, account.language),
        }),
        tx,
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', userMessages.emailInUse, {
        reason: 'email_in_use',
        body: { field: 'email' },
      });
    throw error;
  }

  deps.mailSignal.notify();
  const created = await deps.usersRepository.findInAccount(principal.accountId, personId);
  if (!created) throw new AppError('INTERNAL', 'created user not found');
  return toUserReply(created, now);
};
