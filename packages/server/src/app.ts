import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import formBody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { errorHandlerPlugin, handleError, maxParamLength } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { refuseNulPlugin } from './plugins/refuse-nul.ts';
import { singlePageAppPlugin } from './plugins/single-page-app.ts';
import { inlineScriptHashes, securityHeadersPlugin } from './plugins/security-headers.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation.ts';
import { requestLoadPlugin } from './plugins/request-load.ts';
import { requestIdFrom } from './telemetry/request-id.ts';
import { requestTelemetryPlugin, TracedLogController } from './telemetry/request-telemetry.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { apiKeyMarker } from '@psc/core/api-keys/api-keys.schemas';
import { authenticateApiKey } from './modules/api-keys/authenticate-api-key.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { requestOrigin } from './shared/request-origin.ts';
import { fastifyTrustProxy } from './shared/trusted-proxies.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authorizationServerRoutes } from './modules/authorization-server/authorization-server.routes.ts';
import { authenticateAccessToken } from './modules/auth/authenticate-access-token.ts';
import { authenticateOperator } from './modules/operations/authenticate-operator.ts';
import { operationsRoutes } from './modules/operations/operations.routes.ts';
import { priceFeedsRoutes } from './modules/price-feeds/price-feeds.routes.ts';
import { ruleTablesRoutes } from './modules/operations/rule-tables.routes.ts';
import { settingsDeskRoutes } from './modules/operations/settings-desk.routes.ts';
import { operatorInvitationsRoutes } from './modules/operations/operator-invitations.routes.ts';
import { systemRoutes } from './modules/operations/system.routes.ts';
import { probesRoutes } from './modules/operations/probes.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { matricesRoutes } from './modules/matrices/matrices.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { personalisationRoutes } from './modules/personalisation/personalisation.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { marketDataRoutes } from './modules/market-data/market-data.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { stripeWebhookRoutes } from './modules/billing/webhook/webhook.routes.ts';
import { calculatorsRoutes } from './modules/calculators/calculators.routes.ts';
import { destinationsRoutes } from './modules/destinations/destinations.routes.ts';

/** `extraRoutes` lets a test mount a probe route next to the real ones. */
export type BuildAppOptions = {
  serveWebApp?: boolean;
  extraRoutes?: FastifyPluginAsync[];
  /** True once the process is shutting down: /readyz then answers 503 (main.ts). */
  isDraining?: () => boolean;
};

/** Registers everything and returns the app; it never listens (main.ts does) and never reads the environment. */
export const buildApp = async (deps: Deps, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A trusted proxy's X-Request-Id, else a fresh UUID; every request line carries it and the trace id (0089).
    genReqId: requestIdFrom(fastifyTrustProxy(deps.config.trustProxy)),
    logController: new TracedLogController(),
    bodyLimit: 1_048_576,
    requestTimeout: 60_000,
    // A longer segment is refused with 414 by the not-found handler too (decision 0023, issue 48). A router option:
    // set at the top level, Fastify 5 warns at start (FSTDEP022), a line more than the start-up's one clear line.
    routerOptions: { maxParamLength },
    // Bad addresses and over-long parameters go through the one error handler instead of Fastify's own reply,
    // which echoes the path and names a framework code.
    frameworkErrors: (error, request, reply) => {
      void handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestTelemetryPlugin);
  await app.register(securityHeadersPlugin, {
    inlineScriptHashes: inlineScriptHashes(join(deps.config.webDistDir, 'index.html')),
  });
  await app.register(errorHandlerPlugin);
  await app.register(formBody);
  await app.register(refuseNulPlugin);
  await app.register(openApiPlugin);
  await app.register(httpCachingPlugin);
  await app.register(cacheInvalidationPlugin, { invalidation: deps.cacheInvalidation });
  await app.register(requestLoadPlugin, { load: deps.requestLoad });
  await app.register(authenticationPlugin, {
    // A customer API key (decision 0042) or a session's access token.
    authenticate: (token, request) =>
      token.startsWith(apiKeyMarker)
        ? authenticateApiKey(deps, token, {
            method: request.method,
            path: request.url.split('?')[0] ?? '',
            origin: requestOrigin(request),
          })
        : authenticateAccessToken(deps, token),
    now: () => deps.clock.now(),
    authenticateOperator: (token) => authenticateOperator(deps, token),
  });

  await app.register(authRoutes, { deps });
  await app.register(authorizationServerRoutes, { deps });
  await app.register(apiKeysRoutes, { deps });
  await app.register(feedsRoutes, { deps });
  await app.register(accountsRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(settingsRoutes, { deps });
  await app.register(personalisationRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(billingRoutes, { deps });
  await app.register(stripeWebhookRoutes, { deps });
  await app.register(captchaRoutes, { deps });
  await app.register(twoFactorRoutes, { deps });
  await app.register(passkeysRoutes, { deps });
  await app.register(passwordResetRoutes, { deps });
  await app.register(marketDataRoutes, { deps });
  await app.register(newsRoutes, { deps });
  await app.register(calculatorsRoutes, { deps });
  await app.register(quotesRoutes, { deps });
  await app.register(matricesRoutes, { deps });
  await app.register(alertsRoutes, { deps });
  await app.register(destinationsRoutes, { deps });
  await app.register(operationsRoutes, { deps });
  await app.register(priceFeedsRoutes, { deps });
  await app.register(ruleTablesRoutes, { deps });
  await app.register(settingsDeskRoutes, { deps });
  await app.register(operatorInvitationsRoutes, { deps });
  await app.register(systemRoutes, { deps });
  await app.register(probesRoutes, { deps, isDraining: options.isDraining ?? (() => false) });

  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  if (options.serveWebApp ?? true)
    await app.register(singlePageAppPlugin, { distDir: deps.config.webDistDir });

  return app;
};
