/**
 * Saving what the page shows for the next visit without getting in a trader's way (issue 18: INP): a second after
 * it is asked for, when the page is idle (where the browser can tell), so not in the middle of typing. Answers
 * `soon` (asks; a save already waiting covers it), `flush` (runs a waiting save now) and `cancel`.
 */
export const idleSaver = (save: () => void, delayMs = 1000) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    idle = undefined;
    save();
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    timer = undefined;
    idle = undefined;
  };
  return {
    soon: () => {
      if (timer !== undefined || idle !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5000 });
        else run();
      }, delayMs);
    },
    flush: () => {
      if (timer === undefined && idle === undefined) return;
      cancel();
      save();
    },
    cancel,
  };
};

/**
 * Runs `leaving` when the page is hidden (a phone's app switcher) or left: it may never run its timers again.
 * Answers the function that stops listening.
 */
export const onPageLeave = (leaving: () => void): (() => void) => {
  const onVisibilityChange = () => (document.visibilityState === 'hidden' ? leaving() : undefined);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', leaving);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', leaving);
  };
};
