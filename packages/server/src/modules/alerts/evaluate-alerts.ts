import { channelMessageOf } from '@psc/core/alert-channels/channel-message';
import { alertFiringMessage } from '@psc/core/alerts/alert-wording';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { findOwnedCalculators } from '../calculators/owned-calculator-reply.ts';
import { loadPricingContext, type PricingContext } from '../calculators/pricing-context.ts';
import { enqueueChannelMessages } from '../alert-channels/enqueue-channel-messages.ts';
import { enqueueMails, type Mail } from '../mail/enqueue-mail.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-events.ts';
import { renderMail } from '../mail/render-mail.ts';
import { recipientLanguage, translate } from '../../shared/translate.ts';
import { alertSentenceIn, firingChannelMessageIn } from './alert-sentence.ts';
import type { AlertDeps } from './alert-actions.ts';
import type { ComputedValue, Firing } from './alerts.repository.ts';
import { unsubscribeTokenOf } from './unsubscribe-token.ts';
import { boardValueOf, cheapestOriginOf, incompleteReasonOf } from './watched-values.ts';

export type EvaluationDeps = AlertDeps &
  Pick<Deps, 'mailRepository' | 'secretBox' | 'logger' | 'alertChannelsRepository' | 'webhooksRepository'>;

/** What a firing's chat message and webhook event say beyond its sentence (the matrix's origin names). */
type FiringDetails = { originLabels?: readonly string[]; incompleteReason?: string | null };

/**
 * Each firing's chat messages and `alert.fired` webhook events (issue 49, decisions 0125 and 0126), keyed by its
 * notification: one per crossing and channel or endpoint, in the same transaction as the notification.
 */
const announceElsewhere = async (
  deps: EvaluationDeps,
  firings: readonly Firing[],
  notifications: readonly { id: string; alertId: string | null }[],
  detailsOf: (firing: Firing) => FiringDetails,
  now: Date,
  tx: Database,
) => {
  const notificationOf = new Map(notifications.map((row) => [row.alertId, row.id]));
  const link = `${deps.config.publicUrl}/alerts`;
  const announced = firings.flatMap((firing) => {
    const notificationId = notificationOf.get(firing.id);
    return notificationId === undefined
      ? []
      : [{ firing, notificationId, message: channelMessageOf({ ...firing, ...detailsOf(firing) }, link) }];
  });
  await enqueueChannelMessages(
    deps,
    announced.map(({ firing, notificationId }) => ({
      notificationId,
      accountId: firing.accountId,
      personId: firing.personId,
      message: (language) => firingChannelMessageIn(language, { ...firing, ...detailsOf(firing) }, link),
    })),
    now,
    tx,
  );
  await enqueueWebhookEvents(
    deps,
    'alert.fired',
    announced.map(({ firing, notificationId, message }) => ({
      accountId: firing.accountId,
      key: `alert.fired:${notificationId}`,
      data: {
        alertId: firing.id,
        kind: firing.kind,
        subject: firing.subject,
        value: firing.value,
        previous: firing.previous,
        unit: firing.unit,
        direction: firing.direction,
        level: firing.level,
        calculatorId: firing.calculatorId,
        message: message.text,
        link,
      },
    })),
    now,
    tx,
  );
};

/**
 * Each firing once: its notification and, unless the user turned them off, its e-mail through the outbox, in the
 * transaction that moved the alert's state (so a rolled-back evaluation leaves neither).
 */
const announce = async (
  deps: EvaluationDeps,
  firings: readonly Firing[],
  detailsOf: (firing: Firing) => FiringDetails,
  version: string,
  now: Date,
  tx: Database,
) => {
  if (firings.length === 0) return;
  const messages = new Map(
    firings.map((firing) => [firing.id, alertFiringMessage({ ...firing, ...detailsOf(firing) })]),
  );
  const notifications = await deps.alertNotificationsRepository.insert(
    firings.map((firing) => ({
      accountId: firing.accountId,
      personId: firing.personId,
      alertId: firing.id,
      message: messages.get(firing.id) ?? '',
    })),
    version,
    now,
    tx,
  );
  await announceElsewhere(deps, firings, notifications, detailsOf, now, tx);
  const mailed = firings.filter((firing) => firing.email);
  const recipients = new Map(
    (
      await deps.alertNotificationsRepository.emailsOf(
        [...new Set(mailed.map((firing) => firing.personId))],
        tx,
      )
    ).map((person) => [
      person.id,
      { to: person.email, language: recipientLanguage(person.personLanguage, person.accountLanguage) },
    ]),
  );
  const mails: Mail[] = [];
  for (const firing of mailed) {
    const recipient = recipients.get(firing.personId);
    if (recipient === undefined) continue;
    const { to, language } = recipient;
    const unsubscribeUrl = `${deps.config.publicUrl}/alerts/unsubscribe/${unsubscribeTokenOf(deps.secretBox, firing.id)}`;
    // The firing's sentence in their language too; in English it is the notification list's (decision 0147).
    const sentence =
      language === 'en'
        ? (messages.get(firing.id) ?? '')
        : alertSentenceIn(language, { ...firing, ...detailsOf(firing) });
    const mail = renderMail({
      language,
      subject: translate(language, 'alert.subject'),
      paragraphs: [sentence, translate(language, 'alert.checks')],
      action: { label: translate(language, 'alert.action'), url: `${deps.config.publicUrl}/alerts` },
      unsubscribeUrl,
    });
    mails.push({
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: 'alert',
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
  await enqueueMails(deps, mails, tx);
};

const watchedCalculators = (firing: Firing): string[] =>
  [firing.calculatorId, firing.otherCalculatorId].filter((id): id is string => id !== null);

/**
 * Why each firing's DDP is not duty-paid, or null (decision 0105: the message says so). A publication can fire
 * thousands of alerts at once: their calculators are read in one statement and each is priced once.
 */
const incompleteReasonsOf = async (
  deps: EvaluationDeps,
  context: PricingContext,
  firings: readonly Firing[],
  tx: Database,
): Promise<Map<string, string | null>> => {
  const wanted = firings.flatMap((firing) =>
    watchedCalculators(firing).map((id) => ({ accountId: firing.accountId, personId: firing.personId, id })),
  );
  const rows = new Map((await findOwnedCalculators(deps, wanted, tx)).map((row) => [row.id, row]));
  const reasons = new Map<string, string | null>();
  const reasonOf = (id: string): string | null => {
    if (!reasons.has(id)) {
      const row = rows.get(id);
      reasons.set(id, row === undefined ? null : incompleteReasonOf(context, row));
    }
    return reasons.get(id) ?? null;
  };
  return new Map(
    firings.map((firing) => {
      const found = watchedCalculators(firing)
        .map(reasonOf)
        .filter((reason): reason is string => reason !== null);
      return [firing.id, found.length === 0 ? null : found.join('; ')];
    }),
  );
};

/**
 * After a publication, every alert once per market-data version, set-based (issue 16 item 4, decision 0048):
 * calculator and spread alerts in one statement over the repricing job's stored prices; board alerts against the
 * current board, one value per distinct period; matrix alerts per distinct column, each matrix priced once. Never
 * on a trader's request. Returns how many alerts fired.
 */
export const evaluateAlerts = async (deps: EvaluationDeps): Promise<number> => {
  const context = await loadPricingContext(deps);
  const version = context.versionKey;
  const now = deps.clock.now();
  const noDetails = (): FiringDetails => ({});
  let fired = 0;

  await deps.database.db.transaction(async (tx) => {
    const firings = await deps.alertsRepository.evaluateCalculatorAlerts(version, now, tx);
    const incomplete = await incompleteReasonsOf(deps, context, firings, tx);
    await announce(
      deps,
      firings,
      (firing) => ({ incompleteReason: incomplete.get(firing.id) ?? null }),
      version,
      now,
      tx,
    );
    fired += firings.length;
  });

  const boardKeys = await deps.alertsRepository.boardKeysToEvaluate(version);
  const boardValues: ComputedValue[] = boardKeys.map((key) => {
    const board = boardValueOf(context, {
      contractId: key.contractId ?? '',
      periodId: key.periodId ?? '',
      regionId: key.regionId ?? '',
    });
    return { key: `${key.contractId}|${key.periodId}|${key.regionId ?? ''}`, ...board };
  });
  await deps.database.db.transaction(async (tx) => {
    const firings = await deps.alertsRepository.evaluateBoardAlerts(version, now, boardValues, tx);
    await announce(deps, firings, noDetails, version, now, tx);
    fired += firings.length;
  });

  const targets = await deps.alertsRepository.matrixTargetsToEvaluate(version);
  const labels = new Map<string, readonly string[]>();
  const matrixValues: ComputedValue[] = [];
  for (const target of targets) {
    const column = { destination: target.destination ?? 0, position: target.position ?? 1 };
    const cheapest = await cheapestOriginOf(deps, target.matrix, column);
    labels.set(target.matrix.id, cheapest.originLabels);
    matrixValues.push({
      key: `${target.matrix.id}|${column.destination}|${column.position}`,
      value: cheapest.value,
      subject: cheapest.subject,
      unit: '',
    });
  }
  await deps.database.db.transaction(async (tx) => {
    const firings = await deps.alertsRepository.evaluateMatrixAlerts(version, now, matrixValues, tx);
    await announce(
      deps,
      firings,
      (firing) => ({ originLabels: labels.get(firing.matrixId ?? '') ?? [] }),
      version,
      now,
      tx,
    );
    fired += firings.length;
  });
  if (fired > 0) deps.logger.info({ fired, version }, 'alerts fired');
  return fired;
};
