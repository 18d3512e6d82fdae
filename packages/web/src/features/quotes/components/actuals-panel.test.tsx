import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { santosToRotterdam } from '../../../../test/santos-to-rotterdam.ts';
import { freezeQuote } from '../api/freeze-quote.ts';
import { getQuote } from '../api/get-quote.ts';
import { ActualsPanel } from './actuals-panel.tsx';

const dayMs = 24 * 60 * 60 * 1000;

// The demo administrator's calculators: the Full User's belong to the calculator card's tests.
const adminsCalculator = async (queryClient: QueryClient) => {
  await signInAs(demoUsers.admin, queryClient);
  const [existing] = await apiRequest(calculatorEndpoints.list.path, {
    schema: calculatorEndpoints.list.reply,
  });
  if (existing !== undefined) return existing;
  return apiRequest(calculatorEndpoints.create.path, {
    method: calculatorEndpoints.create.method,
    body: await santosToRotterdam(),
    schema: calculatorEndpoints.create.reply,
  });
};

describe('ActualsPanel', () => {
  it('flags an entry that is not an amount, then saves the invoices per tonne against the frozen quote', async () => {
    const queryClient = createQueryClient();
    const calculator = await adminsCalculator(queryClient);
    const quote = await freezeQuote({
      target: { calculatorId: calculator.id },
      validUntil: Date.now() + 3 * dayMs,
      note: 'actuals panel test',
    });
    const [first, second] = quote.variance.rows;
    if (first === undefined || second === undefined) throw new Error('the quote has fewer than two blocks');
    renderWithApp(<ActualsPanel quote={quote} />, { queryClient });
    const user = userEvent.setup();
    const firstEntry = screen.getByRole('textbox', { name: `Actual ${first.displayName} per tonne` });
    const secondEntry = screen.getByRole('textbox', { name: `Actual ${second.displayName} per tonne` });

    await user.type(secondEntry, 'about forty');
    await user.click(screen.getByRole('button', { name: 'Save actuals' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${second.displayName}: enter an amount per tonne, e.g. 41.10`,
    );
    expect(secondEntry.getAttribute('aria-invalid')).toBe('true');
    expect(firstEntry.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(secondEntry);
    expect((await getQuote(quote.id)).actuals).toEqual([]);

    await user.clear(secondEntry);
    await user.type(secondEntry, '41,10');
    await user.type(firstEntry, '12');
    await user.click(screen.getByRole('button', { name: 'Save actuals' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(async () =>
      expect((await getQuote(quote.id)).actuals).toEqual(
        expect.arrayContaining([
          { block: first.block, perTonne: 12 },
          { block: second.block, perTonne: 41.1 },
        ]),
      ),
    );
    expect(secondEntry.getAttribute('aria-invalid')).toBe('false');
  });
});
