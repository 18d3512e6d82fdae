import type { z } from 'zod';
import { env } from '#config/env.ts';
import { localiseServerMessage } from '#lib/i18n/server-messages.ts';

/** A reply that was not 2xx, or a call that never got a reply (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** `code` of /api/v1 error replies, `error` of /oauth/token error replies. */
  readonly code: string | null;
  readonly body: unknown;
  readonly retryAfterSeconds: number | null;
  /**
   * The text as the server wrote it, in English (`message` is what the reader sees, in their language: decision
   * 0149). Code that tells one refusal from another compares this one.
   */
  readonly serverMessage: string;

  constructor(
    message: string,
    options: {
      status: number;
      code?: string | null;
      body?: unknown;
      retryAfterSeconds?: number | null;
      cause?: unknown;
      serverMessage?: string;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.serverMessage = options.serverMessage ?? message;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

type ApiClientHooks = {
  readAccessToken: () => string | null;
  /** Called on a 401 from an authenticated call: the session has to be authorised again (§7). */
  onUnauthorized: (path: string) => void;
};

// Set once by the app at start; lib stays free of the session feature that owns the tokens.
/** What a call refused because the session is over says, the words of the Token Expired dialog. */
export const sessionEndedMessage = 'Your session is no longer valid. Please sign in again.';

let hooks: ApiClientHooks = { readAccessToken: () => null, onUnauthorized: () => undefined };

export const configureApiClient = (configured: ApiClientHooks): void => {
  hooks = configured;
};

type RequestOptions<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as a form when it is URLSearchParams. */
  body?: unknown;
  /**
   * The reply's schema; a promise when its module loads alongside the request, so the login page needs no zod
   * before the first click (decision 0053).
   */
  schema?: Schema | Promise<Schema>;
  /** Bearer token from the session; false for the unauthenticated calls of §7. */
  authenticated?: boolean;
  /** Whether a 401 reply means the session is over; off for calls where 401 is a normal answer. */
  treatUnauthorizedAsSessionEnd?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'no-cache' lets the browser revalidate with the reply's ETag (a 304 costs no body); default 'no-store'. */
  cache?: RequestCache;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A string field of a JSON reply body, or null. */
export const readReplyField = (body: unknown, field: string): string | null => {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
};

const parseRetryAfter = (header: string | null): number | null => {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

/** A contract whose module loads when it is first needed; one that cannot load fails as a request would. */
export const loadContract = <Contract>(load: () => Promise<Contract>): Promise<Contract> =>
  load().catch((error: unknown) => {
    throw new ApiError('The server could not be reached.', { status: 0, code: 'NETWORK', cause: error });
  });

/** A reply schema whose module loads alongside the request; one that cannot load fails as the request would. */
export const loadReplySchema = <Schema extends z.ZodType>(load: () => Promise<Schema>): Promise<Schema> =>
  loadContract(load);

export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema> & { schema: Schema | Promise<Schema> },
): Promise<z.infer<Schema>>;
export async function apiRequest(path: string, options?: RequestOptions<z.ZodType>): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions<z.ZodType> = {}): Promise<unknown> {
  const {
    method = 'GET',
    body,
    authenticated = true,
    treatUnauthorizedAsSessionEnd = authenticated,
  } = options;
  const schemaReady = Promise.resolve(options.schema);
  // A schema that fails to load is reported when the reply needs it, not as an unhandled rejection before.
  schemaReady.catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let requestBody: string | undefined;
  if (body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    requestBody = body.toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }
  if (authenticated && headers.Authorization === undefined) {
    const token = hooks.readAccessToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? env.apiTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: requestBody,
      signal,
      cache: options.cache ?? 'no-store',
    });
  } catch (error) {
    const timedOut = timeout.aborted;
    throw new ApiError(
      timedOut ? 'The server took too long to answer.' : 'The server could not be reached.',
      {
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        cause: error,
      },
    );
  }

  const replyBody = await readJson(response);
  if (!response.ok) {
    const sessionEnded = response.status === 401 && treatUnauthorizedAsSessionEnd;
    if (sessionEnded) hooks.onUnauthorized(path);
    const sent =
      // The screen behind the Token Expired dialog says the same as the dialog, never the server's wording.
      (sessionEnded ? sessionEndedMessage : null) ??
      readReplyField(replyBody, 'message') ??
      readReplyField(replyBody, 'error_description') ??
      `Request failed (${response.status})`;
    throw new ApiError(await localiseServerMessage(sent), {
      status: response.status,
      code: readReplyField(replyBody, 'code') ?? readReplyField(replyBody, 'error'),
      body: replyBody,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      serverMessage: sent,
    });
  }
  const schema = await schemaReady;
  if (schema === undefined) return replyBody;
  const parsed = schema.safeParse(replyBody);
  if (!parsed.success) {
    throw new ApiError('The server sent a reply this app does not understand.', {
      status: response.status,
      code: 'BAD_REPLY',
      body: replyBody,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A binary reply (a PDF) with the session's bearer token; a failure is an ApiError like any call. */
export const apiBlob = async (path: string): Promise<Blob> => {
  const token = hooks.readAccessToken();
  const response = await fetch(path, {
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(env.apiTimeoutMs),
  });
  if (!response.ok) {
    if (response.status === 401) hooks.onUnauthorized(path);
    throw new ApiError(
      response.status === 401 ? sessionEndedMessage : `Request failed (${response.status})`,
      {
        status: response.status,
      },
    );
  }
  return response.blob();
};

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
const fileNameOf = (header: string | null): string | null => {
  if (header === null) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
};

/** An authenticated call that answers a file (calculator downloads): the bytes and the server's file name. */
export const apiDownload = async (
  path: string,
  options: { method?: 'GET' | 'POST' } = {},
): Promise<{ blob: Blob; fileName: string | null }> => {
  const headers: Record<string, string> = {};
  const token = hooks.readAccessToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(env.apiTimeoutMs),
    });
  } catch (error) {
    throw new ApiError('The server could not be reached.', { status: 0, code: 'NETWORK', cause: error });
  }
  if (!response.ok) {
    const body = await readJson(response);
    if (response.status === 401) hooks.onUnauthorized(path);
    const sent =
      (response.status === 401 ? sessionEndedMessage : readReplyField(body, 'message')) ??
      `Request failed (${response.status})`;
    throw new ApiError(await localiseServerMessage(sent), {
      status: response.status,
      code: readReplyField(body, 'code'),
      body,
      serverMessage: sent,
    });
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
};

/** Hands a downloaded file to the browser as if the user had clicked a link to it. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
