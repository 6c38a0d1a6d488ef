import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';

/*
 * A vitest pool for `npm run test:mutation` only. Stryker starts one vitest run per mutant, and vitest ends its worker
 * thread at the end of every run, so each mutant paid for loading the sources its tests import again (~150–300 ms a
 * run for a test of the shared schemas: most of a run's time). This pool keeps each project's thread between runs:
 * vitest's runner already reuses the modules a thread has evaluated (it re-evaluates only the test files), so a run
 * costs its tests. Mutants are switched at run time (Stryker's instrumentation reads the active mutant on each call)
 * and static mutants are left out (ignoreStatic), so a kept module never holds another mutant's code.
 */

const entry = fileURLToPath(new URL('./persistent-thread-entry.mjs', import.meta.url));
const idle = new Map<string, Worker[]>();

class PersistentThreadWorker implements PoolWorker {
  readonly name = 'persistent-threads';
  private thread: Worker | undefined;
  private readonly key: string;

  constructor(private readonly options: PoolOptions) {
    this.key = JSON.stringify([options.project.name, options.env, options.execArgv]);
  }

  private get live(): Worker {
    if (!this.thread) throw new Error('persistent-threads: the worker thread is not started');
    return this.thread;
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.live.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    this.live.off(event, callback);
  }

  send(message: WorkerRequest): void {
    this.live.postMessage(message);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  async start(): Promise<void> {
    const parked = idle.get(this.key) ?? [];
    let thread = parked.pop();
    while (thread && thread.threadId < 0) thread = parked.pop();
    this.thread = thread ?? new Worker(entry, { env: this.options.env, execArgv: this.options.execArgv, stdout: true, stderr: true });
    this.thread.ref();
    const logger = this.options.project.vitest.logger;
    this.thread.stdout.pipe(logger.outputStream);
    this.thread.stderr.pipe(logger.errorStream);
  }

  async stop(): Promise<void> {
    const thread = this.live;
    this.thread = undefined;
    const logger = this.options.project.vitest.logger;
    thread.stdout.unpipe(logger.outputStream);
    thread.stderr.unpipe(logger.errorStream);
    // The run's listeners go; the thread waits, not keeping the process alive, for the next run of its project.
    for (const event of ['message', 'error', 'exit', 'messageerror']) thread.removeAllListeners(event);
    if (thread.threadId < 0) return;
    thread.unref();
    idle.set(this.key, [...(idle.get(this.key) ?? []), thread]);
  }
}

/** Ends the kept threads (when vitest closes). */
export async function endKeptThreads(): Promise<void> {
  const threads = [...idle.values()].flat();
  idle.clear();
  await Promise.all(threads.map((thread) => thread.terminate()));
}

export const persistentThreads: PoolRunnerInitializer = {
  name: 'persistent-threads',
  createPoolWorker: (options) => new PersistentThreadWorker(options),
};
