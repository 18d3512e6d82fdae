import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePassword, generatedPasswordSymbols } from './generated-password.ts';

const fromSequence = (values: number[]) => {
  let index = 0;
  return (maxExclusive: number) => (values[index++ % values.length] ?? 0) % maxExclusive;
};

describe('generatePassword', () => {
  it('always has 5 letters, 2 digits and 1 symbol from ~!@-#$, whatever the random source says', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (values) => {
        const password = generatePassword(fromSequence(values));
        expect(password).toHaveLength(8);
        expect(password.replace(/[^A-Za-z]/g, '')).toHaveLength(5);
        expect(password.replace(/[^0-9]/g, '')).toHaveLength(2);
        expect(
          [...password].filter((character) => generatedPasswordSymbols.includes(character)),
        ).toHaveLength(1);
      }),
    );
  });

  it('shuffles: the symbol is not always in the same place', () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 50; seed += 1) {
      let state = seed * 7919 + 1;
      const random = (maxExclusive: number) => {
        state = (state * 48271) % 2147483647;
        return state % maxExclusive;
      };
      const password = generatePassword(random);
      positions.add([...password].findIndex((character) => generatedPasswordSymbols.includes(character)));
    }
    expect(positions.size).toBeGreaterThan(3);
  });
});
