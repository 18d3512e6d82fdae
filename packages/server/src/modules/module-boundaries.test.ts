import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13 item 4: a module reaches another module only through its use cases. The lint rule keeps a module from
// importing another's repository; this keeps it from calling one through `deps` (every repository is a field of it).

const serverSource = join(import.meta.dirname, '..');
const modulesDirectory = join(serverSource, 'modules');

/** Each `deps` repository field and the module whose factory builds it, read from the composition root. */
const repositoryOwners = (): Map<string, string> => {
  const composition = readFileSync(join(serverSource, 'deps.ts'), 'utf8');
  const owners = new Map<string, string>();
  for (const [, field, factory] of composition.matchAll(/(\w+Repository): ReturnType<typeof (create\w+)>/g)) {
    const owner = new RegExp(`import \\{ ${factory} \\} from '\\./modules/([\\w/-]+)/[\\w.-]+'`).exec(
      composition,
    )?.[1];
    if (field !== undefined && owner !== undefined) owners.set(field, owner);
  }
  return owners;
};

const sourceFilesOf = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFilesOf(join(directory, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(directory, entry.name)]
        : [],
  );

describe('module boundaries', () => {
  it("knows every repository's module", () => {
    const owners = repositoryOwners();
    const fields =
      readFileSync(join(serverSource, 'deps.ts'), 'utf8').match(/\w+Repository: ReturnType/g) ?? [];
    expect(fields.length).toBeGreaterThanOrEqual(29);
    expect(owners.size).toBe(fields.length);
    expect(owners.get('usersRepository')).toBe('users');
    expect(owners.get('subscriptionsRepository')).toBe('billing/subscriptions');
    expect(owners.get('invoicesRepository')).toBe('billing/invoicing');
    expect(owners.get('billingCustomersRepository')).toBe('billing/payment-methods');
  });

  it("no module calls another module's repository through deps", () => {
    const owners = repositoryOwners();
    const crossings: string[] = [];
    for (const file of sourceFilesOf(modulesDirectory)) {
      // A module is its folder: billing's sub-domains (subscriptions, invoicing, payment methods, providers) are
      // modules of their own, each reaching the others through their use cases (docs/decisions/0065).
      const module = relative(modulesDirectory, dirname(file)).split(sep).join('/');
      for (const [call, field] of readFileSync(file, 'utf8').matchAll(/\b\w+\.(\w+Repository)\.\w+\(/g)) {
        const owner = field === undefined ? undefined : owners.get(field);
        if (owner !== undefined && owner !== module)
          crossings.push(`${file.slice(modulesDirectory.length + 1)}: ${call}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
