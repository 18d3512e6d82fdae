import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How much lower than the event loop the hashing threads run (nice 0 → 10 on Linux). */
export const hashingNiceness = 10;

// A worker of its own per hashing thread: libuv's pool threads cannot be told apart from one another (Node 20's
// libuv does not name them), so they cannot be lowered alone; a worker lowers the one thread it runs on. CommonJS
// by `eval`, so the same code runs from the TypeScript sources (tests) and from the build.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const argon2 = require(workerData.argon2Path);
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, workerData.niceness);
} catch {
  // Not Linux, or not allowed: the thread hashes at the event loop's priority, as libuv's pool did.
}
parentPort.on('message', ({ id, kind, password, hashed, options }) => {
  try {
    const result = kind === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hashed, password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

export type HashingTask =
  { kind: 'hash'; password: string; options: object } | { kind: 'verify'; hashed: string; password: string };

type Pending = { resolve: (result: string | boolean) => void; reject: (error: Error) => void };

/**
 * `size` threads that hash below the event loop's priority (issue 18: a sign-in storm keeps both cores hashing
 * while other requests are still answered first; docs/decisions/0070). Started at the first task, so a server
 * that nobody signs in to spends no memory on them; they never keep the process alive.
 */
export const createHashingThreads = (size: number) => {
  const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  type HashingThread = Worker & { post: (id: number, task: HashingTask) => void };
  const idle: HashingThread[] = [];
  const waiting: Array<(worker: HashingThread) => void> = [];
  const pending = new Map<number, Pending>();
  const all = new Set<HashingThread>();
  let started = 0;
  let nextId = 0;

  const release = (worker: HashingThread) => {
    // Idle, a thread must not keep a command (or a test) from ending; busy, it must.
    worker.unref();
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  const start = (): HashingThread => {
    let current: number | null = null;
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { argon2Path, niceness: hashingNiceness },
    });
    const thread: HashingThread = Object.assign(worker, {
      post: (id: number, task: HashingTask) => {
        current = id;
        worker.ref();
        worker.postMessage({ id, ...task });
      },
    });
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
        const task = pending.get(id);
        pending.delete(id);
        current = null;
        release(thread);
        if (error !== undefined) task?.reject(new Error(error));
        else task?.resolve(result as string | boolean);
      },
    );
    // A thread that died takes its task with it; the next task starts a new one.
    worker.on('error', (error) => {
      started -= 1;
      all.delete(thread);
      if (current === null) return;
      pending.get(current)?.reject(error);
      pending.delete(current);
    });
    all.add(thread);
    return thread;
  };
  const acquire = (): Promise<HashingThread> => {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (started < size) {
      started += 1;
      return Promise.resolve(start());
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    /** Ends every thread; a task still running is refused. */
    close: async () => {
      const threads = [...all];
      all.clear();
      idle.length = 0;
      started = 0;
      await Promise.all(threads.map((thread) => thread.terminate()));
      for (const task of pending.values()) task.reject(new Error('the password hasher was closed'));
      pending.clear();
    },
    run: async (task: HashingTask): Promise<string | boolean> => {
      const worker = await acquire();
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.post(id, task);
      });
    },
  };
};
