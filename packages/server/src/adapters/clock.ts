export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

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
