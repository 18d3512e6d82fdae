import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  indexReferenceData,
  parseReferenceDataFiles,
  referenceDataFileSchemas,
  type ReferenceData,
  type ReferenceDataFileName,
} from '@psc/core/market-data/reference-data';

export class ReferenceDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid reference data:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ReferenceDataError';
  }
}

const loaded = new Map<string, ReferenceData>();

/**
 * Reads reference-data/*.json once per process and directory; core validates and indexes them. Throws
 * ReferenceDataError naming every bad file and field, so a broken file stops the server at start.
 */
export const loadReferenceData = (directory: string): ReferenceData => {
  const cached = loaded.get(directory);
  if (cached) return cached;
  const problems: string[] = [];
  const json: Partial<Record<ReferenceDataFileName, unknown>> = {};
  for (const file of Object.keys(referenceDataFileSchemas) as ReferenceDataFileName[]) {
    try {
      json[file] = JSON.parse(readFileSync(join(directory, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const parsed = parseReferenceDataFiles(json);
  if (!parsed.ok) throw new ReferenceDataError([...problems, ...parsed.problems]);
  const indexed = indexReferenceData(parsed.files);
  if (!indexed.ok) throw new ReferenceDataError(indexed.problems);
  loaded.set(directory, indexed.data);
  return indexed.data;
};
