import { useCallback } from 'react';
import { clearFirstTimeFlag } from '../stores/session-store.ts';

/** §4: changing the password on the first-time screen, or cancelling there, clears the first-time flag. */
export const useEndFirstTime = () => useCallback(() => clearFirstTimeFlag(), []);
