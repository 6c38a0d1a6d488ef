import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AsoBenchRun, AsoBenchSkipped, AsoBenchVariant } from './aso';
import { writeResults } from './results';

/*
 * npm run bench:aso — the ASO upload through the real workers on the local cloud, written to
 * tests/bench/results/aso.json. Not part of `npm run bench`: generating and reading a thousand scanned pages takes
 * minutes, so this one runs on its own, bounded by --budget (seconds, default 900; the full default run takes about 8 minutes on a 2-CPU machine).
 *
 *   npm run bench:aso                                   # 50, 200, 1000 pages; text and scan
 *   npm run bench:aso -- --pages 50 --variants scan     # one quick run
 *   npm run bench:aso -- --pages 1000 --variants scan   # one size of one variant
 *
 * A size not run this time (skipped, or not asked for) keeps its figures from the previous aso.json, stamped with
 * the time they were measured, so the file always holds the latest figure of every variant and size. The file's
 * `before` block (the figures before issue 17's changes, docs/decisions.md "Issue 17: ASO pipeline") is carried over.
 *
 * ASO_BENCH_CONTAINER_FLAGS adds node flags to the workers' containers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '50,200,1000' },
    variants: { type: 'string', default: 'text,scan' },
    budget: { type: 'string', default: '900' },
  },
});

// Before the functions' modules load: their logger reads the level once.
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const { benchAso } = await import('./aso');
const figures = await benchAso({
  pages: (values.pages ?? '').split(',').map(Number).filter((n) => n > 0),
  variants: (values.variants ?? '').split(',').filter((v): v is AsoBenchVariant => v === 'text' || v === 'scan'),
  budgetSeconds: Number(values.budget),
  log: (line) => console.info(line),
});

type Entry = (AsoBenchRun | AsoBenchSkipped) & { measuredAt?: string };
const previous = await readFile(join(import.meta.dirname, 'results', 'aso.json'), 'utf8')
  .then((text) => JSON.parse(text) as { measuredAt?: string; variants?: Record<string, Entry[]>; before?: unknown })
  .catch(() => ({ measuredAt: undefined, variants: {} as Record<string, Entry[]>, before: undefined }));
const variants: Record<string, Entry[]> = {};
for (const variant of new Set([...Object.keys(previous.variants ?? {}), ...Object.keys(figures.variants)])) {
  const now = new Map<number, Entry>((figures.variants[variant] ?? []).map((run) => [run.pages, run]));
  for (const old of previous.variants?.[variant] ?? []) {
    const fresh = now.get(old.pages);
    if ((!fresh || 'skipped' in fresh) && !('skipped' in old)) now.set(old.pages, { ...old, measuredAt: old.measuredAt ?? previous.measuredAt });
  }
  variants[variant] = [...now.values()].sort((a, b) => a.pages - b.pages);
}
await writeResults('aso', { ...figures, variants, ...(previous.before ? { before: previous.before } : {}) });
