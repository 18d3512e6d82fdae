/**
 * Whether this process is serving requests other than sign-ins, now or within the last moment (decision 0074). The
 * password hasher reads it to decide whether a spare core may hash too. It describes this process's own CPU, so it
 * is rightly local: another instance's load is on another machine's cores.
 */
export type RequestLoad = {
  /** Counts a request in; the returned function counts it out (only its first call counts). */
  readonly enter: () => () => void;
  /**
   * True while such a request is in flight or one ended less than `quietMs` ago: under steady traffic a new request
   * is often still unread in its socket when the last one ends, and would find a spare core already hashing.
   */
  readonly othersActive: () => boolean;
};

export const createRequestLoad = (
  quietMs = 100,
  now: () => number = () => performance.now(),
): RequestLoad => {
  let inFlight = 0;
  let lastEndedAt = Number.NEGATIVE_INFINITY;
  return {
    enter: () => {
      inFlight += 1;
      let counted = true;
      return () => {
        if (!counted) return;
        counted = false;
        inFlight -= 1;
        lastEndedAt = now();
      };
    },
    othersActive: () => inFlight > 0 || now() - lastEndedAt < quietMs,
  };
};
