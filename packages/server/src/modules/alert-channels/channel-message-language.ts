import {
  channelTestMessage,
  publicationNoticeMessage,
  type ChannelMessage,
} from '@psc/core/alert-channels/channel-message';
import type { Language } from '@psc/core/personalisation/languages';
import { translatorFor } from '../../shared/translate.ts';

/** The test message a new or resumed channel takes, in its owner's language (decision 0147). */
export const channelTestMessageIn = (language: Language, link: string): ChannelMessage => {
  const message = channelTestMessage(link);
  if (language === 'en') return message;
  const t = translatorFor(language);
  const subject = t('channel.testSubject');
  return {
    ...message,
    title: t('channel.testTitle'),
    text: t('channel.testText'),
    subject,
    facts: [
      { title: t('channel.watching'), value: subject },
      { title: t('channel.figure'), value: message.figure },
    ],
    linkLabel: t('channel.open'),
  };
};

const kindKeys = { prices: 'channel.prices', fx: 'channel.fx', freight: 'channel.freight' } as const;

/** A publication notice (decision 0135) in the channel owner's language; English is the notice as before. */
export const publicationNoticeIn = (
  language: Language,
  publication: Parameters<typeof publicationNoticeMessage>[0],
  link: string,
): ChannelMessage => {
  const message = publicationNoticeMessage(publication, link);
  if (language === 'en') return message;
  const t = translatorFor(language);
  const label = t(kindKeys[publication.kind]);
  return {
    ...message,
    title: t('channel.publicationTitle'),
    text: t('channel.publicationText', { label, series: message.subject }),
    facts: [
      { title: label, value: message.subject },
      { title: t('channel.published'), value: message.figure },
      { title: t('channel.source'), value: publication.source },
    ],
    linkLabel: t('channel.open'),
  };
};
