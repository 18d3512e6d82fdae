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

/**
 * How many hashes may run at once. `steady` while other requests are being served, leaving the event loop a core;
 * `whenAlone` while sign-ins are all it serves (no other request in flight or just ended), so a sign-in storm on an
 * otherwise quiet server uses every core (decision 0074). One number means that many, always.
 */
export type HashConcurrency =
  number | { readonly steady: number; readonly whenAlone: number; readonly othersActive: () => boolean };

/** A counting semaphore whose limit follows the load: tasks wait in arrival order and are admitted as slots free. */
export const createHashLimiter = (concurrency: HashConcurrency) => {
  const { steady, whenAlone, othersActive } =
    typeof concurrency === 'number'
      ? { steady: concurrency, whenAlone: concurrency, othersActive: () => false }
      : concurrency;
  const limit = (): number => Math.max(1, othersActive() ? steady : whenAlone);
  let running = 0;
  const waiting: Array<() => void> = [];
  const admitWaiting = (): void => {
    while (waiting.length > 0 && running < limit()) {
      running += 1;
      waiting.shift()?.();
    }
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (waiting.length === 0 && running < limit()) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      running -= 1;
      admitWaiting();
    }
  };
};

/**
 * Hashes run on libuv's thread pool. Left alone, a sign-in storm fills every pool thread and every core and the
 * event loop starves; capping concurrent hashes below the core count keeps other requests answered, and the cap
 * rises to every core only while nothing else is being served (bench/sign-in-throughput.mjs measures both sides).
 */
export const createArgon2PasswordHasher = async (
  concurrency: HashConcurrency,
  cost: Argon2Cost = owaspArgon2Cost,
): Promise<PasswordHasher> => {
  // 2 is Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
  const argon2Options = { algorithm: 2, parallelism: 1, ...cost } as const;
  const limited = createHashLimiter(concurrency);
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
