import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userMessages } from '@psc/core/users/users.schemas';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { applyLocale } from '#lib/i18n/locale-state.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';

// Issue 49, decision 0149: a refusal the server writes (here §6's 'Operation not permitted' to a user who is not the
// default administrator) reaches the screen in the reader's language, through the API client, with no change to
// the screen; in English it is the spec's text as sent. Nothing here closes the demo team's account.
const accountName = 'Demo Sugar Trading';

const refusalShownIn = async (locale: Locale): Promise<string | null> => {
  await applyLocale(locale);
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  await signInAs(demoUsers.fullUser, queryClient);
  renderWithApp(
    <CloseAccountDialog
      open
      accountName={accountName}
      retentionText="Its data is kept for 30 days."
      onClose={vi.fn()}
      onClosed={vi.fn()}
    />,
    { queryClient },
  );
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByRole('textbox'), accountName);
  await user.click(dialog.getAllByRole('button').at(-1) as HTMLElement);
  return (await dialog.findByRole('alert')).textContent;
};

describe('a server message in the reader language', () => {
  afterEach(() => applyLocale('en'));

  it('reads in Portuguese for a reader of Portuguese', async () => {
    expect(await refusalShownIn('pt-BR')).toBe('Operação não permitida');
  });

  it("reads as the spec's English text for a reader of English", async () => {
    expect(await refusalShownIn('en')).toBe(userMessages.operationNotPermitted);
    expect(userMessages.operationNotPermitted).toBe('Operation not permitted');
  });
});
