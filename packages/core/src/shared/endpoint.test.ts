import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint.ts';

describe('endpointUrl', () => {
  it.each([
    [{ path: '/api/v1/quotes' }, {}, {}, '/api/v1/quotes'],
    [{ path: '/api/v1/quotes/:quoteId' }, { quoteId: 'a/b c' }, {}, '/api/v1/quotes/a%2Fb%20c'],
    [
      { path: '/api/v1/calculator/:calculatorId/history' },
      { calculatorId: 'x' },
      { from: 1, to: 2 },
      '/api/v1/calculator/x/history?from=1&to=2',
    ],
  ])('%j with %j and %j → %s', (endpoint, params, query, url) => {
    expect(endpointUrl(endpoint, params, query)).toBe(url);
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => endpointUrl({ path: '/api/v1/quotes/:quoteId' })).toThrow('needs the parameter quoteId');
  });
});
