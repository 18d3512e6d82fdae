import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoMarketData } from '../modules/market-data/seed-demo-market-data.ts';
import { totpCodeAt } from '../modules/two-factor/totp.ts';
import { confirmSandbox, purchaseBody, requestPurchase, trialAdmin } from '../../test/billing-helpers.ts';
import {
  as,
  newYorkDestination,
  publishFx,
  publishPrice,
  santosToNewYork,
} from '../../test/calculator-fixtures.ts';
import {
  bearer,
  createPaidAccount,
  createTestApp,
  requestTokens,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// Issue 46 item 8, the restore drill: a populated embedded database is backed up by `npm run backup`, restored by
// `npm run restore` into an empty folder, and the restored one serves the same frozen quotes (re-pricing identical),
// the same gapless invoice numbers (the next one follows on), and the same sign-ins, second factor included.

const serverRoot = join(import.meta.dirname, '..', '..');
const folders: string[] = [];
const folder = (name: string) => {
  const path = mkdtempSync(join(tmpdir(), `psc-${name}-`));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** The command as `npm run backup` / `npm run restore` runs it, on the given DATA_DIR. */
const runCommand = (script: string, dataDir: string, args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=@psc/source', '--import', 'tsx', script, ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
const backup = (dataDir: string, file: string) =>
  runCommand('src/commands/backup-database.ts', dataDir, ['--to', file]);
const restore = (dataDir: string, file: string) =>
  runCommand('src/commands/restore-database.ts', dataDir, [file]);

// Keys unset, as on a server that keeps them in DATA_DIR/local-secrets.json: the backup must carry them.
const keysInDataDir = { CAPTCHA_HMAC_KEY: undefined, TOTP_ENCRYPTION_KEY: undefined } as unknown as Record<
  string,
  string
>;

/** The app on an embedded database in `dataDir`, migrated as the server migrates it at start. */
const openOn = async (dataDir: string): Promise<TestApp> => {
  const database = await openDatabase({ engine: 'pglite', dataDir });
  await runMigrations(database);
  const t = await createTestApp({ ...keysInDataDir, DATA_DIR: dataDir }, { database });
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  return t;
};

type Quote = { id: string; calculator: unknown; publications: unknown; reprice: string | null };
type Invoice = { id: string; number: string; amount: number };

describe('backup and restore of the embedded database', () => {
  it('restores quotes, invoices and sign-ins exactly, and refuses a folder a server holds', async () => {
    const original = folder('original');
    const t = await openOn(original);
    const archive = join(folder('archive'), 'psc.tar.gz');
    const quotes: Quote[] = [];
    const buyers: Awaited<ReturnType<typeof trialAdmin>>[] = [];
    let invoicesBefore: Invoice[][];
    let owner: Awaited<ReturnType<typeof createPaidAccount>>['admin'];
    let secret: string;
    try {
      await seedDemoMarketData(t.deps);
      await publishPrice(t, {
        contractId: 'NewYork11',
        periodId: 'Mar-27',
        price: 20,
        lowPrice: 19.5,
        highPrice: 20.5,
      });
      ({ admin: owner } = await createPaidAccount(t));
      const caller = as(t.app, owner.accessToken);
      const destination = await caller.post('/api/v1/destination/userdefined', newYorkDestination);
      const destinationId = destination.json<{ id: string }>().id;
      for (const tons of [5_000, 12_500, 30_000]) {
        const calculator = await caller.post('/api/v1/calculator', santosToNewYork(destinationId));
        const id = calculator.json<{ id: string }>().id;
        expect((await caller.put(`/api/v1/calculator/${id}/tons?value=${tons}`)).statusCode).toBe(200);
        const quote = await caller.post(`/api/v1/calculator/${id}/quotes`, {
          validUntil: t.clock.now().getTime() + 30 * 86_400_000,
        });
        expect(quote.statusCode, quote.body).toBe(201);
        quotes.push(quote.json<Quote>());
      }
      // The market moves on after the quotes were frozen: they must keep their figures, before and after.
      await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 23.4 });
      await publishFx(t, { EUR: 0.8 });

      // Three paid purchases: invoices numbered without gaps.
      for (const _ of [1, 2, 3]) {
        const buyer = await trialAdmin(t.app);
        const reply = (await requestPurchase(t.app, buyer.token, purchaseBody({ couponCode: null }))).json<{
          clientSecret: string;
        }>();
        expect((await confirmSandbox(t.app, reply.clientSecret)).json()).toMatchObject({
          status: 'succeeded',
        });
        buyers.push(buyer);
      }
      invoicesBefore = await Promise.all(
        buyers.map(async (buyer) =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/v1/accounts/invoices',
              headers: bearer(buyer.token),
            })
          ).json<Invoice[]>(),
        ),
      );

      // The owner turns two-step verification on: its key is sealed with the key in local-secrets.json.
      const headers = bearer(owner.accessToken);
      secret = (await t.app.inject({ method: 'POST', url: '/api/v1/otp/setget', headers })).json<{
        message: string;
      }>().message;
      const code = await totpCodeAt(secret, t.clock.now());
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/otp/check/${code}`, headers })).statusCode,
      ).toBe(200);

      // While the app holds the folder, neither command touches it.
      const refused = await backup(original, archive);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stderr).toMatch(/A PSC server \(pid \d+\) holds .*: stop it first/);
      expect(existsSync(archive)).toBe(false);
    } finally {
      await t.close();
    }

    const backedUp = await backup(original, archive);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up .* \(\d+ migrations\) to .*psc\.tar\.gz, [\d.]+ MiB\.$/m);
    expect((await backup(original, archive)).stderr).toMatch(/exists already/);
    expect((await restore(original, archive)).stderr).toMatch(/holds a database already: move it aside/);

    const restored = join(folder('restored'), 'data');
    const unpacked = await restore(restored, archive);
    expect(unpacked.code, unpacked.stderr).toBe(0);
    expect(readFileSync(join(restored, 'local-secrets.json'), 'utf8')).toBe(
      readFileSync(join(original, 'local-secrets.json'), 'utf8'),
    );

    const r = await openOn(restored);
    try {
      // Sign-ins: the password, and the second factor sealed with the restored key.
      const needsCode = await requestTokens(r.app, {
        grant_type: 'password',
        username: owner.email,
        password: owner.password,
      });
      expect(needsCode.statusCode).toBe(400);
      const withCode = await requestTokens(r.app, {
        grant_type: 'password',
        username: owner.email,
        password: owner.password,
        otp: await totpCodeAt(secret, new Date(r.clock.now().getTime() + 30_000)),
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      const ownerToken = withCode.json<{ access_token: string }>().access_token;

      // Every frozen quote: the same figures and publications, and re-pricing from them gives the same again.
      for (const quote of quotes) {
        const again = (await as(r.app, ownerToken).get(`/api/v1/quotes/${quote.id}`)).json<Quote>();
        expect(again.calculator).toEqual(quote.calculator);
        expect(again.publications).toEqual(quote.publications);
        expect(again.reprice).toBe('identical');
      }

      // The same invoices under the same numbers, and the next purchase takes the next number.
      const invoicesAfter = await Promise.all(
        buyers.map(async (buyer) => {
          const token = (await signIn(r.app, buyer.email, buyer.password)).access_token;
          return (
            await r.app.inject({ method: 'GET', url: '/api/v1/accounts/invoices', headers: bearer(token) })
          ).json<Invoice[]>();
        }),
      );
      expect(invoicesAfter).toEqual(invoicesBefore);
      const numbers = invoicesBefore.flat().map((invoice) => Number(/(\d+)$/.exec(invoice.number)?.[1]));
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3]);
      const next = await trialAdmin(r.app);
      const reply = (await requestPurchase(r.app, next.token, purchaseBody({ couponCode: null }))).json<{
        clientSecret: string;
      }>();
      await confirmSandbox(r.app, reply.clientSecret);
      const [fourth] = (
        await r.app.inject({ method: 'GET', url: '/api/v1/accounts/invoices', headers: bearer(next.token) })
      ).json<Invoice[]>();
      expect(fourth?.number).toMatch(/0*4$/);
    } finally {
      await r.close();
    }
  }, 180_000);
});
