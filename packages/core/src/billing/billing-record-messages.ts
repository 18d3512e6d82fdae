/** What an account's billing calls answer when a record they name is not there, or a change it cannot take. */
export const billingRecordMessages = {
  invoiceNotFound: 'Invoice not found',
  paymentMethodNotFound: 'Payment method not found',
  planNotFound: 'Plan not found',
  productNotFound: 'Product not found',
  subscriptionNotFound: 'Subscription not found',
  currencyFixed: (currency: string) =>
    `The subscription is billed in ${currency}; its currency cannot change before it ends`,
} as const;
