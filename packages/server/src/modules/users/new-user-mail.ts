import type { Mail } from '../mail/enqueue-mail.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

export type NewUserMailInput = {
  to: string;
  firstname: string;
  accountName: string;
  invitedBy: string;
  password: string;
  publicUrl: string;
};

/** The e-mail that carries a new user's generated password and the link to their first sign-in. */
export const newUserMail = (input: NewUserMailInput): Mail => {
  const signInUrl = `${input.publicUrl}/login?email=${encodeURIComponent(input.to)}`;
  const text = [
    `Hello ${input.firstname},`,
    '',
    `${input.invitedBy} has added you to ${input.accountName} on PSC, the delivered-price calculator for physical sugar.`,
    '',
    `Sign in at ${signInUrl}`,
    `Username: ${input.to}`,
    `Password: ${input.password}`,
    '',
    'You will be asked to choose your own password when you first sign in.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.firstname)},</p>`,
    `<p>${escapeHtml(input.invitedBy)} has added you to ${escapeHtml(input.accountName)} on PSC, the delivered-price calculator for physical sugar.</p>`,
    `<p><a href="${escapeHtml(signInUrl)}">Sign in to PSC</a></p>`,
    `<p>Username: <code>${escapeHtml(input.to)}</code><br>Password: <code>${escapeHtml(input.password)}</code></p>`,
    '<p>You will be asked to choose your own password when you first sign in.</p>',
  ].join('\n');
  return { to: input.to, subject: `You have been added to ${input.accountName} on PSC`, text, html, kind: 'new_user' };
};
