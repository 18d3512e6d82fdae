// Records the How to Use walkthrough (issue 12 item 22): the built app, started here on demo data, is driven through
// a trader's first session in Debian's Chromium while Chrome's screencast hands over every painted frame; Debian's
// ffmpeg turns them into packages/web/public/how-to/walkthrough.webm, with captions (walkthrough.vtt) from the
// steps. Usage: npm run build && npm run how-to:record   (needs /usr/bin/chromium and ffmpeg: apt-get install ffmpeg)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const port = 8792;
const base = `http://127.0.0.1:${port}`;
const outDir = new URL('../packages/web/public/how-to/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'psc-how-to-'));
const size = { width: 1280, height: 720 };

const server = spawn(
  process.execPath,
  [new URL('../packages/server/dist/main.js', import.meta.url).pathname],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
      CAPTCHA_REQUIRED: 'false',
      SEED_DEMO_DATA: 'true',
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
  },
);

const waitForServer = async () => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/aqa/settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the app did not start');
};

type Frame = { file: string; at: number };
type Caption = { text: string; at: number };

const record = async () => {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  const frames: Frame[] = [];
  const captions: Caption[] = [];
  const started = Date.now();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.screencastFrame', (frame: { data: string; sessionId: number }) => {
    const file = join(work, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(frame.data, 'base64'));
    frames.push({ file, at: Date.now() - started });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId });
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, ...size, everyNthFrame: 1 });

  const step = async (text: string, action: (page: Page) => Promise<void>, dwellMs = 2500) => {
    captions.push({ text, at: Date.now() - started });
    await action(page);
    await page.waitForTimeout(dwellMs);
  };
  const choose = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };

  await step('Sign in with your e-mail and password.', async () => {
    await page.goto(`${base}/login`);
    await page
      .getByRole('textbox', { name: 'Username' })
      .pressSequentially('admin@demo-team.example', { delay: 40 });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Team-2026!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Price Boards' }).waitFor();
  });
  await step(
    'Home shows your calculators above the price boards: the futures behind every delivered price.',
    async () => {
      await page
        .getByRole('tab', { name: 'ICE NewYork #11' })
        .or(page.getByText('ICE NewYork #11'))
        .first()
        .click();
    },
  );
  await step('Prices lists every live period, in US$ per tonne.', async () => {
    await page.goto(`${base}/prices`);
  });
  await step(
    'Add a calculator: basis, contract, where the sugar comes from and where it goes.',
    async () => {
      await page.goto(`${base}/calculators/new`);
      const form = page.getByRole('form', { name: 'New Calculator' });
      await form
        .getByRole('textbox', { name: 'Name' })
        .pressSequentially('Santos to Rotterdam', { delay: 40 });
      await choose('Basis', 'New York #11');
      await page.getByRole('combobox', { name: 'Contract' }).click();
      await page.getByRole('option').first().click();
      await choose('From: Region', 'South America');
      await choose('From: Country', 'Brazil');
      await choose('From: Port', 'Santos');
      await choose('To: Destination', /Rotterdam/);
    },
    1500,
  );
  await step(
    'Save: the card prices it at once, from contract to DDP, with low and high.',
    async () => {
      await page.getByRole('button', { name: 'Save & Close' }).click();
      await page.getByTestId('calculator-card').first().waitFor();
    },
    3500,
  );
  await step('Type your tonnes: the total follows.', async () => {
    const tonnes = page.getByTestId('calculator-card').first().getByRole('textbox', { name: 'Tonnes' });
    await tonnes.fill('');
    await tonnes.pressSequentially('12500', { delay: 80 });
    await tonnes.press('Tab');
  });
  await step(
    'Click a cost row to see where its figure comes from, or to enter your own.',
    async () => {
      await page.getByTestId('calculator-card').first().getByTestId('cost-row-SeaFreight').click();
      await page.getByRole('dialog', { name: 'Cost block panel' }).waitFor();
    },
    4000,
  );
  await step('Download the card as a live Excel sheet, or as CSV, from the icons on the card.', async () => {
    await page.keyboard.press('Escape');
  });
  await step(
    'My Destinations keeps your own plants and warehouses, with land freight and charges.',
    async () => {
      await page.goto(`${base}/destinations`);
    },
  );
  await step(
    'Account: your plan, licences, users and invoices.',
    async () => {
      await page.goto(`${base}/account`);
    },
    3000,
  );

  await cdp.send('Page.stopScreencast');
  const endedAt = Date.now() - started;
  await browser.close();
  return { frames, captions, endedAt };
};

const vttTime = (ms: number) => {
  const date = new Date(ms);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}:${String(date.getUTCSeconds()).padStart(2, '0')}.${String(date.getUTCMilliseconds()).padStart(3, '0')}`;
};

try {
  const { frames, captions, endedAt } = await record();
  if (frames.length === 0) throw new Error('no frames were painted');
  // The concat demuxer shows each frame for as long as it stayed on screen, so the video runs in real time.
  const list = frames
    .map((frame, index) => {
      const until = frames[index + 1]?.at ?? endedAt;
      // No minimum: frames painted close together keep their real spacing, so the video runs in real time.
      return `file '${frame.file}'\nduration ${Math.max(0.001, (until - frame.at) / 1000).toFixed(3)}`;
    })
    .join('\n');
  const listFile = join(work, 'frames.txt');
  writeFileSync(listFile, `${list}\nfile '${frames.at(-1)?.file}'\n`);
  mkdirSync(outDir, { recursive: true });
  const encoded = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      listFile,
      '-vf',
      `fps=12,scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease,pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2`,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-an',
      join(outDir, 'walkthrough.webm'),
    ],
    { stdio: 'inherit' },
  );
  if (encoded.status !== 0) throw new Error('ffmpeg failed');
  const cues = captions.map((caption, index) => {
    const until = captions[index + 1]?.at ?? endedAt;
    return `${index + 1}\n${vttTime(caption.at)} --> ${vttTime(until)}\n${caption.text}\n`;
  });
  writeFileSync(join(outDir, 'walkthrough.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
  console.log(
    `${frames.length} frames, ${(endedAt / 1000).toFixed(1)} s → ${join(outDir, 'walkthrough.webm')}`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
