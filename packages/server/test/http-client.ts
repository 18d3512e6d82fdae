import { Agent, request } from 'node:http';

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A client at its own loopback address (127.0.0.x: Linux routes the whole 127/8 to lo), so a test can play an
 * attacker and a victim at different addresses, as a proxy in front of PSC sees them. Connections are kept alive,
 * as a browser's are.
 */
export const clientAt = (localAddress: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress });
  const send = (
    port: number,
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method, path, agent, headers: options.headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
  return { send, close: () => agent.destroy() };
};

export type Client = ReturnType<typeof clientAt>;

export const webClientBasic = `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}`;

/** The web app's sign-in: the password grant, form-encoded, with the web client's credentials. */
export const signInRequest = (email: string, password: string, headers: Record<string, string> = {}) => ({
  headers: {
    authorization: webClientBasic,
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  },
  body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
});

export const jsonRequest = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
