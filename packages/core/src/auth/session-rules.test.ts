import { describe, expect, it } from 'vitest';
import { isStoredLifetimeValid } from './session-rules.ts';

describe('isStoredLifetimeValid', () => {
  it.each([
    [0, 3_600_000, true],
    [0, 3_599_000, true],
    [0, 3_601_000, true],
    [0, 3_598_999, false],
    [0, 3_601_001, false],
    [null, 3_600_000, false],
    [0, null, false],
    [0, Number.NaN, false],
  ])('issued %s, expires %s → %s', (issued, expires, expected) => {
    expect(isStoredLifetimeValid(issued, expires)).toBe(expected);
  });
});
