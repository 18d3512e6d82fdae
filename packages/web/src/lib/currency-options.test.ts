import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options.ts';

const listed = [
  { id: 'EUR', symbol: '€', name: 'Euro' },
  { id: 'USD', symbol: '$', name: 'US Dollar' },
];

describe('currency options of calculators and destinations (decision 0022)', () => {
  it('are the priceable currencies the server lists, in its order, labelled code and name', () => {
    expect(currencyOptions(listed, 'USD')).toEqual([
      { value: 'EUR', label: 'EUR Euro' },
      { value: 'USD', label: 'USD US Dollar' },
    ]);
  });

  it('offer USD alone while the list loads, and keep a stored choice visible meanwhile', () => {
    expect(currencyOptions(undefined, 'USD')).toEqual([{ value: 'USD', label: 'USD US Dollar' }]);
    expect(currencyOptions(undefined, 'EUR')).toEqual([
      { value: 'EUR', label: 'EUR' },
      { value: 'USD', label: 'USD US Dollar' },
    ]);
  });

  it('keep the chosen currency first when the list does not name it, and add nothing for an empty choice', () => {
    expect(currencyOptions(listed, 'NZD').map((option) => option.value)).toEqual(['NZD', 'EUR', 'USD']);
    expect(currencyOptions(listed, '')).toHaveLength(2);
  });
});
