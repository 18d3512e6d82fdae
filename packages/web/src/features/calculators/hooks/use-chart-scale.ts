import { useSyncExternalStore } from 'react';

export type ChartScale = 'true' | 'spec';

/** Where the choice is kept: in this browser, for every card and every visit (issue 48 item 7). */
const storageKey = 'psc.costBlockChartScale';
const listeners = new Set<() => void>();

const read = (): ChartScale => {
  try {
    return localStorage.getItem(storageKey) === 'spec' ? 'spec' : 'true';
  } catch {
    // Storage refused (a private window's policy): the default.
    return 'true';
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const write = (scale: ChartScale) => {
  try {
    localStorage.setItem(storageKey, scale);
  } catch {
    // Not kept: the choice still holds on this page.
  }
  for (const listener of listeners) listener();
};

/**
 * The cost-block chart's scale: true scale unless the user chose the spec's scaled chart (§9), which a scale that
 * raises the smallest block to a fifth of the column drew 3.5 times taller than a block 29 times its size. Shared
 * by every card and remembered across visits.
 */
export const useChartScale = (): [ChartScale, (scale: ChartScale) => void] => [
  useSyncExternalStore(subscribe, read, () => 'true'),
  write,
];
