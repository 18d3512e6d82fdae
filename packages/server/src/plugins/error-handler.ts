import { serviceMessages } from '@psc/core/shared/service-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError, type AppErrorCode } from '@psc/core/shared/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Fields every error reply of this route carries, so that refusals the framework makes (malformed JSON, a
     * wrong content type) still match the route's declared error shape, e.g. `/register`'s `accountId: null`.
     */
    errorBody?: Record<string, unknown>;
  }
}

/** The only place where an error code becomes an HTTP status. */
export const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** PostgreSQL shutting down or refusing connections (57P0x, class 08) and the network errors of a lost server. */
const outageCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
const outageMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection is closed/i;

/** Drizzle and pg wrap the cause; a database or Redis outage is the same 503 wherever it surfaces. */
export const isOutage = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && outageCodes.has(code)) return true;
  if (outageMessages.test(error.message)) return true;
  return isOutage(error.cause, depth + 1);
};

export const outageRetryAfterSeconds = 5;

/** The part of the request a validation error is about ('body', 'querystring', 'params', 'headers'). */
const requestPart = (request: FastifyRequest, context: string | undefined): unknown =>
  ({ body: request.body, querystring: request.query, params: request.params, headers: request.headers })[
    context ?? ''
  ];

/** The value at a JSON pointer such as '/items/0/name' ('/' is the part itself). */
const valueAt = (root: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .filter((segment) => segment !== '')
    .reduce<unknown>(
      (value, segment) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined,
      root,
    );

const toAppError = (error: FastifyError | Error, request: FastifyRequest): AppError => {
  if (isAppError(error)) return error;
  if (isOutage(error))
    return new AppError('UNAVAILABLE', serviceMessages.unavailable, {
      cause: error,
      retryAfterSeconds: outageRetryAfterSeconds,
      body: { error: 'temporarily_unavailable' },
    });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const text = issue.message ?? 'is invalid';
        return field ? `${field}: ${text}` : text;
      })
      .join('; ');
    // Missing means absent from the request, whatever wording the schema's own message uses.
    const part = requestPart(request, (error as FastifyError).validationContext);
    const missing = error.validation.some((issue) => valueAt(part, issue.instancePath) === undefined);
    const message = missing ? `Required parameter is missing: ${details}` : `Invalid request: ${details}`;
    return new AppError('VALIDATION', message, { body: { error: 'invalid_request' } });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return new AppError('INTERNAL', serviceMessages.internal, { cause: error });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 414) return new AppError('URI_TOO_LONG', 'Request address is too long');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  // Framework messages may echo the request (a path, a body fragment) or name framework internals.
  if (fastifyError.code === 'FST_ERR_BAD_URL')
    return new AppError('BAD_REQUEST', 'Malformed request address');
  if (status >= 400 && status < 500)
    return new AppError('BAD_REQUEST', fastifyError.message.replace(/^FST_\w+:?\s*/, ''));
  return new AppError('INTERNAL', serviceMessages.internal, { cause: error });
};

const send = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const status = statusByCode[error.code];
  if (error.retryAfterSeconds !== undefined)
    void reply.header('Retry-After', String(error.retryAfterSeconds));
  if (request.routeOptions.config?.errorFormat === 'oauth') {
    void reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const { error: oauthErrorCode, ...oauthExtra } = error.body ?? {};
    const oauthError =
      typeof oauthErrorCode === 'string'
        ? oauthErrorCode
        : status >= 500
          ? 'server_error'
          : 'invalid_request';
    // RFC 6749 §5.2 lets an error reply carry more parameters (second_factors, decision 0044).
    return reply.code(status).send({ ...oauthExtra, error: oauthError, error_description: error.message });
  }
  const { error: _oauthOnly, ...extra } = { ...request.routeOptions.config?.errorBody, ...error.body };
  return reply.code(status).send({ ...extra, success: false, message: error.message, code: error.code });
};

/** Also Fastify's `frameworkErrors` (bad addresses, over-long parameters), which arrive before any route. */
export const handleError = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
  const appError = toAppError(error, request);
  const status = statusByCode[appError.code];
  // 5xx are bugs or outages: log the cause, never send it.
  if (status >= 500) request.log.error({ err: appError.cause ?? error }, 'request failed');
  else request.log.info({ code: appError.code, message: appError.message }, 'request refused');
  return send(request, reply, appError);
};

/** Fastify's default `maxParamLength`, which `buildApp` keeps. */
export const maxParamLength = 100;
const maxEchoedPath = 200;

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A segment longer than a parameter may be (Fastify's maxParamLength) matched no route because of its length:
    // the promised 414, and an address of any length is never echoed back to an unknown caller (issue 48).
    if (path.split('/').some((segment) => segment.length > maxParamLength))
      return send(request, reply, new AppError('URI_TOO_LONG', 'Request address is too long'));
    const shown = path.length > maxEchoedPath ? `${path.slice(0, maxEchoedPath)}…` : path;
    return send(request, reply, new AppError('NOT_FOUND', `No route for ${request.method} ${shown}`));
  });
});
