import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Context, SQSEvent } from 'aws-lambda';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addDays, consultaStatus, onlyDigits, todayInSaoPaulo } from '@ocupacional/shared';
import {
  consultaLotes,
  consultasExternas,
  credenciadas,
  empresas,
  fdts,
  funcionarios,
  ghes,
  lotesEsocial,
  newId,
  tabelasPreco,
  tarefaLogs,
  uploadPaginas,
  uploads,
} from '../../functions/src/data/entities';
import { registrarTenantEsocial } from '../../functions/src/data/esocial/arquivos';
import { registerPending } from '../../functions/src/data/pendencias';
import { handler as splitHandler } from '../../functions/src/workers/aso-split';
import type { SweepResult } from '../../functions/src/workers/sweep';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { documentFactory, seededRandom } from '../../infra/local/seed/documents';
import { settledUpload, startAsoCloud, uploadThroughBrowser } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * The sweep (issue 12 item 2): work a lost queue message or a crash left unfinished is re-driven from what is
 * stored, once, and the run is recorded. Here the deadline is 0 (SWEEP_DEADLINE_SECONDS), so a run finds all.
 */

const user = companyUsers.metalvaleUser;
const operador = loadDemoUsers()[1] as DemoUser;

/** A split worker whose S3 events for files named '…evento-perdido…' are lost (answered as handled, never run). */
async function lossySplit(event: SQSEvent, context: Context) {
  if (event.Records.some((record) => record.body.includes('evento-perdido') && !record.body.includes('reprocessar'))) {
    return { batchItemFailures: [] };
  }
  return splitHandler(event, context);
}

async function twoPages(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) pdf.addPage([595, 842]).drawText(`Folha ${n}`, { x: 50, y: 780, size: 12, font });
  return pdf.save();
}

describe('the sweep', () => {
  let portal: CompanyCloud;
  let empresaId: string;
  let chosen: { id_funcao: string; id_fdt: string; id_ghe: string };
  let tabela: string;
  const previousDeadline = process.env.SWEEP_DEADLINE_SECONDS;
  const esocialMessages: Record<string, unknown>[] = [];

  beforeAll(async () => {
    portal = await startAsoCloud({
      pollIdleMs: 20,
      workerHandlers: {
        asoSplit: lossySplit,
        // The eSocial worker only records what it is asked: the case checks what the sweep queues.
        esocialWorker: async (event: SQSEvent) => {
          esocialMessages.push(...event.Records.map((record) => JSON.parse(record.body) as Record<string, unknown>));
          return { batchItemFailures: [] };
        },
      },
    });
    process.env.SWEEP_DEADLINE_SECONDS = '0';
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    empresaId = all.find((e) => e.cnpj === onlyDigits(user.cnpj))!.id;
    const fabrica = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId }).go()).data.find((f) =>
      f.descricao.startsWith('Unidade Fabril'),
    )!.id;
    const producao = (await ghes().query.byFdt({ tenant: 'demo', fdtId: fabrica }).go()).data.find(
      (g) => g.descricao === 'Produção e Estamparia',
    )!;
    chosen = { id_funcao: producao.funcaoIds![0]!, id_fdt: fabrica, id_ghe: producao.id };
    const matriz = (await credenciadas().query.byLocal({ tenant: 'demo' }).go()).data.find((c) => c.padrao)!;
    tabela = (await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: matriz.id }).go()).data[0]!.id;
  });
  afterEach(async () => {
    // Each case leaves nothing in flight for the next one.
    await portal.cloud.fireSchedule('sweep');
  });
  afterAll(async () => {
    if (previousDeadline === undefined) delete process.env.SWEEP_DEADLINE_SECONDS;
    else process.env.SWEEP_DEADLINE_SECONDS = previousDeadline;
    await portal?.stop();
  });

  async function newEmployees(prefix: string, count: number): Promise<string[]> {
    const documents = documentFactory(seededRandom(prefix.length * 7 + count));
    const ids = Array.from({ length: count }, (_, n) => `${prefix}-${n}`);
    await funcionarios()
      .put(ids.map((id, n) => ({ tenant: 'demo', id, empresaId, nome: `Varredura ${prefix} ${n}`, cpf: documents.cpf(), dtNas: '1990-01-01', sexo: 60, fdtId: chosen.id_fdt, funcaoId: chosen.id_funcao, gheId: chosen.id_ghe })))
      .go();
    return ids;
  }

  const ofBatch = async (loteId: string) =>
    (
      await consultasExternas()
        .query.byEmpresa({ tenant: 'demo', empresaId })
        .where(({ loteId: lote }, { eq }) => eq(lote, loteId))
        .go({ pages: 'all' })
    ).data;

  it('sends the messages of a batch written without them (a crash between the write and the send), once', async () => {
    // Prepare: what the API had written when it crashed
    const employees = await newEmployees('varredura-lote', 5);
    const createdAt = new Date().toISOString();
    const loteId = newId(new Date(createdAt));
    await consultaLotes()
      .create({
        tenant: 'demo',
        id: loteId,
        empresaId,
        usuarioId: 'u-sweep',
        usuarioNome: 'Usuário',
        dataAge: addDays(todayInSaoPaulo(), 20),
        tabelaPrecoId: tabela,
        funcionarioIds: employees,
        funcionarios: employees.map((id) => ({ id_funcionario: id, ...chosen, tipo_aso: 52 })),
        total: employees.length,
        createdAt,
      })
      .go();
    await registerPending({ kind: 'lote', tenant: 'demo', id: loteId, createdAt });

    // Act
    const first = (await portal.cloud.fireSchedule('sweep')) as SweepResult;

    // Assess: the missing messages sent, every consultation made once
    expect(first.tenants.find((t) => t.tenant === 'demo')).toMatchObject({ consultasReenviadas: 5 });
    const done = await waitFor(
      async () => {
        const items = await ofBatch(loteId);
        return items.length === 5 && items.every((c) => c.tipoStatus === consultaStatus.agendada) ? items : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 300, what: 'the batch made by the sweep' },
    );
    expect(new Set(done.map((c) => c.funcionarioId))).toEqual(new Set(employees));
    const second = (await portal.cloud.fireSchedule('sweep')) as SweepResult;
    expect(second.tenants.find((t) => t.tenant === 'demo')).toMatchObject({ consultasReenviadas: 0, lotesConcluidos: 1 });
    expect(((await portal.cloud.fireSchedule('sweep')) as SweepResult).tenants).toEqual([]);
    expect(await ofBatch(loteId)).toHaveLength(5);
    // Assess: recorded in the tenant's task log
    const { data: logs } = await tarefaLogs().query.byDia({ tenant: 'demo' }).go({ pages: 'all' });
    expect(logs.some((log) => log.tarefa.startsWith('sweep') && log.resultado.includes('"consultasReenviadas":5'))).toBe(true);
  });

  it('answers the first batch when a client sends the same request again, and makes each consultation once', async () => {
    // Prepare
    const employees = await newEmployees('varredura-repetida', 4);
    const body = { funcionarios: employees.map((id) => ({ id_funcionario: id, ...chosen })), data_age: addDays(todayInSaoPaulo(), 21), id_tabela_preco: tabela };

    // Act: the request, then the same again (the client did not see the first answer)
    const first = await portal.api(user, 'consultaExternaLote', { body });
    const again = await portal.api(user, 'consultaExternaLote', { body });

    // Assess
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const loteId = (first.json.data as { id_lote: string }).id_lote;
    expect((again.json.data as { id_lote: string }).id_lote).toBe(loteId);
    await waitFor(
      async () => ((await ofBatch(loteId)).filter((c) => c.tipoStatus === consultaStatus.agendada).length === 4 ? true : undefined),
      { timeoutMs: 60_000, intervalMs: 300, what: 'the batch' },
    );
    const { data: mine } = await consultasExternas().query.byEmpresa({ tenant: 'demo', empresaId }).go({ pages: 'all' });
    expect(mine.filter((c) => employees.includes(c.funcionarioId))).toHaveLength(4);
  });

  it('re-drives a browser upload whose file event was lost, and makes its pages once', async () => {
    // Prepare: the file is in S3, its event never reached the split worker
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await twoPages(), 'evento-perdido.pdf');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await uploads().get({ tenant: 'demo', uploadId: id }).go()).data?.status).toBe('aguardando_arquivo');

    // Act
    const result = (await portal.cloud.fireSchedule('sweep')) as SweepResult;

    // Assess
    expect(result.tenants.find((t) => t.tenant === 'demo')).toMatchObject({ uploadsReenviados: 1 });
    const row = await settledUpload(portal, operador, id);
    expect(row.situacao).toBe('concluido');
    const { data: pages } = await uploadPaginas().query.byUpload({ tenant: 'demo', uploadId: id }).go({ pages: 'all' });
    expect(pages.map((page) => page.pagina)).toEqual([1, 2]);
  });

  it('closes an upload whose pages were all counted but whose split stopped before closing it', async () => {
    // Prepare: a finished upload put back as a split that counted every page and then failed (crash after the count)
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await twoPages(), 'contado.pdf');
    expect((await settledUpload(portal, operador, id)).situacao).toBe('concluido');
    await uploads().patch({ tenant: 'demo', uploadId: id }).set({ status: 'dividido' }).go();
    await registerPending({ kind: 'upload', tenant: 'demo', id, createdAt: new Date().toISOString() });

    // Act
    await portal.cloud.fireSchedule('sweep');

    // Assess: the split, sent again, closes it; no page is made or counted twice
    await waitFor(async () => ((await uploads().get({ tenant: 'demo', uploadId: id }).go()).data?.status === 'identificado' ? true : undefined));
    const { data: upload } = await uploads().get({ tenant: 'demo', uploadId: id }).go();
    expect(upload?.paginasFeitas).toHaveLength(2);
    const { data: pages } = await uploadPaginas().query.byUpload({ tenant: 'demo', uploadId: id }).go({ pages: 'all' });
    expect(pages.map((page) => page.pagina)).toEqual([1, 2]);
  });

  it('queues again the transmission of an eSocial lote left sending, and not of one that is done', async () => {
    // Prepare
    await registrarTenantEsocial('demo');
    const lote = (id: string, situacao: 'enviando' | 'concluido', numero: number) => ({
      tenant: 'demo',
      id,
      numero,
      empresaId,
      empresaNome: 'MetalVale',
      empresaCnpj: onlyDigits(user.cnpj),
      layout: 'S-2220' as const,
      eventoIds: ['e1'],
      totalEvento: 1,
      situacao,
      ultimoProcessoId: `processo-${id}`,
      createdAt: new Date().toISOString(),
    });
    const sending = newId();
    const done = newId();
    await lotesEsocial().put([lote(sending, 'enviando', 90_001), lote(done, 'concluido', 90_002)]).go();

    // Act
    const result = (await portal.cloud.fireSchedule('sweep')) as SweepResult;

    // Assess
    expect(result.tenants.find((t) => t.tenant === 'demo')).toMatchObject({ transmissoesReenviadas: 1 });
    const queued = await waitFor(async () => esocialMessages.find((message) => message.loteId === sending), {
      timeoutMs: 10_000,
      what: 'the transmission queued again',
    });
    expect(queued).toMatchObject({ tipo: 'transmitir', tenant: 'demo', processoId: `processo-${sending}` });
    expect(esocialMessages.some((message) => message.loteId === done)).toBe(false);
    await lotesEsocial().delete([{ tenant: 'demo', id: sending }, { tenant: 'demo', id: done }]).go();
  });
});
