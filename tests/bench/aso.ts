import { cpus, totalmem } from 'node:os';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { consultas } from '../../functions/src/data/entities/consulta';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { uploads } from '../../functions/src/data/entities/upload';
import { uploadIdOf } from '../../functions/src/data/uploads';
import { hasCommand, qpdfSplitAndPdftotext } from '../../functions/src/pdf/external-tools';
import { makeSystemAsoBulk, randomCpf, rasterizePdf, seededRandom } from '../../functions/src/pdf/fixtures';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';

/*
 * The ASO upload through the real workers on the local cloud: bulk files of our ASOs (as generated, 'text'; or as
 * 150 dpi scans with the QR code as the only clue, 'scan') are dropped in a tenant's drop folder, and the clock runs
 * from the first PutObject until every upload is 'identificado' — S3 event, SQS, aso-split (check, split, page
 * objects, page records), SQS, aso-identify per page (read text, decode the QR code when needed, find the
 * consultation, link, count). Accuracy is the share of pages linked to the consultation their code names. Where qpdf
 * and pdftotext are installed, `qpdf --split-pages` + `pdftotext` run on the same files for comparison (text only:
 * they read no QR code, so on scans they find nothing).
 *
 * Everything runs in this one process (emulators, pollers, workers), one batch at a time per worker, as `npm start`
 * does: the figures are a floor for Lambda, where the identify worker runs many invocations at once.
 */

export type AsoBenchVariant = 'text' | 'scan';

export interface AsoBenchOptions {
  readonly pages: readonly number[];
  readonly variants: readonly AsoBenchVariant[];
  /** Runs that would end after this many seconds from the start are skipped (and said so). */
  readonly budgetSeconds: number;
  readonly log?: (line: string) => void;
}

/** One measured run. */
export interface AsoBenchRun {
  readonly pages: number;
  /** Files dropped: scans are cut into files of at most {@link scanPagesPerFile} pages, under the 25 MB limit. */
  readonly files: number;
  readonly megabytes: number;
  readonly generationSeconds: number;
  readonly seconds: number;
  readonly pagesPerSecond: number;
  /** Resident memory of the process when the files were dropped, and its highest sample until done. */
  readonly startMemoryMB: number;
  readonly peakMemoryMB: number;
  /** Share of pages linked to the consultation they carry (0..1); the rest went to manual linking. */
  readonly accuracy: number;
  readonly manual: number;
  readonly wrong: number;
  readonly tools?: { readonly seconds: number; readonly pagesPerSecond: number; readonly oursOverTools: number };
}

export interface AsoBenchSkipped {
  readonly pages: number;
  readonly skipped: string;
}

const tenant = 'bench';
const firstIdCon = 10_000;
/** 100 scanned pages make about 16 MB: safely under the 25 MB of one upload. */
export const scanPagesPerFile = 100;

const round = (value: number) => Math.round(value * 100) / 100;
const megabytes = (bytes: number) => round(bytes / 1024 / 1024);

/** The bench tenant's consultations, one per ASO the files carry. */
async function createConsultations(count: number): Promise<void> {
  const random = seededRandom(4242);
  const now = new Date().toISOString();
  const items = Array.from({ length: count }, (_, index) => ({
    tenant,
    idCon: firstIdCon + index,
    empresaId: 'EMPRESA-BENCH',
    empresaNome: 'Empresa do Benchmark Ltda',
    funcionarioId: `FUNCIONARIO-${index}`,
    funcionarioNome: `Funcionário ${index}`,
    funcionarioCpf: randomCpf(random),
    credenciadaId: 'CREDENCIADA-BENCH',
    credenciadaNome: 'Clínica do Benchmark',
    fdtId: 'FDT-BENCH',
    fdtDescricao: 'Unidade Campinas',
    funcaoId: 'FUNCAO-BENCH',
    funcaoNome: 'Operador',
    dataAge: now.slice(0, 10),
    tipoAso: 52,
    tipoStatus: 69,
    dtCad: now,
  }));
  for (let start = 0; start < items.length; start += 100) await consultas().put(items.slice(start, start + 100)).go();
}

/** The files of a run and the consultation each page carries, in order. */
async function makeFiles(variant: AsoBenchVariant, pages: number): Promise<{ files: Uint8Array[]; expected: number[] }> {
  const perFile = variant === 'scan' ? scanPagesPerFile : pages;
  const files: Uint8Array[] = [];
  const expected: number[] = [];
  for (let start = 0; start < pages; start += perFile) {
    const count = Math.min(perFile, pages - start);
    const bulk = await makeSystemAsoBulk({ tenant, count, firstIdCon: firstIdCon + start });
    if (bulk.pages.length !== count) throw new Error(`expected one page per ASO, got ${bulk.pages.length}`);
    files.push(variant === 'scan' ? await rasterizePdf(bulk.bytes) : bulk.bytes);
    expected.push(...bulk.pages.map((page) => page.idCon));
  }
  return { files, expected };
}

/** Drops the files, waits for every upload to end, and scores the pages. */
async function measure(cloud: LocalCloud, run: string, files: readonly Uint8Array[], expected: readonly number[]) {
  const bucket = cloud.resources.bucketNames.drop;
  const startMemory = process.memoryUsage().rss;
  let peak = startMemory;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const ids: string[] = [];
  try {
    for (const [index, bytes] of files.entries()) {
      const key = `drop/${tenant}/${run}/parte-${String(index + 1).padStart(3, '0')}.pdf`;
      const put = await cloud.clients.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/pdf' }));
      ids.push(uploadIdOf(bucket, key, (put.ETag ?? '').replace(/"/g, '')));
    }
    for (;;) {
      const states = await Promise.all(ids.map(async (uploadId) => (await uploads().get({ tenant, uploadId }).go()).data?.status));
      if (states.every((status) => status === 'identificado' || status === 'falha')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const linked: number[] = [];
  for (const uploadId of ids) {
    const { data } = await uploadPaginas().query.byUpload({ tenant, uploadId }).go({ pages: 'all' });
    linked.push(...data.map((page) => page.idCon));
  }
  const correct = linked.filter((idCon, index) => idCon === expected[index]).length;
  const manual = linked.filter((idCon) => idCon === 0).length;
  return {
    seconds,
    startMemoryMB: megabytes(startMemory),
    peakMemoryMB: megabytes(peak),
    accuracy: expected.length === 0 ? 0 : round(correct / expected.length),
    manual,
    wrong: linked.length - correct - manual + Math.max(0, expected.length - linked.length),
  };
}

/** `qpdf --split-pages` + `pdftotext` on the same files, when installed. */
function toolsOn(files: readonly Uint8Array[], pages: number, ours: number) {
  if (!hasCommand('qpdf') || !hasCommand('pdftotext')) return undefined;
  const seconds = files.reduce((total, bytes) => total + qpdfSplitAndPdftotext(bytes).seconds, 0);
  return { seconds: round(seconds), pagesPerSecond: round(pages / seconds), oursOverTools: round(ours / seconds) };
}

/**
 * Runs every variant at every size that fits the budget, smallest first.
 *
 * @example const figures = await benchAso({ pages: [50, 200, 1000], variants: ['text', 'scan'], budgetSeconds: 600 });
 */
export async function benchAso(options: AsoBenchOptions) {
  const log = options.log ?? (() => undefined);
  const began = performance.now();
  const elapsed = () => (performance.now() - began) / 1000;
  const cloud = await startLocalCloud({ stage: 'bench', pollIdleMs: 20 });
  const variants: Record<string, (AsoBenchRun | AsoBenchSkipped)[]> = {};
  try {
    await createConsultations(Math.max(...options.pages));
    for (const variant of options.variants) {
      const runs: (AsoBenchRun | AsoBenchSkipped)[] = (variants[variant] = []);
      let secondsPerPage = 0;
      for (const pages of [...options.pages].sort((a, b) => a - b)) {
        const predicted = secondsPerPage * pages;
        if (secondsPerPage > 0 && elapsed() + predicted > options.budgetSeconds) {
          const skipped = `not run: about ${Math.round(predicted)} s (generation and pipeline at the rate of the smaller runs) would pass the ${options.budgetSeconds} s budget`;
          log(`${variant} ${pages}: ${skipped}`);
          runs.push({ pages, skipped });
          continue;
        }
        const generationStarted = performance.now();
        const { files, expected } = await makeFiles(variant, pages);
        const generationSeconds = (performance.now() - generationStarted) / 1000;
        const measured = await measure(cloud, `${variant}-${pages}-${Date.now()}`, files, expected);
        const tools = toolsOn(files, pages, measured.seconds);
        const result: AsoBenchRun = {
          pages,
          files: files.length,
          megabytes: megabytes(files.reduce((total, bytes) => total + bytes.length, 0)),
          generationSeconds: round(generationSeconds),
          seconds: round(measured.seconds),
          pagesPerSecond: round(pages / measured.seconds),
          startMemoryMB: measured.startMemoryMB,
          peakMemoryMB: measured.peakMemoryMB,
          accuracy: measured.accuracy,
          manual: measured.manual,
          wrong: measured.wrong,
          ...(tools ? { tools } : {}),
        };
        log(`${variant} ${pages}: ${JSON.stringify(result)}`);
        runs.push(result);
        secondsPerPage = (generationSeconds + measured.seconds + (tools?.seconds ?? 0)) / pages;
      }
    }
  } finally {
    await cloud.stop();
  }
  const measuredPages = Object.values(variants)
    .flat()
    .reduce((total, run) => total + ('skipped' in run ? 0 : run.pages), 0);
  return {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGB: round(totalmem() / 1024 ** 3) },
    budgetSeconds: options.budgetSeconds,
    totalSeconds: round(elapsed()),
    totalPages: measuredPages,
    pipeline: 'S3 drop → SQS → aso-split → SQS → aso-identify, in one process on the local cloud',
    scanPagesPerFile,
    variants,
  };
}
