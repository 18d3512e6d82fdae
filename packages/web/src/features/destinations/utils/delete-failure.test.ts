import { describe, expect, it } from 'vitest';
import { destinationMessages } from '@psc/core/destinations/destinations.schemas';
import { ApiError } from '#lib/api-client.ts';
import { registerCatalogue, translate } from '#lib/i18n/catalogue-store.ts';
import type { Translate } from '#lib/i18n/use-messages.ts';
import englishScreens from '#lib/i18n/catalogues/en/screens.json';
import { deleteFailure } from './delete-failure.ts';

// In English, as the screens part says it (the words of §8).
registerCatalogue('en', 'screens', englishScreens);
const t: Translate = (key, values) => translate('en', key, values);

describe('deleteFailure (issue 12 item 24)', () => {
  it('shows the rule when the destination is in use, not a server error', () => {
    const message =
      'This destination is used by 1 calculator(s): Santos. Change their destination or delete them first.';
    const inUse = new ApiError(message, {
      status: 409,
      code: 'CONFLICT',
      body: { success: false, message, reason: 'destination_in_use', calculators: 1 },
    });
    expect(deleteFailure(t, inUse)).toBe(message);
  });

  it("keeps §8's texts for other refusals and failures", () => {
    const refused = new ApiError('Destination not found', { status: 404, code: 'NOT_FOUND', body: {} });
    expect(deleteFailure(t, refused)).toBe(
      `${destinationMessages.deleteServerFailed}: Destination not found`,
    );
    expect(deleteFailure(t, new Error('network'))).toBe(destinationMessages.deleteFailed);
  });
});
