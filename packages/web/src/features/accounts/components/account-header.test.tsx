import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { AccountHeader } from './account-header.tsx';

const user = { firstname: 'Ada', lastname: 'Admin', email: 'admin@demo-team.example' };

describe('AccountHeader', () => {
  it('names the user and offers Home, with its hint once the tooltip has loaded', async () => {
    const onHome = vi.fn();
    renderWithApp(<AccountHeader user={user} onHome={onHome} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeTruthy();
    const events = userEvent.setup();
    // The button is drawn at once and again inside the tooltip once its code is in: a pointer already on the first
    // one is not on the second, so the test points again until the hint shows.
    await waitFor(
      async () => {
        await events.unhover(screen.getByRole('button', { name: 'Home' }));
        await events.hover(screen.getByRole('button', { name: 'Home' }));
        expect((await screen.findByRole('tooltip', {}, { timeout: 500 })).textContent).toBe('Home');
      },
      { timeout: 10_000 },
    );
    await events.click(screen.getByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('offers no Home button when home cannot be opened', () => {
    renderWithApp(<AccountHeader user={user} onHome={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Home' })).toBeNull();
  });
});
