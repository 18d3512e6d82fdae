import type { Mail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';

export type NewUserMailInput = {
  to: string;
  firstname: string;
  accountName: string;
  invitedBy: string;
  password: string;
  publicUrl: string;
};

/** The e-mail that carries a new user's generated password and the link to their first sign-in (§5 'New user'). */
export const newUserMail = (input: NewUserMailInput): Mail => {
  const signInUrl = `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}`;
  const content = renderMail({
    subject: `You have been added to ${input.accountName}`,
    paragraphs: [
      `Hello ${input.firstname},`,
      `${input.invitedBy} has added you to ${input.accountName} on PSC, the delivered-price calculator for physical sugar.`,
      `Username: ${input.to}`,
      `Password: ${input.password}`,
      'You will be asked to choose your own password when you first sign in.',
    ],
    action: { label: 'Sign in', url: signInUrl },
  });
  return { to: input.to, kind: 'new_user', ...content };
};
