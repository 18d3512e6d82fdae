import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.dataDir },
);
await runMigrations(handle);
await handle.close();
process.stdout.write(`Migrations applied to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}\n`);
