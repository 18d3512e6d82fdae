import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startEarlyRequests } from '#lib/api-client.ts';
import { primeEarlyReads, type EarlyRead } from '#lib/early-reads-primer.ts';
import { frameReads } from '../early-reads.ts';
import { frameQueries } from './frame-reads.ts';

describe('the frame reads the entry starts', () => {
  it('each have the query that takes the reply, on the same path', () => {
    expect(frameQueries().map((read) => read.path)).toEqual([...frameReads]);
  });
});

describe('primeEarlyReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  const recordingRead = (path: string, primed: string[]): EarlyRead => ({
    path,
    queryKey: [path],
    prefetch: async (client) => {
      primed.push(path);
      client.setQueryData([path], 'fresh');
    },
  });

  it('waits only for reads whose reply is on its way and whose data the cache lacks', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}')));
    startEarlyRequests(['/started', '/started-kept'], 'token');
    const client = new QueryClient();
    client.setQueryData(['/started-kept'], 'kept from the last visit');
    const primed: string[] = [];

    await primeEarlyReads(client, [
      recordingRead('/started', primed),
      recordingRead('/started-kept', primed),
      recordingRead('/never-started', primed),
    ]);

    expect(primed).toEqual(['/started']);
    expect(client.getQueryData(['/started'])).toBe('fresh');
    expect(client.getQueryData(['/started-kept'])).toBe('kept from the last visit');
  });
});
