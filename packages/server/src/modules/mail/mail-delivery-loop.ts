import { deliverPendingMail } from './deliver-pending-mail.ts';

export type MailDeliveryLoop = { wake: () => void; stop: () => Promise<void> };

/** Polls the outbox every `intervalMs`; `wake()` runs a pass right away (after a commit that enqueued mail). */
export const startMailDelivery = (
  deps: Parameters<typeof deliverPendingMail>[0],
  intervalMs = 2_000,
): MailDeliveryLoop => {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (stopped || running) return;
    running = deliverPendingMail(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    wake: () => setImmediate(pass),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
