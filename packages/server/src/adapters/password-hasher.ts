import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Spends the time of a real verification, so an unknown user costs as much as a wrong password. */
  verifyAgainstDummy: (password: string) => Promise<false>;
};

export type Argon2Cost = { memoryCost: number; timeCost: number };

/** OWASP's second recommended argon2id setting (m=19 MiB, t=2, p=1), above ASVS 5.0 Appendix C's floor. */
export const owaspArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

/** A counting semaphore: at most `limit` tasks run, the rest wait in arrival order. */
const createLimiter = (limit: number) => {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
};

/**
 * Hashes run on libuv's thread pool. Left alone, a sign-in storm fills every pool thread and every core and the
 * event loop starves; capping concurrent hashes below the core count keeps other requests answered
 * (bench/sign-in-throughput.mjs measures both sides).
 */
export const createArgon2PasswordHasher = async (
  maxConcurrentHashes: number,
  cost: Argon2Cost = owaspArgon2Cost,
): Promise<PasswordHasher> => {
  // 2 is Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  const argon2Options = { algorithm: 2, parallelism: 1, ...cost } as const;
  const limited = createLimiter(Math.max(1, maxConcurrentHashes));
  const dummyHash = await hash('not-a-real-password-but-costs-the-same', argon2Options);
  return {
    hash: (password) => limited(() => hash(password, argon2Options)),
    verify: (passwordHash, password) => limited(() => verify(passwordHash, password).catch(() => false)),
    verifyAgainstDummy: async (password) => {
      await limited(() => verify(dummyHash, password).catch(() => false));
      return false;
    },
  };
};
