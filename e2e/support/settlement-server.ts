import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const startSettlementServer = async () => {
  let file = '';
  const server: Server = createServer((request, response) => {
    if (request.url !== '/ice/settlements.csv') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ice/settlements.csv`,
    /** The vendor's next file. */
    serve: (next: string) => {
      file = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
