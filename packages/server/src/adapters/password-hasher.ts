import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Spends the time of a real verification, so an unknown user costs as much as a wrong password. */
  verifyAgainstDummy: (password: string) => Promise<false>;
};

/** argon2id at OWASP's second recommended setting (m=19 MiB, t=2, p=1), above ASVS 5.0 Appendix C's floor. */
const argon2Options = { // 2 is Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const createArgon2PasswordHasher = async (): Promise<PasswordHasher> => {
  const dummyHash = await hash('not-a-real-password-but-costs-the-same', argon2Options);
  return {
    hash: (password) => hash(password, argon2Options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyAgainstDummy: async (password) => {
      await verify(dummyHash, password).catch(() => false);
      return false;
    },
  };
};
