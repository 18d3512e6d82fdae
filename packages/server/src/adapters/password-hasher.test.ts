import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher, createHashLimiter } from './password-hasher.ts';

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

describe('how many hashes run at once (decision 0074)', () => {
  // Tasks the test finishes by hand, so what runs at once is observed, not timed.
  const gate = () => {
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finishers.set(name, () => resolve(name));
      });
    const finish = async (name: string) => {
      finishers.get(name)?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { started, task, finish };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('uses the spare core while only sign-ins are in flight, and gives it back once another request arrives', async () => {
    let others = false;
    const limited = createHashLimiter({ steady: 1, whenAlone: 2, othersActive: () => others });
    const { started, task, finish } = gate();
    const results = ['a', 'b', 'c', 'd'].map((name) => limited(task(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);

    others = true;
    await finish('a');
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);

    others = false;
    await finish('c');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps to one fixed number when given one, and frees the slot of a task that fails', async () => {
    const limited = createHashLimiter(1);
    const { started, task, finish } = gate();
    const failing = limited(async () => {
      throw new Error('hash failed');
    });
    const first = limited(task('first'));
    const second = limited(task('second'));
    await expect(failing).rejects.toThrow('hash failed');
    await settle();
    expect(started).toEqual(['first']);
    await finish('first');
    expect(started).toEqual(['first', 'second']);
    await finish('second');
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
  });
});
