/** Returns a uniformly distributed integer in [0, maxExclusive). The server passes crypto.randomInt. */
export type RandomInt = (maxExclusive: number) => number;

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const digits = '23456789';
export const generatedPasswordSymbols = '~!@-#$';

const pick = (alphabet: string, randomInt: RandomInt): string => alphabet.charAt(randomInt(alphabet.length));

/**
 * The new-user password of account-and-billing.md §5: 5 letters, 2 digits and 1 symbol from ~!@-#$, shuffled
 * (Fisher-Yates). Look-alike characters (I, l, O, o, 0, 1) are left out because the password is typed from an e-mail.
 */
export const generatePassword = (randomInt: RandomInt): string => {
  const characters = [
    ...Array.from({ length: 5 }, () => pick(letters, randomInt)),
    ...Array.from({ length: 2 }, () => pick(digits, randomInt)),
    pick(generatedPasswordSymbols, randomInt),
  ];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
};
