import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { demoUsers, pickOption, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { getAlerts } from '../api/get-alerts.ts';
import { NewAlertForm } from './new-alert-form.tsx';

// The demo team's administrator sets alerts here; no other component test reads theirs.
describe('NewAlertForm', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
  });

  it('asks for a matrix before a matrix alert is sent', async () => {
    const user = userEvent.setup();
    renderWithApp(<NewAlertForm calculators={[]} matrices={[]} />, { queryClient });
    await pickOption(user, 'Alert me on', "A matrix column's cheapest origin");
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByText('Choose a matrix')).toBeDefined();
  });

  it("sets a board-price alert on one of the basis's open periods", async () => {
    const user = userEvent.setup();
    renderWithApp(<NewAlertForm calculators={[]} matrices={[]} />, { queryClient });
    await pickOption(user, 'Alert me on', 'A board price');
    await pickOption(user, 'Basis', 'London #5');
    await pickOption(user, 'Period', /./);
    await pickOption(user, 'When it', 'Rises above');
    await user.type(screen.getByRole('textbox', { name: 'Level (as the board quotes it)' }), '612.5');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Alert set. PSC checks it after every publication.')).toBeDefined();
    expect(await getAlerts()).toContainEqual(
      expect.objectContaining({
        kind: 'boardPrice',
        contractId: 'London5',
        direction: 'above',
        level: 612.5,
      }),
    );
  });
});
