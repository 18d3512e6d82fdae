// The built server as `npm start` runs it: the Node flags of packages/server's start script (decision 0054), so a
// bench measures the process that ships.
import { readFileSync } from 'node:fs';

const serverPackage = JSON.parse(
  readFileSync(new URL('../../packages/server/package.json', import.meta.url), 'utf8'),
);

export const serverEntry = new URL('../../packages/server/dist/main.js', import.meta.url).pathname;
export const serverNodeFlags = serverPackage.scripts.start.match(/--[\w-]+=\S+/g) ?? [];
export const serverArgs = [...serverNodeFlags, serverEntry];
