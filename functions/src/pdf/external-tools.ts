import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * qpdf and poppler's pdftotext, when the machine has them: the tests and the benchmark compare our page counts,
 * text and speed with theirs. Nothing in production uses them (Lambda has neither). The benchmark skips when absent;
 * the tests ask tests/support/external-checkers.ts, which skips locally but fails under CI.
 */

const available = new Map<string, boolean>();

/** Whether a command can be run (cached). */
export function hasCommand(name: 'qpdf' | 'pdftotext'): boolean {
  if (!available.has(name)) available.set(name, !spawnSync(name, ['--version'], { stdio: 'ignore' }).error);
  return available.get(name) ?? false;
}

function withFile<T>(bytes: Uint8Array, use: (file: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'ocupacional-pdf-'));
  try {
    const file = join(folder, 'input.pdf');
    writeFileSync(file, bytes);
    return use(file, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 3) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

/** The page count qpdf reads. */
export function qpdfPageCount(bytes: Uint8Array): number {
  return withFile(bytes, (file) => Number(run('qpdf', ['--show-npages', file]).trim()));
}

/** What `qpdf --requires-password` says: 'password' (exit 0), 'open' (3, encrypted without a user password), 'plain' (2). */
export function qpdfEncryption(bytes: Uint8Array): 'password' | 'open' | 'plain' {
  return withFile(bytes, (file) => {
    const { status } = spawnSync('qpdf', ['--requires-password', file]);
    return status === 0 ? 'password' : status === 3 ? 'open' : 'plain';
  });
}

/** The text pdftotext reads on one page (1-based). */
export function pdftotextPage(bytes: Uint8Array, page: number): string {
  return withFile(bytes, (file) => run('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']));
}

/**
 * The reference pipeline: `qpdf --split-pages` then `pdftotext` on every page file; the texts in page order and
 * the seconds it took (files written to a temporary folder, as a worker on a disk would).
 */
export function qpdfSplitAndPdftotext(bytes: Uint8Array): { texts: string[]; seconds: number } {
  return withFile(bytes, (file, folder) => {
    const started = performance.now();
    run('qpdf', ['--split-pages', file, join(folder, 'page-%d.pdf')]);
    const pages = readdirSync(folder)
      .filter((name) => name.startsWith('page-'))
      .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));
    const texts = pages.map((name) => run('pdftotext', ['-enc', 'UTF-8', join(folder, name), '-']));
    return { texts, seconds: (performance.now() - started) / 1000 };
  });
}

/** The words of a text, for comparing two extractions that lay lines out differently. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
