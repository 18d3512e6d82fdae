/** Long enough for a slow link to have brought the page's own code and figures first (issue 18). */
const afterStartMs = 10_000;

/**
 * Loads code a page may need but does not draw with (the menu) ten seconds after it is asked
 * for, once the browser is idle, so that it never shares a slow link with the page's own code and its first use
 * does not wait for the network. Returns the cancel for an effect's clean-up.
 */
export const loadLater = (load: () => Promise<unknown>): (() => void) => {
  let idle: number | undefined;
  const run = () => void load().catch(() => undefined);
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5_000 });
    else run();
  }, afterStartMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
};
