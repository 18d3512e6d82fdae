/** A save waits until the trader has neither typed nor pointed for this long (issue 18: INP). */
const quietMs = 2000;
let lastInputMs = Number.NEGATIVE_INFINITY;
let watchingInput = false;

/**
 * Notes the trader's keys and pointer from the first save asked for on: an idle callback only means no frame is
 * due, and a save is one long task (about 100 ms on a phone) that a keystroke arriving meanwhile must wait for.
 */
const watchInput = () => {
  if (watchingInput || typeof window === 'undefined') return;
  watchingInput = true;
  const note = () => {
    lastInputMs = performance.now();
  };
  for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart'])
    window.addEventListener(type, note, { capture: true, passive: true });
};

/** How long until the trader has been still for `quietMs` (0: now). */
const untilQuiet = () => Math.max(0, lastInputMs + quietMs - performance.now());

/**
 * Saving what the page shows for the next visit without getting in a trader's way (issue 18: INP): three seconds
 * after it is asked for, once the trader has been still for two seconds and the page is idle (where the browser can
 * tell), so neither in the middle of typing nor as a page's first figures meet the trader's first click
 * (docs/decisions/0069). Answers `soon` (asks; a save already waiting covers it), `flush` (runs a
 * waiting save now: the page is being left) and `cancel`.
 */
export const idleSaver = (save: () => void, delayMs = 3000) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  // Checked again once the page is idle: a key pressed while it waited for idleness means waiting again.
  const whenStill = (next: () => void) => (untilQuiet() > 0 ? wait(untilQuiet()) : next());
  const wait = (ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      whenStill(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 5000 });
        else run();
      });
    }, ms);
  };
  const run = () => {
    idle = undefined;
    whenStill(save);
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    timer = undefined;
    idle = undefined;
  };
  watchInput();
  return {
    soon: () => {
      if (timer !== undefined || idle !== undefined) return;
      wait(delayMs);
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
