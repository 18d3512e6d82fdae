import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { getAlertChannels } from '../api/alert-channels.ts';
import { ChannelsSection } from './channels-section.tsx';

// A stand-in for Slack's incoming webhook (test/component-server.ts): the test message added first arrives there.
const slackUrl = `${inject('chatDoubleUrl')}/services/T000/B000/component`;

// The demo team's Full User keeps chat channels here; no other component test counts that user's channels.
describe('ChannelsSection', () => {
  it("turns an existing channel's publication notices on and off with its switch", async () => {
    const queryClient = createQueryClient();
    await signInAs(demoUsers.fullUser, queryClient);
    renderWithApp(<ChannelsSection isAdministrator={false} />, { queryClient });
    const user = userEvent.setup();
    const name = `Desk ${crypto.randomUUID().slice(0, 8)}`;

    const form = within(screen.getByRole('form', { name: 'Add a channel' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), name);
    await user.type(form.getByRole('textbox', { name: 'Webhook URL' }), slackUrl);
    await user.click(form.getByRole('button', { name: 'Add and send a test message' }));
    const entry = within(await screen.findByRole('listitem', { name: `${name}, Slack` }));
    const notices = entry.getByRole('switch', { name: 'Publication notices' });
    expect((notices as HTMLInputElement).checked).toBe(false);

    await user.click(notices);
    await waitFor(async () =>
      expect((await getAlertChannels()).find((channel) => channel.name === name)?.publicationNotices).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect((entry.getByRole('switch', { name: 'Publication notices' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );

    await user.click(entry.getByRole('switch', { name: 'Publication notices' }));
    await waitFor(async () =>
      expect((await getAlertChannels()).find((channel) => channel.name === name)?.publicationNotices).toBe(
        false,
      ),
    );
  });
});
