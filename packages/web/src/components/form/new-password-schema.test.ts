import { describe, expect, it } from 'vitest';
import { newPasswordSchema, type NewPasswordValues } from './new-password-schema.ts';

const problems = (values: NewPasswordValues, email?: string) => {
  const result = newPasswordSchema(email).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a new password typed twice (§5)', () => {
  it('requires both, and that they match', () => {
    expect(problems({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Re-confirm Password is required',
    });
    expect(problems({ password: 'Sugar-Cane-2026', confirmPassword: 'Sugar-Cane-2025' })).toEqual({
      confirmPassword: 'Password does not match',
    });
    expect(problems({ password: 'Sugar-Cane-2026', confirmPassword: 'Sugar-Cane-2026' })).toEqual({});
  });

  it('applies the length rules the server applies, and refuses the e-mail address when it is known', () => {
    expect(problems({ password: 'short', confirmPassword: 'short' }).password).toBe(
      'Password must be at least 8 characters',
    );
    const email = 'trader@desk.example';
    expect(problems({ password: email, confirmPassword: email }, email).password).toBe(
      'Password must not be your e-mail address',
    );
    expect(problems({ password: email, confirmPassword: email })).toEqual({});
  });
});
