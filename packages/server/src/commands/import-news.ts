// `npm run news:import -- <file.json|file.csv>`: publishes news items to the configured database, all or nothing.
import { resolve } from 'node:path';
import { isAppError } from '@psc/core/shared/app-error';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { systemClock } from '../adapters/clock.ts';
import { createNewsRepository } from '../modules/news/news.repository.ts';
import { importNewsFile } from '../modules/news/import-news-file.ts';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const usage = `Usage: npm run news:import -- <file.json|file.csv>
  Publishes news items: all of them or none. JSON: an array of items or {"items": [...]}, fields as POST /system/news.
  CSV columns: title, and any of id, description, article, author, country, createdDate, lastUpdated, link,
  tags (separated by ; or |), thumbnail, thumbnailUrl.
  With the embedded database (no DATABASE_URL), stop the server first or use POST /system/news instead.`;

const [file] = process.argv.slice(2);
if (!file || file === '--help') fail(usage);

const loadConfigOrFail = () => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
};

const config = loadConfigOrFail();
const database = await openDatabase(
  config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.dataDir },
);
try {
  await runMigrations(database);
  const reply = await importNewsFile(
    { newsRepository: createNewsRepository(database.db), clock: systemClock, database },
    resolve(file as string),
  );
  process.stdout.write(`${reply.message} to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}\n`);
} catch (error) {
  await database.close();
  if (isAppError(error)) fail(error.message);
  throw error;
}
await database.close();
