import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { parseConsultationCode } from '../../functions/src/pdf/consultation-code';
import { hasCommand, qpdfSplitAndPdftotext } from '../../functions/src/pdf/external-tools';
import { makeSystemAsoBulk, rasterizePdf } from '../../functions/src/pdf/fixtures';
import { identifyPage } from '../../functions/src/pdf/identify';
import type { ConsultationLookup } from '../../functions/src/pdf/identify';
import { readPage } from '../../functions/src/pdf/read-page';
import type { ReadPageOptions } from '../../functions/src/pdf/read-page';
import { splitPdfPages } from '../../functions/src/pdf/split';

/*
 * The ASO upload's document work, measured in process: split a bulk file, read each page (text layer, QR code
 * when the text has no code), identify it. Generates its own files: our ASOs as generated ('text') or as scans
 * ('scan': each page a 150 dpi JPEG, slightly crooked, no text layer). Not part of `npm run bench` yet: the real
 * benchmark will go through the SQS workers once they exist.
 *
 *   npx tsx tests/bench/aso-documents.ts --pages 50 --variant text
 *   npx tsx tests/bench/aso-documents.ts --pages 50 --variant scan
 */

/** A generated bulk file and the code each of its pages carries. */
export interface BulkAsoFile {
  readonly bytes: Uint8Array;
  readonly expected: readonly string[];
}

/** What {@link measureSplitAndIdentify} reports. */
export interface AsoDocumentsFigures {
  readonly pages: number;
  readonly megabytes: number;
  readonly seconds: number;
  readonly pagesPerSecond: number;
  /** Loading pdf.js and rendering a first blank page, before the clock starts. */
  readonly warmUpSeconds: number;
  /** Seconds spent in each step, summed over the pages. */
  readonly steps: { readonly split: number; readonly read: number; readonly identify: number };
  /**
   * Resident memory (RSS) before the first page and its highest sample during the run; the difference is the
   * pipeline's own (under tsx the start includes its in-memory transform of pdf.js, some 300 MB).
   */
  readonly startMemoryMB: number;
  readonly peakMemoryMB: number;
  readonly pipelineMemoryMB: number;
  /** Share of pages linked to the consultation they carry (0..1). */
  readonly accuracy: number;
  /** `qpdf --split-pages` + `pdftotext` on every page, when both are installed (text only: no QR code). */
  readonly tools?: { readonly seconds: number; readonly pagesPerSecond: number; readonly oursOverTools: number };
}

const tenant = 'bench';

/**
 * A bulk upload of `pages` one-page ASOs of different consultations, generated or scanned.
 *
 * @example const { bytes, expected } = await makeBulkAsoFile({ pages: 50, variant: 'scan' });
 */
export async function makeBulkAsoFile(options: { pages: number; variant: 'text' | 'scan' }): Promise<BulkAsoFile> {
  const bulk = await makeSystemAsoBulk({ tenant, count: options.pages, firstIdCon: 10_000 });
  if (bulk.pages.length !== options.pages) throw new Error(`expected one page per ASO, got ${bulk.pages.length}`);
  const bytes = options.variant === 'scan' ? await rasterizePdf(bulk.bytes) : bulk.bytes;
  return { bytes, expected: bulk.pages.map((page) => page.code) };
}

/**
 * Splits, reads and identifies every page in this process, sampling the resident memory as it goes.
 *
 * @example const figures = await measureSplitAndIdentify(bytes, expected);
 */
export async function measureSplitAndIdentify(
  bytes: Uint8Array,
  expected: readonly string[],
  options: { qr?: ReadPageOptions['qr'] } = {},
): Promise<AsoDocumentsFigures> {
  const known = new Set(expected);
  const lookup: ConsultationLookup<{ idCon: number; code: string }> = {
    tenant,
    byCode: (code) => (known.has(code.text) ? { idCon: code.idCon, code: code.text } : undefined),
    byCpf: () => [],
  };
  // Load pdf.js (lazily imported by the library) before measuring: a one-off cost, reported apart.
  const warmUpStarted = performance.now();
  await readPage(await (await PDFDocument.create()).save(), { qr: 'always' });
  const warmUpSeconds = (performance.now() - warmUpStarted) / 1000;
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 20);
  const steps = { split: 0, read: 0, identify: 0 };
  let pages = 0;
  let correct = 0;
  const started = performance.now();
  try {
    const iterator = splitPdfPages(bytes);
    for (let mark = performance.now(); ; mark = performance.now()) {
      const next = await iterator.next();
      steps.split += performance.now() - mark;
      if (next.done) break;
      mark = performance.now();
      const evidence = await readPage(next.value, { qr: options.qr ?? 'auto' });
      steps.read += performance.now() - mark;
      mark = performance.now();
      const found = await identifyPage(evidence, lookup);
      steps.identify += performance.now() - mark;
      if (found.kind === 'code' && found.code === parseConsultationCode(expected[pages] ?? '')?.text) correct += 1;
      pages += 1;
      sample();
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    pages,
    megabytes: round(bytes.length / 1024 / 1024),
    seconds: round(seconds),
    pagesPerSecond: round(pages / seconds),
    warmUpSeconds: round(warmUpSeconds),
    steps: { split: round(steps.split / 1000), read: round(steps.read / 1000), identify: round(steps.identify / 1000) },
    startMemoryMB: round(start / 1024 / 1024),
    peakMemoryMB: round(peak / 1024 / 1024),
    pipelineMemoryMB: round((peak - start) / 1024 / 1024),
    accuracy: expected.length === 0 ? 0 : correct / expected.length,
  };
  if (!hasCommand('qpdf') || !hasCommand('pdftotext')) return figures;
  const tools = qpdfSplitAndPdftotext(bytes);
  return {
    ...figures,
    tools: {
      seconds: round(tools.seconds),
      pagesPerSecond: round(tools.texts.length / tools.seconds),
      oursOverTools: round(seconds / tools.seconds),
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/*
 * Run as a script: generate the file, then measure it in a fresh child process, so the peak memory is the
 * pipeline's own and not the generator's.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '50' },
      variant: { type: 'string', default: 'text' },
      qr: { type: 'string', default: 'auto' },
      input: { type: 'string' },
    },
  });
  const qr = values.qr === 'always' || values.qr === 'never' ? values.qr : 'auto';
  if (values.input) {
    const { bytes, expected } = JSON.parse(await readFile(values.input, 'utf8')) as { bytes: string; expected: string[] };
    const figures = await measureSplitAndIdentify(new Uint8Array(Buffer.from(bytes, 'base64')), expected, { qr });
    console.info(JSON.stringify(figures));
  } else {
    const variant = values.variant === 'scan' ? 'scan' : 'text';
    const file = await makeBulkAsoFile({ pages: Number(values.pages), variant });
    const folder = await mkdtemp(join(tmpdir(), 'aso-bench-'));
    try {
      const input = join(folder, 'file.json');
      await writeFile(input, JSON.stringify({ bytes: Buffer.from(file.bytes).toString('base64'), expected: file.expected }));
      const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--input', input, '--qr', qr], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const figures = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as AsoDocumentsFigures;
      console.info(JSON.stringify({ variant, qr, node: process.version, ...figures }, null, 2));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
