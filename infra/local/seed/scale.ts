import { ConditionalCheckFailedException, DeleteItemCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Entity } from 'electrodb';
import { onlyDigits } from '@ocupacional/shared';
import {
  boundEntity,
  consultaCounter,
  consultaExames,
  consultas,
  consultasExternas,
  contadores,
  credenciadas,
  emailEnvios,
  empresas,
  eventosEsocial,
  exames,
  fdts,
  funcionarios,
  funcoes,
  ghes,
  lotesEsocial,
  parceiros,
  unicos,
  uploadPaginas,
  uploads,
} from '@ocupacional/functions/data/entities/index';
import { loteCounter } from '@ocupacional/functions/data/esocial/lotes';
import { uploadLoteCounter } from '@ocupacional/functions/data/uploads';
import { seedDemoData } from '../seed';
import { loadDemoUsers } from './demo-users';
import { buildScaleData, fullScale, type ScaleData, type ScaleRefs, type ScaleSize } from './scale-data';
import { scaleCounters } from './scale-counters';
import { scaleWorkerMessageSchema, type ScaleWorkerJob } from './scale-worker-protocol';

/*
 * `npm run seed:scale` (issue 17): the scale data set written into a local cloud's table on top of the demo seed,
 * through the entities (batch puts of 25, many in flight), with the list counters the lists read. Like the demo
 * seed it claims a marker first, so it runs once per data folder.
 */

const marker = { pk: 'SYSTEM', sk: 'SEED_SCALE' };

export interface ScaleSeedOptions {
  readonly size?: ScaleSize;
  readonly now?: Date;
  /** BatchWriteItem requests in flight. */
  readonly concurrency?: number;
  /**
   * Processes that write (each builds the same data and writes its share of the batches), so the local DynamoDB,
   * in this process, gets a core of its own; 0 writes from this process. Workers need the local cloud's environment
   * in process.env (startLocalCloud sets it), which they inherit.
   */
  readonly workers?: number;
  readonly tenant?: string;
  readonly log?: (line: string) => void;
}

export interface ScaleSeedResult {
  readonly outcome: 'seeded' | 'already-seeded';
  /** Items written per entity. */
  readonly items: Record<string, number>;
  readonly counters: Record<string, number>;
  readonly seconds: number;
  readonly refs?: ScaleRefs;
}

/** The demo tenant's companies with a demo login come first, so the demo users see the scale data. */
function loginCompaniesFirst(tenant: string): (a: { cnpj: string }, b: { cnpj: string }) => number {
  const order = loadDemoUsers()
    .filter((user) => user.tenant === tenant && user.area === 'empresa')
    .map((user) => onlyDigits(user.cnpj));
  const rank = (cnpj: string) => (order.includes(cnpj) ? order.indexOf(cnpj) : order.length);
  return (a, b) => rank(a.cnpj) - rank(b.cnpj) || a.cnpj.localeCompare(b.cnpj);
}

/** The catalogue of the (seeded) demo tenant the scale data hangs from. */
export async function readScaleRefs(client: DynamoDBDocumentClient, table: string, tenant: string): Promise<ScaleRefs> {
  const config = { client, table };
  const all = { pages: 'all' } as const;
  const [empresaItems, fdtItems, gheItems, funcaoItems, credenciadaItems, parceiroItems, exameItems] = await Promise.all([
    boundEntity(empresas(), config).query.byId({ tenant }).go(all),
    boundEntity(fdts(), config).query.byId({ tenant }).go(all),
    boundEntity(ghes(), config).query.byId({ tenant }).go(all),
    boundEntity(funcoes(), config).query.byId({ tenant }).go(all),
    boundEntity(credenciadas(), config).query.byId({ tenant }).go(all),
    boundEntity(parceiros(), config).query.byId({ tenant }).go(all),
    boundEntity(exames(), config).query.byId({ tenant }).go(all),
  ]);
  const live = <T extends { deletedAt?: string | undefined }>(items: T[]) => items.filter((item) => !item.deletedAt);
  return {
    tenant,
    empresas: live(empresaItems.data)
      .sort(loginCompaniesFirst(tenant))
      .map((empresa) => ({
        id: empresa.id,
        nome: empresa.nome,
        cnpj: empresa.cnpj,
        fdts: live(fdtItems.data)
          .filter((fdt) => fdt.empresaId === empresa.id)
          .map((fdt) => ({
            id: fdt.id,
            descricao: fdt.descricao,
            pcmso: fdt.pcmso,
            ghes: live(gheItems.data)
              .filter((ghe) => ghe.fdtId === fdt.id)
              .map((ghe) => ({ id: ghe.id, ghe: ghe.ghe, descricao: ghe.descricao, funcaoIds: ghe.funcaoIds ?? [] })),
          }))
          .filter((fdt) => fdt.ghes.length > 0),
      }))
      .filter((empresa) => empresa.fdts.length > 0),
    funcoes: live(funcaoItems.data).map(({ id, nome }) => ({ id, nome })),
    credenciadas: live(credenciadaItems.data).map(({ id, nome }) => ({ id, nome })),
    parceiros: live(parceiroItems.data).map(({ id }) => ({ id })),
    exames: live(exameItems.data).map(({ id, nome, clinico }) => ({ id, nome, clinico: clinico ?? false })),
  };
}

// Structural: ElectroDB's Entity generics are invariant, so a list of different entities is typed by what it needs.
interface Writable {
  put(items: object[]): { params(): BatchWriteCommandInput[] };
}

/** One BatchWriteItem, sending again what DynamoDB hands back unprocessed, a few times. */
async function writeBatch(client: DynamoDBDocumentClient, batch: BatchWriteCommandInput): Promise<void> {
  let requestItems = batch.RequestItems;
  for (let attempt = 0; requestItems && Object.keys(requestItems).length > 0; attempt += 1) {
    if (attempt === 8) throw new Error('seed:scale: DynamoDB kept items unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: requestItems }));
    requestItems = UnprocessedItems;
  }
}

/**
 * Writes items through an entity: it validates and keys each one; `concurrency` batches of 25 in flight. With
 * `shards` writers on the same list, this one writes the batches whose number modulo `shards` is `shard`.
 */
async function putAll(
  client: DynamoDBDocumentClient,
  entity: Writable,
  items: readonly object[],
  concurrency: number,
  shard: number,
  shards: number,
): Promise<void> {
  const mine = items.filter((_, i) => Math.floor(i / 25) % shards === shard);
  // Keyed a slice at a time, so the request parameters of 100,000 items never sit in memory at once.
  const slice = 25 * concurrency * 4;
  for (let from = 0; from < mine.length; from += slice) {
    const batches = entity.put(mine.slice(from, from + slice) as object[]).params();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, batches.length) }, async () => {
        while (next < batches.length) {
          const batch = batches[next] as BatchWriteCommandInput;
          next += 1;
          await writeBatch(client, batch);
        }
      }),
    );
  }
}

/** The scale data's lists in the order they are written, with their entities. */
const scaleWrites: readonly [keyof Omit<ScaleData, 'sequences'>, () => Entity<any, any, any, any>][] = [ // eslint-disable-line @typescript-eslint/no-explicit-any
  ['funcionarios', funcionarios],
  ['unicos', unicos],
  ['consultasExternas', consultasExternas],
  ['consultas', consultas],
  ['consultaExames', consultaExames],
  ['eventosEsocial', eventosEsocial],
  ['lotesEsocial', lotesEsocial],
  ['emailEnvios', emailEnvios],
  ['uploads', uploads],
  ['uploadPaginas', uploadPaginas],
];

/** Writes the scale data (this writer's share of it); answers the items of each list. */
export async function writeScaleData(
  client: DynamoDBDocumentClient,
  table: string,
  data: ScaleData,
  { concurrency, shard, shards, log }: { concurrency: number; shard: number; shards: number; log: (line: string) => void },
): Promise<Record<string, number>> {
  const items: Record<string, number> = {};
  for (const [name, entity] of scaleWrites) {
    const list = data[name] as object[];
    const t0 = performance.now();
    await putAll(client, boundEntity(entity(), { client, table }) as unknown as Writable, list, concurrency, shard, shards);
    items[name] = list.length;
    const seconds = (performance.now() - t0) / 1000;
    log(`seed:scale: ${name} ${list.length} itens em ${seconds.toFixed(1)} s (${Math.round(list.length / Math.max(seconds, 0.001))}/s)${shards > 1 ? ` [escritor ${shard + 1}/${shards}]` : ''}`);
  }
  return items;
}

/** What the writers wrote: items per list, the counters it adds to, the sequences after it. */
interface WrittenData {
  readonly items: Record<string, number>;
  readonly counters: Map<string, number>;
  readonly sequences: ScaleData['sequences'];
}

/** Runs `job.shards` writer processes (scale-worker.ts) and waits for them all. */
async function writeInWorkers(job: Omit<ScaleWorkerJob, 'shard'>, log: (line: string) => void): Promise<WrittenData> {
  const script = fileURLToPath(new URL('./scale-worker.ts', import.meta.url));
  let result: WrittenData | undefined;
  const runs = Array.from({ length: job.shards }, (_, shard) =>
    new Promise<void>((resolve, reject) => {
      // tsx as the loader whoever started the seed (tsx, vitest): the writer is TypeScript.
      const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      let done = false;
      child.on('message', (message: unknown) => {
        const parsed = scaleWorkerMessageSchema.parse(message);
        if ('log' in parsed) return log(parsed.log);
        done = true;
        if (parsed.counters && parsed.sequences) {
          result = { items: parsed.items, counters: new Map(Object.entries(parsed.counters)), sequences: parsed.sequences };
        }
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 && done ? resolve() : reject(new Error(`seed:scale: writer ${shard + 1} ended with ${code}`))));
      child.send({ ...job, shard } satisfies ScaleWorkerJob);
    }),
  );
  await Promise.all(runs);
  if (!result) throw new Error('seed:scale: the first writer sent no counters');
  return result;
}

async function claimMarker(client: DynamoDBClient, tableName: string, now: Date): Promise<boolean> {
  try {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: marshall({ ...marker, seededAt: now.toISOString() }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Seeds the demo data if missing, then the scale data on the demo tenant (once per table).
 *
 * @example const { seconds, items } = await seedScale(cloud.clients.dynamo, cloud.resources.tableName);
 */
export async function seedScale(client: DynamoDBClient, tableName: string, options: ScaleSeedOptions = {}): Promise<ScaleSeedResult> {
  const started = performance.now();
  const { size = fullScale, now = new Date(), concurrency = 16, workers = 2, tenant = 'demo', log = () => undefined } = options;
  // The demo seed counts its own rows into the list counters (settleSeededTable); the scale rows are added below.
  await seedDemoData(client, tableName, now);
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const refs = await readScaleRefs(documents, tableName, tenant);
  if (!(await claimMarker(client, tableName, now))) {
    return { outcome: 'already-seeded', items: {}, counters: {}, seconds: 0, refs };
  }
  try {
    const config = { client: documents, table: tableName };
    const counterEntity = boundEntity(contadores(), config);
    const sequence = async (nome: string) => (await counterEntity.get({ tenant, nome }).go()).data?.valor ?? 0;
    const start = { idCon: await sequence(consultaCounter), loteEsocial: await sequence(loteCounter), uploadLote: await sequence(uploadLoteCounter) };

    let written: WrittenData;
    if (workers > 0) {
      written = await writeInWorkers({ refs, size, start, now: now.toISOString(), table: tableName, concurrency, shards: workers }, log);
    } else {
      const built = performance.now();
      const data = buildScaleData(refs, size, start, now);
      log(`seed:scale: dados montados em ${((performance.now() - built) / 1000).toFixed(1)} s`);
      const items = await writeScaleData(documents, tableName, data, { concurrency, shard: 0, shards: 1, log });
      written = { items, counters: scaleCounters(data), sequences: data.sequences };
    }
    const { items, sequences, counters: deltas } = written;

    // The sequences continue after the scale data's numbers; the list counters count what the lists show.
    const counters: Record<string, number> = {
      [consultaCounter]: sequences.idCon,
      [loteCounter]: sequences.loteEsocial,
      [uploadLoteCounter]: sequences.uploadLote,
    };
    const { data: held } = await counterEntity.get([...deltas.keys()].map((nome) => ({ tenant, nome }))).go();
    const before = new Map(held.map((item) => [item.nome, item.valor]));
    for (const [nome, delta] of deltas) counters[nome] = (before.get(nome) ?? 0) + delta;
    await putAll(documents, boundEntity(contadores(), config) as unknown as Writable, Object.entries(counters).map(([nome, valor]) => ({ tenant, nome, valor })), concurrency, 0, 1);
    items.contadores = Object.keys(counters).length;
    return { outcome: 'seeded', items, counters, seconds: (performance.now() - started) / 1000, refs };
  } catch (error) {
    await client.send(new DeleteItemCommand({ TableName: tableName, Key: marshall(marker) }));
    throw error;
  }
}
