import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeResults } from '../bench/results';

/*
 * Reads Stryker's JSON report (tests/mutation/report.json, mutation-testing-report-schema) and writes the score to
 * tests/bench/results/mutation.json: the totals and one line per folder of the scope. The score is Stryker's:
 * (killed + timeout) / (killed + timeout + survived + no coverage); ignored (static) mutants and compile or
 * runtime errors count in neither. `npm run test:mutation` runs it after Stryker (tests/mutation/run.ts).
 */

interface ReportMutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

interface Counts {
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
  errors: number;
  score: number;
}

const statusKey: Record<string, keyof Omit<Counts, 'mutants' | 'score'>> = {
  Killed: 'killed',
  Survived: 'survived',
  NoCoverage: 'noCoverage',
  Timeout: 'timeout',
  Ignored: 'ignored',
  CompileError: 'errors',
  RuntimeError: 'errors',
};

function emptyCounts(): Counts {
  return { mutants: 0, killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0, errors: 0, score: 0 };
}

function withScore(counts: Counts): Counts {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return { ...counts, score: valid === 0 ? 100 : Math.round((detected / valid) * 10_000) / 100 };
}

/** The folder of the scope a file belongs to: functions/src/domain, shared/src/validation, shared/src/consulta-rules.ts… */
function folderOf(path: string): string {
  const parts = path.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : path;
}

/** Sums a Stryker JSON report into totals and per-folder counts with their scores. */
export function summarize(report: Report): { total: Counts; folders: Record<string, Counts> } {
  const total = emptyCounts();
  const folders: Record<string, Counts> = {};
  for (const [path, file] of Object.entries(report.files)) {
    const folder = (folders[folderOf(path)] ??= emptyCounts());
    for (const mutant of file.mutants) {
      const key = statusKey[mutant.status];
      for (const counts of [total, folder]) {
        counts.mutants += 1;
        if (key) counts[key] += 1;
      }
    }
  }
  const sorted = Object.keys(folders).sort();
  return { total: withScore(total), folders: Object.fromEntries(sorted.map((name) => [name, withScore(folders[name]!)])) };
}

/** Writes tests/bench/results/mutation.json from the report; `durationSeconds` is the run's wall time when known. */
export async function writeMutationSummary(durationSeconds?: number): Promise<void> {
  const report = JSON.parse(await readFile(join(import.meta.dirname, 'report.json'), 'utf8')) as Report;
  const { total, folders } = summarize(report);
  await writeResults('mutation', { ...(durationSeconds === undefined ? {} : { durationSeconds }), total, folders });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeMutationSummary();
}
