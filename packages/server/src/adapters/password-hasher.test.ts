import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashingNiceness } from './hashing-threads.ts';
import { createArgon2PasswordHasher } from './password-hasher.ts';

/** The niceness of each thread of this process (field 19 of /proc/<pid>/task/<tid>/stat; Linux, as every host). */
const threadNiceness = () =>
  readdirSync('/proc/self/task').map((threadId) => {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

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

  it('hashes on threads below the event loop, as many at once as it is allowed, the rest waiting their turn', async () => {
    const hasher = await createArgon2PasswordHasher(2, { memoryCost: 1_024, timeCost: 1 });
    const passwords = [
      'one password',
      'two passwords',
      'three passwords',
      'four passwords',
      'five passwords',
    ];
    const stored = await Promise.all(passwords.map((password) => hasher.hash(password)));
    const verified = await Promise.all(
      stored.map((hashed, index) => hasher.verify(hashed, passwords[index] ?? '')),
    );
    expect(verified).toEqual([true, true, true, true, true]);
    expect(await hasher.verify(stored[0] ?? '', 'two passwords')).toBe(false);
    const niceness = threadNiceness();
    expect(niceness.filter((value) => value === hashingNiceness).length).toBeGreaterThanOrEqual(2);
    // The event loop's own thread (its id is the process's) is left where it was.
    const own = readFileSync('/proc/self/stat', 'utf8');
    expect(Number(own.slice(own.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);

    const niced = () => threadNiceness().filter((value) => value === hashingNiceness).length;
    const before = niced();
    await hasher.close();
    await expect.poll(niced).toBe(before - 2);
  });
});
