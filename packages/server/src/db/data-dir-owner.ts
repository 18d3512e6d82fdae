import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's at a time: a second process opening the same folder would corrupt it.
 * The server writes its pid here while it holds DATA_DIR, so the maintenance commands (backup, restore) can refuse
 * to touch a folder a live server holds. A pid left by a killed server names no live process and is ignored.
 */
export const ownerFileOf = (dataDir: string) => join(dataDir, 'psc-server.pid');

export const claimDataDir = (dataDir: string): { release: () => void } => {
  const file = ownerFileOf(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return { release: () => rmSync(file, { force: true }) };
};

/** The pid of the live process holding `dataDir`, or null when none does. */
export const liveOwnerOf = (dataDir: string): number | null => {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(ownerFileOf(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
};
