import {
  originPremiumsByBasisOf,
  originPremiumsOf,
  ruleTableIds,
  ruleTableSchemas,
  withOriginPremiums,
  type RuleTableId,
  type RuleTables,
} from '@psc/core/market-data/rule-tables';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import type { RuleTableVersionRow } from './rule-tables.repository.ts';

/** Which version of a table priced a figure, and who saved it (docs/decisions/0050). */
export type RuleTableVersionInfo = {
  version: number;
  sequence: number;
  savedAt: Date;
  savedBy: string;
  note: string;
};

/** The tables as the reference-data files ship them: version 1 of each, and what a table without versions uses. */
export const shippedRuleTables = (reference: ReferenceData): RuleTables => ({
  'duty-rules': { customsUnions: [...reference.customsUnions], rules: [...reference.dutyRules] },
  'destination-charges': { rules: [...reference.destinationCharges] },
  'origin-premiums': originPremiumsOf(reference.ports, reference.originPremiumsByBasis ?? []),
  polarisation: reference.polarisation,
  'bulk-freight': reference.bulkFreight,
  'sea-freight-rates': reference.seaFreight,
  'import-taxes': { taxes: [...(reference.importTaxes ?? [])] },
  'container-lanes': reference.containerLanes ?? { regions: [], lanes: [] },
});

/**
 * The reference data with stored versions of the rule tables in place of the files. A stored version that no longer
 * passes its schema (a release tightened it) is skipped for the shipped file.
 */
export const referenceWithRuleTables = (
  base: ReferenceData,
  rows: readonly RuleTableVersionRow[],
): {
  reference: ReferenceData;
  versions: Partial<Record<RuleTableId, RuleTableVersionInfo>>;
} => {
  const tables = shippedRuleTables(base);
  const versions: Partial<Record<RuleTableId, RuleTableVersionInfo>> = {};
  const put = <Id extends RuleTableId>(id: Id, content: unknown): boolean => {
    const parsed = ruleTableSchemas[id].safeParse(content);
    if (parsed.success) tables[id] = parsed.data as RuleTables[Id];
    return parsed.success;
  };
  for (const row of rows) {
    const id = ruleTableIds.find((candidate) => candidate === row.tableId);
    if (id === undefined) continue;
    if (!put(id, row.content)) continue;
    versions[id] = {
      version: row.version,
      sequence: row.sequence,
      savedAt: row.savedAt,
      savedBy: row.savedBy,
      note: row.note,
    };
  }
  if (rows.length === 0) return { reference: base, versions };
  return {
    reference: {
      ...base,
      dutyRules: tables['duty-rules'].rules,
      customsUnions: tables['duty-rules'].customsUnions,
      destinationCharges: tables['destination-charges'].rules,
      ports: withOriginPremiums(base.ports, tables['origin-premiums']),
      originPremiumsByBasis: originPremiumsByBasisOf(tables['origin-premiums']),
      importTaxes: tables['import-taxes'].taxes,
      containerLanes: tables['container-lanes'],
      polarisation: tables.polarisation,
      bulkFreight: tables['bulk-freight'],
      seaFreight: tables['sea-freight-rates'],
    },
    versions,
  };
};
