// The worker thread of the persistent-threads pool (persistent-threads.ts): vitest's own thread worker, except that
// ending a run does not end the thread, so the packages it loaded stay loaded for the next run. The project's own
// modules are evaluated afresh by each run: a value one of them computed and kept (a client, a cache) under one
// mutant must not be there when the next mutant runs.
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('persistent-thread-entry runs in a worker thread');
const port = parentPort;
// The first listener is vitest's message loop, kept for every run; the others (each run's RPC) end with their run.
let messageLoop;
const runListeners = new Set();

/** The thread's evaluated modules (vitest keeps one set per thread), known from its first run on. */
let evaluated;

/** A module of the project (not of node_modules, not loaded natively): the next run evaluates it again. */
function forgetProjectModules() {
  for (const module of evaluated?.idToModuleMap.values() ?? []) {
    if (!module.meta || 'externalize' in module.meta || /[\\/]node_modules[\\/]/.test(module.file ?? module.id)) continue;
    // Keeps `meta` (the transformed code): the main thread then answers "cached" instead of sending it again.
    module.evaluated = false;
    module.promise = undefined;
    module.exports = undefined;
    module.imports.clear();
    module.importers.clear();
  }
}

async function run(method, state, traces) {
  forgetProjectModules();
  try {
    return await runBaseTests(method, state, traces);
  } finally {
    evaluated = state.evaluatedModules;
  }
}

init({
  post: (response) => port.postMessage(response),
  on: (listener) => {
    if (messageLoop === undefined) messageLoop = listener;
    else runListeners.add(listener);
    port.on('message', listener);
  },
  off: (listener) => {
    runListeners.delete(listener);
    port.off('message', listener);
  },
  teardown: () => {
    for (const listener of runListeners) port.off('message', listener);
    runListeners.clear();
  },
  runTests: (state, traces) => run('run', state, traces),
  collectTests: (state, traces) => run('collect', state, traces),
  setup: setupEnvironment,
});
