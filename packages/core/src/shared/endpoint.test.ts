import { describe, expect, it } from 'vitest';
import { endpointQueryKey, endpointUrl, pathFamilyKey } from './endpoint.ts';

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

describe('endpointQueryKey', () => {
  it.each([
    [{ path: '/api/v1/calculator/all' }, {}, undefined, ['calculator', 'all']],
    [{ path: '/api/v1/currencies/' }, {}, undefined, ['currencies']],
    [{ path: '/api/ops/settings' }, {}, undefined, ['ops', 'settings']],
    [{ path: '/aqa/settings' }, {}, undefined, ['aqa', 'settings']],
    [{ path: '/shared/quotes/:token' }, { token: 't' }, undefined, ['shared', 'quotes', 't']],
    [
      { path: '/api/v1/matrices/:matrixId/prices' },
      { matrixId: 'm' },
      undefined,
      ['matrices', 'm', 'prices'],
    ],
    [
      { path: '/api/v1/calculator/:calculatorId/history' },
      { calculatorId: 'x' },
      { from: 1, to: 2 },
      ['calculator', 'x', 'history', { from: 1, to: 2 }],
    ],
  ])('%j with %j and %j → %j', (endpoint, params, query, key) => {
    expect(endpointQueryKey(endpoint, params, query)).toEqual(key);
  });

  it('stops at a missing parameter: the family of every reply below it', () => {
    expect(endpointQueryKey({ path: '/api/v1/matrices/:matrixId/prices' })).toEqual(['matrices']);
    expect(endpointQueryKey({ path: '/api/v1/contract/periods/:contractId' }, {}, { a: 1 })).toEqual([
      'contract',
      'periods',
    ]);
  });

  it('nests as the paths nest, so a family key is a prefix of every key in it', () => {
    const family = endpointQueryKey({ path: '/api/v1/matrices/:matrixId' }, { matrixId: 'm' });
    const prices = endpointQueryKey({ path: '/api/v1/matrices/:matrixId/prices' }, { matrixId: 'm' });
    expect(prices.slice(0, family.length)).toEqual(family);
    expect(pathFamilyKey('/api/v1/matrices')).toEqual(['matrices']);
    expect(pathFamilyKey('/api/ops')).toEqual(['ops']);
  });
});
