import { hash } from '@node-rs/argon2';
import { createHashingThreads } from './hashing-threads.ts';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Spends the time of a real verification, so an unknown user costs as much as a wrong password. */
  verifyAgainstDummy: (password: string) => Promise<false>;
  /** Ends the hashing threads (the app is closing). */
  close: () => Promise<void>;
};

export type Argon2Cost = { memoryCost: number; timeCost: number };

/** OWASP's second recommended argon2id setting (m=19 MiB, t=2, p=1), above ASVS 5.0 Appendix C's floor. */
export const owaspArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashes run on threads of their own below the event loop's priority (`hashing-threads.ts`): a sign-in storm may
 * keep every core hashing, yet any other request preempts it (bench/sign-in-throughput.mjs measures both sides;
 * docs/decisions/0070). `maxConcurrentHashes` threads at most, the rest wait in arrival order.
 */
export const createArgon2PasswordHasher = async (
  maxConcurrentHashes: number,
  cost: Argon2Cost = owaspArgon2Cost,
): Promise<PasswordHasher> => {
  // 2 is Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  const argon2Options = { algorithm: 2, parallelism: 1, ...cost } as const;
  const threads = createHashingThreads(Math.max(1, maxConcurrentHashes));
  // Made once on libuv's pool, so that starting the server starts no hashing thread (issue 18's memory figure).
  const dummyHash = await hash('not-a-real-password-but-costs-the-same', argon2Options);
  const verifyOn = async (hashed: string, password: string) =>
    (await threads.run({ kind: 'verify', hashed, password }).catch(() => false)) === true;
  return {
    hash: async (password) => String(await threads.run({ kind: 'hash', password, options: argon2Options })),
    verify: verifyOn,
    verifyAgainstDummy: async (password) => {
      await verifyOn(dummyHash, password);
      return false;
    },
    close: threads.close,
  };
};
