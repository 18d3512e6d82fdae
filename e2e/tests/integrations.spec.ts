import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';

/** A local stand-in answering as a Slack incoming webhook does (200 `ok`); it keeps what it was sent. */
const startSlackDouble = async () => {
  const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

test('a trader adds a Slack channel; an administrator registers a webhook and sees its secret once', async ({
  page,
  request,
}, testInfo) => {
  const slack = await startSlackDouble();
  try {
    const admin = await createAccount(request, 'integrations');
    await signInThroughLoginForm(page, admin, { landing: 'profile' });

    await page.goto('/alerts');
    const channels = page.getByRole('region', { name: 'Channels' });
    await expect(channels.getByText('No channels yet: alerts reach you by e-mail and here.')).toBeVisible();
    await channels.getByRole('textbox', { name: 'Name' }).fill('Desk Slack');
    await channels.getByRole('textbox', { name: 'Webhook URL' }).fill(`${slack.base}/slack/T0/B0/desk`);
    await channels.getByRole('button', { name: 'Add and send a test message' }).click();
    await expect(channels.getByText('The test message arrived: Desk Slack is added.')).toBeVisible();
    const entry = channels.getByRole('listitem', { name: 'Desk Slack, Slack' });
    await expect(entry.getByText('Working')).toBeVisible();
    expect(slack.received).toHaveLength(1);
    expect(JSON.parse(slack.received[0]?.body ?? '{}')).toMatchObject({
      text: expect.stringContaining('PSC test message'),
    });
    await page.screenshot({ path: testInfo.outputPath('alert-channels.png'), fullPage: true });

    await page.goto('/account?tab=users');
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByText('No webhooks yet.')).toBeVisible();
    await webhooks.getByRole('textbox', { name: 'Endpoint URL' }).fill(`${slack.base}/hooks/erp`);
    await expect(webhooks.getByRole('checkbox', { name: /^alert\.fired/ })).toBeChecked();
    await webhooks.getByRole('checkbox', { name: /^quote\.viewed/ }).check();
    await webhooks.getByRole('button', { name: 'Register webhook' }).click();
    await expect(
      webhooks.getByText('Signing secret, shown this once: copy it to your receiver now.'),
    ).toBeVisible();
    await expect(webhooks.getByText(/^whsec_/)).toBeVisible();
    await expect(webhooks.getByRole('list', { name: 'Webhooks' })).toContainText('alert.fired, quote.viewed');
    await page.screenshot({ path: testInfo.outputPath('webhooks.png'), fullPage: true });
    await webhooks.getByRole('button', { name: 'Done' }).click();
    await expect(webhooks.getByText(/^whsec_/)).toBeHidden();
    await webhooks.getByRole('button', { name: 'Deliveries' }).click();
    const dialog = page.getByRole('dialog', { name: `Deliveries to ${slack.base}/hooks/erp` });
    await expect(dialog.getByText('No deliveries yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A private address is refused without the test setting; here the server allows it, so plain HTTPS rules
    // are proved by the server's own tests. The section answers a refusal with the server's words.
    await webhooks.getByRole('textbox', { name: 'Endpoint URL' }).fill('ftp://example.com/hook');
    await webhooks.getByRole('button', { name: 'Register webhook' }).click();
    await expect(webhooks.getByRole('alert')).toContainText('The URL must start with https://');
  } finally {
    await slack.close();
  }
});
