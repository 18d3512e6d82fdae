export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` now and runs on at the wall clock's pace: the server's clock when the test-only
 * TEST_CLOCK_START is set (decision 0141), so a journey starts the app on the day a schedule needs.
 */
export const createStartingClock = (start: Date, wallClock: () => number = Date.now): Clock => {
  const offset = start.getTime() - wallClock();
  return { now: () => new Date(wallClock() + offset) };
};

/** A clock tests can move; the server itself never uses it. */
export const createManualClock = (
  start: Date = new Date(),
): Clock & { advance: (ms: number) => void; set: (at: Date) => void } => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
};
