import { describe, expect, it } from 'vitest';
import { equivalentMutants, summarize } from './summary';

const mutant = (status: string, statusReason?: string, line = 1) => ({
  status,
  mutatorName: 'EqualityOperator',
  location: { start: { line } },
  ...(statusReason ? { statusReason } : {}),
});

const report = {
  files: {
    'functions/src/domain/a.ts': {
      mutants: [mutant('Killed'), mutant('Timeout'), mutant('Survived'), mutant('Ignored', 'Static mutant (and "ignoreStatic" was enabled)')],
    },
    'functions/src/domain/b.ts': { mutants: [mutant('NoCoverage'), mutant('Ignored', 'x is never 0 here', 7)] },
    'shared/src/consulta-rules.ts': { mutants: [mutant('Killed'), mutant('CompileError')] },
  },
};

describe('mutation summary', () => {
  it("scores as Stryker does: detected over detected, survived and uncovered; ignored and errors count in neither", () => {
    const { total, folders } = summarize(report);
    expect(total).toMatchObject({ mutants: 8, killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 2, errors: 1 });
    expect(total.score).toBe(60);
    expect(folders['functions/src/domain']?.score).toBe(50);
    expect(folders['shared/src/consulta-rules.ts']?.score).toBe(100);
  });

  it('lists the mutants disabled as equivalent with their reasons, not the static ones', () => {
    expect(equivalentMutants(report)).toEqual([
      { file: 'functions/src/domain/b.ts', line: 7, mutator: 'EqualityOperator', reason: 'x is never 0 here' },
    ]);
  });
});
