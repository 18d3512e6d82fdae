import { describe, expect, it } from 'vitest';
import {
  deletablePaymentMethods,
  maskedCardNumber,
  paymentMethodsToolbar,
} from './payment-method-selection.ts';

const card = (id: string, isDefault = false) => ({
  id,
  cardType: 'visa',
  default: isDefault,
  expiryMonth: 12,
  expiryYear: 2030,
  last4Digits: id.padStart(4, '0'),
});
const methods = [card('1', true), card('2'), card('3')];

describe('payment-method selection (§4)', () => {
  it('none, one and several selected', () => {
    expect(paymentMethodsToolbar([], methods)).toEqual({ kind: 'none' });
    expect(paymentMethodsToolbar(['2'], methods)).toMatchObject({
      kind: 'one',
      setDefaultDisabled: false,
      deleteDisabled: false,
    });
    expect(paymentMethodsToolbar(['1'], methods)).toMatchObject({
      kind: 'one',
      setDefaultDisabled: true,
      deleteDisabled: true,
    });
    expect(paymentMethodsToolbar(['2', '3'], methods)).toEqual({ kind: 'many', deleteDisabled: false });
    expect(paymentMethodsToolbar(['2', '1'], methods)).toEqual({ kind: 'many', deleteDisabled: true });
  });
  it('bulk delete skips the default card', () => {
    expect(deletablePaymentMethods(['1', '2', '3'], methods).map((method) => method.id)).toEqual(['2', '3']);
    expect(maskedCardNumber('4242')).toBe('•••• •••• •••• 4242');
  });
});
