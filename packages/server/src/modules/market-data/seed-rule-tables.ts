import { ruleTableDefinitions, ruleTableIds } from '@psc/core/market-data/rule-tables';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../shared/database-errors.ts';
import { canonicalJson } from '@psc/core/shared/canonical-json';
import { shippedRuleTables } from './rule-tables-reference.ts';

/**
 * At start: each rule table's shipped file becomes its version 1; a release whose file differs from the last version
 * taken from the file adds that file as a new version on top, so the console's history shows what the release changed
 * (an analyst's later edit stays in the history and can be restored). Two instances starting at once race for the
 * version number, and the loser's insert is dropped.
 */
export const seedRuleTables = async (
  deps: Pick<Deps, 'ruleTablesRepository' | 'referenceData' | 'clock'>,
): Promise<number> => {
  const shipped = shippedRuleTables(deps.referenceData);
  let added = 0;
  for (const tableId of ruleTableIds) {
    const history = await deps.ruleTablesRepository.history(tableId);
    const fromFile = history.find((entry) => entry.fromFile);
    const stored = fromFile && (await deps.ruleTablesRepository.find(tableId, fromFile.version));
    if (stored && canonicalJson(stored.content) === canonicalJson(shipped[tableId])) continue;
    const file = ruleTableDefinitions[tableId].file;
    try {
      await deps.ruleTablesRepository.insert({
        tableId,
        version: (history[0]?.version ?? 0) + 1,
        content: shipped[tableId],
        note:
          history.length === 0
            ? `The first version: reference-data/${file} as shipped with PSC`
            : `reference-data/${file} changed in this release of PSC`,
        savedBy: `reference-data/${file}`,
        operatorId: null,
        fromFile: true,
        savedAt: deps.clock.now(),
      });
      added += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return added;
};
