import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueuePublicationNotices } from '../alert-channels/enqueue-channel-messages.ts';
import { publicationNoticeIn } from '../alert-channels/channel-message-language.ts';
import { whoPricesFrom } from '../calculators/who-prices-from.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-events.ts';

export type AnnouncePublicationDeps = Pick<
  Deps,
  'calculatorsRepository' | 'alertChannelsRepository' | 'webhooksRepository' | 'config'
>;

/**
 * Tells the accounts that price from a new publication (issue 49, decision 0135): `publication.published` to their
 * webhooks and a notice to the chat channels that asked for one, each naming the series its owners use. Written
 * in the publishing transaction, so a publication rolled back tells no one and one made tells each once.
 */
export const announcePublication = async (
  deps: AnnouncePublicationDeps,
  publication: {
    kind: 'prices' | 'fx' | 'freight';
    id: string;
    publishedAt: Date;
    source: string;
    series: readonly string[];
  },
  tx: Database,
): Promise<void> => {
  const people = await whoPricesFrom(deps, publication.kind, publication.series, tx);
  if (people.length === 0) return;
  const byAccount = new Map<string, { personIds: Set<string>; series: Set<string> }>();
  for (const person of people) {
    const account = byAccount.get(person.accountId) ?? { personIds: new Set(), series: new Set() };
    account.personIds.add(person.personId);
    for (const series of person.series) account.series.add(series);
    byAccount.set(person.accountId, account);
  }
  const key = `publication.published:${publication.kind}:${publication.id}`;
  const link = `${deps.config.publicUrl}/calculators`;
  const accounts = [...byAccount].map(([accountId, account]) => ({
    accountId,
    personIds: account.personIds,
    series: [...account.series].sort(),
  }));
  const now = publication.publishedAt;
  await enqueueWebhookEvents(
    deps,
    'publication.published',
    accounts.map((account) => ({
      accountId: account.accountId,
      key,
      data: {
        publicationId: publication.id,
        kind: publication.kind,
        publishedAt: publication.publishedAt.toISOString(),
        source: publication.source,
        series: account.series,
        link,
      },
    })),
    now,
    tx,
  );
  await enqueuePublicationNotices(
    deps,
    accounts.map((account) => ({
      accountId: account.accountId,
      personIds: account.personIds,
      key,
      // A person's own channel names the series the account uses; few accounts mix, and it keeps one query.
      message: (language) => publicationNoticeIn(language, { ...publication, series: account.series }, link),
    })),
    now,
    tx,
  );
};
