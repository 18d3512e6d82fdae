import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './password-hasher.ts';

describe('the password hasher', () => {
  it('stores argon2id at OWASP’s setting unless told otherwise, and verifies only the right password', async () => {
    const hasher = await createArgon2PasswordHasher(1);
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse battery ')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct horse battery')).toBe(false);
    expect(await hasher.verifyAgainstDummy('correct horse battery')).toBe(false);
  });

  it('verifies a hash made at another cost, as a stored hash carries its own parameters', async () => {
    const cheap = await createArgon2PasswordHasher(1, { memoryCost: 1_024, timeCost: 1 });
    const stored = await cheap.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await (await createArgon2PasswordHasher(1)).verify(stored, 'correct horse battery')).toBe(true);
  });
});
