import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsxCli = new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname;
const command = new URL('./import-market-data.ts', import.meta.url).pathname;

/** `npm run prices:import -- <file>` as an operator runs it: a separate process on its own embedded database. */
const importCommand = async (dataDir: string, ...args: string[]) => {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [tsxCli, '--conditions=@psc/source', command, ...args],
      {
        env: { ...environment, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe('npm run prices:import', () => {
  it('imports nothing from a bad file, prints every error by line and exits non-zero; then imports a good one', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'psc-import-'));
    const header =
      'contractId,periodId,regionId,price,lowPrice,highPrice,premiumCost,currencyCode,unit,lastUpdated';
    writeFileSync(
      join(directory, 'bad.csv'),
      `${header}\nLondon5,Mar-27,,500,,,,USD,,2026-11-20T16:00:00Z\nNewYork11,Aug-27,,15.4,,,,USD,,2026-11-20T16:00:00Z\nLondon5,May-27,,510,,,,EUR,,2026-11-20T16:00:00Z\n`,
    );
    writeFileSync(
      join(directory, 'good.csv'),
      `${header}\nLondon5,Mar-27,,500,,,,USD,,2026-11-20T16:00:00Z\n`,
    );
    writeFileSync(
      join(directory, 'rates.json'),
      JSON.stringify([
        { currencyCode: 'EUR', unitsPerUsd: 0.9, timestamp: 0 },
        { currencyCode: 'XYZ', unitsPerUsd: 2, timestamp: 0 },
      ]),
    );
    const dataDir = join(directory, 'data');

    const bad = await importCommand(dataDir, join(directory, 'bad.csv'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('bad.csv: nothing was imported.');
    expect(bad.stderr).toContain('line 3, periodId: Aug-27 is not a delivery month of NewYork11');

    const rates = await importCommand(dataDir, '--fx', join(directory, 'rates.json'));
    expect(rates.code).toBe(1);
    expect(rates.stderr).toContain('line 2, currencyCode: XYZ is not an ISO 4217 currency');

    const good = await importCommand(dataDir, join(directory, 'good.csv'), '--publisher', 'Jane Analyst');
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(/^Imported 1 price row\(s\) from .*good\.csv \(publication [0-9a-f-]{36}\)/);
  }, 120_000);
});

describe('npm run freight:import', () => {
  it('refuses a bad lane file by line, then publishes bulk freight assessments', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'psc-freight-import-'));
    const header = 'fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn';
    writeFileSync(join(directory, 'bad.csv'), `${header}\nBRSSZ,IDTPP,Capesize,30,2026-11-19\n`);
    writeFileSync(
      join(directory, 'lanes.csv'),
      `${header}\nBRSSZ,IDTPP,Supramax,31.25,2026-11-19\nTHLCH,IDCIG,Handysize,12.8,2026-11-19\n`,
    );
    const dataDir = join(directory, 'data');

    const bad = await importCommand(dataDir, '--freight', join(directory, 'bad.csv'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('bad.csv: nothing was imported.');
    expect(bad.stderr).toContain(
      'line 2, vesselClassId: Capesize is not a vessel class (Supramax, Handysize, Panamax)',
    );

    const both = await importCommand(dataDir, '--freight', '--fx', join(directory, 'lanes.csv'));
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--fx and --freight cannot be combined.');

    const good = await importCommand(dataDir, '--freight', join(directory, 'lanes.csv'));
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(
      /^Imported 2 freight assessment\(s\) from .*lanes\.csv \(publication [0-9a-f-]{36}\)/,
    );
  }, 120_000);
});
