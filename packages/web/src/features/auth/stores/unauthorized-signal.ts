// A 401 from any authenticated call reaches the session monitor through here (§7: re-authorise).
const listeners = new Set<() => void>();

export const reportUnauthorized = (): void => listeners.forEach((listener) => listener());

export const onUnauthorized = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
