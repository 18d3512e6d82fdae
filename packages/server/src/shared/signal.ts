/** A wake-up call between a use case that enqueued work and the loop that does it. */
export type Signal = { notify: () => void; subscribe: (listener: () => void) => () => void };

export const createSignal = (): Signal => {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
