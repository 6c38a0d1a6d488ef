import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import {
  addDays,
  batchConsultationRegisteredMessage,
  consultaStatus,
  onlyDigits,
  todayInSaoPaulo,
  type ConsultaExternaDetail,
} from '@ocupacional/shared';
import {
  acompanhamentos,
  consultaLotes,
  consultasExternas,
  credenciadas,
  empresas,
  fdts,
  funcionarios,
  ghes,
  newId,
  tabelasPreco,
  type ConsultaExternaItem,
} from '../../functions/src/data/entities';
import type { LoteMessage } from '../../functions/src/data/consulta-lote-queue';
import { asoTypeNotAllowedMessage } from '../../functions/src/domain/consulta-externa';
import { batchUserName, loteConsultationId, processLoteMessage } from '../../functions/src/workers/consulta-lote';
import { documentFactory, seededRandom } from '../../infra/local/seed/documents';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * The batch of consultations (spec 1 §2 "Batch consultation modal", §4 194/195) end to end on the local cloud: the
 * API answers at once, the consulta-lote worker behind SQS creates every consultation (194, then 54 or 195 with
 * the reason), and a message delivered again — by SQS, or twice at the same time — never creates anything twice.
 */

const { metalvaleUser: user, horizonteUser: horizonte } = companyUsers;
type Fields = { fields: Record<string, string[]> };

describe('company portal: batch consultations', () => {
  let portal: CompanyCloud;
  const today = todayInSaoPaulo();
  let metalvaleId: string;
  let fabrica: string;
  let producao: string;
  let auxProducao: string;
  let counterTable: string;
  let employees: string[];

  beforeAll(async () => {
    portal = await startCompanyCloud({ visibilityTimeoutSeconds: 2, pollIdleMs: 20 });
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(user.cnpj))!.id;
    fabrica = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go()).data.find((f) =>
      f.descricao.startsWith('Unidade Fabril'),
    )!.id;
    const producaoGhe = (await ghes().query.byFdt({ tenant: 'demo', fdtId: fabrica }).go()).data.find(
      (g) => g.descricao === 'Produção e Estamparia',
    )!;
    producao = producaoGhe.id;
    auxProducao = producaoGhe.funcaoIds![0]!;
    const matriz = (await credenciadas().query.byLocal({ tenant: 'demo' }).go()).data.find((c) => c.padrao)!;
    counterTable = (await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: matriz.id }).go()).data[0]!.id;

    // Prepare: 200 employees of the factory's production sector, never examined
    const documents = documentFactory(seededRandom(42));
    employees = Array.from({ length: 200 }, (_, n) => `lote-func-${String(n).padStart(3, '0')}`);
    await funcionarios()
      .put(
        employees.map((id, n) => ({
          tenant: 'demo',
          id,
          empresaId: metalvaleId,
          nome: `Funcionário de Lote ${n}`,
          cpf: documents.cpf(),
          dtNas: '1988-07-01',
          sexo: 60,
          fdtId: fabrica,
          funcaoId: auxProducao,
          gheId: producao,
        })),
      )
      .go();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const item = (id: string, overrides: Record<string, unknown> = {}) => ({
    id_funcionario: id,
    id_funcao: auxProducao,
    id_fdt: fabrica,
    id_ghe: producao,
    ...overrides,
  });

  async function ofBatch(loteId: string): Promise<ConsultaExternaItem[]> {
    const { data } = await consultasExternas()
      .query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId })
      .where(({ loteId: lote }, { eq }) => eq(lote, loteId))
      .go({ pages: 'all' });
    return data;
  }

  async function historyOf(id: string): Promise<number[]> {
    const { data } = await acompanhamentos().query.byConsulta({ tenant: 'demo', consultaExternaId: id }).go();
    return data.map((entry) => entry.tipoStatus);
  }

  const queueDepth = async () => {
    const { Attributes } = await portal.cloud.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: portal.cloud.resources.queues.consultaLote.url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  };

  /** The message the API queued for one employee of a batch, rebuilt from the batch record. */
  async function messageOf(loteId: string, index: number): Promise<LoteMessage> {
    const { data: lote } = await consultaLotes().get({ tenant: 'demo', id: loteId }).go();
    return {
      tenant: 'demo',
      loteId,
      empresaId: lote!.empresaId,
      usuarioId: lote!.usuarioId,
      usuarioNome: lote!.usuarioNome ?? '',
      createdAt: lote!.createdAt,
      dataAge: lote!.dataAge,
      tabelaPrecoId: lote!.tabelaPrecoId,
      obs: lote!.obs ?? null,
      index,
      funcionario: { ...item(lote!.funcionarioIds[index]!), tipo_aso: 52, periodicidade: null },
    };
  }

  let loteId: string;

  it('accepts 200 employees at once and the worker creates every consultation (54), each with its history', async () => {
    // Act
    const started = Date.now();
    const { status, json } = await portal.api(user, 'consultaExternaLote', {
      body: { funcionarios: employees.map((id) => item(id)), data_age: addDays(today, 20), id_tabela_preco: counterTable, obs: 'Periódico anual' },
    });
    // Assess: the answer comes before the work
    expect(status).toBe(200);
    expect(json).toMatchObject({ msg: batchConsultationRegisteredMessage, data: { total: 200 } });
    expect(Date.now() - started).toBeLessThan(10_000);
    loteId = (json.data as { id_lote: string }).id_lote;
    const done = await waitFor(
      async () => {
        const items = await ofBatch(loteId);
        return items.length === 200 && items.every((c) => c.tipoStatus === consultaStatus.agendada) ? items : undefined;
      },
      { timeoutMs: 150_000, intervalMs: 1000, what: 'the 200 consultations of the batch' },
    );
    expect(new Set(done.map((c) => c.funcionarioId))).toEqual(new Set(employees));
    expect(done.every((c) => c.tipoAso === 52 && c.obs === 'Periódico anual' && (c.exames?.length ?? 0) === 3)).toBe(true);
    expect(done.every((c) => c.exames!.every((e) => (e.valor ?? 0) > 0))).toBe(true);
    const histories = await Promise.all(done.slice(0, 20).map((c) => historyOf(c.id)));
    expect(histories.every((h) => h.join() === '194,54')).toBe(true);
  }, 180_000);

  it('creates nothing twice when SQS delivers the batch’s messages again', async () => {
    // Prepare: the first 20 messages once more, as a redelivery would bring them
    const messages = await Promise.all(Array.from({ length: 20 }, (_, index) => messageOf(loteId, index)));
    for (let i = 0; i < messages.length; i += 10) {
      await portal.cloud.clients.sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: portal.cloud.resources.queues.consultaLote.url,
          Entries: messages.slice(i, i + 10).map((message) => ({ Id: String(message.index), MessageBody: JSON.stringify(message) })),
        }),
      );
    }
    // Act: the worker drains them
    await waitFor(async () => ((await queueDepth()) === 0 ? true : undefined), { timeoutMs: 30_000, what: 'queue drained' });
    // Assess
    const items = await ofBatch(loteId);
    expect(items).toHaveLength(200);
    const first = items.find((c) => c.funcionarioId === messages[0]!.funcionario.id_funcionario)!;
    expect(await historyOf(first.id)).toEqual([194, 54]);
    expect(await processLoteMessage(messages[1]!)).toBe('already-done');
  });

  it('creates one consultation when the same message is processed twice at the same time', async () => {
    const message = { ...(await messageOf(loteId, 0)), loteId: 'LOTE-PARALELO', funcionario: { ...item(employees[5]!), tipo_aso: 52, periodicidade: 12 } };
    // Act
    const outcomes = await Promise.all([processLoteMessage(message), processLoteMessage(message)]);
    // Assess
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    const items = await ofBatch('LOTE-PARALELO');
    expect(items).toHaveLength(1);
    expect(await historyOf(items[0]!.id)).toEqual([194, 54]);
  });

  it('finishes a consultation left waiting (194) by an attempt that stopped halfway', async () => {
    // Prepare: what a first attempt that died after its first transaction leaves behind
    const message = { ...(await messageOf(loteId, 0)), loteId: 'LOTE-RETOMADO', funcionario: { ...item(employees[6]!), tipo_aso: 52, periodicidade: null } };
    const id = loteConsultationId(message);
    await consultasExternas()
      .create({
        tenant: 'demo',
        id,
        empresaId: metalvaleId,
        empresaNome: 'MetalVale',
        funcionarioId: employees[6]!,
        funcionarioNome: 'x',
        funcionarioCpf: '52998224725',
        credenciadaId: '-',
        credenciadaNome: '-',
        fdtId: fabrica,
        fdtDescricao: '-',
        funcaoId: auxProducao,
        funcaoNome: '-',
        dataAge: message.dataAge,
        tipoAso: 52,
        tipoStatus: 194,
        loteId: message.loteId,
        createdAt: message.createdAt,
      })
      .go();
    await acompanhamentos()
      .create({ tenant: 'demo', consultaExternaId: id, id: newId(new Date(message.createdAt)), tipoStatus: 194, createdAt: message.createdAt })
      .go();
    // Act
    expect(await processLoteMessage(message)).toBe('created');
    // Assess
    const { data } = await consultasExternas().get({ tenant: 'demo', id }).go();
    expect(data).toMatchObject({ tipoStatus: 54, funcionarioNome: 'Funcionário de Lote 6', credenciadaNome: expect.stringContaining('Matriz') });
    expect(await historyOf(id)).toEqual([194, 54]);
  });

  it('makes a consultation of a batch accepted yesterday for yesterday when its message is re-driven today', async () => {
    // Prepare: the message of a batch accepted yesterday, scheduled for that day (valid then), delivered again now
    const yesterday = addDays(todayInSaoPaulo(), -1);
    const message = {
      ...(await messageOf(loteId, 0)),
      loteId: 'LOTE-ONTEM',
      funcionario: { ...item(employees[7]!), tipo_aso: 52, periodicidade: null },
      dataAge: `${yesterday}T16:00`,
      createdAt: new Date(`${yesterday}T12:00:00-03:00`).toISOString(),
    };
    // Act
    expect(await processLoteMessage(message)).toBe('created');
    // Assess: scheduled (54), not 'Erro de cadastro' for a date in the past
    const { data } = await consultasExternas().get({ tenant: 'demo', id: loteConsultationId(message) }).go();
    expect(data).toMatchObject({ tipoStatus: 54, dataAge: `${yesterday}T16:00` });
  });

  it('records why an employee’s consultation could not be made (195), and makes the others', async () => {
    // Prepare: a seeded employee already admitted cannot take another admissional (47)
    const { data: staff } = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    const admitted = staff.find((f) => f.adm && !f.dem && !f.deletedAt && f.gheId === producao)!;
    // Act
    const { json } = await portal.api(user, 'consultaExternaLote', {
      body: {
        funcionarios: [item(admitted.id, { id_funcao: admitted.funcaoId, tipo_aso: 47 }), item(employees[7]!)],
        data_age: addDays(today, 2),
        id_tabela_preco: counterTable,
      },
    });
    const id = (json.data as { id_lote: string }).id_lote;
    // Assess
    const items = await waitFor(
      async () => {
        const found = await ofBatch(id);
        return found.length === 2 && found.every((c) => c.tipoStatus !== 194) ? found : undefined;
      },
      { timeoutMs: 30_000, what: 'the small batch' },
    );
    const failed = items.find((c) => c.funcionarioId === admitted.id)!;
    expect(failed).toMatchObject({ tipoStatus: 195, info: asoTypeNotAllowedMessage });
    expect(items.find((c) => c.funcionarioId === employees[7])?.tipoStatus).toBe(54);
    const { data: history } = await acompanhamentos().query.byConsulta({ tenant: 'demo', consultaExternaId: failed.id }).go();
    expect(history.map((h) => [h.tipoStatus, h.obs ?? null, h.usuarioNome])).toEqual([
      [194, null, expect.any(String)],
      [195, asoTypeNotAllowedMessage, batchUserName],
    ]);
    const detail = (await portal.api(user, 'consultaExterna', { params: { id: failed.id } })).json.data as ConsultaExternaDetail;
    expect(detail).toMatchObject({ aba_inicial: 'acompanhamento', alerta: { tipo: 'erro', texto: asoTypeNotAllowedMessage } });
  });

  it('answers 400 on a past date or a table the company can’t use, 404 on another company’s employee, and queues nothing', async () => {
    const before = await queueDepth();
    const past = await portal.api(user, 'consultaExternaLote', {
      body: { funcionarios: [item(employees[8]!)], data_age: addDays(today, -1), id_tabela_preco: 'nao-existe' },
    });
    expect(past.status).toBe(400);
    expect(Object.keys((past.json.data as Fields).fields).sort()).toEqual(['data_age', 'id_tabela_preco']);
    const repeated = await portal.api(user, 'consultaExternaLote', {
      body: { funcionarios: [item(employees[8]!), item(employees[8]!)], data_age: today, id_tabela_preco: counterTable },
    });
    expect((repeated.json.data as Fields).fields).toEqual({ 'funcionarios.1.id_funcionario': ['Funcionário repetido no lote'] });
    const foreign = await portal.api(horizonte, 'consultaExternaLote', {
      body: { funcionarios: [item(employees[8]!)], data_age: today, id_tabela_preco: counterTable },
    });
    expect(foreign.status).toBe(404);
    expect(await queueDepth()).toBe(before);
  });

  it('parks a message that can never be processed in the DLQ instead of losing it', async () => {
    await portal.cloud.clients.sqs.send(
      new SendMessageCommand({ QueueUrl: portal.cloud.resources.queues.consultaLote.url, MessageBody: '{"nao":"e uma mensagem de lote"}' }),
    );
    const parked = await waitFor(
      async () => {
        const { Messages } = await portal.cloud.clients.sqs.send(
          new ReceiveMessageCommand({ QueueUrl: portal.cloud.resources.queues.consultaLote.deadLetterUrl, MaxNumberOfMessages: 10 }),
        );
        return Messages?.find((m) => m.Body?.includes('nao'));
      },
      { timeoutMs: 40_000, intervalMs: 500, what: 'the message in the DLQ' },
    );
    expect(parked.Body).toContain('e uma mensagem de lote');
  }, 60_000);
});
