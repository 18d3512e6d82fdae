const startWithinMs = 90_000;

/** Resolves once the component tests' server answers; rejects with a clear message when it never does. */
export const componentServerReady = async (serverUrl: string, fetchFrom: typeof fetch): Promise<void> => {
  const started = Date.now();
  for (;;) {
    const ready = await fetchFrom(`${serverUrl}/aqa/settings`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() - started > startWithinMs)
      throw new Error(
        `The component tests' server at ${serverUrl} did not answer within ${startWithinMs / 1000} s (its output is printed above)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
