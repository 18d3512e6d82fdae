import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local feed server answers on a path: a body and its headers, as a vendor's server would. */
export type FeedReply = {
  status?: number;
  body: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Answer only a request carrying these headers (a vendor's credentials), 401 otherwise. */
  requireHeaders?: Record<string, string>;
  /** Answer only once this settles: a slow vendor, or a reply a test lets go when it has looked at the app before. */
  until?: Promise<unknown>;
};

export type FeedServer = {
  url: (path: string) => string;
  /** Sets what a path answers from now on. */
  serve: (path: string, reply: FeedReply) => void;
  /** Every request received: path and headers. */
  requests: { path: string; headers: Record<string, string | string[] | undefined> }[];
  close: () => Promise<void>;
};

/**
 * A local HTTP server speaking the feeds' real formats (issue 47): the tests' stand-in for the ECB, ICE's vendor or
 * a price API, on 127.0.0.1, never the internet.
 */
export const startFeedServer = async (): Promise<FeedServer> => {
  const replies = new Map<string, FeedReply>();
  const requests: FeedServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, headers: request.headers });
    const reply = replies.get(path);
    if (reply === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const missing = Object.entries(reply.requireHeaders ?? {}).some(
      ([name, value]) => request.headers[name.toLowerCase()] !== value,
    );
    if (missing) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorised');
      return;
    }
    const answer = () =>
      response
        .writeHead(reply.status ?? 200, {
          'content-type': reply.contentType ?? 'application/octet-stream',
          ...reply.headers,
        })
        .end(reply.body);
    if (reply.until === undefined) answer();
    else void reply.until.then(answer, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, reply) => replies.set(path, reply),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
