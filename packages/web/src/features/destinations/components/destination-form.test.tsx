import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { destinationMessages, type UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import { createQueryClient } from '#lib/query-client.ts';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { DestinationForm } from './destination-form.tsx';

const stored: UserDestinationReply = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Lagos warehouse',
  arrivalPortId: '',
  arrivalPortName: 'Any',
  country: '',
  countryName: '',
  region: '',
  currencyCode: 'USD',
  perTonLandFreightCost: 12.5,
  perTonLandFreightCostAsString: '12.50',
  destinationCost: 30,
  destinationCostAsString: '30.00',
  premiumCost: null,
  premiumCostAsString: '',
  calculatorCount: 0,
};

describe('DestinationForm', () => {
  it('opens an editor on the stored figures, flags the mandatory fields left empty and clears them on the next change', async () => {
    const queryClient = createQueryClient();
    await signInAs(demoUsers.fullUser, queryClient);
    const onSaved = vi.fn();
    renderWithApp(<DestinationForm destination={stored} onSaved={onSaved} onCancel={vi.fn()} />, {
      queryClient,
    });
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Lagos warehouse');
    expect((screen.getByRole('textbox', { name: 'Land Freight Cost' }) as HTMLInputElement).value).toBe(
      '12.50',
    );

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    expect((await screen.findByRole('alert')).textContent).toBe(destinationMessages.mandatory);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();

    await user.type(name, 'L');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });
});
