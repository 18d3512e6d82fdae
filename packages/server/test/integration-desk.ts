import { randomBytes } from 'node:crypto';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { expect } from 'vitest';
import { recomputeCalculatorPrices } from '../src/modules/calculators/recompute-calculator-prices.ts';
import { evaluateAlerts } from '../src/modules/alerts/evaluate-alerts.ts';
import { openCalculatorDesk, publishPrice, santosToNewYork, type Caller } from './calculator-fixtures.ts';
import { startChatDoubles } from './chat-doubles.ts';

/**
 * The set-up the integration tests share (issue 49): local doubles of Slack, Teams, Telegram and a customer's
 * endpoint, a paid account with a destination, private targets allowed (the doubles listen on 127.0.0.1), and a
 * price that each `cross()` moves across an alert's level and publishes, reprices and evaluates as the jobs do.
 */
export const openIntegrationDesk = async (environment: Record<string, string> = {}) => {
  const doubles = await startChatDoubles();
  const opened = await openCalculatorDesk({
    LOG_LEVEL: 'error',
    TELEGRAM_API_URL: doubles.base,
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...environment,
  });
  const { t, destinationId } = opened;
  let cents = 20;

  /** A publication of NewYork11 Mar-27 at this price, then the repricing and the evaluation the job runs. */
  const publishAndEvaluate = async (price: number) => {
    t.clock.advance(60_000);
    cents = price;
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price });
    await recomputeCalculatorPrices(t.deps, { owner: null, onlyStale: true });
    return evaluateAlerts(t.deps);
  };
  /** Moves the price back above and then below (19 c/lb, about $22/t lower) every alert set just below it. */
  const cross = async () => {
    await publishAndEvaluate(cents === 20 ? 20.01 : 20);
    return publishAndEvaluate(19);
  };
  /** A calculator with a DDP alert just below its price; returns the alert's and the calculator's ids. */
  const alertedCalculator = async (name: string, caller: Caller = opened.owner) => {
    // Set at 20 c/lb, so the level sits below a price the next crossing (to 19) goes under.
    if (cents !== 20) await publishAndEvaluate(20);
    const created = await caller.post('/api/v1/calculator', { ...santosToNewYork(destinationId), name });
    expect(created.statusCode, created.body).toBe(200);
    const calculatorId = created.json<{ id: string }>().id;
    const all = (await caller.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
    const price = all.find((calculator) => calculator.id === calculatorId)?.price ?? NaN;
    const alert = await caller.post(alertEndpoints.create.path, {
      kind: 'calculatorDdp',
      calculatorId,
      direction: 'below',
      level: Math.round((price - 10) * 100) / 100,
    });
    expect(alert.statusCode, alert.body).toBe(201);
    return { alertId: alert.json<{ id: string }>().id, calculatorId };
  };

  return {
    ...opened,
    doubles,
    publishAndEvaluate,
    cross,
    alertedCalculator,
    close: async () => {
      await t.close();
      await doubles.close();
    },
  };
};

export type IntegrationDesk = Awaited<ReturnType<typeof openIntegrationDesk>>;
