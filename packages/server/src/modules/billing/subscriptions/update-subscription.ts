import { randomUUID } from 'node:crypto';
import { accountStatus } from '@psc/core/accounts/account-status';
import {
  billingMessages,
  subscriptionRequestSchema,
  type SubscriptionUpdateReply,
} from '@psc/core/billing/billing.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import { recordSecurityEvent, type RequestOrigin } from '../../security-events/record-security-event.ts';
import { priceTerms, type PricedTerms, type PurchaseTerms } from './billing-terms.ts';
import { ensureCustomer } from '../payment-methods/ensure-customer.ts';
import { completePurchase, type SettlementDeps } from './purchase-settlement.ts';
import { payWithSavedCard } from './pay-with-saved-card.ts';

type UpdateSubscriptionDeps = SettlementDeps & Pick<Deps, 'paymentProvider' | 'billingCustomersRepository'>;

const sameTerms = (left: PurchaseTerms, right: PurchaseTerms) =>
  left.planId === right.planId &&
  left.numberOfUsers === right.numberOfUsers &&
  left.currency === right.currency &&
  left.paymentFrequency === right.paymentFrequency &&
  left.couponCode === right.couponCode &&
  left.extraDataSets === right.extraDataSets;

const errorReply = (
  message: string,
  currency: string,
  provider: 'sandbox' | 'stripe',
): SubscriptionUpdateReply => ({
  status: 'error',
  message,
  clientSecret: null,
  purchaseId: null,
  amount: 0,
  currency,
  provider,
});

type Account = NonNullable<Awaited<ReturnType<Deps['subscriptionsRepository']['findAccount']>>>;
type Subscription = Awaited<ReturnType<Deps['subscriptionsRepository']['findSubscription']>>;
type OpenPurchase = NonNullable<Awaited<ReturnType<Deps['subscriptionsRepository']['findOpenPurchase']>>>;
type SubscriptionRequest = ReturnType<typeof subscriptionRequestSchema.parse>;
type Provider = 'sandbox' | 'stripe';

/** The reply asking the client to confirm a payment intent; the spec's client reads the secret from `message`. */
const needsPayment = (
  purchase: { id: string; amount: number; currency: string },
  clientSecret: string | null,
  provider: Provider,
): SubscriptionUpdateReply => ({
  status: 'needsStripe',
  message: clientSecret,
  clientSecret,
  purchaseId: purchase.id,
  amount: purchase.amount,
  currency: purchase.currency,
  provider,
});

/** An account awaiting a renewal pays that renewal first, with the card it chooses. */
const payOpenRenewal = async (
  deps: UpdateSubscriptionDeps,
  account: Account,
  open: OpenPurchase,
): Promise<SubscriptionUpdateReply> => {
  const provider = deps.paymentProvider.kind;
  if (open.paymentIntentId && open.clientSecret) {
    await deps.subscriptionsRepository.updatePurchase(open.id, { status: 'pending' });
    return needsPayment(open, open.clientSecret, provider);
  }
  const customerId = await ensureCustomer(deps, account);
  const intent = await deps.paymentProvider.createPaymentIntent(
    {
      customerId,
      amount: open.amount,
      currency: open.currency,
      description: 'PSC subscription renewal',
      metadata: { purchaseId: open.id, accountId: account.id },
    },
    `${open.idempotencyKey}:payment-intent`,
  );
  await deps.subscriptionsRepository.updatePurchase(open.id, {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    status: 'pending',
  });
  return needsPayment(open, intent.clientSecret, provider);
};

/** The requested terms priced with the one quote, or the message that refuses them (§4's 'error' result). */
const priceRequestedTerms = async (
  deps: UpdateSubscriptionDeps,
  account: Account,
  subscription: Subscription,
  request: SubscriptionRequest,
  now: Date,
): Promise<{ priced: PricedTerms } | { refusal: string }> => {
  let priced: PricedTerms;
  try {
    priced = await priceTerms(deps, {
      account,
      subscription,
      planId: request.planId,
      numberOfUsers: request.numberOfUsers,
      currency: request.currency,
      paymentFrequency: request.paymentFrequency,
      couponCode: request.couponCode ?? request.coupon,
      extraDataSets: request.extraDataSets,
      now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'INTERNAL' && error.code !== 'UNAVAILABLE')
      return { refusal: error.message };
    throw error;
  }
  if (priced.couponMessage) return { refusal: priced.couponMessage };
  const members = await deps.subscriptionsRepository.countMembers(account.id);
  if (priced.terms.numberOfUsers < members.fullUsers)
    return {
      refusal: `${members.fullUsers} users hold a licence: delete users before buying fewer licences than that`,
    };
  const running =
    subscription !== null && subscription.status !== 'ended' && account.status === accountStatus.paid;
  if (
    running &&
    sameTerms(priced.terms, {
      planId: subscription.planId,
      numberOfUsers: subscription.numberOfUsers,
      currency: subscription.currency,
      paymentFrequency: subscription.paymentFrequency,
      couponCode: priced.terms.couponCode,
      extraDataSets: subscription.extraDataSets,
    }) &&
    priced.newCoupon === null
  )
    return { refusal: billingMessages.noPlanChange };
  return { priced };
};

/**
 * The change as a pending purchase, in one transaction with the audit event: the same request again (a double
 * click, a retry) gets the same purchase; any other open purchase is cleared. Nothing to pay: applied at once.
 */
const recordChangePurchase = (
  deps: UpdateSubscriptionDeps,
  principal: Principal,
  account: Account,
  priced: PricedTerms,
  origin: RequestOrigin,
  now: Date,
) => {
  const purchaseId = randomUUID();
  return deps.database.db.transaction(async (tx) => {
    await deps.subscriptionsRepository.lockAccount(account.id, tx);
    const current = await deps.subscriptionsRepository.findOpenPurchase(account.id, tx);
    if (
      current &&
      current.kind === 'change' &&
      current.status === 'pending' &&
      current.amount === priced.quote.total &&
      sameTerms(current.terms as PurchaseTerms, priced.terms)
    ) {
      return { purchase: current, reused: true, cleared: null };
    }
    const cleared = current
      ? await deps.subscriptionsRepository.markPurchaseCleared(current.id, now, tx)
      : null;
    const purchase = await deps.subscriptionsRepository.insertPurchase(
      {
        id: purchaseId,
        accountId: account.id,
        kind: 'change',
        status: 'pending',
        idempotencyKey: `purchase:${purchaseId}`,
        provider: deps.paymentProvider.kind,
        terms: priced.terms,
        quote: priced.quote,
        amount: priced.quote.total,
        currency: priced.terms.currency,
        periodStart: priced.periodStart,
        periodEnd: priced.periodEnd,
        createdBy: principal.personId,
        createdAt: now,
      },
      tx,
    );
    await recordSecurityEvent(
      deps,
      {
        type: 'subscription_changed',
        accountId: account.id,
        personId: principal.personId,
        email: principal.email,
        origin,
        detail: { purchaseId, terms: priced.terms, amount: priced.quote.total },
      },
      tx,
    );
    if (purchase.amount === 0) await completePurchase(deps, purchase, null, tx);
    return { purchase, reused: false, cleared };
  });
};

/**
 * PUT /api/v1/accounts/subscriptions (§4 'Subscription update result'): prices the requested terms with the one
 * quote, then answers error, ok (nothing to pay: applied now) or needsStripe with the client secret of a payment
 * intent for exactly the quoted amount. The purchase is applied when the provider confirms the payment.
 */
export const updateSubscription = async (
  deps: UpdateSubscriptionDeps,
  principal: Principal,
  body: unknown,
  origin: RequestOrigin,
): Promise<SubscriptionUpdateReply> => {
  const request = parseBody(subscriptionRequestSchema, body);
  const provider = deps.paymentProvider.kind;
  const now = deps.clock.now();
  const account = await deps.subscriptionsRepository.findAccount(principal.accountId);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  if (account.status === accountStatus.super)
    return errorReply(billingMessages.superAccount, request.currency, provider);
  const subscription = await deps.subscriptionsRepository.findSubscription(account.id);
  const open = await deps.subscriptionsRepository.findOpenPurchase(account.id);
  if (open?.kind === 'renewal') return payOpenRenewal(deps, account, open);

  const checked = await priceRequestedTerms(deps, account, subscription, request, now);
  if ('refusal' in checked) return errorReply(checked.refusal, request.currency, provider);
  const { priced } = checked;
  const created = await recordChangePurchase(deps, principal, account, priced, origin, now);
  const cleared = created.cleared;
  if (cleared?.paymentIntentId) {
    await deps.paymentProvider
      .cancelPaymentIntent(cleared.paymentIntentId, `${cleared.idempotencyKey}:cancel`)
      .catch((error: unknown) => {
        deps.logger.warn(
          { err: error, purchaseId: cleared.id },
          'cancelling a replaced payment intent failed; reconciliation retries',
        );
      });
  }
  const purchase = created.purchase;
  if (purchase.amount === 0) {
    deps.mailSignal.notify();
    return {
      status: 'ok',
      message: billingMessages.planModified,
      clientSecret: null,
      purchaseId: purchase.id,
      amount: 0,
      currency: purchase.currency,
      provider,
    };
  }
  // A twin request may still be creating this purchase's intent: the same idempotency key below gives both the
  // same intent, so a double click never makes two chargeable intents.
  if (created.reused && purchase.clientSecret) return needsPayment(purchase, purchase.clientSecret, provider);

  const customerId = await ensureCustomer(deps, account);
  if (request.useSavedCard === true) return payWithSavedCard(deps, purchase, customerId, priced);
  const intent = await deps.paymentProvider.createPaymentIntent(
    {
      customerId,
      amount: purchase.amount,
      currency: purchase.currency,
      description: `PSC ${priced.plan.name} plan, ${priced.terms.numberOfUsers} user licence(s), ${priced.terms.paymentFrequency}`,
      metadata: { purchaseId: purchase.id, accountId: account.id },
    },
    `${purchase.idempotencyKey}:payment-intent`,
  );
  const attached = await deps.subscriptionsRepository.attachIntentIfPending(purchase.id, {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
  });
  if (!attached) {
    // A later change replaced this purchase while its intent was being made: that intent must never be paid.
    await deps.paymentProvider.cancelPaymentIntent(intent.id, `${purchase.idempotencyKey}:cancel`);
    return errorReply(billingMessages.purchaseSuperseded, request.currency, provider);
  }
  return needsPayment(purchase, intent.clientSecret, provider);
};
