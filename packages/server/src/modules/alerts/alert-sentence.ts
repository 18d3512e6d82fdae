import { channelMessageOf, type ChannelMessage } from '@psc/core/alert-channels/channel-message';
import { alertFiringMessage } from '@psc/core/alerts/alert-wording';
import type { Language } from '@psc/core/personalisation/languages';
import { currencyOfUnit, formatMoneyIn } from '@psc/core/pricing/currency-minor-units';
import { translatorFor } from '../../shared/translate.ts';

type SentenceFiring = Parameters<typeof alertFiringMessage>[0];
type MessageFiring = Parameters<typeof channelMessageOf>[0];

/**
 * A firing's sentence in a reader's language (decision 0147). English is the notification list's own sentence
 * (`core/alerts/alert-wording.ts`), word for word; the other languages say the same from the catalogue, the figures
 * formatted as in English.
 */
export const alertSentenceIn = (language: Language, firing: SentenceFiring): string => {
  if (language === 'en') return alertFiringMessage(firing);
  const t = translatorFor(language);
  if (firing.kind === 'matrixCheapest') {
    const originOf = (index: number) =>
      firing.originLabels?.[index] ?? t('alertSentence.origin', { number: String(index + 1) });
    const now = originOf(firing.value);
    return firing.previous === null || firing.previous === undefined
      ? t('alertSentence.cheapest', { subject: firing.subject, now })
      : t('alertSentence.cheapestWas', { subject: firing.subject, now, before: originOf(firing.previous) });
  }
  const format = (value: number) => formatMoneyIn(value, currencyOfUnit(firing.unit));
  const what = t(
    firing.kind === 'spread'
      ? 'alertSentence.spread'
      : firing.kind === 'boardPrice'
        ? 'alertSentence.price'
        : 'alertSentence.ddp',
  );
  const values = { subject: firing.subject, what, value: format(firing.value), unit: firing.unit };
  const sentence =
    firing.level === null
      ? t('alertSentence.now', values)
      : t(firing.direction === 'below' ? 'alertSentence.below' : 'alertSentence.above', {
          ...values,
          level: format(firing.level),
        });
  return firing.incompleteReason === null || firing.incompleteReason === undefined
    ? sentence
    : t('alertSentence.incomplete', { sentence, reason: firing.incompleteReason });
};

/** A firing's chat message in the channel owner's language (decision 0147); English is the message as before. */
export const firingChannelMessageIn = (
  language: Language,
  firing: MessageFiring,
  link: string,
): ChannelMessage => {
  const message = channelMessageOf(firing, link);
  if (language === 'en') return message;
  const t = translatorFor(language);
  return {
    ...message,
    title: t('alert.subject'),
    text: alertSentenceIn(language, firing),
    facts: [
      { title: t('channel.watching'), value: message.subject },
      { title: t('channel.figure'), value: message.figure },
      ...(message.change === null ? [] : [{ title: t('channel.change'), value: message.change }]),
    ],
    linkLabel: t('channel.open'),
  };
};
