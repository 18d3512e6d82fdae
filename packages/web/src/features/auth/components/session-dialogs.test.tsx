import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEndedMessage } from '#lib/api-client.ts';
import { SessionCountdownDialog } from './session-countdown-dialog.tsx';
import { TokenExpiredDialog } from './token-expired-dialog.tsx';

describe('SessionCountdownDialog', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const countdownText = () =>
    screen.getByRole('dialog', { name: 'Your session is about to expire' }).textContent;

  it('counts down by the clock and times out once at zero', async () => {
    const onTimeout = vi.fn();
    render(
      <SessionCountdownDialog
        deadlineMs={Date.now() + 3_000}
        isRefreshing={false}
        onContinue={vi.fn()}
        onTimeout={onTimeout}
      />,
    );
    expect(countdownText()).toContain('signed out in 3 seconds.');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(countdownText()).toContain('signed out in 1 second.');
    expect(onTimeout).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onTimeout).toHaveBeenCalledOnce();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('follows the clock, not the ticks, after a sleep', async () => {
    render(
      <SessionCountdownDialog
        deadlineMs={Date.now() + 60_000}
        isRefreshing={false}
        onContinue={vi.fn()}
        onTimeout={vi.fn()}
      />,
    );
    // A laptop asleep for 50 s: the clock moves on, the interval fires once on waking.
    vi.setSystemTime(Date.now() + 50_000);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(countdownText()).toContain('signed out in 9 seconds.');
  });

  it('offers Continue, disabled while the session is being renewed', async () => {
    const onContinue = vi.fn();
    const dialog = (isRefreshing: boolean) => (
      <SessionCountdownDialog
        deadlineMs={Date.now() + 30_000}
        isRefreshing={isRefreshing}
        onContinue={onContinue}
        onTimeout={vi.fn()}
      />
    );
    const { rerender } = render(dialog(false));
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(onContinue).toHaveBeenCalledOnce();
    rerender(dialog(true));
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('TokenExpiredDialog', () => {
  it("says the spec's words and takes the user on with Ok", async () => {
    const onOk = vi.fn();
    render(<TokenExpiredDialog onOk={onOk} />);
    const dialog = screen.getByRole('dialog', { name: 'Token Expired' });
    expect(dialog.textContent).toContain(sessionEndedMessage);
    await act(async () => screen.getByRole('button', { name: 'Ok' }).click());
    expect(onOk).toHaveBeenCalledOnce();
  });
});
