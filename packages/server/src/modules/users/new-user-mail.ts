import type { Language } from '@psc/core/personalisation/languages';
import type { Mail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { translatorFor } from '../../shared/translate.ts';

export type NewUserMailInput = {
  to: string;
  firstname: string;
  accountName: string;
  invitedBy: string;
  password: string;
  publicUrl: string;
  /** The account's default: the new user has chosen none yet (decision 0147). */
  language: Language;
};

/** The e-mail that carries a new user's generated password and the link to their first sign-in (§5 'New user'). */
export const newUserMail = (input: NewUserMailInput): Mail => {
  const t = translatorFor(input.language);
  const signInUrl = `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}`;
  const content = renderMail({
    language: input.language,
    subject: t('newUser.subject', { account: input.accountName }),
    paragraphs: [
      t('newUser.hello', { firstname: input.firstname }),
      t('newUser.added', { invitedBy: input.invitedBy, account: input.accountName }),
      t('newUser.username', { email: input.to }),
      t('newUser.password', { password: input.password }),
      t('newUser.choosePassword'),
    ],
    action: { label: t('newUser.action'), url: signInUrl },
  });
  return { to: input.to, kind: 'new_user', ...content };
};
