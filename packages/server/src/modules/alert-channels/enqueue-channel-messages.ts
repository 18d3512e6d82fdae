import type { ChannelMessage } from '@psc/core/alert-channels/channel-message';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Language } from '@psc/core/personalisation/languages';
import { recipientLanguage } from '../../shared/translate.ts';

type EnqueueDeps = Pick<Deps, 'alertChannelsRepository'>;

export type ChannelFiring = {
  notificationId: string;
  accountId: string;
  personId: string;
  /** The message in a channel owner's language (decision 0147). */
  message: (language: Language) => ChannelMessage;
};

/** One event for an account: the people of it it concerns (their own channels take it) and what to say. */
export type ChannelNotice = {
  accountId: string;
  personIds: ReadonlySet<string>;
  /** One message per channel and key, whoever enqueues it ('publication.published:prices:<id>'). */
  key: string;
  /** The message in a channel owner's language (decision 0147). */
  message: (language: Language) => ChannelMessage;
};

/**
 * An event's messages to every active channel that takes it: the concerned people's own and their account's, in
 * the caller's transaction; the (channel, key) row is unique, so an event reaches a channel once.
 */
const enqueueNotices = async (
  deps: EnqueueDeps,
  notices: readonly (ChannelNotice & { notificationId?: string })[],
  now: Date,
  tx: Database,
  options: { notices?: boolean },
): Promise<number> => {
  if (notices.length === 0) return 0;
  const channels = await deps.alertChannelsRepository.activeChannelsOf(
    notices.map((notice) => notice.accountId),
    tx,
    options,
  );
  if (channels.length === 0) return 0;
  const rows = notices.flatMap((notice) =>
    channels
      .filter(
        (channel) =>
          channel.accountId === notice.accountId &&
          (channel.personId === null || notice.personIds.has(channel.personId)),
      )
      .map((channel) => ({
        accountId: notice.accountId,
        channelId: channel.id,
        eventKey: notice.key,
        ...(notice.notificationId === undefined ? {} : { notificationId: notice.notificationId }),
        message: notice.message(recipientLanguage(channel.personLanguage, channel.accountLanguage)),
      })),
  );
  await deps.alertChannelsRepository.enqueue(rows, now, tx);
  return rows.length;
};

/**
 * Each firing's message to every active channel that takes it (the person's own, the account's), in the
 * transaction that moved the alert's state: a crossing fires once, and its (crossing, channel) row is unique.
 */
export const enqueueChannelMessages = (
  deps: EnqueueDeps,
  firings: readonly ChannelFiring[],
  now: Date,
  tx: Database,
): Promise<number> =>
  enqueueNotices(
    deps,
    firings.map((firing) => ({
      accountId: firing.accountId,
      personIds: new Set([firing.personId]),
      key: `alert.fired:${firing.notificationId}`,
      notificationId: firing.notificationId,
      message: firing.message,
    })),
    now,
    tx,
    {},
  );

/** Publication notices (decision 0135): only to the channels whose owners asked for them. */
export const enqueuePublicationNotices = (
  deps: EnqueueDeps,
  notices: readonly ChannelNotice[],
  now: Date,
  tx: Database,
): Promise<number> => enqueueNotices(deps, notices, now, tx, { notices: true });
