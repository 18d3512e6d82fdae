export const passwordPolicy = {
  minimumLength: 8,
  maximumLength: 128,
  /** How many previous passwords (the current one included) a user may not reuse. */
  historySize: 5,
} as const;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'EQUALS_EMAIL' | 'TOO_COMMON';

/**
 * Length counts code points, so an emoji is one character, as NIST SP 800-63B asks. No composition rules:
 * only length, the user's own e-mail and a list of common passwords (the list is data the caller passes in).
 */
export const findPasswordProblem = (
  password: string,
  email?: string,
  isCommonPassword: (candidate: string) => boolean = () => false,
): PasswordProblem | null => {
  const length = [...password].length;
  if (length < passwordPolicy.minimumLength) return 'TOO_SHORT';
  if (length > passwordPolicy.maximumLength) return 'TOO_LONG';
  if (email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase())
    return 'EQUALS_EMAIL';
  if (isCommonPassword(password)) return 'TOO_COMMON';
  return null;
};

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  TOO_SHORT: `Password must be at least ${passwordPolicy.minimumLength} characters`,
  TOO_LONG: `Password must be at most ${passwordPolicy.maximumLength} characters`,
  EQUALS_EMAIL: 'Password must not be your e-mail address',
  TOO_COMMON: 'This password is too common: choose one that is harder to guess',
};
