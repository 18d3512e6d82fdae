import type { KeyboardEvent } from 'react';

/**
 * Props that make a clickable element reachable with Tab and operable with Enter or Space, as a button is. A table
 * row keeps its row role (its cells are what a screen reader reads); anything else becomes a named button.
 */
export const keyboardActivation = (label: string | null, activate: () => void) => ({
  tabIndex: 0,
  ...(label === null ? {} : { role: 'button', 'aria-label': label }),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  },
});
