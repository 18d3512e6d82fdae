import { z } from 'zod';
import { dutyRulesFileSchema, polarisationFileSchema } from './reference-data.schemas.ts';
import {
  bulkFreightFileSchema,
  destinationChargesFileSchema,
  seaFreightRatesFileSchema,
} from './cost-rules.schemas.ts';
import { canonicalJson } from '../shared/canonical-json.ts';
import { importTaxesFileSchema } from './import-taxes.schemas.ts';
import { containerLanesFileSchema } from './container-lanes.schemas.ts';
import { originPremiumsFileSchema, type OriginPremiumsFile } from './origin-premiums.ts';

// The origin premiums' schema and helpers have a file of their own; their callers import them from here too.
export * from './origin-premiums.ts';

/**
 * The rule tables analysts keep in the operations console (issue 15 item 2, docs/decisions/0050): each save is a new
 * version with its note and author, priced from by every calculator once saved and pinned by a frozen quote. The
 * first version of each is its file in reference-data/ (origin premiums: the ports file's default premiums).
 */
export const ruleTableIds = [
  'duty-rules',
  'destination-charges',
  'origin-premiums',
  'polarisation',
  'bulk-freight',
  'sea-freight-rates',
  'import-taxes',
  'container-lanes',
] as const;
export type RuleTableId = (typeof ruleTableIds)[number];
export const ruleTableIdSchema = z.enum(ruleTableIds);

export const ruleTableSchemas = {
  'duty-rules': dutyRulesFileSchema,
  'destination-charges': destinationChargesFileSchema,
  'origin-premiums': originPremiumsFileSchema,
  polarisation: polarisationFileSchema,
  'bulk-freight': bulkFreightFileSchema,
  'sea-freight-rates': seaFreightRatesFileSchema,
  'import-taxes': importTaxesFileSchema,
  'container-lanes': containerLanesFileSchema,
} as const;

export type RuleTableContent<Id extends RuleTableId> = z.infer<(typeof ruleTableSchemas)[Id]>;
/** One version of every table (a rule set as it stood at one moment). */
export type RuleTables = { [Id in RuleTableId]: RuleTableContent<Id> };

type Row = Record<string, unknown>;
type Section = {
  /** The array of the table's content holding the rows ('' = the content itself is one row). */
  field: string;
  label: string;
  key: (row: Row) => string;
  summary: (row: Row) => string;
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const percent = (rate: unknown): string => `${Math.round(Number(rate) * 10000) / 100} %`;

export const ruleTableDefinitions: Record<RuleTableId, { title: string; file: string; sections: Section[] }> =
  {
    'duty-rules': {
      title: 'Duty rules',
      file: 'duty-rules.json',
      sections: [
        {
          field: 'rules',
          label: 'Rule',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.label ?? row.regime ?? 'mfn')}: ${percent(row.adValoremRate)} + ${text(row.specificPerTonne)} ${text(row.currencyCode)}/t, ${(row.destinationCountryIds as unknown[]).length} importing countries`,
        },
        {
          field: 'customsUnions',
          label: 'Customs union',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.name)}: ${(row.memberCountryIds as unknown[]).length} members${row.coversSugar ? '' : ', sugar excluded'}`,
        },
      ],
    },
    'destination-charges': {
      title: 'Destination charges',
      file: 'destination-charges.json',
      sections: [
        {
          field: 'rules',
          label: 'Charge',
          key: (row) =>
            `${text(row.portId ?? 'default')} ${text(row.mode ?? 'container')} ${text(row.effectiveFrom)}`,
          summary: (row) =>
            `${text(row.portId ?? 'Every other port')}, ${text(row.mode ?? 'container')}: ${text(row.totalPerTonne)} ${text(row.currencyCode)}/t`,
        },
      ],
    },
    'origin-premiums': {
      title: 'Origin premiums',
      file: 'ports.json (defaultPremium of each origin port) and origin-premiums.json (by basis)',
      sections: [
        {
          field: 'premiums',
          label: 'Premium',
          key: (row) => `${text(row.portId)}${row.basisContractId ? ` ${text(row.basisContractId)}` : ''}`,
          summary: (row) =>
            `${text(row.portId)}: ${text(row.amount)} ${text(row.currencyCode)}/t over ${row.basisContractId ? text(row.basisContractId) : 'the basis'}`,
        },
      ],
    },
    polarisation: {
      title: 'Polarisation scale and grades',
      file: 'polarisation.json',
      sections: [
        {
          field: 'scale',
          label: 'Scale',
          key: () => 'scale',
          summary: (row) => `${(row.steps as unknown[]).length} steps around the basis`,
        },
        {
          field: 'grades',
          label: 'Grade',
          key: (row) => text(row.id),
          summary: (row) => `${text(row.name)}: ${text(row.polarisation)}°`,
        },
      ],
    },
    'bulk-freight': {
      title: 'Bulk freight (voyage model)',
      file: 'bulk-freight.json',
      sections: [
        {
          field: 'vesselClasses',
          label: 'Vessel class',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.name)}: ${text(row.cargoTonnes)} t, hire US$${text(row.hireUsdPerDay)}/day, ${text(row.speedKnots)} kn`,
        },
        {
          field: 'bunker',
          label: 'Bunker',
          key: () => 'bunker',
          summary: (row) => `VLSFO US$${text(row.usdPerTonne)}/t`,
        },
      ],
    },
    'sea-freight-rates': {
      title: 'Container freight',
      file: 'sea-freight-rates.json',
      sections: [
        {
          field: 'rates',
          label: 'Distance band',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.minNm)}-${text(row.maxNm)} nm: ${text(row.costPerContainer)} ${text(row.currencyCode)} per box`,
        },
        {
          field: 'routeClassSurcharges',
          label: 'Canal surcharge',
          key: (row) => text(row.routeClass),
          summary: (row) =>
            `${text(row.routeClass)}: ${text(row.perContainer)} ${text(row.currencyCode)} per box`,
        },
        {
          field: 'voyage',
          label: 'Voyage',
          key: () => 'voyage',
          summary: (row) => `${text(row.speedKnots)} kn, ${text(row.portDays)} port days`,
        },
      ],
    },
    'import-taxes': {
      title: 'Import taxes (VAT and others)',
      file: 'import-taxes.json',
      sections: [
        {
          field: 'taxes',
          label: 'Tax',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.name)} ${percent(row.rate)} of ${row.base === 'cif' ? 'CIF' : 'CIF + duty'}, ${(row.importingCountryIds as unknown[]).length} importing countries${row.recoverable ? ', recoverable' : ''}`,
        },
      ],
    },
    'container-lanes': {
      title: 'Container freight by lane',
      file: 'container-lanes.json',
      sections: [
        {
          field: 'lanes',
          label: 'Lane',
          key: (row) => text(row.id),
          summary: (row) =>
            `${(row.originRegionIds as unknown[]).join('/')} → ${(row.destinationRegionIds as unknown[]).join('/')}: ${text(row.per20ft)} per 20 ft, ${text(row.per40ft)} per 40 ft ${text(row.currencyCode)} (${text(row.index)})`,
        },
        {
          field: 'regions',
          label: 'Region',
          key: (row) => text(row.id),
          summary: (row) =>
            `${text(row.name)}: ${(row.memberCountryIds as unknown[]).length} countries, ${((row.portIds as unknown[] | undefined) ?? []).length} ports`,
        },
      ],
    },
  };

/** One row of a table as the console lists it: where it came from and since when. */
export type RuleTableRow = {
  section: string;
  key: string;
  summary: string;
  effectiveFrom: string | null;
  source: string | null;
  /** false where the row says its figure was not checked against its source. */
  verified: boolean;
};

const rowsOfSection = (section: Section, content: Row): Row[] => {
  const value = content[section.field];
  if (Array.isArray(value)) return value as Row[];
  return value !== null && typeof value === 'object' ? [value as Row] : [];
};

export const ruleTableRows = (tableId: RuleTableId, content: unknown): RuleTableRow[] =>
  ruleTableDefinitions[tableId].sections.flatMap((section) =>
    rowsOfSection(section, content as Row).map((row) => ({
      section: section.label,
      key: section.key(row),
      summary: section.summary(row),
      effectiveFrom: typeof row.effectiveFrom === 'string' ? row.effectiveFrom : null,
      source: typeof row.source === 'string' ? row.source : null,
      verified: row.verified !== false,
    })),
  );

export type RuleTableDiff = { added: string[]; removed: string[]; changed: string[] };

/** What a new version changes, row by row ('Section key'), against the one it replaces. */
export const diffRuleTable = (tableId: RuleTableId, before: unknown, after: unknown): RuleTableDiff => {
  const index = (content: unknown) => {
    const rows = new Map<string, string>();
    for (const section of ruleTableDefinitions[tableId].sections)
      for (const row of rowsOfSection(section, content as Row))
        rows.set(`${section.label} ${section.key(row)}`, canonicalJson(row));
    return rows;
  };
  const old = index(before);
  const next = index(after);
  return {
    added: [...next.keys()].filter((key) => !old.has(key)),
    removed: [...old.keys()].filter((key) => !next.has(key)),
    changed: [...next].filter(([key, row]) => old.has(key) && old.get(key) !== row).map(([key]) => key),
  };
};

export type RuleTableProblem = { path: string; message: string };

/** What the tables may name: the ports, countries and currencies of the reference data. */
export type KnownIds = {
  portIds: ReadonlySet<string>;
  originPortIds: ReadonlySet<string>;
  countryIds: ReadonlySet<string>;
  currencyCodes: ReadonlySet<string>;
};

/** Everything a schema cannot see: unknown ports, countries and currencies, and rows keyed twice. */
export const checkRuleTableReferences = (
  tableId: RuleTableId,
  content: unknown,
  known: KnownIds,
): RuleTableProblem[] => {
  const problems: RuleTableProblem[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}.${index}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [field, child] of Object.entries(value)) {
      const at = path === '' ? field : `${path}.${field}`;
      if (field === 'currencyCode' && typeof child === 'string' && !known.currencyCodes.has(child))
        problems.push({ path: at, message: `Unknown currency ${child}` });
      else if (field === 'portId' && typeof child === 'string' && !known.portIds.has(child))
        problems.push({ path: at, message: `Unknown port ${child}` });
      else if (field.endsWith('CountryIds') && Array.isArray(child))
        child.forEach((id, index) => {
          if (typeof id === 'string' && !known.countryIds.has(id))
            problems.push({ path: `${at}.${index}`, message: `Unknown country ${id}` });
        });
      else visit(child, at);
    }
  };
  visit(content, '');
  if (tableId === 'origin-premiums')
    (content as OriginPremiumsFile).premiums.forEach((row, index) => {
      if (known.portIds.has(row.portId) && !known.originPortIds.has(row.portId))
        problems.push({ path: `premiums.${index}.portId`, message: `${row.portId} is not an origin port` });
    });
  for (const section of ruleTableDefinitions[tableId].sections) {
    const seen = new Set<string>();
    rowsOfSection(section, content as Row).forEach((row, index) => {
      const key = section.key(row);
      if (seen.has(key))
        problems.push({
          path: `${section.field}.${index}`,
          message: `${section.label} ${key} appears twice`,
        });
      seen.add(key);
    });
  }
  return problems;
};
