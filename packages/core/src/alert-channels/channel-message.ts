import { alertFiringMessage } from '../alerts/alert-wording.ts';
import type { AlertDirection, AlertKind } from '../alerts/alerts.schemas.ts';

/** What a chat message of a firing carries (issue 49 item 2): the figure, its change, what it watches, a link. */
export type ChannelMessage = {
  title: string;
  /** The firing's sentence, as the notification list and the e-mail say it. */
  text: string;
  /** What is watched: the calculator's name, the spread, the board contract, the matrix column. */
  subject: string;
  /** The figure with its unit ('452.10 USD/t'), or the new cheapest origin. */
  figure: string;
  /** Its change since the last evaluation ('−22.05 USD/t'), or null when there was none to compare. */
  change: string | null;
  link: string;
  /** The lines beside the sentence, when not the figure's (a publication's series, time and source). */
  facts?: { title: string; value: string }[];
  /** The link's words in the channel owner's language (decision 0147); 'Open PSC' when not said. */
  linkLabel?: string;
};

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number) => `${value < 0 ? '−' : '+'}${amount.format(Math.abs(value))}`;

export const channelMessageOf = (
  firing: {
    kind: AlertKind;
    subject: string;
    unit: string;
    value: number;
    previous: number | null;
    level: number | null;
    direction: AlertDirection | null;
    originLabels?: readonly string[];
    incompleteReason?: string | null;
  },
  link: string,
): ChannelMessage => {
  const text = alertFiringMessage(firing);
  const unit = firing.unit === '' ? '' : ` ${firing.unit}`;
  if (firing.kind === 'matrixCheapest')
    return {
      title: 'Price alert',
      text,
      subject: firing.subject,
      figure: firing.originLabels?.[firing.value] ?? `origin ${firing.value + 1}`,
      change: null,
      link,
    };
  return {
    title: 'Price alert',
    text,
    subject: firing.subject,
    figure: `${amount.format(firing.value)}${unit}`,
    change: firing.previous === null ? null : `${signed(firing.value - firing.previous)}${unit}`,
    link,
  };
};

/** The message a channel gets when it is added or resumed: it must arrive before the channel is kept. */
export const channelTestMessage = (link: string): ChannelMessage => ({
  title: 'PSC test message',
  text: 'PSC will send your price alerts here.',
  subject: 'Channel check',
  figure: '—',
  change: null,
  link,
});

const publicationKindLabels = { prices: 'Prices', fx: 'FX rates', freight: 'Freight' } as const;

/**
 * A publication notice (issue 49 item 2, decision 0135): sent to channels that asked for them when a publication
 * carries a series their owner prices from.
 */
export const publicationNoticeMessage = (
  publication: {
    kind: keyof typeof publicationKindLabels;
    series: readonly string[];
    publishedAt: Date;
    source: string;
  },
  link: string,
): ChannelMessage => {
  const label = publicationKindLabels[publication.kind];
  const series = publication.series.join(', ');
  const at = `${publication.publishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    title: 'New publication',
    text: `${label} published for ${series}. Your calculators are priced again with them.`,
    subject: series,
    figure: at,
    change: null,
    link,
    facts: [
      { title: label, value: series },
      { title: 'Published', value: at },
      { title: 'Source', value: publication.source },
    ],
  };
};
