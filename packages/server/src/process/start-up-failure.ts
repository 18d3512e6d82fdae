import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { isOutage } from '../plugins/error-handler.ts';

/** Where a URL points, without its password. */
const safeUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
};

const codeOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
};

/** Before PGlite opens it: its own error ('PGlite failed to initialize properly') names neither folder nor fix. */
export const checkDataFolder = (config: Config): string | null => {
  if (config.databaseUrl) return null;
  try {
    if (!existsSync(config.dataDir)) mkdirSync(config.dataDir, { recursive: true });
    accessSync(config.dataDir, constants.W_OK);
    return null;
  } catch {
    return `The data folder ${config.dataDir} cannot be written: fix its permissions, or set DATA_DIR to a writable folder (or DATABASE_URL to use PostgreSQL).`;
  }
};

/**
 * One line that names the setting and the fix, for the failures an operator causes at start-up; null for anything
 * else (a bug: its stack trace is what is needed then).
 */
export const explainStartUpFailure = (error: unknown, config: Config): string | null => {
  const code = codeOf(error);
  if (code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is already in use: stop the other process, or set PORT to a free port.`;
  if (code === 'EACCES' && error instanceof Error && /listen/i.test(error.message))
    return `Port ${config.port} on ${config.host} may not be opened by this user: set PORT to a port above 1023.`;
  if (config.databaseUrl && (isOutage(error) || code === 'ENOTFOUND' || code === '28P01' || code === '3D000'))
    return `Cannot use the database at DATABASE_URL=${safeUrl(config.databaseUrl)} (${code ?? 'connection failed'}): start PostgreSQL, or fix DATABASE_URL (unset it to use the embedded database in DATA_DIR).`;
  return null;
};
