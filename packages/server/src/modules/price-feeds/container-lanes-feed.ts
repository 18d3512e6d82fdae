import type { ContainerLane, ContainerLanesFile } from '@psc/core/market-data/container-lanes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { importRefused } from '../market-data/import-format.ts';
import { previewRuleTable, ruleTableInForce, saveRuleTable } from '../market-data/rule-table-desk.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';

/**
 * A container-lane feed's file (decision 0140): the document the Rule tables desk takes for `container-lanes`
 * (regions and lanes, docs/data-sources.md), published as the table's next version in the feed's name.
 */
export type ContainerLanesRequest = { text: string; format: 'psc-json'; outlierPercent: number };

type LaneDeps = Pick<Deps, 'ruleTablesRepository' | 'referenceData'>;

const round2 = (value: number) => Math.round(value * 100) / 100;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw importRefused([{ line: 1, field: 'file', message: 'is not JSON' }]);
  }
};

/** The lanes as the Rule tables desk checks them (schema, then the ports, countries and currencies named). */
const checkedLanes = async (deps: LaneDeps, request: ContainerLanesRequest) => {
  const content = parsed(request.text);
  const preview = await previewRuleTable(deps, 'container-lanes', content);
  if (!preview.valid)
    throw importRefused(
      preview.problems.map((problem) => ({ line: 1, field: problem.path, message: problem.message })),
    );
  const { added, removed, changed } = preview.diff;
  if (added.length + removed.length + changed.length === 0)
    throw new AppError('VALIDATION', 'Nothing was imported: the lanes are the same as the current version');
  return content as ContainerLanesFile;
};

/** Each lane's 20-ft rate against the version in force, an outlier beyond `outlierPercent` either way. */
export const readContainerLanes = async (deps: LaneDeps, request: ContainerLanesRequest) => {
  const file = await checkedLanes(deps, request);
  const current = await ruleTableInForce(deps, 'container-lanes');
  const before = new Map<string, ContainerLane>(
    (current.content as ContainerLanesFile).lanes.map((lane) => [lane.id, lane]),
  );
  const changes = file.lanes.map((lane) => {
    const previous = before.get(lane.id);
    const comparable = previous !== undefined && previous.currencyCode === lane.currencyCode;
    const changePercent = comparable
      ? round2(((lane.per20ft - previous.per20ft) / previous.per20ft) * 100)
      : null;
    return {
      label: `${lane.id} (${lane.index}) per 20-ft ${lane.currencyCode}`,
      value: lane.per20ft,
      previous: comparable ? previous.per20ft : null,
      changePercent,
      outlier: changePercent !== null && Math.abs(changePercent) > request.outlierPercent,
    };
  });
  return {
    rows: file.lanes.length,
    asOf:
      file.lanes
        .map((lane) => lane.effectiveFrom)
        .sort()
        .at(-1) ?? '',
    outliers: changes.filter((change) => change.outlier).length,
    outlierPercent: request.outlierPercent,
    changes,
  };
};

/** The lanes as the table's next version, audited as a save by the feed (the desk's own checks run again). */
export const publishContainerLanes = async (
  deps: LaneDeps & Pick<Deps, 'operationsRepository' | 'clock' | 'database'>,
  principal: OperatorPrincipal,
  request: ContainerLanesRequest,
  note: string,
): Promise<{ publicationId: string; rows: number }> => {
  const file = await checkedLanes(deps, request);
  const current = await ruleTableInForce(deps, 'container-lanes');
  const saved = await saveRuleTable(deps, principal, 'container-lanes', {
    content: file,
    note,
    baseVersion: current.version,
  });
  return { publicationId: `container-lanes v${saved.version}`, rows: file.lanes.length };
};
