import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, onlyDigits, todayInSaoPaulo, type ListQueryInput, type Pagination, type ParceiroExameRow } from '@ocupacional/shared';
import { parceiroExameRow } from '../../functions/src/api/atendimento/parceiro/views';
import { recountConsultaCounters, windowCounterNames } from '../../functions/src/data/consulta-counters';
import { consultaExames, type ConsultaExameItem } from '../../functions/src/data/entities/consulta-exame';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { credenciadas } from '../../functions/src/data/entities/credenciada';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { completarExamesDoParceiro } from '../../functions/src/data/parceiro-exames';
import { hashPassword } from '../../functions/src/platform/passwords';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { demoConsultations, startAsoCloud } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 17, the partner's exams (GET parceiro/exame) without reading consultations: a page reads one range of
 * byParceiro (page size + 1 items) and the window's counters, 2 requests, whatever its rows' state. A cancellation
 * flags the consultation's exams in its transaction (consultaEncerrada), so the row shows 'cancelada' without the
 * consultation; the migration gives older items the flag and the copies. The rows are compared with the answer the
 * list gave when it read each row's consultation (parceiroExameRow with the consultation). A partner of its own, so
 * every row in its window is the test's.
 */

const demoUsers = loadDemoUsers();
const clinica = demoUsers.find((user) => user.area === 'credenciada' && user.tenant === 'demo') as DemoUser;
const parceiroUser: DemoUser = { area: 'parceiro', tenant: 'demo', cpf: '390.533.447-05', cnpj: '11.444.777/0001-61', senha: 'senha-forte-1', role: 'usuario' };
const parceiroId = 'parceiro-requests';

const pageSize = 50;
const pendingRows = 60;

type Answer = { rows: ParceiroExameRow[]; pagination: Pagination; readItems: number; readRequests: number };

describe('the partner’s exams read one page of its index and the counters, never a consultation', () => {
  let portal: CompanyCloud;
  let modelo: ConsultaItem;
  const today = todayInSaoPaulo();
  const counters = windowCounterNames('x', addDays(today, -30), addDays(today, 30)).length;
  let nextIdCon = 930_000;

  async function answer(query: ListQueryInput): Promise<Answer> {
    const { status, json, response } = await portal.api(parceiroUser, 'parceiroExames', { query });
    expect(status, JSON.stringify(json)).toBe(200);
    const body = json.data as { data: ParceiroExameRow[]; pagination: Pagination };
    return {
      rows: body.data,
      pagination: body.pagination,
      readItems: Number(response.headers.get('x-read-items')),
      readRequests: Number(response.headers.get('x-read-requests')),
    };
  }

  /** A consultation of the demo clinic in `status` with one exam for the test's partner on `day`. */
  function consultaComExame(status: number, day: string, copies = true): { consulta: ConsultaItem; exame: ConsultaExameItem } {
    const idCon = nextIdCon++;
    const { updatedAt: _updated, deletedAt: _deleted, liberadaEm: _released, canceladaEm: _cancelled, paginasVinculadas: _pages, ...rest } = modelo;
    const consulta = { ...rest, idCon, tipoStatus: status, dataAge: `${day}T08:00`, dtCad: new Date(`${day}T11:00:00Z`).toISOString() } as ConsultaItem;
    const exame = {
      tenant: 'demo',
      idCon,
      id: `01J00000000000000000${String(idCon).padStart(6, '0')}`,
      funcionarioId: modelo.funcionarioId,
      empresaId: modelo.empresaId,
      exameId: 'exame-hemograma',
      exameNome: 'Hemograma completo',
      parceiroId,
      data: day,
      ...(copies
        ? { funcionarioNome: modelo.funcionarioNome, funcionarioCpf: modelo.funcionarioCpf, empresaNome: modelo.empresaNome, credenciadaNome: modelo.credenciadaNome }
        : {}),
    } as ConsultaExameItem;
    return { consulta, exame };
  }

  async function write(items: readonly { consulta: ConsultaItem; exame: ConsultaExameItem }[]) {
    await consultas().put(items.map((item) => item.consulta)).go();
    await consultaExames().put(items.map((item) => item.exame)).go();
    await recountConsultaCounters();
  }

  const stored = async (exame: ConsultaExameItem) => (await consultaExames().get({ tenant: 'demo', idCon: exame.idCon, id: exame.id }).go()).data!;
  /** The row as the list answered when it read the row's consultation (before this change). */
  const withConsulta = async (exame: ConsultaExameItem) =>
    parceiroExameRow(await stored(exame), (await consultas().get({ tenant: 'demo', idCon: exame.idCon }).go()).data ?? undefined);
  const rowOf = async (exame: ConsultaExameItem) => {
    const page = await answer({ pagination: 100 });
    return { page, row: page.rows.find((row) => row.id === `${exame.idCon}-${exame.id}`)! };
  };

  beforeAll(async () => {
    portal = await startAsoCloud();
    const { data: clinicas } = await credenciadas().query.byCnpj({ tenant: 'demo', cnpj: onlyDigits(clinica.cnpj) }).go();
    modelo = (await demoConsultations()).find((consulta) => consulta.credenciadaId === clinicas[0]?.id)!;
    await parceiros().put({ tenant: 'demo', id: parceiroId, nome: 'Laboratório Páginas', cnpj: onlyDigits(parceiroUser.cnpj), uf: 'SP', cidade: 'Campinas' }).go();
    const { data: template } = await usuarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const base = template.find((user) => user.pointType === 'parceiro')!;
    await usuarios()
      .put({
        ...base,
        id: 'parceiro-requests-1',
        cpf: onlyDigits(parceiroUser.cpf),
        pointId: parceiroId,
        pointCnpj: onlyDigits(parceiroUser.cnpj),
        usuario: 'parceiro.requests',
        senhaHash: await hashPassword(parceiroUser.senha),
      })
      .go();
    // 60 exams not done yet, 30 days back (the first rows of the default view), each of its own open consultation.
    await write(Array.from({ length: pendingRows }, () => consultaComExame(69, addDays(today, -30))));
  }, 180_000);

  afterAll(async () => {
    await portal?.stop();
  });

  it('pages 50 pending exams reading at most 2 × the page size in 2 requests, the rows as with their consultations', async () => {
    // Act
    const first = await answer({ pagination: pageSize });
    const second = await answer({ pagination: pageSize, page: 2, cursor: first.pagination.next! });
    // Assess: a page of 50 pending rows costs its index read (51) and the window's counters, no consultation
    expect(first.rows).toHaveLength(pageSize);
    expect(first.rows.every((row) => row.situacao === 'pendente')).toBe(true);
    expect(first.pagination).toMatchObject({ total: pendingRows, next: expect.any(String) });
    for (const page of [first, second]) {
      expect(page.readRequests).toBe(2);
      expect(page.readItems).toBeLessThanOrEqual(pageSize + 1 + counters);
      expect(page.readItems).toBeLessThanOrEqual(2 * pageSize);
    }
    expect(second.rows).toHaveLength(pendingRows - pageSize);
    const { data: own } = await consultaExames().query.byParceiro({ tenant: 'demo', parceiroId }).go({ pages: 'all' });
    const byRef = new Map(own.map((item) => [`${item.idCon}-${item.id}`, item]));
    for (const row of [...first.rows, ...second.rows]) expect(row).toEqual(await withConsulta(byRef.get(row.id)!));
  });

  it('shows a cancellation on the partner’s row without reading the consultation', async () => {
    // Prepare: an open consultation of the clinic with an exam for the partner
    const { consulta, exame } = consultaComExame(55, addDays(today, -1));
    await write([{ consulta, exame }]);
    expect((await rowOf(exame)).row.situacao).toBe('pendente');
    // Act: the clinic cancels it
    const cancelled = await portal.api(clinica, 'credenciadaCancelar', { params: { id_con: consulta.idCon }, body: { obs: 'Funcionário desistiu.', senha: clinica.senha } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    // Assess: the exam carries the end; the row shows it, as it did with the consultation, in 2 requests
    expect((await stored(exame)).consultaEncerrada).toBe(true);
    const { page, row } = await rowOf(exame);
    expect(row.situacao).toBe('cancelada');
    expect(row).toEqual(await withConsulta(exame));
    expect(page.readRequests).toBe(2);
    expect(page.readItems).toBeLessThanOrEqual(page.rows.length + 1 + counters);
  });

  it('gives exams written before the flag and the copies what their rows show, with the migration', async () => {
    // Prepare: a closed consultation's exam and an open one's, written as before (no flag, no copies)
    const closed = consultaComExame(58, addDays(today, -2), false);
    const open = consultaComExame(55, addDays(today, -2), false);
    await write([closed, open]);
    expect((await rowOf(closed.exame)).row).toMatchObject({ situacao: 'pendente', funcionario: { nome: '' } });
    // Act
    expect(await completarExamesDoParceiro()).toBeGreaterThanOrEqual(2);
    // Assess: the rows the list gave with the consultations; run again, nothing left to change
    for (const { exame } of [closed, open]) expect((await rowOf(exame)).row).toEqual(await withConsulta(exame));
    expect((await rowOf(closed.exame)).row.situacao).toBe('cancelada');
    expect((await rowOf(open.exame)).row).toMatchObject({ situacao: 'pendente', funcionario: { nome: modelo.funcionarioNome } });
    expect(await stored(open.exame)).not.toHaveProperty('consultaEncerrada');
    expect(await completarExamesDoParceiro()).toBe(0);
  });
});
