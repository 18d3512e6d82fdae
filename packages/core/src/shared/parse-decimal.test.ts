import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal.ts';

const amount = (text: string) => parseDecimal(text, { label: 'Cost' });

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    [' 1,234.50 ', 1234.5],
    ['1,234,567', 1234567],
    ['0', 0],
    ['0.001', 0.001],
  ])('accepts %j as %d', (text, value) => {
    expect(amount(text)).toEqual({ ok: true, value });
  });

  it.each([
    '12,3,4',
    'abc',
    '',
    '   ',
    '1e3',
    '12.',
    '.5',
    '1,23',
    '12,345.6.7',
    'NaN',
    'Infinity',
    '0x10',
    '+5',
    '5 5',
  ])('refuses %j', (text) => {
    const result = amount(text);
    expect(result.ok).toBe(false);
  });

  it('refuses negative amounts unless allowed', () => {
    expect(amount('-5')).toEqual({ ok: false, message: 'Cost must be at least 0' });
    expect(parseDecimal('-5', { label: 'Cost', min: -10 })).toEqual({ ok: true, value: -5 });
  });

  it('strips every comma for the tonnes input and keeps t below 1e23', () => {
    const tonnes = (text: string) => parseDecimal(text, { label: 'Tonnes', stripCommas: true, below: 1e23 });
    expect(tonnes('12,3,4')).toEqual({ ok: true, value: 1234 });
    expect(tonnes('99999999999999999999999')).toEqual({ ok: false, message: 'Tonnes must be below 1e+23' });
    expect(tonnes('1'.padEnd(400, '0'))).toEqual({ ok: false, message: 'Tonnes is too large' });
  });

  it('takes scientific notation only where the field allows it (the tonnes input, issue 48 item 12)', () => {
    const tonnes = (text: string) =>
      parseDecimal(text, { label: 'Tonnes', stripCommas: true, below: 1e23, exponent: true });
    expect(tonnes('1.5e3')).toEqual({ ok: true, value: 1500 });
    expect(tonnes('9.99e22')).toEqual({ ok: true, value: 9.99e22 });
    expect(tonnes('9.99e+22')).toEqual({ ok: true, value: 9.99e22 });
    expect(tonnes('1e23')).toEqual({ ok: false, message: 'Tonnes must be below 1e+23' });
    expect(tonnes('-1e3')).toEqual({ ok: false, message: 'Tonnes must be at least 0' });
    expect(tonnes('e3').ok).toBe(false);
    expect(amount('1e3').ok).toBe(false);
  });

  it('names the field and the text in the message', () => {
    expect(amount('12,3,4')).toEqual({
      ok: false,
      message: "Cost must be a number such as 1234.56 or 1,234.56, not '12,3,4'",
    });
  });
});
