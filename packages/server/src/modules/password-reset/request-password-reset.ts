import { passwordResetMessages } from '@psc/core/auth/password-reset.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { createSecretToken, hashSecretToken } from '../../shared/secret-token.ts';
import { verifyCaptcha } from '../captcha/verify-captcha.ts';
import { enqueueMailIfActivePerson } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { recipientLanguage, translatorFor } from '../../shared/translate.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type RequestResetDeps = Pick<
  Deps,
  | 'passwordResetRepository'
  | 'authRepository'
  | 'securityEventsRepository'
  | 'mailRepository'
  | 'captchaRepository'
  | 'settingsRepository'
  | 'rateLimiter'
  | 'secrets'
  | 'mailSignal'
  | 'clock'
  | 'config'
  | 'database'
>;

/** Requests one requester may make for one address: another requester's never spend the owner's (issue 48). */
const requestsPerRequesterAndAddressPerHour = 5;
const requestsPerIpPerHour = 30;
/** Stands for the person of an unknown address: no row has it, so the same statements write nothing. */
const nobody = '00000000-0000-0000-0000-000000000000';

/**
 * POST /requestpasswordreset. The reply is the same whether or not the address has an account, and so is the work:
 * a token is made and hashed and the e-mail written for both, by statements that store them only for an active
 * person (the unknown address's run stores nothing). The token is stored hashed, and the e-mail carrying it is
 * written in the same transaction, so neither exists without the other. The per-address limit counts per requester
 * (the network address), so no one can spend the owner's links.
 */
export const requestPasswordReset = async (
  deps: RequestResetDeps,
  request: { email: string; captcha?: string | undefined },
  origin: RequestOrigin,
): Promise<{ message: string; error_description: null }> => {
  await verifyCaptcha(deps, request.captcha);
  const email = request.email;
  const [perRequesterAndAddress, perIp] = await Promise.all([
    deps.rateLimiter.hit(
      `reset:address:${email}:ip:${origin.ipAddress}`,
      requestsPerRequesterAndAddressPerHour,
      3600,
    ),
    deps.rateLimiter.hit(`reset:ip:${origin.ipAddress}`, requestsPerIpPerHour, 3600),
  ]);
  const reply = { message: passwordResetMessages.requested(email), error_description: null };
  if (!perIp.allowed)
    throw new AppError('RATE_LIMITED', passwordResetMessages.tooManyRequests, {
      retryAfterSeconds: perIp.retryAfterSeconds,
    });
  // Over the limit the answer does not change: it must not tell whether the address exists.
  if (!perRequesterAndAddress.allowed) return reply;

  const person = await deps.passwordResetRepository.findPersonByEmail(email);
  const known = person?.isActive === true;
  const personId = known ? person.personId : nobody;
  const token = createSecretToken();
  const now = deps.clock.now();
  const link = `${deps.config.publicUrl}/?rpp=${encodeURIComponent(token)}`;
  const minutes = Math.round(deps.config.passwordResetTtlMs / 60_000);
  // The person's language, else their account's (decision 0147); an unknown address's unsent e-mail reads in English.
  const language = known ? recipientLanguage(person.personLanguage, person.accountLanguage) : 'en';
  const t = translatorFor(language);
  const content = renderMail({
    language,
    subject: t('passwordReset.subject'),
    paragraphs: [t('passwordReset.asked'), t('passwordReset.expires', { minutes: String(minutes) })],
    action: { label: t('passwordReset.action'), url: link },
  });
  await deps.database.db.transaction(async (tx) => {
    await deps.passwordResetRepository.supersedeOpenTokens(personId, now, tx);
    await deps.passwordResetRepository.insertTokenIfActive(
      {
        tokenHash: hashSecretToken(token),
        personId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.passwordResetTtlMs),
      },
      tx,
    );
    await enqueueMailIfActivePerson(
      deps,
      personId,
      { to: person?.email ?? email, kind: 'password_reset', ...content },
      tx,
    );
    await recordSecurityEvent(
      deps,
      {
        type: 'password_reset_requested',
        email,
        ...(known ? { personId: person.personId, accountId: person.accountId } : {}),
        origin,
        detail: { known },
      },
      tx,
    );
  });
  deps.mailSignal.notify();
  return reply;
};
