import { describe, expect, it } from 'vitest';
import { canAddFullUser, canAddViewer } from './licences.ts';

describe('licences', () => {
  it.each([
    [2, 5, 4, true],
    [2, 5, 5, false],
    [2, 5, 6, false],
    [10, 3, 2, true],
    [0, 5, 1, false],
    [1, 5, 1, false],
  ])(
    'status %i, purchased %i, defined %i → can add a Full User: %s',
    (status, purchased, defined, expected) => {
      expect(canAddFullUser(status, purchased, defined)).toBe(expected);
    },
  );

  it('Viewers need a paid or super account but no licence', () => {
    expect([0, 1, 2, 3, 10].map(canAddViewer)).toEqual([false, false, true, true, true]);
  });
});
