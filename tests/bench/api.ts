import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  addDays,
  apiRoute,
  buildPath,
  consultaStatus,
  onlyDigits,
  todayInSaoPaulo,
  toQueryString,
  type ListQueryInput,
  type ApiRouteId,
  type PointType,
} from '@ocupacional/shared';
import {
  consultaExames,
  consultas,
  consultasExternas,
  credenciadas,
  emailEnvios,
  eventosEsocial,
  funcionarios,
  lotesEsocial,
  parceiros,
  tabelasPreco,
  uploads,
} from '@ocupacional/functions/data/entities/index';
import { rateLimits } from '@ocupacional/functions/platform/rate-limit';
import { startLocalCloud } from '../../infra/local/cloud';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { seedScale } from '../../infra/local/seed/scale';
import { fullScale, type ScaleSize } from '../../infra/local/seed/scale-data';
import { apiClient, cookieFrom } from '../support/platform-fixtures';
import { measure, meterOf, type Sample, type Summary } from './api-load';

/*
 * The API on the scale data (issue 17, `npm run bench`): an in-process local cloud seeded with `npm run seed:scale`'s
 * data set (in memory; or a data folder seeded before, BENCH_API_DATA_DIR, which the seed's marker leaves as it is),
 * the demo users of each area logged in, and for every list route with its default filters: p50/p95 at concurrency
 * 1 and 10 and the read meter's items and capacity per request, next to a bare one-page Query of the index that
 * answers that list (the floor). Then the hot writes: create a consultation, release one, a batch of 200. It reports
 * what it sees: no assertion (integration tests assert the access patterns).
 */

export interface ListFigures {
  readonly route: string;
  readonly as: string;
  /** Page size the answer reported, and its total (null when no counter answers). */
  readonly pageSize: number | null;
  readonly total: number | null;
  readonly levels: Summary[];
  /** The bare Query of one page (Limit = page size) on the index that answers the default filter. */
  readonly floor: { index: string; levels: Summary[] };
}

export interface ApiFigures {
  readonly machine: { cpus: number; loadAverage: number[] };
  readonly dataSet: { size: ScaleSize; seedSeconds: number; items: Record<string, number>; reusedDataDir: boolean };
  readonly lists: ListFigures[];
  readonly writes: Record<string, { levels: Summary[]; note?: string; workerSeconds?: number[] }>;
  readonly totalSeconds: number;
}

interface ListCase {
  readonly name: string;
  readonly user: DemoUser;
  readonly route: ApiRouteId;
  readonly params?: Record<string, string>;
  readonly query?: ListQueryInput;
  readonly floor: { index: string; params: () => QueryCommandInput };
}

const ms = (from: number) => performance.now() - from;

interface ListAnswer {
  data?: unknown;
  pagination?: { pagination?: number; total?: number | null };
}

/** The list of an answer: `{ data: rows, pagination }`, at the top or under `data` (respond's envelope). */
function listOf(json: unknown): ListAnswer | undefined {
  const top = json as ListAnswer & { data?: ListAnswer };
  if (Array.isArray(top?.data)) return top;
  if (top?.data && typeof top.data === 'object' && Array.isArray(top.data.data)) return top.data;
  return undefined;
}

export async function benchApi({
  size = fullScale,
  dataDir = process.env.BENCH_API_DATA_DIR,
  requests = 50,
  writes = 20,
}: { size?: ScaleSize; dataDir?: string | undefined; requests?: number; writes?: number } = {}): Promise<ApiFigures> {
  const started = performance.now();
  const { cpus, loadavg } = await import('node:os');
  const cloud = await startLocalCloud({ stage: 'bench', pollIdleMs: 20, ...(dataDir ? { dataDir } : {}) });
  try {
    const log = (line: string) => console.info(line);
    const seeded = await seedScale(cloud.clients.dynamo, cloud.resources.tableName, { size, log });
    log(`bench api: dados ${seeded.outcome} em ${seeded.seconds.toFixed(1)} s`);
    const tenant = 'demo';
    const now = new Date();
    const today = todayInSaoPaulo(now);
    const users = loadDemoUsers();
    const find = (area: PointType, role: string, cnpj?: string) =>
      users.find((u) => u.tenant === tenant && u.area === area && u.role === role && (!cnpj || u.cnpj === cnpj)) as DemoUser;
    const web = find('web', 'administrador');
    const empresa = find('empresa', 'administrador');
    const clinica = find('credenciada', 'administrador');
    const parceiro = find('parceiro', 'usuario');

    const call = apiClient(cloud.url, cloud.port);
    const cookies = new Map<DemoUser, string>();
    for (const user of [web, empresa, clinica, parceiro]) {
      const route = user.area === 'web' ? apiRoute('web.login') : apiRoute('login');
      const answer = await call('POST', buildPath(route, { tenant }), {
        area: user.area,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: user.area },
      });
      if (answer.status !== 200) throw new Error(`bench api: login of ${user.area} answered ${answer.status}`);
      cookies.set(user, cookieFrom(answer.setCookie));
    }
    const api = async (
      user: DemoUser,
      id: ApiRouteId,
      params: Record<string, string | number> = {},
      body?: unknown,
      query?: ListQueryInput,
    ): Promise<Sample & { json: unknown }> => {
      const route = apiRoute(id);
      const t0 = performance.now();
      const answer = await call(route.method, buildPath(route, { tenant, ...params }) + (query ? toQueryString(query) : ''), {
        area: user.area,
        cookie: cookies.get(user) as string,
        ...(body !== undefined ? { body } : {}),
      });
      const elapsed = ms(t0);
      const rows = listOf(answer.json)?.data;
      return { ms: elapsed, status: answer.status, ...meterOf(answer.response.headers), ...(Array.isArray(rows) ? { rows: rows.length } : {}), json: answer.json };
    };

    // The ids the default filters are scoped by.
    const empresaId = (seeded.refs?.empresas.find((e) => e.cnpj === onlyDigits(empresa.cnpj)) ?? seeded.refs?.empresas[0])?.id as string;
    const credenciadaId = (await credenciadas().query.byCnpj({ tenant, cnpj: onlyDigits(clinica.cnpj) }).go()).data[0]?.id as string;
    const parceiroId = (await parceiros().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: onlyDigits(parceiro.cnpj) }).go()).data[0]?.id as string;

    // The employee with the most consultations of a sample of the company's: the history's worst case.
    const { data: sample } = await consultasExternas().query.byEmpresa({ tenant, empresaId }).go({ limit: 2000 });
    const perEmployee = new Map<string, number>();
    for (const { funcionarioId: id } of sample) perEmployee.set(id, (perEmployee.get(id) ?? 0) + 1);
    const funcionarioId = [...perEmployee].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

    const page = 50;
    const documents = DynamoDBDocumentClient.from(cloud.clients.dynamo);
    const bare = (params: object) => () => ({ ...(params as QueryCommandInput), Limit: page, ScanIndexForward: false, ReturnConsumedCapacity: 'TOTAL' as const });
    const lists: ListCase[] = [
      { name: 'funcionarios (empresa)', user: empresa, route: 'funcionarioLista', floor: { index: 'funcionario.byEmpresa', params: bare(funcionarios().query.byEmpresa({ tenant, empresaId }).params()) } },
      { name: 'consultas externas (empresa)', user: empresa, route: 'consultaExternaLista', floor: { index: 'consultaExterna.byEmpresa', params: bare(consultasExternas().query.byEmpresa({ tenant, empresaId }).params()) } },
      { name: 'consultas externas (credenciada)', user: clinica, route: 'consultaExternaLista', floor: { index: 'consultaExterna.byCredenciada', params: bare(consultasExternas().query.byCredenciada({ tenant, credenciadaId }).params()) } },
      { name: 'consultas externas (back office)', user: web, route: 'webConsultasExternas', floor: { index: 'consultaExterna.byCredenciada', params: bare(consultasExternas().query.byCredenciada({ tenant, credenciadaId }).params()) } },
      { name: 'histórico de consultas de um funcionário (empresa)', user: empresa, route: 'historicoConsultas', query: { filter: { id_funcionario: funcionarioId } }, floor: { index: 'consultaExterna.byFuncionario', params: bare(consultasExternas().query.byFuncionario({ tenant, funcionarioId }).params()) } },
      { name: 'exames (parceiro)', user: parceiro, route: 'parceiroExames', floor: { index: 'consultaExame.byParceiro', params: bare(consultaExames().query.byParceiro({ tenant, parceiroId }).params()) } },
      { name: 'liberação de ASO (empresa)', user: empresa, route: 'asoLiberacoes', floor: { index: 'consulta.byEmpresa', params: bare(consultas().query.byEmpresa({ tenant, empresaId }).params()) } },
      { name: 'lista de ASO (back office)', user: web, route: 'web.asoLiberacoes', floor: { index: 'consulta.byData', params: bare(consultas().query.byData({ tenant }).params()) } },
      { name: 'consultas da empresa (ASO, back office)', user: web, route: 'asoConsultas', floor: { index: 'consulta.byData', params: bare(consultas().query.byData({ tenant }).params()) } },
      { name: 'funcionários da empresa (ASO, back office)', user: web, route: 'asoEmpresaFuncionarios', params: { id_empresa: empresaId }, floor: { index: 'funcionario.byEmpresa', params: bare(funcionarios().query.byEmpresa({ tenant, empresaId }).params()) } },
      { name: 'eventos eSocial S-2220 (back office)', user: web, route: 'web.esocialEventos', params: { layout: 'S-2220' }, floor: { index: 'eventoEsocial.byLayout', params: bare(eventosEsocial().query.byLayout({ tenant, layout: 'S-2220' }).params()) } },
      { name: 'eventos eSocial S-2220 (empresa)', user: empresa, route: 'esocialEventos', params: { layout: 'S-2220' }, floor: { index: 'eventoEsocial.byEmpresa', params: bare(eventosEsocial().query.byEmpresa({ tenant, empresaId, layout: 'S-2220' }).params()) } },
      { name: 'lotes eSocial (back office)', user: web, route: 'web.esocialLotes', floor: { index: 'loteEsocial.byData', params: bare(lotesEsocial().query.byData({ tenant }).params()) } },
      { name: 'log de e-mail ASO (back office)', user: web, route: 'emailLog', params: { pointType: 'aso' }, floor: { index: 'emailEnvio.byPoint', params: bare(emailEnvios().query.byPoint({ tenant, point: 'aso' }).params()) } },
      { name: 'uploads de ASO (back office)', user: web, route: 'asoUploads', floor: { index: 'upload.byData', params: bare(uploads().query.byData({ tenant }).params()) } },
    ];

    // Each user's requests within the product's rate limit (600 a minute per account): a user that would pass it in
    // the next list's calls waits for its window to start over, so no measurement is of 429 answers.
    const windows = new Map<DemoUser, { openedAt: number; count: number }>();
    const withinRateLimit = async (user: DemoUser, calls: number): Promise<void> => {
      const { limit, windowSeconds } = rateLimits.default;
      const window = windows.get(user);
      if (window && performance.now() - window.openedAt < windowSeconds * 1000 && window.count + calls <= limit) {
        window.count += calls;
        return;
      }
      if (window && performance.now() - window.openedAt < windowSeconds * 1000) {
        await new Promise((resolve) => setTimeout(resolve, window.openedAt + windowSeconds * 1000 + 1000 - performance.now()));
      }
      windows.set(user, { openedAt: performance.now(), count: calls });
    };

    const results: ListFigures[] = [];
    for (const list of lists) {
      await withinRateLimit(list.user, 2 * requests + 1);
      // One call first: warms the function (cold start) and reads the page size and total the answer reports.
      const get = () => api(list.user, list.route, list.params, undefined, list.query);
      const first = await get();
      const pagination = listOf(first.json)?.pagination;
      const levels = [await measure(requests, 1, get), await measure(requests, 10, get)];
      const floorCall = async (): Promise<Sample> => {
        const t0 = performance.now();
        const answer = await documents.send(new QueryCommand(list.floor.params()));
        return { ms: ms(t0), status: 200, readItems: answer.ScannedCount ?? 0, readCapacity: answer.ConsumedCapacity?.CapacityUnits ?? 0, readRequests: 1, rows: answer.Count ?? 0 };
      };
      const floor = { index: list.floor.index, levels: [await measure(requests, 1, floorCall), await measure(requests, 10, floorCall)] };
      results.push({ route: list.route, as: list.name, pageSize: pagination?.pagination ?? null, total: pagination?.total ?? null, levels, floor });
      log(`bench api: ${list.name}: status ${first.status}${first.status === 200 ? '' : ` ${JSON.stringify(first.json).slice(0, 200)}`}, p95 c10 ${levels[1]?.p95Ms} ms, itens lidos ${levels[1]?.readItems?.max ?? '?'} (piso ${floor.levels[1]?.p95Ms} ms)`);
    }

    const hot = await benchWrites({ tenant, today, empresa, clinica, empresaId, credenciadaId, writes, api, cloud });
    return {
      machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(1))) },
      dataSet: { size, seedSeconds: Number(seeded.seconds.toFixed(1)), items: seeded.items, reusedDataDir: seeded.outcome === 'already-seeded' },
      lists: results,
      writes: hot,
      totalSeconds: Number((ms(started) / 1000).toFixed(1)),
    };
  } finally {
    await cloud.stop();
  }
}

interface WriteContext {
  readonly tenant: string;
  readonly today: string;
  readonly empresa: DemoUser;
  readonly clinica: DemoUser;
  readonly empresaId: string;
  readonly credenciadaId: string;
  readonly writes: number;
  readonly api: (user: DemoUser, id: ApiRouteId, params?: Record<string, string | number>, body?: unknown) => Promise<Sample & { json: unknown }>;
  readonly cloud: Awaited<ReturnType<typeof startLocalCloud>>;
}

/** The hot writes: create a consultation, release one, a batch of 200 (its answer and the worker's time to finish). */
async function benchWrites(context: WriteContext): Promise<ApiFigures['writes']> {
  const { tenant, today, empresa, clinica, empresaId, credenciadaId, writes, api, cloud } = context;
  // Scale employees of the company (CPF from the seed's counter starts with 9), not dismissed, in one front whose
  // price table serves the company.
  const { data: staff } = await funcionarios().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  const candidates = staff.filter((f) => f.cpf.startsWith('9') && !f.dem && !f.deletedAt && f.gheId);
  const tables = (await tabelasPreco().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' })).data.filter((t) => !t.deletedAt);
  const table = tables.find((t) => candidates.some((f) => t.fdtId === '*' || t.fdtId === f.fdtId));
  if (!table) return { escritas: { levels: [], note: 'sem tabela de preço para a empresa' } };
  const pool = candidates.filter((f) => table.fdtId === '*' || table.fdtId === f.fdtId);
  let nextEmployee = 0;
  const employee = () => pool[nextEmployee++ % pool.length] as (typeof pool)[number];
  const form = (f: (typeof pool)[number]) => ({ id_funcionario: f.id, id_fdt: f.fdtId, id_funcao: f.funcaoId, id_ghe: f.gheId });

  // The first refusal of each write, so a figure of errors says why.
  const refusals: Record<string, string> = {};
  const noted = (name: string) => async (sample: Promise<Sample & { json: unknown }>) => {
    const answer = await sample;
    if (answer.status !== 200) refusals[name] ??= JSON.stringify(answer.json).slice(0, 300);
    return answer;
  };
  const created = noted('create');
  const released = noted('release');
  const create = [
    await measure(writes, 1, () => created(api(empresa, 'consultaExternaCadastrar', {}, { ...form(employee()), tipo_aso: 52, periodicidade: 12, data_age: `${addDays(today, 3)}T09:30`, id_tabela_preco: table.id }))),
    await measure(writes, 10, () => created(api(empresa, 'consultaExternaCadastrar', {}, { ...form(employee()), tipo_aso: 52, periodicidade: 12, data_age: `${addDays(today, 3)}T09:30`, id_tabela_preco: table.id }))),
  ];

  // Consultations of the clinic in attendance (the last days'), released by its administrator.
  const { data: recent } = await consultas().query.byData({ tenant }).go({ order: 'desc', limit: 5000 });
  const releasable = new Set<number>([consultaStatus.emAtendimento, consultaStatus.aguardandoExames, consultaStatus.aguardandoAso, consultaStatus.aguardandoLiberacao]);
  const open = recent.filter((c) => c.credenciadaId === credenciadaId && releasable.has(c.tipoStatus) && !c.deletedAt).map((c) => c.idCon);
  const perLevel = Math.min(writes, Math.floor(open.length / 2));
  let nextRelease = 0;
  const release = () => released(api(clinica, 'credenciadaLiberar', { id_con: open[nextRelease++] as number }, { aptidao: 1, senha: clinica.senha }));
  const liberar = perLevel ? [await measure(perLevel, 1, release), await measure(perLevel, 10, release)] : [];

  // Two batches of 200, one after the other: the answer (the work is queued) and the worker's time to drain it.
  const queueUrl = cloud.resources.queues.consultaLote.url;
  const drained = async () => {
    const { Attributes = {} } = await cloud.clients.sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
    );
    return Number(Attributes.ApproximateNumberOfMessages ?? 0) + Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0) === 0;
  };
  const workerSeconds: number[] = [];
  let loteError: string | undefined;
  const lote = await measure(2, 1, async () => {
    const batch = pool.slice(nextEmployee, nextEmployee + 200);
    nextEmployee += 200;
    const body = { funcionarios: batch.map(form), data_age: addDays(today, 20), id_tabela_preco: table.id, obs: 'Periódico anual' };
    const sample = await api(empresa, 'consultaExternaLote', {}, body);
    if (sample.status !== 200) loteError ??= JSON.stringify(sample.json).slice(0, 300);
    const t0 = performance.now();
    const deadline = Date.now() + 300_000;
    while (!(await drained()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    workerSeconds.push(Number((ms(t0) / 1000).toFixed(1)));
    return sample;
  });
  return {
    'consulta externa: cadastrar': { levels: create, ...(refusals.create ? { note: refusals.create } : {}) },
    'consulta: liberar (credenciada)': {
      levels: liberar,
      ...(perLevel < writes || refusals.release ? { note: [`${open.length} consultas em atendimento da credenciada`, refusals.release].filter(Boolean).join('; ') } : {}),
    },
    'consulta externa: lote de 200': { levels: [lote], workerSeconds, ...(loteError ? { note: loteError } : {}) },
  };
}
