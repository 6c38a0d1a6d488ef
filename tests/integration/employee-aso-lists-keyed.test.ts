import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  invalidPageCursorMessage,
  onlyDigits,
  todayInSaoPaulo,
  type ApiRouteId,
  type AsoConsultaRow,
  type FuncionarioRow,
  type ListQueryInput,
  type Pagination,
} from '@ocupacional/shared';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { migrarConsultasParaFilas, recountFilaCounters } from '../../functions/src/data/consulta-filas';
import { consultas, filaDaConsulta, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { empresas } from '../../functions/src/data/entities/empresa';
import { fdts } from '../../functions/src/data/entities/fdt';
import { funcionarios, nameKey, nameSortKey, type FuncionarioItem } from '../../functions/src/data/entities/funcionario';
import { newId } from '../../functions/src/data/entities/keys';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { migrarFuncionariosParaListas, recountFuncionarioCounters } from '../../functions/src/data/funcionario-lista';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { demoConsultations, startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 17 on the employee list (GET funcionario/0), the transfers (GET funcionario/transferencias), the ASO lists
 * (GET consulta/liberacao: the back office's 68 + 69 and the company's 66) and the upload form's employee lookup, on
 * the local cloud with the demo data plus more than two pages of rows: the first page is the spec's order, `next`
 * walks every row once, each answer reads at most 2 × page size items of its index (+ the stated lookups), the total
 * comes from the counters and follows the writes, and a cursor of another tenant or company, or tampered, answers 400
 * and shows nothing.
 */

const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const { metalvaleAdmin: admin, horizonteUser: horizonte, outraUser: outra } = companyUsers;

const pageSize = 10;
/** The most day / ten-day-block counters a 62-day window reads (one BatchGet; consulta-counters.ts). */
const windowCounters = 25;
const seeded = 75;

type Page<T> = { data: T[]; pagination: Pagination };

/** A valid CPF from its first 9 digits. */
function cpfOf(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const firstNames = ['João', 'Joana', 'Jonas', 'Jordana', 'Josué', 'José', 'Álvaro', 'Ângela', 'Bruno', 'Célia', 'Débora', 'Érico', 'Fábio', 'Íris', 'Úrsula'];
const surnames = ['da Silva', 'Conceição', 'Araújo', 'Gonçalves', 'Pereira'];

describe('employee and ASO lists read one page of an index', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let metalvaleId: string;
  let horizonteId: string;
  let frontIds: string[];

  /** Every page of a list from the first, following `next`; each answer's items read. */
  async function walk<T>(user: DemoUser, route: ApiRouteId, query: ListQueryInput = {}) {
    const pages: { rows: T[]; pagination: Pagination; readItems: number }[] = [];
    let cursor: string | undefined;
    for (let page = 1; page < 60; page += 1) {
      const { status, json, response } = await portal.api(user, route, { query: { ...query, pagination: pageSize, page, ...(cursor ? { cursor } : {}) } });
      expect(status, JSON.stringify(json)).toBe(200);
      const body = json.data as Page<T>;
      pages.push({ rows: body.data, pagination: body.pagination, readItems: Number(response.headers.get('x-read-items')) });
      if (!body.pagination.next) break;
      cursor = body.pagination.next;
    }
    return pages;
  }

  const liveOf = async (empresaId: string) =>
    (await funcionarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data.filter((item) => item.empresaId === empresaId && !item.deletedAt);
  const byName = (a: FuncionarioItem, b: FuncionarioItem) => {
    const [ka, kb] = [`${nameSortKey(a.nome)}#${a.id}`, `${nameSortKey(b.nome)}#${b.id}`];
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
  /** The lookups a page of employees reads besides its index: its fronts, functions and GHEs (BatchGets), the counter. */
  const employeeLookups = (rows: FuncionarioRow[]) =>
    new Set(rows.map((row) => row.fdt?.id)).size + new Set(rows.map((row) => row.funcao?.id)).size + new Set(rows.map((row) => row.ghe?.id)).size + 1;

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: companies } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = companies.find((empresa) => empresa.cnpj === onlyDigits(admin.cnpj))!.id;
    horizonteId = companies.find((empresa) => empresa.cnpj === onlyDigits(horizonte.cnpj))!.id;
    frontIds = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.map((fdt) => fdt.id);
    const template = (await liveOf(metalvaleId)).find((item) => item.gheId)!;
    // 75 more of MetalVale's employees (written as a seed writes them): names with accents, CPFs 908.172.xxx-xx,
    // registration numbers MAT-0..74, every fourth dismissed, three deleted, over MetalVale's fronts.
    const extra = Array.from({ length: seeded }, (_, n) => ({
      tenant: 'demo',
      id: newId(Date.now() - n),
      empresaId: metalvaleId,
      nome: `${firstNames[n % firstNames.length]} ${surnames[Math.floor(n / firstNames.length) % surnames.length]}`,
      cpf: cpfOf(`908172${String(n).padStart(3, '0')}`),
      dtNas: '1990-01-01',
      sexo: 60,
      fdtId: frontIds[n % frontIds.length]!,
      funcaoId: template.funcaoId,
      ...(frontIds[n % frontIds.length] === template.fdtId ? { gheId: template.gheId! } : {}),
      mat: `MAT-${n}`,
      dem: n % 4 === 0,
      ...(n % 25 === 1 ? { deletedAt: new Date().toISOString() } : {}),
    }));
    await funcionarios().put(extra).go();

    // More than two pages of each ASO list: 30 waiting (68 / 69) over the tenant's companies and 30 of MetalVale's
    // released apt (66), created over the last 50 days; one deleted and one created 90 days ago, which never show.
    const base = (await demoConsultations()).find((consulta) => consulta.empresaId === metalvaleId)!;
    const { updatedAt: _updated, deletedAt: _deleted, liberadaEm: _released, ...rest } = base;
    const at = (daysAgo: number, n: number) => new Date(Date.now() - daysAgo * 86_400_000 - n * 1000).toISOString();
    const more = [
      ...Array.from({ length: 30 }, (_, n) => ({ ...rest, idCon: 900_000 + n, tipoStatus: n % 2 ? 68 : 69, dtCad: at(n, n), ...(n % 3 ? {} : { empresaId: horizonteId }) })),
      ...Array.from({ length: 30 }, (_, n) => ({ ...rest, idCon: 900_100 + n, tipoStatus: 66, liberadaEm: at(n, n), dtCad: at(n + 1, n) })),
      { ...rest, idCon: 900_200, tipoStatus: 69, dtCad: at(2, 0), deletedAt: at(1, 0) },
      { ...rest, idCon: 900_201, tipoStatus: 69, dtCad: at(90, 0) },
      { ...rest, idCon: 900_202, tipoStatus: 66, dtCad: at(90, 0) },
    ] as ConsultaItem[];
    await consultas().put(more).go();
    // Items written around the product's write paths: counted once, as the migrations do.
    await recountFuncionarioCounters();
    await recountFilaCounters();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  describe('employees (GET funcionario/0)', () => {
    it('pages the company’s live employees by name from byEmpresa, total from the counter, one page of reads each', async () => {
      // Prepare
      const expected = (await liveOf(metalvaleId)).sort(byName).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(2 * pageSize);
      // Act
      const pages = await walk<FuncionarioRow>(admin, 'funcionarioLista');
      // Assess: the spec's order on the first page, every row once, the counter's total
      expect(pages[0]!.rows.map((row) => row.id)).toEqual(expected.slice(0, pageSize));
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
      expect(pages[0]!.pagination).toMatchObject({ page: 1, pagination: pageSize, total: expected.length, last_page: Math.ceil(expected.length / pageSize) });
      // One read of page size + 1, plus the page's fronts, functions and GHEs (BatchGets) and the counter.
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + employeeLookups(page.rows));
      expect(pages[0]!.readItems).toBeGreaterThan(pageSize);
    });

    it('searches a name prefix without accents or case, across pages', async () => {
      const expected = (await liveOf(metalvaleId)).filter((item) => nameKey(item.nome).startsWith('jo')).sort(byName).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(2 * pageSize);
      const pages = await walk<FuncionarioRow>(admin, 'funcionarioLista', { search: 'JÔ' });
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
      expect(pages[0]!.pagination.total).toBeNull();
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + employeeLookups(page.rows));
      // An accented search finds the unaccented key
      const jose = await portal.api(admin, 'funcionarioLista', { query: { search: 'josé con' } });
      const rows = (jose.json.data as Page<FuncionarioRow>).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.nome.startsWith('José Conceição'))).toBe(true);
    });

    it('searches a CPF prefix (masked or not) from byEmpresaCpf, in CPF order', async () => {
      const expected = (await liveOf(metalvaleId))
        .filter((item) => item.cpf.startsWith('908172'))
        .sort((a, b) => (`${a.cpf}#${a.id}` < `${b.cpf}#${b.id}` ? -1 : 1))
        .map((item) => item.id);
      expect(expected.length).toBeGreaterThan(2 * pageSize);
      const pages = await walk<FuncionarioRow>(admin, 'funcionarioLista', { search: '908.172' });
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + employeeLookups(page.rows));
    });

    it('finds a registration number when no name or CPF starts with the search', async () => {
      const pages = await walk<FuncionarioRow>(admin, 'funcionarioLista', { search: 'mat-7' });
      const found = pages.flatMap((page) => page.rows.map((row) => row.mat)).sort();
      expect(found).toEqual(['MAT-7', 'MAT-70', 'MAT-71', 'MAT-72', 'MAT-73', 'MAT-74']);
    });

    it('filters DEMITIDO from byEmpresaSituacao and a front by filter, total null', async () => {
      const live = await liveOf(metalvaleId);
      const dismissed = live.filter((item) => item.dem).sort(byName).map((item) => item.id);
      expect(dismissed.length).toBeGreaterThan(pageSize);
      const pages = await walk<FuncionarioRow>(admin, 'funcionarioLista', { filter: { status: 'DEMITIDO' } });
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(dismissed);
      expect(pages.every((page) => page.rows.every((row) => row.status === 'DEMITIDO'))).toBe(true);
      expect(pages[0]!.pagination).toMatchObject({ total: null, last_page: null });
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + employeeLookups(page.rows));
      const front = frontIds[1] ?? frontIds[0]!;
      const inFront = live.filter((item) => item.fdtId === front).sort(byName).map((item) => item.id);
      const frontPages = await walk<FuncionarioRow>(admin, 'funcionarioLista', { filter: { id_fdt: front } });
      expect(frontPages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(inFront);
    });

    it('keeps the total with creates, deletes and transfers, and lists the transfer for the company that lost it', async () => {
      const total = async (user: DemoUser) => ((await portal.api(user, 'funcionarioLista', { query: { pagination: 1 } })).json.data as Page<FuncionarioRow>).pagination.total;
      const [metalvaleBefore, horizonteBefore] = [await total(admin), await total(horizonte)];
      const fronts = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data;
      // A demo employee (not one of the seeded 75) gives a consistent front, function and GHE.
      const sample = (await liveOf(metalvaleId)).find((item) => fronts.some((fdt) => fdt.id === item.fdtId) && item.gheId && !item.mat?.startsWith('MAT-'))!;
      const form = (cpf: string) => ({ nome: 'Zélia Teste Contador', cpf, dt_nas: '14/03/1990', sexo: 61, dt_adm: '03/02/2025', id_fdt: sample.fdtId, id_funcao: sample.funcaoId, id_ghe: sample.gheId });
      // Create two, delete one
      const a = (await portal.api(admin, 'funcionarioSalvar', { body: form(cpfOf('555444333')) })).json.data as { id: string };
      const b = (await portal.api(admin, 'funcionarioSalvar', { body: form(cpfOf('555444334')) })).json.data as { id: string };
      expect(await total(admin)).toBe(metalvaleBefore! + 2);
      expect((await portal.api(admin, 'funcionarioDeletar', { body: { itens: [b.id] } })).status).toBe(200);
      expect(await total(admin)).toBe(metalvaleBefore! + 1);
      const zelia = await portal.api(admin, 'funcionarioLista', { query: { search: 'zelia' } });
      expect((zelia.json.data as Page<FuncionarioRow>).data.map((row) => row.id)).toEqual([a.id]);
      // Horizonte takes the other one by its CPF
      const horizonteFronts = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go()).data;
      const theirs = (await liveOf(horizonteId)).find((item) => horizonteFronts.some((fdt) => fdt.id === item.fdtId) && item.gheId)!;
      const moved = await portal.api(horizonte, 'funcionarioSalvar', {
        body: { ...form(cpfOf('555444333')), id_fdt: theirs.fdtId, id_funcao: theirs.funcaoId, id_ghe: theirs.gheId, created_user: 1 },
      });
      expect(moved.json.data).toEqual({ id: a.id, cadastrado: false });
      expect(await total(admin)).toBe(metalvaleBefore);
      expect(await total(horizonte)).toBe(horizonteBefore! + 1);
      expect(((await portal.api(admin, 'funcionarioLista', { query: { search: 'zelia' } })).json.data as Page<FuncionarioRow>).data).toEqual([]);
      expect(((await portal.api(horizonte, 'funcionarioLista', { query: { search: 'zelia' } })).json.data as Page<FuncionarioRow>).data.map((row) => row.id)).toEqual([a.id]);
      const lost = (await portal.api(admin, 'funcionarioTransferencias')).json.data as Page<{ funcionario: { id: string } }>;
      expect(lost.data.map((row) => row.funcionario.id)).toEqual([a.id]);
      expect(lost.pagination).toMatchObject({ total: 1, next: null });
    });

    it('answers the upload form’s employee lookup from one page of the index', async () => {
      const { status, json, response } = await portal.api(webAdmin, 'asoEmpresaFuncionarios', { params: { id_empresa: metalvaleId }, query: { search: '908172' } });
      expect(status).toBe(200);
      expect((json.data as unknown[]).length).toBeGreaterThan(2 * pageSize);
      // The company (GetItem) and one read of 100 + 1 at most.
      expect(Number(response.headers.get('x-read-items'))).toBeLessThanOrEqual(1 + 101);
    });
  });

  describe('cursors', () => {
    const firstNext = async (user: DemoUser, route: ApiRouteId = 'funcionarioLista', query: ListQueryInput = {}) =>
      ((await portal.api(user, route, { query: { ...query, pagination: pageSize } })).json.data as Page<unknown>).pagination.next!;
    const tamper = (cursor: string, change: (key: Record<string, string>) => void) => {
      const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
      change(key);
      return Buffer.from(JSON.stringify(key)).toString('base64url');
    };
    const refused = async (user: DemoUser, cursor: string, route: ApiRouteId = 'funcionarioLista') => {
      const { status, json } = await portal.api(user, route, { query: { pagination: pageSize, page: 2, cursor } });
      expect({ status, msg: json.msg }).toEqual({ status: 400, msg: invalidPageCursorMessage });
      expect(JSON.stringify(json)).not.toContain('908172');
    };

    it('refuses a tampered cursor, another tenant’s, and another company’s of the same tenant', async () => {
      const next = await firstNext(admin);
      await refused(admin, 'bm90LWpzb24');
      await refused(admin, tamper(next, (key) => (key.pk = 'T#outra')));
      // The other tenant replays demo's cursor
      await refused(outra, next);
      // Horizonte's user replays MetalVale's cursor: refused, never a page of MetalVale's employees
      await refused(horizonte, next);
      await refused(horizonte, await firstNext(admin, 'funcionarioLista', { search: '908' }));
      const transfers = await portal.api(horizonte, 'funcionarioTransferencias', { query: { pagination: 1, page: 2, cursor: next } });
      expect(transfers.status).toBe(400);
    });

    it('refuses a company’s ASO cursor to another company and another tenant', async () => {
      const next = await firstNext(admin, 'asoLiberacoes');
      await refused(horizonte, next, 'asoLiberacoes');
      await refused(outra, next, 'asoLiberacoes');
      await refused(admin, tamper(next, (key) => (key.gsi5pk = key.gsi5pk!.replace(metalvaleId, horizonteId))), 'asoLiberacoes');
    });
  });

  describe('ASO lists (GET consulta/liberacao)', () => {
    const inWindow = (item: ConsultaItem) => {
      const day = todayInSaoPaulo(new Date(item.dtCad));
      return day >= addDays(today, -60) && day <= addDays(today, 1);
    };
    const newestFirst = (a: ConsultaItem, b: ConsultaItem) => (a.dtCad === b.dtCad ? b.idCon - a.idCon : a.dtCad < b.dtCad ? 1 : -1);
    /** Items an ASO page reads besides its index: the upload pages each row's files come from (one Query a row). */
    const pagesRead = async (rows: AsoConsultaRow[]) => {
      let count = 0;
      for (const row of rows) count += (await uploadPaginas().query.byConsulta({ tenant: 'demo', idCon: row.id_con }).go({ pages: 'all' })).data.length;
      return count;
    };

    it('pages the back office’s default (68 and 69, created 60 days back to 1 ahead) from byFila, newest first', async () => {
      const expected = (await demoConsultations())
        .filter((item) => filaDaConsulta(item) === 'aso' && inWindow(item))
        .sort(newestFirst)
        .map((item) => item.idCon);
      expect(expected.length).toBeGreaterThan(2 * pageSize);
      const pages = await walk<AsoConsultaRow>(webAdmin, 'web.asoLiberacoes');
      expect(pages[0]!.rows.map((row) => row.id_con)).toEqual(expected.slice(0, pageSize));
      expect(pages.flatMap((page) => page.rows.map((row) => row.id_con))).toEqual(expected);
      expect(pages[0]!.pagination.total).toBe(expected.length);
      // One read of page size + 1, the window's counters (one BatchGet) and each row's upload pages.
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + windowCounters + (await pagesRead(page.rows)));
    });

    it('pages the company’s release list (66) from byEmpresaFila, and a status filter of two queues from the creation index', async () => {
      const mine = (await demoConsultations()).filter((item) => item.empresaId === metalvaleId && inWindow(item));
      const expected = mine.filter((item) => item.tipoStatus === 66).sort(newestFirst).map((item) => item.idCon);
      expect(expected.length).toBeGreaterThan(2 * pageSize);
      const pages = await walk<AsoConsultaRow>(admin, 'asoLiberacoes');
      expect(pages.flatMap((page) => page.rows.map((row) => row.id_con))).toEqual(expected);
      expect(pages[0]!.pagination.total).toBe(expected.length);
      for (const page of pages) expect(page.readItems).toBeLessThanOrEqual(2 * pageSize + windowCounters);
      // The back office filtering 66 and 68 of MetalVale: the creation index, filtered; no counter answers.
      const mixed = mine.filter((item) => [66, 68].includes(item.tipoStatus)).sort(newestFirst).map((item) => item.idCon);
      const mixedPages = await walk<AsoConsultaRow>(webAdmin, 'web.asoLiberacoes', { filter: { id_tipo_status: [66, 68], id_empresa: metalvaleId } });
      expect(mixedPages.flatMap((page) => page.rows.map((row) => row.id_con))).toEqual(mixed);
      expect(mixedPages[0]!.pagination.total).toBeNull();
    });

    it('follows a cancellation: the row leaves the default view and the total drops by one', async () => {
      const first = (await portal.api(webAdmin, 'web.asoLiberacoes', { query: { pagination: pageSize } })).json.data as Page<AsoConsultaRow>;
      const target = first.data[0]!;
      const cancel = await portal.api(webAdmin, 'web.acoesCancelar', { params: { idcon: target.id_con }, body: { obs: 'Teste de contador.', senha: webAdmin.senha } });
      expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
      const after = (await portal.api(webAdmin, 'web.asoLiberacoes', { query: { pagination: pageSize } })).json.data as Page<AsoConsultaRow>;
      expect(after.pagination.total).toBe(first.pagination.total! - 1);
      expect(after.data.map((row) => row.id_con)).not.toContain(target.id_con);
    });
  });
  describe('migrations', () => {
    it('give items written with the keys of before the new list keys, and count them', async () => {
      // Prepare: an employee and a consultation as the version before issue 17 wrote them (no key parts, no new GSIs)
      const documents = DynamoDBDocumentClient.from(portal.cloud.clients.dynamo);
      const table = portal.cloud.resources.tableName;
      const employee = funcionarios()
        .put({ tenant: 'demo', id: newId(), empresaId: metalvaleId, nome: 'Xavier Antigo', cpf: cpfOf('777666555'), dtNas: '1980-05-05', sexo: 60, fdtId: frontIds[0]!, funcaoId: 'f' })
        .params().Item as Record<string, unknown>;
      const base = (await demoConsultations()).find((item) => item.empresaId === metalvaleId)!;
      const { updatedAt: _updated, deletedAt: _deleted, ...rest } = base;
      const consultation = consultas().put({ ...rest, idCon: 900_300, tipoStatus: 66, dtCad: new Date().toISOString() }).params().Item as Record<string, unknown>;
      const oldShape = (item: Record<string, unknown>, drop: string[]) =>
        Object.fromEntries(Object.entries(item).filter(([name]) => !drop.includes(name)));
      await documents.send(new PutCommand({ TableName: table, Item: { ...oldShape(employee, ['nomeChave', 'matChave', 'lista', 'situacao', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'gsi5pk', 'gsi5sk']), gsi2sk: `FUNCIONARIO#${String(employee.id)}` } }));
      await documents.send(new PutCommand({ TableName: table, Item: oldShape(consultation, ['fila', 'gsi4pk', 'gsi4sk', 'gsi5pk', 'gsi5sk']) }));
      const search = async () => ((await portal.api(admin, 'funcionarioLista', { query: { search: 'xavier antigo' } })).json.data as Page<FuncionarioRow>).data;
      const released = async () => ((await portal.api(admin, 'asoLiberacoes', { query: { pagination: 100 } })).json.data as Page<AsoConsultaRow>);
      const totalBefore = (await released()).pagination.total!;
      expect(await search()).toEqual([]);
      expect((await released()).data.map((row) => row.id_con)).not.toContain(900_300);
      // Act
      await migrarFuncionariosParaListas();
      await migrarConsultasParaFilas();
      // Assess
      expect((await search()).map((row) => row.id)).toEqual([employee.id]);
      const after = await released();
      expect(after.data[0]!.id_con).toBe(900_300);
      expect(after.pagination.total).toBe(totalBefore + 1);
    });
  });
});
