import { describe, expect, it } from 'vitest';
import { destinationMessages } from '@psc/core/destinations/destinations.schemas';
import { ApiError } from '#lib/api-client.ts';
import { deleteFailure } from './delete-failure.ts';

describe('deleteFailure (issue 12 item 24)', () => {
  it('shows the rule when the destination is in use, not a server error', () => {
    const message =
      'This destination is used by 1 calculator(s): Santos. Change their destination or delete them first.';
    const inUse = new ApiError(message, {
      status: 409,
      code: 'CONFLICT',
      body: { success: false, message, reason: 'destination_in_use', calculators: 1 },
    });
    expect(deleteFailure(inUse)).toBe(message);
  });

  it("keeps §8's texts for other refusals and failures", () => {
    const refused = new ApiError('Destination not found', { status: 404, code: 'NOT_FOUND', body: {} });
    expect(deleteFailure(refused)).toBe(`${destinationMessages.deleteServerFailed}: Destination not found`);
    expect(deleteFailure(new Error('network'))).toBe(destinationMessages.deleteFailed);
  });
});
