// Spreadsheets are parsed off the request thread (issue 21): a small pool of worker threads (parse-worker.ts),
// each with a heap limit, a deadline per job after which its worker is terminated, at most one job per
// customer at a time, and a bounded queue. A hostile or merely huge file then costs one worker for at most
// the deadline, while every other request keeps the event loop. The pool is per process, as its threads are.
import os from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { ApiError } from '../../errors.ts';
import type { JobAnswer, JobValue, ParseJob } from './parse-job.ts';

export interface ParsePoolOptions {
  /** Worker threads at most (default: cores − 1, at most 2, at least 1; IMPORT_WORKERS). */
  size: number;
  /** A job's running time before its worker is terminated (IMPORT_DEADLINE_MS, default 5,000). */
  deadlineMs: number;
  /** Jobs waiting for a worker before a new one is refused with 503. */
  maxQueue: number;
  resourceLimits: ResourceLimits;
  /** An idle worker is ended after this long (its heap goes back to the system). */
  idleMs: number;
}

const positive = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export function parsePoolOptions(env: Record<string, string | undefined> = process.env): ParsePoolOptions {
  return {
    size: positive(env.IMPORT_WORKERS) ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    deadlineMs: positive(env.IMPORT_DEADLINE_MS) ?? 5_000,
    maxQueue: 16,
    // A full template parses in ~25 MB of heap, the worst file within the caps in ~100 MB.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    idleMs: 30_000,
  };
}

export interface RunOptions {
  /** Whose job it is (a customer's id): one job per owner at a time. */
  owner: string;
  /** This job's deadline instead of the pool's. */
  deadlineMs?: number;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers terminated at a deadline or lost to a crash or the heap limit, since the pool started. */
  killed: number;
}

interface Task {
  id: number;
  job: ParseJob;
  deadlineMs: number;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export const importBusy = () => new ApiError(429, 'ImportBusy', 'importBusy');
const serverBusy = () => new ApiError(503, 'ImportServerBusy', 'importServerBusy');
const tooSlow = () => new ApiError(400, 'ImportFileTooSlow', 'importFileTooSlow');
const tooLarge = () => new ApiError(400, 'ImportSheetTooLarge', 'importSheetTooLarge');

export interface ParsePool {
  run<J extends ParseJob>(job: J, options: RunOptions): Promise<JobValue<J>>;
  stats(): PoolStats;
  /** Ends every worker; jobs still running or waiting fail. */
  close(): Promise<void>;
}

export function createParsePool(options: ParsePoolOptions): ParsePool {
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  const owners = new Set<string>();
  let nextId = 1;
  let killed = 0;

  function settle(slot: Slot, outcome: { value: unknown } | { error: unknown }) {
    const task = slot.task;
    if (!task) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    if ('value' in outcome) task.resolve(outcome.value);
    else task.reject(outcome.error);
  }

  function discard(slot: Slot, error: unknown) {
    if (!slots.delete(slot)) return;
    killed += 1;
    settle(slot, { error });
    void slot.worker.terminate();
    pump();
  }

  function spawn(): Slot {
    // The literal `new Worker(new URL(…, import.meta.url))` is what Next's bundler recognises: it builds the
    // worker as its own entry (with its imports) in the production build; Node and vitest load the .ts.
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { resourceLimits: options.resourceLimits });
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (reply: JobAnswer) => {
      if (!slot.task || reply.id !== slot.task.id) return;
      if ('value' in reply) settle(slot, { value: reply.value });
      else if (reply.error) settle(slot, { error: new ApiError(reply.error.status, reply.error.code, reply.error.message) });
      else settle(slot, { error: new Error(`spreadsheet worker failed: ${reply.detail ?? 'unknown'}`) });
      idle(slot);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      discard(slot, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : err);
    });
    worker.on('exit', () => discard(slot, new Error('spreadsheet worker exited')));
    slots.add(slot);
    return slot;
  }

  /** A worker whose job is done takes the next one, or waits (not keeping the process alive) and ends later. */
  function idle(slot: Slot) {
    const next = queue.shift();
    if (next) {
      dispatch(slot, next);
      return;
    }
    slot.worker.unref();
    slot.timer = setTimeout(() => {
      if (slot.task || !slots.delete(slot)) return;
      void slot.worker.terminate();
    }, options.idleMs);
    slot.timer.unref();
  }

  function dispatch(slot: Slot, task: Task) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => discard(slot, tooSlow()), task.deadlineMs);
    slot.worker.postMessage({ id: task.id, job: task.job });
  }

  function pump() {
    while (queue.length > 0) {
      const free = [...slots].find((s) => !s.task);
      if (free) dispatch(free, queue.shift()!);
      else if (slots.size < options.size) dispatch(spawn(), queue.shift()!);
      else return;
    }
  }

  return {
    run<J extends ParseJob>(job: J, run: RunOptions): Promise<JobValue<J>> {
      if (owners.has(run.owner)) return Promise.reject(importBusy());
      const free = [...slots].some((s) => !s.task) || slots.size < options.size;
      if (!free && queue.length >= options.maxQueue) return Promise.reject(serverBusy());
      owners.add(run.owner);
      const done = new Promise<JobValue<J>>((resolve, reject) => {
        queue.push({ id: nextId++, job, deadlineMs: run.deadlineMs ?? options.deadlineMs, resolve: resolve as Task['resolve'], reject });
        pump();
      });
      return done.finally(() => owners.delete(run.owner));
    },
    stats: () => ({
      workers: slots.size,
      busy: [...slots].filter((s) => s.task).length,
      queued: queue.length,
      killed,
    }),
    async close() {
      const all = [...slots];
      slots.clear();
      for (const task of queue.splice(0)) task.reject(new Error('spreadsheet pool closed'));
      await Promise.all(
        all.map((slot) => {
          settle(slot, { error: new Error('spreadsheet pool closed') });
          return slot.worker.terminate();
        }),
      );
    },
  };
}

const KEY = Symbol.for('parcel-site.import.parse-pool');
type GlobalWithPool = typeof globalThis & { [KEY]?: ParsePool };

/** The process's pool (one across bundles, as the app itself is: server/embedded.ts). */
export function importPool(): ParsePool {
  const g = globalThis as GlobalWithPool;
  g[KEY] ??= createParsePool(parsePoolOptions());
  return g[KEY];
}
