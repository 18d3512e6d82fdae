// 'Recently active' of §4 'Session': the last click, scroll, load or keydown.
let lastActivityMs = Date.now();

const markActivity = () => {
  lastActivityMs = Date.now();
};

export const startActivityTracking = (): (() => void) => {
  markActivity();
  const options = { capture: true, passive: true } as const;
  // Capture, because scroll does not bubble and a stopped click still counts as activity.
  const events = ['click', 'scroll', 'keydown', 'load'] as const;
  events.forEach((name) => window.addEventListener(name, markActivity, options));
  return () => events.forEach((name) => window.removeEventListener(name, markActivity, options));
};

export const readLastActivityMs = (): number => lastActivityMs;
