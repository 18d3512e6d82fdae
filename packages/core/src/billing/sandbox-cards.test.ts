import { describe, expect, it } from 'vitest';
import { cardMessages, checkSandboxCard, passesLuhn } from './sandbox-cards.ts';

const at = Date.UTC(2026, 5, 1);
const card = (
  number: string,
  overrides: Partial<{ expiryMonth: number; expiryYear: number; cvc: string }> = {},
) => checkSandboxCard({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123', ...overrides }, at);

describe('sandbox cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0025 0000 3155', 'authenticate'],
  ])('%s %s', (number, outcome) => {
    expect(card(number)).toMatchObject({ ok: true, outcome, last4: number.slice(-4) });
  });

  it.each([
    ['4242 4242 4242 4241', cardMessages.incorrectNumber],
    ['4242 4242', cardMessages.incompleteNumber],
    ['4111 1111 1111 1111', cardMessages.liveCard],
  ])('%s is refused', (number, message) => {
    expect(card(number)).toMatchObject({ ok: false, message });
  });

  it('checks expiry and CVC', () => {
    expect(card('4242424242424242', { expiryMonth: 5, expiryYear: 2026 })).toMatchObject({
      ok: false,
      message: cardMessages.expired,
    });
    expect(card('4242424242424242', { expiryMonth: 13 })).toMatchObject({
      ok: false,
      message: cardMessages.invalidExpiry,
    });
    expect(card('4242424242424242', { cvc: '1' })).toMatchObject({
      ok: false,
      message: cardMessages.incompleteCvc,
    });
    expect(passesLuhn('378282246310005')).toBe(true);
  });
});
