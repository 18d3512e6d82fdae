import { passwordResetMessages } from '@psc/core/auth/password-reset.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { createSecretToken, hashSecretToken } from '../../shared/secret-token.ts';
import { verifyCaptcha } from '../captcha/verify-captcha.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
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

const requestsPerAddressPerHour = 5;
const requestsPerIpPerHour = 30;

/**
 * POST /requestpasswordreset. The reply is the same whether or not the address has an account. The token is
 * stored hashed, and the e-mail carrying it is written in the same transaction, so neither exists without the other.
 */
export const requestPasswordReset = async (
  deps: RequestResetDeps,
  request: { email: string; captcha?: string | undefined },
  origin: RequestOrigin,
): Promise<{ message: string; error_description: null }> => {
  await verifyCaptcha(deps, request.captcha);
  const email = request.email;
  const [perAddress, perIp] = await Promise.all([
    deps.rateLimiter.hit(`reset:address:${email}`, requestsPerAddressPerHour, 3600),
    deps.rateLimiter.hit(`reset:ip:${origin.ipAddress}`, requestsPerIpPerHour, 3600),
  ]);
  const reply = { message: passwordResetMessages.requested(email), error_description: null };
  if (!perIp.allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests from this address, try again later', {
      retryAfterSeconds: perIp.retryAfterSeconds,
    });
  // Over the per-address limit the answer does not change: it must not tell whether the address exists.
  if (!perAddress.allowed) return reply;

  const person = await deps.passwordResetRepository.findPersonByEmail(email);
  if (!person?.isActive) {
    await recordSecurityEvent(deps, {
      type: 'password_reset_requested',
      email,
      origin,
      detail: { known: false },
    });
    return reply;
  }

  const token = createSecretToken();
  const now = deps.clock.now();
  const link = `${deps.config.publicUrl}/?rpp=${encodeURIComponent(token)}`;
  const minutes = Math.round(deps.config.passwordResetTtlMs / 60_000);
  const content = renderMail({
    subject: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, open the link below and choose a new password.',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Reset your password', url: link },
  });
  await deps.database.db.transaction(async (tx) => {
    await deps.passwordResetRepository.supersedeOpenTokens(person.personId, now, tx);
    await deps.passwordResetRepository.insertToken(
      {
        tokenHash: hashSecretToken(token),
        personId: person.personId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.passwordResetTtlMs),
      },
      tx,
    );
    await enqueueMail(deps, { to: person.email, kind: 'password_reset', ...content }, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'password_reset_requested',
        email,
        personId: person.personId,
        accountId: person.accountId,
        origin,
        detail: { known: true },
      },
      tx,
    );
  });
  deps.mailSignal.notify();
  return reply;
};
