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
  statusReason?: string;
  mutatorName: string;
  location: { start: { line: number } };
}
interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

/** A survivor accepted as equivalent: disabled in the source by a `// Stryker disable … : reason` comment. */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  reason: string;
}

const staticReason = 'Static mutant';

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

/** The mutants the source disables as equivalent, with the reason written beside them (static ones excluded). */
export function equivalentMutants(report: Report): EquivalentMutant[] {
  return Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter((mutant) => mutant.status === 'Ignored' && !mutant.statusReason?.startsWith(staticReason))
      .map((mutant) => ({
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        reason: mutant.statusReason ?? '',
      })),
  );
}

/** How the run chose its mutants: every one, or only those whose code or tests changed since the cached run. */
export type RunMode = 'full' | 'incremental';

/** The wall time and date of the last run that retested every mutant, kept across incremental runs. */
interface FullRun {
  measuredAt: string;
  durationSeconds: number;
}

async function previousFullRun(): Promise<FullRun | undefined> {
  try {
    const previous = JSON.parse(await readFile(resultsFile, 'utf8')) as Partial<FullRun> & { mode?: RunMode; lastFullRun?: FullRun };
    if (previous.mode === 'full' && previous.measuredAt && previous.durationSeconds !== undefined) {
      return { measuredAt: previous.measuredAt, durationSeconds: previous.durationSeconds };
    }
    return previous.lastFullRun;
  } catch {
    return undefined;
  }
}

const resultsFile = join(import.meta.dirname, '../bench/results/mutation.json');

/**
 * Writes tests/bench/results/mutation.json from the report: `durationSeconds` is the run's wall time when known,
 * `mode` whether it retested every mutant (an incremental run carries the last full run's time as `lastFullRun`);
 * the equivalents are listed with their reasons.
 */
export async function writeMutationSummary(run: { durationSeconds?: number; mode?: RunMode } = {}): Promise<void> {
  const report = JSON.parse(await readFile(join(import.meta.dirname, 'report.json'), 'utf8')) as Report;
  const { total, folders } = summarize(report);
  const lastFullRun = run.mode === 'incremental' ? await previousFullRun() : undefined;
  await writeResults('mutation', { ...run, ...(lastFullRun ? { lastFullRun } : {}), total, folders, equivalent: equivalentMutants(report) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeMutationSummary();
}
