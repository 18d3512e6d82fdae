import {
  checkRuleTableReferences,
  diffRuleTable,
  ruleTableDefinitions,
  ruleTableIds,
  ruleTableRows,
  ruleTableSchemas,
  type KnownIds,
  type RuleTableDiff,
  type RuleTableId,
  type RuleTableProblem,
} from '@psc/core/market-data/rule-tables';
import type {
  RuleTableListReply,
  RuleTablePreviewReply,
  RuleTableReply,
  RuleTableSaveReply,
  RuleTableSaveRequest,
  RuleTableVersionReply,
} from '@psc/core/operations/rule-tables.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import type { Deps } from '../../deps.ts';
import { actorOf, type OperatorPrincipal } from '../../shared/operator-principal.ts';
import { isUniqueViolation } from '../../shared/database-errors.ts';
import { shippedRuleTables } from './rule-tables-reference.ts';
import type { RuleTableVersionSummary } from './rule-tables.repository.ts';
import { recordOperatorAction } from '../operations/record-operator-action.ts';

type DeskDeps = Pick<Deps, 'ruleTablesRepository' | 'referenceData'>;

const knownIdsOf = new WeakMap<ReferenceData, KnownIds>();
const knownIds = (reference: ReferenceData): KnownIds => {
  const cached = knownIdsOf.get(reference);
  if (cached) return cached;
  const known: KnownIds = {
    portIds: new Set(reference.ports.map((port) => port.id)),
    originPortIds: new Set(reference.ports.filter((port) => port.isOrigin).map((port) => port.id)),
    countryIds: new Set(reference.countries.map((country) => country.id)),
    currencyCodes: new Set(reference.currencies.map((currency) => currency.code)),
  };
  knownIdsOf.set(reference, known);
  return known;
};

const versionFields = (entry: RuleTableVersionSummary) => ({
  version: entry.version,
  sequence: entry.sequence,
  savedAt: entry.savedAt.getTime(),
  savedBy: entry.savedBy,
  note: entry.note,
  fromFile: entry.fromFile,
});

/** The newest stored version, or the shipped file as version 0 while none is stored. */
const currentOf = async (deps: DeskDeps, tableId: RuleTableId) => {
  const stored = await deps.ruleTablesRepository.findNewest(tableId);
  if (stored) return { entry: stored as RuleTableVersionSummary, content: stored.content };
  return { entry: null, content: shippedRuleTables(deps.referenceData)[tableId] as unknown };
};

/** The version in force and its content (0 and the shipped file while none is stored), for a feed that saves next. */
export const ruleTableInForce = async (
  deps: DeskDeps,
  tableId: RuleTableId,
): Promise<{ version: number; content: unknown }> => {
  const { entry, content } = await currentOf(deps, tableId);
  return { version: entry?.version ?? 0, content };
};

/** GET /api/ops/rules: every table with its current version and how many of its rows are unverified. */
export const listRuleTables = async (deps: DeskDeps): Promise<RuleTableListReply> => {
  const stored = new Map(
    (await deps.ruleTablesRepository.currentVersions()).map((row) => [row.tableId, row] as const),
  );
  const shipped = shippedRuleTables(deps.referenceData);
  return {
    tables: ruleTableIds.map((id) => {
      const row = stored.get(id);
      const rows = ruleTableRows(id, row?.content ?? shipped[id]);
      return {
        id,
        title: ruleTableDefinitions[id].title,
        file: ruleTableDefinitions[id].file,
        current: row ? versionFields(row) : null,
        rowCount: rows.length,
        unverifiedRows: rows.filter((entry) => !entry.verified).length,
      };
    }),
  };
};

/** GET /api/ops/rules/{tableId}. */
export const getRuleTable = async (deps: DeskDeps, tableId: RuleTableId): Promise<RuleTableReply> => {
  const [{ entry, content }, history] = await Promise.all([
    currentOf(deps, tableId),
    deps.ruleTablesRepository.history(tableId),
  ]);
  return {
    id: tableId,
    title: ruleTableDefinitions[tableId].title,
    file: ruleTableDefinitions[tableId].file,
    ...(entry
      ? versionFields(entry)
      : { version: 0, sequence: 0, savedAt: 0, savedBy: 'PSC', note: 'The shipped file', fromFile: true }),
    content,
    rows: ruleTableRows(tableId, content),
    history: history.map(versionFields),
  };
};

/** GET /api/ops/rules/{tableId}/versions/{version}. */
export const getRuleTableVersion = async (
  deps: DeskDeps,
  tableId: RuleTableId,
  version: number,
): Promise<RuleTableVersionReply> => {
  const stored = await deps.ruleTablesRepository.find(tableId, version);
  if (stored === null)
    throw new AppError('NOT_FOUND', `${ruleTableDefinitions[tableId].title} has no version ${version}`);
  return {
    id: tableId,
    title: ruleTableDefinitions[tableId].title,
    file: ruleTableDefinitions[tableId].file,
    ...versionFields(stored),
    content: stored.content,
    rows: ruleTableRows(tableId, stored.content),
  };
};

type Checked =
  | { ok: true; content: unknown; diff: RuleTableDiff; base: Awaited<ReturnType<typeof currentOf>> }
  | { ok: false; problems: RuleTableProblem[] };

/** The same schema as the table's reference-data file, then the ports, countries and currencies it names. */
const checkContent = async (deps: DeskDeps, tableId: RuleTableId, content: unknown): Promise<Checked> => {
  const parsed = ruleTableSchemas[tableId].safeParse(content);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || '(the table)',
        message: issue.message,
      })),
    };
  const problems = checkRuleTableReferences(tableId, parsed.data, knownIds(deps.referenceData));
  if (problems.length > 0) return { ok: false, problems };
  const base = await currentOf(deps, tableId);
  return { ok: true, content: parsed.data, diff: diffRuleTable(tableId, base.content, parsed.data), base };
};

const noChange: RuleTableDiff = { added: [], removed: [], changed: [] };

/** POST /api/ops/rules/{tableId}/preview: every problem by path, or what the version would change; saves nothing. */
export const previewRuleTable = async (
  deps: DeskDeps,
  tableId: RuleTableId,
  content: unknown,
): Promise<RuleTablePreviewReply> => {
  const checked = await checkContent(deps, tableId, content);
  if (!checked.ok) return { valid: false, problems: checked.problems, diff: noChange, rows: [] };
  return { valid: true, problems: [], diff: checked.diff, rows: ruleTableRows(tableId, checked.content) };
};

const describeProblems = (problems: readonly RuleTableProblem[]): string => {
  const shown = problems.slice(0, 5).map((problem) => `${problem.path}: ${problem.message}`);
  const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
  return `Nothing was saved: ${problems.length} problem(s): ${shown.join('; ')}${more}`;
};

/**
 * POST /api/ops/rules/{tableId}: a new version, priced from by every calculator at once (the market-data version
 * changes, so every instance reloads). Refused whole when any row is invalid, when nothing changed, or when another
 * save landed since `baseVersion` (409, so no one overwrites an edit they have not seen).
 */
export const saveRuleTable = async (
  deps: DeskDeps & Pick<Deps, 'operationsRepository' | 'clock' | 'database'>,
  operator: OperatorPrincipal,
  tableId: RuleTableId,
  request: RuleTableSaveRequest,
): Promise<RuleTableSaveReply> => {
  const checked = await checkContent(deps, tableId, request.content);
  if (!checked.ok)
    throw new AppError('VALIDATION', describeProblems(checked.problems), {
      body: { problems: checked.problems },
    });
  const current = checked.base.entry?.version ?? 0;
  const stale = () =>
    new AppError(
      'CONFLICT',
      `Version ${current} of ${ruleTableDefinitions[tableId].title} was saved after you opened version ${request.baseVersion}: reload it and make your change again`,
    );
  if (request.baseVersion !== current) throw stale();
  const { added, removed, changed } = checked.diff;
  if (added.length + removed.length + changed.length === 0)
    throw new AppError('VALIDATION', 'Nothing was saved: this version is the same as the current one');
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      const created = await deps.ruleTablesRepository.insert(
        {
          tableId,
          version: current + 1,
          content: checked.content,
          note: request.note,
          savedBy: actorOf(operator),
          operatorId: operator.id,
          fromFile: false,
          savedAt: deps.clock.now(),
        },
        tx,
      );
      await recordOperatorAction(
        deps,
        operator,
        {
          action: 'rules.saved',
          target: `${tableId} v${created.version}`,
          reason: request.note,
          before: { version: current },
          after: { version: created.version, ...checked.diff },
        },
        tx,
      );
      return created;
    });
    return { ...versionFields(saved), diff: checked.diff };
  } catch (error) {
    if (isUniqueViolation(error)) throw stale();
    throw error;
  }
};
