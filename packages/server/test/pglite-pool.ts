import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * What the migrated template holds: its tables, the rows the migrations seeded, and where each sequence stood.
 * Restoring it empties a used database back to the template in a few statements instead of loading the template
 * again (about 1.1 s a file on the 2-core VM; docs/decisions/0064).
 */
type TemplateState = {
  tables: string[];
  seeded: { table: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

// A partition is emptied and refilled through its parent (the job queue's tables are partitioned, decision 0092).
const userTables = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND n.nspname NOT LIKE 'pg_toast%'
  ORDER BY 1`;

const captureTemplate = async (client: PGlite): Promise<TemplateState> => {
  const tables = (await client.query<{ name: string }>(userTables)).rows.map((row) => row.name);
  const seeded: TemplateState['seeded'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${table} t`,
    );
    if (rows[0]?.rows) seeded.push({ table, rows: rows[0].rows });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(`
      SELECT format('%I.%I', schemaname, sequencename) AS name,
             coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname <> 'drizzle'`)
  ).rows;
  return { tables, seeded, sequences };
};

/** Back to the template: no rows but the seeded ones, sequences where they stood, no session state left behind. */
const restoreTemplate = async (client: PGlite, state: TemplateState) => {
  await client.exec('SELECT pg_advisory_unlock_all(); RESET ALL;');
  await client.transaction(async (tx) => {
    // The seeded rows go back without their foreign keys checked one by one: they were consistent in the template.
    await tx.exec(
      `SET LOCAL session_replication_role = replica; TRUNCATE ${state.tables.join(', ')} CASCADE;`,
    );
    for (const { table, rows } of state.seeded)
      await tx.query(
        `INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${table}, $1)`,
        [rows],
      );
    for (const sequence of state.sequences)
      await tx.query('SELECT setval($1, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
  });
};

let template: TemplateState | undefined;
const idle: PGlite[] = [];

/**
 * A PGlite holding a copy of the migrated template, reused within this worker: files run one after another in a
 * worker (`isolate: false`), and `release` puts the database back to the template before the next file takes it.
 */
export const acquirePglite = async (templatePath: string) => {
  const reused = idle.pop();
  const client = reused ?? (await PGlite.create({ loadDataDir: new Blob([readFileSync(templatePath)]) }));
  template ??= await captureTemplate(client);
  const state = template;
  return {
    client,
    release: async () => {
      if (client.closed) return;
      await restoreTemplate(client, state);
      idle.push(client);
    },
  };
};
