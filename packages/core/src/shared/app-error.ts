import type { RefusalReason } from './refusal-reasons.ts';

/**
 * The one error type of PSC. The server maps `code` to an HTTP status in a single table
 * (server/src/plugins/error-handler.ts); the web reads the same codes from error replies.
 */
export const appErrorCodes = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

export type AppErrorOptions = {
  cause?: unknown;
  /** Seconds a client should wait before retrying; only meaningful with RATE_LIMITED. */
  retryAfterSeconds?: number;
  /** Extra fields merged into the JSON reply, for spec replies such as `{ success: false }`. */
  body?: Record<string, unknown>;
  /** The stable code a client branches on, sent as `reason` (shared/refusal-reasons.ts). */
  reason?: RefusalReason;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly retryAfterSeconds: number | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.reason === undefined ? options.body : { ...options.body, reason: options.reason };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
