import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a double received: where, its headers and its raw body (as sent, for signature checks). */
export type Received = { path: string; headers: IncomingHttpHeaders; body: string; json: unknown };

/** A reply a test scripts for the next request to a path: status, headers, body, and a delay before answering. */
export type ScriptedReply = {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
};

/**
 * Local stand-ins of the services PSC posts to (issue 49), answering as they do:
 * - Slack incoming webhooks (`/slack/...`): 200 `ok`; errors as plain text (`no_service`, `invalid_payload`),
 *   429 with Retry-After;
 * - Teams Workflows webhooks (`/teams/...`): 202 Accepted with an empty body;
 * - Telegram's Bot API (`/bot<token>/sendMessage`): `{ok:true,result:{…}}`; chat `-404` answers 400 "chat not found",
 *   `-403` answers 403 "bot was blocked by the user";
 * - anything else (a customer's webhook endpoint): 200 `{"received":true}`.
 * A test scripts other replies per path with `script`, used in order before the defaults.
 */
export const startChatDoubles = async () => {
  const received: Received[] = [];
  const scripts = new Map<string, ScriptedReply[]>();
  const defaultReply = (path: string, json: unknown): ScriptedReply => {
    if (path.startsWith('/slack/'))
      return { status: 200, headers: { 'content-type': 'text/html' }, body: 'ok' };
    if (path.startsWith('/teams/')) return { status: 202, body: '' };
    const telegram = /^\/bot[^/]+\/sendMessage$/.exec(path);
    if (telegram) {
      const chatId = String((json as { chat_id?: unknown }).chat_id ?? '');
      if (chatId === '-404') return telegramError(400, 'Bad Request: chat not found');
      if (chatId === '-403') return telegramError(403, 'Forbidden: bot was blocked by the user');
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ok: true,
          result: { message_id: received.length, chat: { id: Number(chatId) }, date: 0, text: 'sent' },
        }),
      };
    }
    return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"received":true}' };
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // Not JSON: kept as text.
      }
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body, json });
      const reply = scripts.get(path)?.shift() ?? defaultReply(path, json);
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers ?? {});
        response.end(reply.body ?? '');
      };
      if (reply.delayMs === undefined) answer();
      else setTimeout(answer, reply.delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** Requests to a path (a prefix), oldest first. */
    to: (path: string) => received.filter((entry) => entry.path.startsWith(path)),
    script: (path: string, ...replies: ScriptedReply[]) => {
      scripts.set(path, [...(scripts.get(path) ?? []), ...replies]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Telegram's error reply: `{ok:false, error_code, description}` (and `parameters.retry_after` for 429). */
export const telegramError = (code: number, description: string, retryAfter?: number): ScriptedReply => ({
  status: code,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    ok: false,
    error_code: code,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  }),
});

export type ChatDoubles = Awaited<ReturnType<typeof startChatDoubles>>;
