import type { ChannelMessage } from '@psc/core/alert-channels/channel-message';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

export type ChannelFiring = {
  notificationId: string;
  accountId: string;
  personId: string;
  message: ChannelMessage;
};

/**
 * Each firing's message to every active channel that takes it (the person's own, the account's), in the
 * transaction that moved the alert's state: a crossing fires once, and its (crossing, channel) row is unique.
 */
export const enqueueChannelMessages = async (
  deps: Pick<Deps, 'alertChannelsRepository'>,
  firings: readonly ChannelFiring[],
  now: Date,
  tx: Database,
): Promise<number> => {
  if (firings.length === 0) return 0;
  const channels = await deps.alertChannelsRepository.activeChannelsOf(
    firings.map((firing) => firing.accountId),
    tx,
  );
  if (channels.length === 0) return 0;
  const rows = firings.flatMap((firing) =>
    channels
      .filter(
        (channel) =>
          channel.accountId === firing.accountId &&
          (channel.personId === null || channel.personId === firing.personId),
      )
      .map((channel) => ({
        accountId: firing.accountId,
        channelId: channel.id,
        notificationId: firing.notificationId,
        message: firing.message,
      })),
  );
  await deps.alertChannelsRepository.enqueue(rows, now, tx);
  return rows.length;
};
