import { Suspense } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import LinearProgress from '@mui/material/LinearProgress';
import type { CardFormProps } from './card-form-props.ts';

export type { CardFormProps } from './card-form-props.ts';

// Stripe.js loads only when Stripe is the provider, so the sandbox never fetches anything from outside. Either form
// comes when a card is first asked for: the screens that offer one (Account's plan) do not wait for its fields.
const StripeCardForm = lazyPart(() => import('./stripe-card-form.tsx'), 'StripeCardForm');
const SandboxCardForm = lazyPart(() => import('./sandbox-card-form.tsx'), 'SandboxCardForm');

/** The card form of the Paid Plan dialog and of New Payment Method: the sandbox's own form, or Stripe Elements. */
// Its words are in the screens part (decision 0138): a card form opened from Account waits for them here.
export const CardForm = (props: CardFormProps) => (
  <Suspense fallback={<LinearProgress />}>
    {props.provider === 'stripe' ? <StripeCardForm {...props} /> : <SandboxCardForm {...props} />}
  </Suspense>
);
