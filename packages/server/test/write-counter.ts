// Anything else (insert, update, delete, a CTE, DDL) counts as a write.
const readOnlyStatement = /^\s*(select|begin|commit|rollback|savepoint|release|show)\b/i;
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Counts the statements that may change data, and all statements, by their text: a test's instrument (do two paths
 * write alike? how many statements does a path send?), never a mechanism of the app (docs/decisions/0068).
 */
export const createWriteCounter = () => {
  let writes = 0;
  let queries = 0;
  return {
    onStatement: (sql: string) => {
      if (!readOnlyStatement.test(sql)) writes += 1;
      if (!transactionControl.test(sql)) queries += 1;
    },
    writes: () => writes,
    /** Statements other than a transaction's own (BEGIN, COMMIT and the like), reads and writes alike. */
    queries: () => queries,
  };
};
