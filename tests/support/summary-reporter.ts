import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the plain closing line CI reads: 'tests: N passed, N failed, N skipped'. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedInModule = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedInModule += 1;
        else skipped += 1;
      }
      // A file that failed outside its tests (a hook, an import) counts as one failure.
      failed += testModule.state() === 'failed' && failedInModule === 0 ? 1 : failedInModule;
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
