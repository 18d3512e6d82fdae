/**
 * The built-in sandbox provider accepts Stripe's test card numbers, so a purchase runs end to end with no
 * account anywhere (docs/decisions/0017-payment-provider-webhooks-and-idempotency.md). Any other number is refused as a real card.
 */
export type SandboxCardOutcome = 'succeeds' | 'declined' | 'authenticate' | 'insufficient_funds';

export const sandboxCards: Record<string, { outcome: SandboxCardOutcome; brand: string }> = {
  '4242424242424242': { outcome: 'succeeds', brand: 'visa' },
  '4000056655665556': { outcome: 'succeeds', brand: 'visa' },
  '5555555555554444': { outcome: 'succeeds', brand: 'mastercard' },
  '378282246310005': { outcome: 'succeeds', brand: 'amex' },
  '4000000000000002': { outcome: 'declined', brand: 'visa' },
  '4000000000009995': { outcome: 'insufficient_funds', brand: 'visa' },
  '4000002500003155': { outcome: 'authenticate', brand: 'visa' },
  '4000002760003184': { outcome: 'authenticate', brand: 'visa' },
};

/** Card messages as Stripe words them, shown in red by the card form (§8 'Card errors show the provider message in red'). */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  incompleteCvc: "Your card's security code is incomplete.",
  liveCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export const normaliseCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

export const passesLuhn = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export type SandboxCardInput = { number: string; expiryMonth: number; expiryYear: number; cvc: string };

/** Checks a card as the sandbox sees it at `atMs`; the message is the one the form shows. */
export const checkSandboxCard = (
  input: SandboxCardInput,
  atMs: number,
):
  | { ok: true; outcome: SandboxCardOutcome; brand: string; last4: string }
  | { ok: false; message: string; code: string } => {
  const digits = normaliseCardNumber(input.number);
  if (digits.length < 13)
    return { ok: false, code: 'incomplete_number', message: cardMessages.incompleteNumber };
  if (!passesLuhn(digits))
    return { ok: false, code: 'incorrect_number', message: cardMessages.incorrectNumber };
  if (!Number.isInteger(input.expiryMonth) || input.expiryMonth < 1 || input.expiryMonth > 12)
    return { ok: false, code: 'invalid_expiry_month', message: cardMessages.invalidExpiry };
  const year = input.expiryYear < 100 ? 2000 + input.expiryYear : input.expiryYear;
  const now = new Date(atMs);
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && input.expiryMonth < now.getUTCMonth() + 1)
  ) {
    return { ok: false, code: 'expired_card', message: cardMessages.expired };
  }
  if (!/^\d{3,4}$/.test(input.cvc))
    return { ok: false, code: 'incomplete_cvc', message: cardMessages.incompleteCvc };
  const known = sandboxCards[digits];
  if (!known) return { ok: false, code: 'card_declined', message: cardMessages.liveCard };
  return { ok: true, outcome: known.outcome, brand: known.brand, last4: digits.slice(-4) };
};
