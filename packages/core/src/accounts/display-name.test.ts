import { expect, it } from 'vitest';
import { displayName } from './display-name.ts';

it.each([
  [{ firstname: 'Ada', lastname: 'Admin', email: 'a@x.example' }, 'Ada Admin'],
  [{ firstname: ' ', lastname: 'Admin', email: 'a@x.example' }, 'Admin'],
  [{ firstname: 'Ada', lastname: '', email: 'a@x.example' }, 'Ada'],
  [{ firstname: '', lastname: '', email: 'trader.one@x.example' }, 'trader.one'],
])('%o is shown as %s', (person, expected) => {
  expect(displayName(person)).toBe(expected);
});
