import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { demoUsers, pickOption, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { getCalculators } from '../api/get-calculators.ts';
import { emptyCalculatorForm, missingMandatoryFields } from '../utils/calculator-form-rules.ts';
import { CalculatorForm } from './calculator-form.tsx';

const combobox = (name: string) => screen.getByRole('combobox', { name });

// The demo team's administrator creates calculators here; no other component test reads theirs.
describe('CalculatorForm (New Calculator)', () => {
  let queryClient: QueryClient;
  beforeEach(async () => {
    queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
  });

  it('names every mandatory field missing and flags them (§5)', async () => {
    const onClose = vi.fn();
    renderWithApp(<CalculatorForm onClose={onClose} />, { queryClient });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save & Close' }));
    const expected = missingMandatoryFields(emptyCalculatorForm);
    expect(screen.getByRole('alert').textContent).toBe(expected?.message);
    expect(combobox('Basis').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fills in Brazil, Santos and the first period for a Brazil basis (§4)', async () => {
    renderWithApp(<CalculatorForm onClose={vi.fn()} />, { queryClient });
    await pickOption(userEvent.setup(), 'Basis', 'Brazil 150ic Santos');
    expect(combobox('From: Country').textContent).toBe('Brazil');
    expect(combobox('From: Port').textContent).toBe('Santos');
    await waitFor(() => expect(combobox('Contract').textContent).not.toBe(''));
  });

  it('creates the calculator the form describes and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const name = `Form ${crypto.randomUUID().slice(0, 8)}`;
    renderWithApp(<CalculatorForm onClose={onClose} />, { queryClient });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
    await pickOption(user, 'Basis', 'New York #11');
    await pickOption(user, 'Contract', /./);
    await pickOption(user, 'Currency', /^USD/);
    await pickOption(user, 'From: Region', 'South America');
    await pickOption(user, 'From: Country', 'Brazil');
    await pickOption(user, 'From: Port', 'Santos');
    await pickOption(user, 'To: Destination', /Rotterdam/);
    await user.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const created = (await getCalculators()).find((calculator) => calculator.name === name);
    expect(created).toMatchObject({
      contractId: 'NewYork11',
      currencyCode: 'USD',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      pricingError: null,
    });
  });

  it('finds a destination port by any part of its name, typed (issue 48 item 14)', async () => {
    const user = userEvent.setup();
    renderWithApp(<CalculatorForm onClose={vi.fn()} />, { queryClient });
    const field = combobox('To: Destination');
    await user.click(field);
    await user.type(field, 'nether');
    const listed = await screen.findAllByRole('option');
    expect(listed.length).toBeGreaterThan(0);
    for (const option of listed) expect(option.textContent).toMatch(/nether/i);
    expect(listed.some((option) => /Rotterdam/.test(option.textContent ?? ''))).toBe(true);
    await user.type(field, 'xyz-no-such-port');
    expect(await screen.findByText('No port or destination has that name')).toBeTruthy();
  });
});
