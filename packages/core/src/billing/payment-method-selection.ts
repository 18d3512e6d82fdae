import type { PaymentMethodReply } from './payment.schemas.ts';

export type PaymentMethodsToolbar =
  | { kind: 'none' }
  | { kind: 'one'; method: PaymentMethodReply; setDefaultDisabled: boolean; deleteDisabled: boolean }
  | { kind: 'many'; deleteDisabled: boolean };

/**
 * The PM tab toolbar of §2 by selection (§4 'Selection'): none → NEW PM; one → SET DEFAULT (only for a non-default
 * card) and DELETE; several → a disabled SET DEFAULT and DELETE. Delete is disabled when the last selected card is
 * the default one; a bulk delete skips default cards.
 */
export const paymentMethodsToolbar = (
  selectedIds: readonly string[],
  methods: readonly PaymentMethodReply[],
): PaymentMethodsToolbar => {
  const selected = selectedIds
    .map((id) => methods.find((method) => method.id === id))
    .filter((method) => method !== undefined);
  const last = selected.at(-1);
  if (last === undefined) return { kind: 'none' };
  if (selected.length > 1) return { kind: 'many', deleteDisabled: last.default };
  return { kind: 'one', method: last, setDefaultDisabled: last.default, deleteDisabled: last.default };
};

export const deletablePaymentMethods = (
  selectedIds: readonly string[],
  methods: readonly PaymentMethodReply[],
): PaymentMethodReply[] => methods.filter((method) => selectedIds.includes(method.id) && !method.default);

/** '•••• 4242'. */
export const maskedCardNumber = (last4: string): string => `•••• •••• •••• ${last4}`;
