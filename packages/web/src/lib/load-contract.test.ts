import { describe, expect, it } from 'vitest';
import { ApiError, loadContract } from './api-client.ts';

// Contracts load with the call that needs them (decision 0161): a module that cannot load (offline before it was
// ever fetched, or a release that replaced it) must fail as an unreachable server does, which every screen words.
describe('loadContract', () => {
  it('answers with what the module gives', async () => {
    const contract = { path: '/api/v1/calculator/all' };
    await expect(loadContract(() => Promise.resolve(contract))).resolves.toBe(contract);
  });

  it('fails as an unreachable server when the module cannot load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const loading = loadContract(() => Promise.reject(failure));
    await expect(loading).rejects.toBeInstanceOf(ApiError);
    await expect(loading).rejects.toMatchObject({
      message: 'The server could not be reached.',
      status: 0,
      code: 'NETWORK',
      cause: failure,
    });
  });
});
