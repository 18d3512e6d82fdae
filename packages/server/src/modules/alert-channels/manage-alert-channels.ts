import {
  alertChannelLimit,
  type alertChannelChangeSchema,
  type AlertChannelReply,
  type alertChannelRequestSchema,
  alertChannelMessages,
} from '@psc/core/alert-channels/alert-channels.schemas';
import type { ChannelMessage } from '@psc/core/alert-channels/channel-message';
import type { Language } from '@psc/core/personalisation/languages';
import { channelOwnerLanguage } from '../personalisation/recipient-language.ts';
import { channelTestMessageIn } from './channel-message-language.ts';
import { AppError } from '@psc/core/shared/app-error';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { isPrincipalAdministrator, requireAdministrator } from '../../shared/guards.ts';
import { OutboundRefusal, checkTargetUrl } from '../../shared/outbound-http.ts';
import type { Principal } from '../../shared/principal.ts';
import type { AlertChannelRecord } from './alert-channels.repository.ts';
import { sendToChannel, type ChannelTarget } from './channel-senders.ts';

export type AlertChannelDeps = Pick<
  Deps,
  'alertChannelsRepository' | 'secretBox' | 'clock' | 'config' | 'languageRepository'
>;
type ChannelRequest = z.output<typeof alertChannelRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', alertChannelMessages.notFound);

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** What the page shows of a target: the host of a webhook, the chat of a bot; never the secret part. */
const hintOf = (target: ChannelTarget): string =>
  'url' in target ? new URL(target.url).host : `chat ${target.chatId}`;

const toReply = (
  channel: AlertChannelRecord,
  deliveries: Awaited<ReturnType<AlertChannelDeps['alertChannelsRepository']['recentDeliveries']>>,
): AlertChannelReply => ({
  id: channel.id,
  kind: channel.kind,
  name: channel.name,
  scope: channel.personId === null ? 'account' : 'personal',
  targetHint: channel.targetHint,
  publicationNotices: channel.publicationNotices,
  status: channel.status,
  consecutiveFailures: channel.consecutiveFailures,
  lastError: channel.lastError,
  lastSuccessAt: iso(channel.lastSuccessAt),
  pausedAt: iso(channel.pausedAt),
  pausedReason: channel.pausedReason,
  verifiedAt: channel.verifiedAt.toISOString(),
  createdAt: channel.createdAt.toISOString(),
  recentDeliveries: deliveries
    .filter((delivery) => delivery.channelId === channel.id)
    .map((delivery) => ({
      id: delivery.id,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      lastStatus: delivery.lastStatus,
      text: (delivery.message as ChannelMessage).text,
      createdAt: delivery.createdAt.toISOString(),
      sentAt: iso(delivery.sentAt),
    })),
});

const replyOf = async (deps: AlertChannelDeps, channel: AlertChannelRecord) =>
  toReply(channel, await deps.alertChannelsRepository.recentDeliveries([channel.id]));

export const listAlertChannels = async (
  deps: AlertChannelDeps,
  principal: Principal,
): Promise<AlertChannelReply[]> => {
  const channels = await deps.alertChannelsRepository.listVisible(principal.accountId, principal.personId);
  const deliveries = await deps.alertChannelsRepository.recentDeliveries(
    channels.map((channel) => channel.id),
  );
  return channels.map((channel) => toReply(channel, deliveries));
};

/** The test message every new or resumed channel must take; its failure is the caller's clear 400. */
const verify = async (
  deps: AlertChannelDeps,
  kind: AlertChannelRecord['kind'],
  target: ChannelTarget,
  language: Language,
) => {
  if ('url' in target) {
    try {
      await checkTargetUrl(target.url, deps.config.integrations);
    } catch (error) {
      if (error instanceof OutboundRefusal)
        throw new AppError('VALIDATION', error.message, { reason: 'target_refused', body: { field: 'url' } });
      throw error;
    }
  }
  const outcome = await sendToChannel(
    deps.config,
    kind,
    target,
    channelTestMessageIn(language, `${deps.config.publicUrl}/alerts`),
    deps.clock.now(),
  );
  if (!outcome.ok)
    throw new AppError('VALIDATION', alertChannelMessages.testFailed(outcome.error), {
      reason: 'channel_test_failed',
    });
};

const targetOf = (request: ChannelRequest): ChannelTarget =>
  request.kind === 'telegram' ? { botToken: request.botToken, chatId: request.chatId } : { url: request.url };

/** Adds a channel once a test message reached it (issue 49 item 2): a user's own, or the account's (administrators). */
export const createAlertChannel = async (
  deps: AlertChannelDeps,
  principal: Principal,
  request: ChannelRequest,
): Promise<AlertChannelReply> => {
  const scope = request.scope;
  if (scope === 'account') requireAdministrator(principal);
  const personId = scope === 'account' ? null : principal.personId;
  if ((await deps.alertChannelsRepository.countOwned(principal.accountId, personId)) >= alertChannelLimit)
    throw new AppError('VALIDATION', alertChannelMessages.limit);
  const target = targetOf(request);
  const owner = { accountId: principal.accountId, personId };
  await verify(deps, request.kind, target, await channelOwnerLanguage(deps, owner, principal));
  const now = deps.clock.now();
  const channel = await deps.alertChannelsRepository.insert({
    accountId: principal.accountId,
    personId,
    createdBy: principal.personId,
    kind: request.kind,
    name: request.name,
    sealedTarget: deps.secretBox.seal(JSON.stringify(target)),
    targetHint: hintOf(target),
    publicationNotices: request.publicationNotices ?? false,
    verifiedAt: now,
    createdAt: now,
  });
  return replyOf(deps, channel);
};

/** A user changes their own channels; the account's are an administrator's. */
const requireChangeable = async (deps: AlertChannelDeps, principal: Principal, channelId: string) => {
  const channel = await deps.alertChannelsRepository.findVisible(
    principal.accountId,
    principal.personId,
    channelId,
  );
  if (channel === null) throw notFound();
  if (channel.personId === null && !isPrincipalAdministrator(principal)) requireAdministrator(principal);
  return channel;
};

export const resumeAlertChannel = async (
  deps: AlertChannelDeps,
  principal: Principal,
  channelId: string,
): Promise<AlertChannelReply> => {
  const channel = await requireChangeable(deps, principal, channelId);
  const target = JSON.parse(deps.secretBox.open(channel.sealedTarget)) as ChannelTarget;
  await verify(deps, channel.kind, target, await channelOwnerLanguage(deps, channel, principal));
  const resumed = await deps.alertChannelsRepository.resume(
    channel.id,
    channel.sealedTarget,
    deps.clock.now(),
  );
  if (resumed === null) throw notFound();
  return replyOf(deps, resumed);
};

/** Renames a channel or turns its publication notices on or off (decision 0135); the target stays as tested. */
export const updateAlertChannel = async (
  deps: AlertChannelDeps,
  principal: Principal,
  channelId: string,
  change: z.output<typeof alertChannelChangeSchema>,
): Promise<AlertChannelReply> => {
  const channel = await requireChangeable(deps, principal, channelId);
  const updated = await deps.alertChannelsRepository.update(channel.id, {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.publicationNotices === undefined ? {} : { publicationNotices: change.publicationNotices }),
  });
  if (updated === null) throw notFound();
  return replyOf(deps, updated);
};

export const removeAlertChannel = async (deps: AlertChannelDeps, principal: Principal, channelId: string) => {
  const channel = await requireChangeable(deps, principal, channelId);
  await deps.alertChannelsRepository.remove(channel.id);
  return { success: true, message: 'Channel removed' };
};
