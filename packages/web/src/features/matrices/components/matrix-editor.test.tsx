import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { demoUsers, pickOption, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { getMatrix } from '../api/get-matrix.ts';
import { MatrixEditor } from './matrix-editor.tsx';

describe('MatrixEditor', () => {
  it('names the origin still without a basis, then saves name, currency, periods, an origin with its port and a column', async () => {
    const queryClient = createQueryClient();
    await signInAs(demoUsers.admin, queryClient);
    const onSaved = vi.fn();
    renderWithApp(<MatrixEditor matrix={null} cancelHref="/matrices" onSaved={onSaved} />, { queryClient });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Editor test');
    await user.click(screen.getByRole('button', { name: 'Save and price' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Origin 1: choose a basis');
    expect(onSaved).not.toHaveBeenCalled();

    await pickOption(user, 'Currency', /^EUR/);
    await pickOption(user, 'Periods', 'Front period only');
    const origin = screen.getByRole('group', { name: 'Origin 1' });
    await user.click(within(origin).getByRole('combobox', { name: 'Basis' }));
    await user.click(await screen.findByRole('option', { name: 'London #5' }));
    await user.click(within(origin).getByRole('combobox', { name: 'Loading port' }));
    await user.click(await screen.findByRole('option', { name: 'Le Havre, France' }));
    const columns = screen.getByRole('combobox', { name: 'Destinations (columns)' });
    await user.type(columns, 'Rotterdam');
    await user.click(await screen.findByRole('option', { name: /^Rotterdam, / }));
    await user.click(screen.getByRole('button', { name: 'Save and price' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = await getMatrix(String(onSaved.mock.calls[0]?.[0]));
    expect(saved).toMatchObject({ name: 'Editor test', currencyCode: 'EUR', periodCount: 1 });
    expect(saved.origins.map((entry) => entry.contractId)).toEqual(['London5']);
    expect(saved.destinationIds).toHaveLength(1);
  });
});
