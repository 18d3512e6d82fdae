/**
 * Crash-recovery tests name points where the process must die as if the machine lost power (FAILPOINTS).
 * Nothing is flushed and no handler runs: SIGKILL, like the real thing.
 */
export const createFailpoint =
  (enabled: ReadonlySet<string>) =>
  (name: string): void => {
    if (enabled.has(name)) process.kill(process.pid, 'SIGKILL');
  };

export type Failpoint = ReturnType<typeof createFailpoint>;
