import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { billingMessages, type SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { getPriceQuote, type QuoteRequest } from '../api/get-price-quote.ts';
import { getSubscriptionDetails } from '../api/get-subscription-details.ts';
import { money } from './money.ts';
import { PaidPlanDialog } from './paid-plan-dialog.tsx';

// The demo team's administrator opens Edit Plan on the team's paid plan; nothing here buys or changes it.
describe('PaidPlanDialog (Edit Plan of a paying account)', () => {
  let queryClient: QueryClient;
  let details: SubscriptionDetailsReply;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
    details = await getSubscriptionDetails();
  });

  const openDialog = () =>
    renderWithApp(
      <PaidPlanDialog
        open
        planId={details.planId}
        planName={details.planName}
        details={details}
        onClose={vi.fn()}
        onPlanModified={vi.fn()}
      />,
      { queryClient },
    );

  const quoteFor = (numberOfUsers: number, couponCode = ''): Promise<{ price: number; cost: number }> => {
    const request: QuoteRequest = {
      planId: details.planId,
      numberOfUsers,
      currency: details.currency,
      paymentFrequency: details.paymentFrequency,
      couponCode,
    };
    return getPriceQuote(request);
  };

  it("opens on the current plan with the server's quote, OK waiting for a change", async () => {
    openDialog();
    const expected = await quoteFor(details.numberOfUsers);
    await waitFor(() =>
      expect(screen.getByTestId('quote-total').textContent).toBe(money(expected.price, details.currency)),
    );
    expect(screen.getByTestId('required-users').textContent).toBe(String(details.numberOfUsers));
    expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });

  it('quotes two more licences as the server prices them', async () => {
    const user = userEvent.setup();
    openDialog();
    const field = screen.getByRole('spinbutton', { name: 'Additional users' });
    await user.clear(field);
    await user.type(field, '2');
    const required = details.numberOfUsers + 2;
    expect(screen.getByTestId('required-users').textContent).toBe(String(required));
    const expected = await quoteFor(required);
    await waitFor(() =>
      expect(screen.getByTestId('quote-cost').textContent).toBe(money(expected.cost, details.currency)),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('refuses fewer licences than the users who hold one', async () => {
    openDialog();
    // The whole number at once: jsdom cannot select the text of a number field for typing over it. An input event,
    // as typing sends: the app's renderer (decision 0155) listens to it for a text field's changes.
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Additional users' }), {
      target: { value: String(details.usedUsers - 1 - details.numberOfUsers) },
    });
    expect(
      await screen.findByText(
        `${details.usedUsers} users hold a licence: delete users before buying fewer licences than that`,
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });

  it('checks a coupon with the server: an unknown one is Invalid, TRADER20 is Valid and discounts', async () => {
    const user = userEvent.setup();
    openDialog();
    const coupon = screen.getByRole('textbox', { name: 'Coupon' });
    await user.type(coupon, 'NO-SUCH-COUPON');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(billingMessages.invalid)).toBeDefined();

    await user.clear(coupon);
    await user.type(coupon, 'TRADER20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(billingMessages.valid)).toBeDefined();
    await waitFor(() => expect(screen.getByText(/^Discount \(20%\)/)).toBeDefined());
  });
});
