import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { consultas } from '../../functions/src/data/entities/consulta';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { uploads } from '../../functions/src/data/entities/upload';
import { uploadIdOf } from '../../functions/src/data/uploads';
import { hasCommand, qpdfSplitAndPdftotext } from '../../functions/src/pdf/external-tools';
import { makeSystemAsoBulk, randomCpf, rasterizePdf, seededRandom } from '../../functions/src/pdf/fixtures';
import { functionManifest, type FunctionId } from '../../functions/src/manifest';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { startPoller } from '../../infra/local/sqs-poller';

/*
 * The ASO upload through the real workers on the local cloud: bulk files of our ASOs (as generated, 'text'; or as
 * 150 dpi scans with the QR code as the only clue, 'scan') are dropped in a tenant's drop folder, and the clock runs
 * from the first PutObject until every upload is 'identificado' — S3 event, SQS, aso-split (check, split, page
 * objects, page records), SQS, aso-identify per page (read text, decode the QR code when needed, find the
 * consultation, link, count). Accuracy is the share of pages linked to the consultation their code names. Where qpdf
 * and pdftotext are installed, `qpdf --split-pages` + `pdftotext` run on the same files for comparison (text only:
 * they read no QR code, so on scans they find nothing).
 *
 * The emulators, the S3 → SQS bridge and the pollers run in this process, one batch at a time per worker, as `npm
 * start` does; each of the two workers runs in its own child process, a Lambda container (aso-container.ts), so its
 * peak memory is measured alone (the container's VmHWM), as Lambda's memory limit applies to it. The containers are
 * fresh for every run and warmed by a two-page upload before the clock starts, as they are under a steady stream of
 * uploads; a cold start is the cold-start benchmark's business. The figures are a floor for Lambda, where the
 * identify worker runs many invocations at once.
 */

export type AsoBenchVariant = 'text' | 'scan';

export interface AsoBenchOptions {
  readonly pages: readonly number[];
  readonly variants: readonly AsoBenchVariant[];
  /** Runs that would end after this many seconds from the start are skipped (and said so). */
  readonly budgetSeconds: number;
  readonly log?: (line: string) => void;
  /** Containers per worker, each with its own poller (default {@link defaultConcurrency}). */
  readonly concurrency?: Partial<Record<AsoWorker, number>>;
}

/** One measured run. */
export interface AsoBenchRun {
  readonly pages: number;
  /** Files dropped: scans are cut into files of at most {@link scanPagesPerFile} pages, under the 25 MB limit. */
  readonly files: number;
  readonly megabytes: number;
  readonly generationSeconds: number;
  readonly seconds: number;
  /** Seconds until every file was split (status 'dividido'): the pages are identified from then on. */
  readonly splitSeconds: number;
  readonly pagesPerSecond: number;
  /**
   * Resident memory of this process (emulators, pollers, the files) when the files were dropped, and its highest
   * sample until done.
   */
  readonly startMemoryMB: number;
  readonly peakMemoryMB: number;
  /** Peak resident memory of each worker's containers over the run (warm-up included), and the higher of the two. */
  readonly workerPeakMemoryMB: number;
  readonly workers: Readonly<Record<AsoWorker, WorkerUsage>>;
  /**
   * CPU seconds the run cost: this process (emulators, pollers) while the pipeline ran, and the tools (their child
   * processes' user + system time); the workers' are in `workers` (their containers' whole life, warm-up and cold
   * start included). Steadier than the seconds on a machine others are using.
   */
  readonly cpuSeconds: { readonly bench: number; readonly tools?: number };
  /** Share of pages linked to the consultation they carry (0..1); the rest went to manual linking. */
  readonly accuracy: number;
  readonly manual: number;
  readonly wrong: number;
  /** The tools' run; `oursOverTools` is our seconds over theirs (below 1: we are faster). */
  readonly tools?: {
    readonly seconds: number;
    readonly cpuSeconds: number;
    readonly pagesPerSecond: number;
    readonly oursOverTools: number;
  };
}

/** A worker's containers over a run: the highest peak memory of one, the CPU seconds of all. */
export interface WorkerUsage {
  readonly peakMemoryMB: number;
  readonly cpuSeconds: number;
}

export interface AsoBenchSkipped {
  readonly pages: number;
  readonly skipped: string;
}

export type AsoWorker = Extract<FunctionId, 'asoSplit' | 'asoIdentify'>;
const workers: readonly AsoWorker[] = ['asoSplit', 'asoIdentify'];

/**
 * Concurrent batches per worker. Lambda's SQS event source starts with up to five concurrent batches and adds more
 * under a backlog; this machine has two cores, so the benchmark stops at three identify containers (one
 * split container each for the scans' several files would be two).
 */
export const defaultConcurrency: Readonly<Record<AsoWorker, number>> = { asoSplit: 1, asoIdentify: 1 };
const pollIdleMs = 20;

const tenant = 'bench';
const firstIdCon = 10_000;
/** 100 scanned pages make about 16 MB: safely under the 25 MB of one upload. */
export const scanPagesPerFile = 100;

const round = (value: number) => Math.round(value * 100) / 100;
const megabytes = (bytes: number) => round(bytes / 1024 / 1024);

/** Where the bundles go: under node_modules, so the externals resolve from the workspace as beside a Lambda's bundle. */
const bundleRoot = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'aso-bench');

interface Bundles {
  readonly runner: string;
  readonly handlers: Readonly<Record<AsoWorker, string>>;
}

/**
 * The workers bundled as the stack bundles them (infra/lib/constructs/functions.ts: esbuild, ESM, minified, source
 * maps without sources, the manifest's nodeModules outside), and the container runner (aso-container.ts).
 */
async function bundleWorkers(): Promise<Bundles> {
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  };
  const runner = join(bundleRoot, 'runner.mjs');
  await build({ ...common, entryPoints: [join(import.meta.dirname, 'aso-container.ts')], outfile: runner });
  const handlers = {} as Record<AsoWorker, string>;
  for (const id of workers) {
    const definition = functionManifest[id];
    handlers[id] = join(bundleRoot, id, 'index.mjs');
    await build({
      ...common,
      entryPoints: [join(import.meta.dirname, '..', '..', 'functions', 'src', `${definition.entry}.ts`)],
      outfile: handlers[id],
      external: [...(definition.nodeModules ?? [])],
    });
  }
  return { runner, handlers };
}

/** A worker's container: a child process running its bundled handler (aso-container.ts), invoked over IPC. */
class Container {
  readonly #child: ChildProcess;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 0;

  private constructor(child: ChildProcess) {
    this.#child = child;
    child.on('message', (message: { id?: number; result?: unknown; error?: string }) => {
      const pending = message.id === undefined ? undefined : this.#pending.get(message.id);
      if (!pending || message.id === undefined) return;
      this.#pending.delete(message.id);
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message);
    });
    child.on('exit', (code) => {
      for (const pending of this.#pending.values()) pending.reject(new Error(`container exited (${code})`));
      this.#pending.clear();
    });
  }

  /**
   * Forks the container with this process's environment (the local cloud's, which the functions read) and the
   * stack's NODE_OPTIONS, and waits for its cold start.
   */
  static start(functionId: AsoWorker, bundles: Bundles): Promise<Container> {
    const { memoryMb, timeoutSeconds } = functionManifest[functionId];
    const env = { ...process.env, NODE_OPTIONS: '' };
    const args = [bundles.handlers[functionId], `ocupacional-${functionId}`, String(memoryMb), String(timeoutSeconds)];
    const child = fork(bundles.runner, args, { env, execArgv: ['--enable-source-maps', ...(process.env.ASO_BENCH_CONTAINER_FLAGS ?? '').split(' ').filter(Boolean)] });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`${functionId} container exited (${code}) before it was ready`)));
      child.once('message', () => resolve(new Container(child)));
    });
  }

  #request(message: object): Promise<unknown> {
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#child.send({ ...message, id });
    });
  }

  async invoke(event: unknown): Promise<unknown> {
    return ((await this.#request({ kind: 'invoke', event })) as { result?: unknown }).result;
  }

  /** Its resident high-water mark and the CPU it used, since it started. */
  async usage(): Promise<{ peakMemoryMB: number; cpuSeconds: number }> {
    return (await this.#request({ kind: 'memory' })) as { peakMemoryMB: number; cpuSeconds: number };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.#child.exitCode !== null) return resolve();
      this.#child.once('exit', () => resolve());
      this.#child.disconnect();
    });
  }
}

/**
 * The workers' containers, `concurrency[worker]` of each (each fed by its own poller, as Lambda runs concurrent
 * batches in as many containers), replaced by fresh ones for each run.
 */
class Containers {
  readonly #running = new Map<string, { id: AsoWorker; container: Promise<Container> }>();
  #bundles: Promise<Bundles> | undefined;

  constructor(readonly concurrency: Readonly<Record<AsoWorker, number>>) {}

  #get(id: AsoWorker, slot: number): Promise<Container> {
    const key = `${id}#${slot}`;
    let running = this.#running.get(key);
    if (!running) {
      this.#bundles ??= bundleWorkers();
      running = { id, container: this.#bundles.then((bundles) => Container.start(id, bundles)) };
      this.#running.set(key, running);
    }
    return running.container;
  }

  handler(id: AsoWorker, slot: number) {
    return async (event: unknown) => (await this.#get(id, slot)).invoke(event);
  }

  /** The highest peak of each worker's containers, and the CPU seconds they used together. */
  async usage(): Promise<Record<AsoWorker, WorkerUsage>> {
    const usage = { asoSplit: { peakMemoryMB: 0, cpuSeconds: 0 }, asoIdentify: { peakMemoryMB: 0, cpuSeconds: 0 } };
    for (const { id, container } of this.#running.values()) {
      const { peakMemoryMB, cpuSeconds } = await (await container).usage();
      usage[id].peakMemoryMB = Math.max(usage[id].peakMemoryMB, round(peakMemoryMB));
      usage[id].cpuSeconds = round(usage[id].cpuSeconds + cpuSeconds);
    }
    return usage;
  }

  /** Stops the containers and starts new ones, every slot, so no run pays a cold start. */
  async fresh(): Promise<void> {
    await this.stop();
    await Promise.all(workers.flatMap((id) => Array.from({ length: this.concurrency[id] }, (_, slot) => this.#get(id, slot))));
  }

  async stop(): Promise<void> {
    const running = [...this.#running.values()];
    this.#running.clear();
    await Promise.all(running.map(async ({ container }) => (await container).stop()));
  }
}

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
  // memoryUsage.rss(), not memoryUsage(): the latter walks the heap's spaces, which cost this process seconds a run.
  const startMemory = process.memoryUsage.rss();
  let peak = startMemory;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let splitSeconds: number | undefined;
  const ids: string[] = [];
  try {
    for (const [index, bytes] of files.entries()) {
      const key = `drop/${tenant}/${run}/parte-${String(index + 1).padStart(3, '0')}.pdf`;
      const put = await cloud.clients.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/pdf' }));
      ids.push(uploadIdOf(bucket, key, (put.ETag ?? '').replace(/"/g, '')));
    }
    for (;;) {
      const states = await Promise.all(ids.map(async (uploadId) => (await uploads().get({ tenant, uploadId }).go()).data?.status));
      if (splitSeconds === undefined && states.every((status) => status === 'dividido' || status === 'identificado' || status === 'falha')) {
        splitSeconds = (performance.now() - started) / 1000;
      }
      if (states.every((status) => status === 'identificado' || status === 'falha')) break;
      // Fine enough not to add much to the 50-page run's second, cheap enough (a GetItem per file) not to slow it.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const linked: number[] = [];
  for (const uploadId of ids) {
    const { data } = await uploadPaginas().query.byUpload({ tenant, uploadId }).go({ pages: 'all' });
    linked.push(...data.map((page) => page.idCon));
  }
  const correct = linked.filter((idCon, index) => idCon === expected[index]).length;
  const manual = linked.filter((idCon) => idCon === 0).length;
  return {
    seconds,
    splitSeconds: round(splitSeconds ?? seconds),
    cpuSeconds: round((cpu.user + cpu.system) / 1e6),
    startMemoryMB: megabytes(startMemory),
    peakMemoryMB: megabytes(peak),
    accuracy: expected.length === 0 ? 0 : round(correct / expected.length),
    manual,
    wrong: linked.length - correct - manual + Math.max(0, expected.length - linked.length),
  };
}

/** CPU seconds of this process's finished children (/proc/self/stat's cutime + cstime), 0 where /proc is absent. */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    // After the command: state is field 3 of the line, cutime and cstime fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** `qpdf --split-pages` + `pdftotext` on the same files, when installed. */
function toolsOn(files: readonly Uint8Array[], pages: number, ours: number) {
  if (!hasCommand('qpdf') || !hasCommand('pdftotext')) return undefined;
  const cpuBefore = childrenCpuSeconds();
  const seconds = files.reduce((total, bytes) => total + qpdfSplitAndPdftotext(bytes).seconds, 0);
  return {
    seconds: round(seconds),
    cpuSeconds: round(childrenCpuSeconds() - cpuBefore),
    pagesPerSecond: round(pages / seconds),
    oursOverTools: round(ours / seconds),
  };
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
  const concurrency = { ...defaultConcurrency, ...options.concurrency };
  const containers = new Containers(concurrency);
  const cloud = await startLocalCloud({
    stage: 'bench',
    pollIdleMs,
    workerHandlers: Object.fromEntries(workers.map((id) => [id, containers.handler(id, 0)])),
  });
  // The cloud polls each queue once; the other containers of a worker get pollers of their own.
  const pollers = workers.flatMap((id) => {
    const { trigger } = functionManifest[id];
    const queue = cloud.resources.queues[trigger.queue];
    return Array.from({ length: concurrency[id] - 1 }, (_, index) =>
      startPoller({
        client: cloud.clients.sqs,
        functionId: id,
        queueUrl: queue.url,
        queueArn: queue.arn,
        batchSize: trigger.batchSize,
        idleMs: pollIdleMs,
        handler: containers.handler(id, index + 1),
      }),
    );
  });
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
        await containers.fresh();
        const warmUp = await makeFiles(variant, 2);
        await measure(cloud, `${variant}-warm-up-${Date.now()}`, warmUp.files, warmUp.expected);
        const measured = await measure(cloud, `${variant}-${pages}-${Date.now()}`, files, expected);
        const workerUsage = await containers.usage();
        const tools = toolsOn(files, pages, measured.seconds);
        const result: AsoBenchRun = {
          pages,
          files: files.length,
          megabytes: megabytes(files.reduce((total, bytes) => total + bytes.length, 0)),
          generationSeconds: round(generationSeconds),
          seconds: round(measured.seconds),
          splitSeconds: measured.splitSeconds,
          pagesPerSecond: round(pages / measured.seconds),
          startMemoryMB: measured.startMemoryMB,
          peakMemoryMB: measured.peakMemoryMB,
          workerPeakMemoryMB: Math.max(...workers.map((id) => workerUsage[id].peakMemoryMB)),
          workers: workerUsage,
          cpuSeconds: { bench: measured.cpuSeconds, ...(tools ? { tools: tools.cpuSeconds } : {}) },
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
    await Promise.all(pollers.map((poller) => poller.stop()));
    await cloud.stop();
    await containers.stop();
  }
  const measuredPages = Object.values(variants)
    .flat()
    .reduce((total, run) => total + ('skipped' in run ? 0 : run.pages), 0);
  return {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGB: round(totalmem() / 1024 ** 3) },
    budgetSeconds: options.budgetSeconds,
    totalSeconds: round(elapsed()),
    totalPages: measuredPages,
    pipeline:
      'S3 drop → SQS → aso-split → SQS → aso-identify on the local cloud; each worker in its own warm container (child process)',
    scanPagesPerFile,
    concurrency,
    variants,
  };
}
