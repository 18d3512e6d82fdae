/** What a card form needs: the intent to confirm with the provider in use, and what to do after. */
export type CardFormProps = {
  clientSecret: string;
  /** A payment (purchase) or a setup (a new card). */
  kind: 'payment' | 'setup';
  provider: 'sandbox' | 'stripe';
  publishableKey: string;
  onSucceeded: () => void;
  onCancel: () => void;
};
