import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A file a feed fetched: its text, what it was called, its size and fingerprint. */
export type FetchedFile = {
  text: string;
  fileName: string;
  bytes: number;
  sha256: string;
  contentType: string | null;
};

/** Why nothing was fetched: the source could not be reached, or it answered without a usable file. */
export type FetchFailure = {
  outcome: 'unreachable' | 'failed' | 'rejected-input';
  reason: string;
  fileName?: string;
};

export type FetchResult = { ok: true; file: FetchedFile } | ({ ok: false } & FetchFailure);

export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };

/** A settlement or rates file is a few hundred kilobytes; 5 MB is far beyond any real one (decision 0109). */
export const defaultFetchLimits: FetchLimits = {
  timeoutMs: 30_000,
  maxBytes: 5 * 1_048_576,
  maxRedirects: 3,
};

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const fileOf = (data: Buffer, fileName: string, contentType: string | null): FetchedFile => ({
  text: data.toString('utf8').replace(/^\uFEFF/, ''),
  fileName,
  bytes: data.byteLength,
  sha256: sha256Of(data),
  contentType,
});

/** A network failure in words an analyst can act on, without the stack. */
const describeNetworkError = (error: unknown, url: URL): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError')
    return `No answer from ${url.host} in time`;
  if (cause?.code !== undefined) return `Could not reach ${url.host} (${cause.code})`;
  return `Could not reach ${url.host} (${(error as Error).message})`;
};

/**
 * HTTPS GET of a feed's address (decision 0109): its header or basic credentials sent only to that origin, a few
 * redirects at most (never one to another origin with the credentials), a time limit and a size cap.
 */
export const fetchFromUrl = async (
  address: string,
  headers: Record<string, string>,
  limits: FetchLimits = defaultFetchLimits,
): Promise<FetchResult> => {
  const origin = new URL(address).origin;
  let url = new URL(address);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  for (let redirects = 0; ; redirects += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: '*/*', ...(url.origin === origin ? headers : {}) },
      });
    } catch (error) {
      return { ok: false, outcome: 'unreachable', reason: describeNetworkError(error, url) };
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location') !== null) {
      await response.body?.cancel();
      if (redirects >= limits.maxRedirects)
        return {
          ok: false,
          outcome: 'failed',
          reason: `More than ${limits.maxRedirects} redirects from ${origin}`,
        };
      url = new URL(response.headers.get('location') ?? '', url);
      if (url.protocol !== 'https:' && url.origin !== origin)
        return {
          ok: false,
          outcome: 'failed',
          reason: `Redirected to ${url.origin}, not an https:// address`,
        };
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        outcome: response.status >= 500 ? 'unreachable' : 'failed',
        reason: `${url.host} answered HTTP ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`,
      };
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await response.body?.cancel();
      return {
        ok: false,
        outcome: 'rejected-input',
        reason: `The file is larger than ${limits.maxBytes} bytes`,
      };
    }
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of response.body ?? []) {
        received += (chunk as Uint8Array).byteLength;
        if (received > limits.maxBytes) {
          await response.body?.cancel().catch(() => undefined);
          return {
            ok: false,
            outcome: 'rejected-input',
            reason: `The file is larger than ${limits.maxBytes} bytes`,
          };
        }
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
    } catch (error) {
      // The connection broke mid-file: nothing of it is used.
      return {
        ok: false,
        outcome: 'unreachable',
        reason: `The file was cut short by the connection (${received} bytes): ${describeNetworkError(error, url)}`,
      };
    }
    const name = url.pathname.split('/').at(-1) ?? '';
    return {
      ok: true,
      file: fileOf(
        Buffer.concat(chunks),
        name === '' ? url.host : name,
        response.headers.get('content-type'),
      ),
    };
  }
};

/**
 * A watched folder (decision 0109): the newest file (by modification time) whose name and content were not read
 * before. Hidden files are left alone: a vendor writes a file under a hidden name and renames it when complete.
 */
export const fetchFromFolder = async (
  folder: string,
  processed: ReadonlySet<string>,
  limits: FetchLimits = defaultFetchLimits,
): Promise<FetchResult> => {
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  } catch (error) {
    return {
      ok: false,
      outcome: 'unreachable',
      reason: `Cannot read the folder ${folder} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  const files = await Promise.all(
    names.map(async (name) => ({ name, stat: await stat(join(folder, name)).catch(() => null) })),
  );
  const candidates = files
    .filter((file) => file.stat !== null)
    .sort((a, b) => (b.stat?.mtimeMs ?? 0) - (a.stat?.mtimeMs ?? 0) || b.name.localeCompare(a.name));
  for (const candidate of candidates) {
    if ((candidate.stat?.size ?? 0) > limits.maxBytes)
      return {
        ok: false,
        outcome: 'rejected-input',
        reason: `The file is larger than ${limits.maxBytes} bytes`,
        fileName: candidate.name,
      };
    const data = await readFile(join(folder, candidate.name)).catch(() => null);
    if (data === null) continue;
    const file = fileOf(data, candidate.name, null);
    if (!processed.has(`${file.fileName}\n${file.sha256}`)) return { ok: true, file };
    // The newest file was read already: nothing new has been dropped since.
    return {
      ok: false,
      outcome: 'failed',
      reason: `No new file in ${folder} (the newest, ${candidate.name}, was read)`,
    };
  }
  return { ok: false, outcome: 'failed', reason: `No file in ${folder} yet` };
};
