// Anything else (insert, update, delete, a CTE, DDL) counts as a write.
const readOnlyStatement = /^\s*(select|begin|commit|rollback|savepoint|release|show)\b/i;

/**
 * Counts the statements that may change data, by their text: a test's instrument (do two paths write alike?), never
 * a mechanism of the app (docs/decisions/0068).
 */
export const createWriteCounter = () => {
  let writes = 0;
  return {
    onStatement: (sql: string) => {
      if (!readOnlyStatement.test(sql)) writes += 1;
    },
    writes: () => writes,
  };
};
