/**
 * Writes the index of docs/decisions/README.md from the records themselves (number, title, status) and the area
 * each record belongs to (kept here: records are never rewritten, so their area cannot be added to them).
 * `--check` writes nothing and exits 1 when the index is not what the records say (run by `npm test`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const directory = join(import.meta.dirname, '..', 'docs', 'decisions');
const indexPath = join(directory, 'README.md');
const begin = '<!-- index: written by `npx tsx scripts/decisions-index.ts` -->';
const end = '<!-- end of index -->';

type Area =
  | 'platform'
  | 'authentication'
  | 'accounts and billing'
  | 'pricing and reference data'
  | 'market data'
  | 'trader features'
  | 'web delivery'
  | 'server performance'
  | 'operations'
  | 'testing';

const areas: Record<Area, number[]> = {
  platform: [1, 7, 20, 23, 24, 54, 57, 59, 61, 62, 65, 68, 71, 100, 103],
  authentication: [2, 3, 5, 6, 26, 28, 30, 38, 39, 40, 44, 77, 80, 101, 102],
  'accounts and billing': [4, 8, 9, 10, 11, 16, 17, 25, 82, 83, 84, 130],
  'pricing and reference data': [
    18, 19, 21, 22, 31, 32, 33, 34, 35, 36, 43, 50, 58, 60, 70, 73, 104, 105, 108, 116, 117, 118, 119, 120,
    121, 122, 132, 133, 134,
  ],
  'market data': [12, 13, 14, 15, 107, 109, 110, 114, 140],
  'trader features': [27, 29, 41, 42, 45, 46, 47, 48, 94, 95, 96, 115, 124, 125, 126, 135],
  'web delivery': [
    37, 51, 52, 53, 55, 66, 67, 69, 72, 75, 81, 97, 123, 128, 136, 137, 138, 143, 145, 147, 149, 151, 153,
    154, 155, 156, 158, 159, 160, 161, 162, 163,
  ],
  'server performance': [74, 76, 78, 79, 112, 139, 157],
  operations: [49, 85, 86, 87, 88, 89, 90, 91, 92, 113, 129],
  testing: [56, 63, 64, 141],
};

const areaOf = (number: number): Area | undefined =>
  (Object.keys(areas) as Area[]).find((area) => areas[area].includes(number));

const records = readdirSync(directory)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort()
  .map((name) => {
    const text = readFileSync(join(directory, name), 'utf8');
    const number = Number(name.slice(0, 4));
    const title = /^# \d{4} (.+)$/m.exec(text)?.[1]?.trim();
    const status = /^- Status: (.+)$/m.exec(text)?.[1]?.trim();
    const area = areaOf(number);
    if (!title || !status || !area)
      throw new Error(
        `${name}: needs a '# NNNN title' line, a '- Status:' line and an area in scripts/decisions-index.ts`,
      );
    return `| [${name.slice(0, 4)}](${name}) | ${title.replaceAll('|', '\\|')} | ${area} | ${status.replaceAll('|', '\\|')} |`;
  });

const table = ['| No. | Decision | Area | Status |', '|---|---|---|---|', ...records].join('\n');
const current = readFileSync(indexPath, 'utf8');
const start = current.indexOf(begin);
const stop = current.indexOf(end);
const head = start === -1 ? `${current.trimEnd()}\n\n` : current.slice(0, start);
const tail = stop === -1 ? '\n' : current.slice(stop + end.length);
const next = `${head}${begin}\n${table}\n${end}${tail}`;

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'docs/decisions/README.md is not the index of the records: run npx tsx scripts/decisions-index.ts',
    );
    process.exit(1);
  }
} else {
  writeFileSync(indexPath, next);
}
