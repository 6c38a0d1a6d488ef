import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importacaoContentTypes,
  invalidCpfMessage,
  onlyDigits,
  requiredMessage,
  type FuncionarioRow,
  type Importacao,
  type ImportacaoPresigned,
  type PlanilhaFile,
} from '@ocupacional/shared';
import { empresas, fdts, funcionarioImportacoes, funcionarios, funcoes, ghes, unicos } from '../../functions/src/data/entities';
import { forbiddenMessage } from '../../functions/src/platform/messages';
import { recountFuncionarioCounters } from '../../functions/src/data/funcionario-lista';
import { registerPending } from '../../functions/src/data/pendencias';
import { cpfElsewhereMessage, processImportacao } from '../../functions/src/workers/funcionario-importacao';
import type { SweepResult } from '../../functions/src/workers/sweep';
import { postToS3, startAsoCloud } from '../support/aso-fixtures';
import { companyUsers, type CompanyCloud } from '../support/company-fixtures';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { waitFor } from '../support/wait-for';

/*
 * The employee import (issue 14) on the local cloud with the demo data: a spreadsheet (.xlsx or a pt-BR .csv) goes
 * through the presigned POST and the queue; good rows land once — under redelivery and under two deliveries at
 * once — bad rows are reported by line with the form's pt-BR reasons and leave nothing behind; the report reads
 * back with exceljs; another company's or tenant's job is 404, the back office without permission 567 is 403.
 */

const { metalvaleAdmin: admin, horizonteUser: horizonte, outraUser: outra } = companyUsers;
const demoUsers = loadDemoUsers();
const webAdmin = demoUsers[0] as DemoUser;
const webOperador = demoUsers[1] as DemoUser;

type Page<T> = { data: T[]; pagination: { total: number | null } };

/** A valid CPF from nine digits (the check digits computed), unmasked. */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const header = ['Nome', 'CPF', 'Data de Nascimento', 'Sexo', 'Data de Admissão', 'Frente de Trabalho', 'GHE', 'Função', 'Matrícula'];

async function xlsxOf(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Funcionários');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A .csv as pt-BR Excel saves it: semicolons, CRLF, Windows-1252. */
function csvOf(rows: string[][]): Uint8Array {
  const text = [header, ...rows].map((row) => row.join(';')).join('\r\n') + '\r\n';
  const latin1: Record<string, number> = { ç: 0xe7, ã: 0xe3, ó: 0xf3, é: 0xe9, í: 0xed, Ç: 0xc7, õ: 0xf5, á: 0xe1 };
  return Uint8Array.from([...text].map((char) => latin1[char] ?? char.charCodeAt(0)));
}

async function readXlsx(file: PlanilhaFile) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('employee import from a spreadsheet', () => {
  let portal: CompanyCloud;
  let metalvaleId: string;
  let horizonteId: string;
  let outraEmpresaId: string;
  let fabrica: { descricao: string; ghe: string; funcao: string };
  let existingCpf: string;
  let horizonteCpf: string;

  const listTotal = async () =>
    ((await portal.api(admin, 'funcionarioLista')).json.data as Page<FuncionarioRow>).pagination.total ?? -1;

  /** Registers a job and posts the file, as the browser does; answers the job's id. */
  async function upload(user: DemoUser, nome: string, bytes: Uint8Array, params: Record<string, string> = {}, prefix = 'funcionario') {
    const cadastrar = prefix === 'funcionario' ? 'funcionarioImportacaoCadastrar' : 'empresaFuncionarioImportacaoCadastrar';
    const registered = await portal.api(user, cadastrar, { params, body: { arquivo: { nome, tamanho: bytes.length } } });
    expect(registered.status).toBe(200);
    const presigned = registered.json.data as ImportacaoPresigned;
    const formato = nome.endsWith('.csv') ? 'csv' : 'xlsx';
    const posted = await postToS3(presigned, bytes, nome, importacaoContentTypes[formato]);
    expect(posted.status).toBeLessThan(300);
    return presigned.id;
  }

  /** Uploads, queues (processar) and waits for the job to finish through the queue's worker. */
  async function importThroughQueue(nome: string, bytes: Uint8Array): Promise<Importacao> {
    const id = await upload(admin, nome, bytes);
    const queued = await portal.api(admin, 'funcionarioImportacaoProcessar', { params: { id } });
    expect(queued.status).toBe(200);
    return waitFor(
      async () => {
        const job = (await portal.api(admin, 'funcionarioImportacao', { params: { id } })).json.data as Importacao;
        return job.situacao === 'concluida' || job.situacao === 'falhou' ? job : undefined;
      },
      { timeoutMs: 60_000, what: `import ${nome}` },
    );
  }

  const holderOf = async (value: string) => (await unicos().get({ tenant: 'demo', tipo: 'funcionarioCpf', valor: value }).go()).data?.alvoId;
  const employeesWithCpf = async (value: string) => (await funcionarios().query.byCpf({ tenant: 'demo', cpf: value }).go()).data;

  beforeAll(async () => {
    portal = await startAsoCloud();
    await recountFuncionarioCounters();
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(admin.cnpj))!.id;
    horizonteId = all.find((e) => e.cnpj === onlyDigits(horizonte.cnpj))!.id;
    outraEmpresaId = (await empresas().query.byId({ tenant: 'outra' }).go()).data[0]!.id;
    const { data: fronts } = await fdts().query.byEmpresa({ tenant: 'demo', empresaId: metalvaleId }).go();
    const front = fronts.find((f) => f.descricao.startsWith('Unidade Fabril'))!;
    const { data: sectors } = await ghes().query.byFdt({ tenant: 'demo', fdtId: front.id }).go();
    const producao = sectors.find((g) => g.descricao === 'Produção e Estamparia')!;
    const { data: funcao } = await funcoes().get({ tenant: 'demo', id: producao.funcaoIds![0]! }).go();
    fabrica = { descricao: front.descricao, ghe: producao.ghe, funcao: funcao!.nome };
    existingCpf = ((await portal.api(admin, 'funcionarioLista')).json.data as Page<FuncionarioRow>).data[0]!.cpf;
    horizonteCpf = (await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: horizonteId }).go()).data[0]!.cpf;
  }, 120_000);
  afterAll(async () => {
    await portal?.stop();
  });

  const person = (nome: string, value: string | number, overrides: Partial<Record<number, unknown>> = {}) => {
    const row: unknown[] = [nome, value, '14/03/1990', 'Feminino', '02/01/2025', fabrica.descricao, fabrica.ghe, fabrica.funcao, ''];
    for (const [index, cell] of Object.entries(overrides)) row[Number(index)] = cell;
    return row;
  };

  describe('an .xlsx with good and bad rows', () => {
    const ana = cpf('100200300');
    const bia = cpf('012345678');
    const badCpf = '111.111.111-11';
    const norte = cpf('200300400');
    const semGhe = cpf('300400500');
    let job: Importacao;
    let totalBefore: number;

    beforeAll(async () => {
      totalBefore = await listTotal();
      const bytes = await xlsxOf([
        person('Ana Import Prado', ana), // 2
        person('Caio Cpf Errado', badCpf), // 3
        [], // 4: blank, skipped
        person('Dora Frente Norte', norte, { 2: '30/02/1991', 5: 'Filial Norte' }), // 5: two reasons
        person('Bia Import Zero', Number(bia)), // 6: a number cell, its leading zero lost
        person('Ana Repetida', ana), // 7
        person('Já Cadastrado', existingCpf), // 8
        person('De Outra Empresa', horizonteCpf), // 9
        person('Eva Sem Ghe', semGhe, { 6: '' }), // 10
      ]);
      job = await importThroughQueue('funcionarios.xlsx', bytes);
    }, 90_000);

    it('imports the good rows and counts the rest', () => {
      expect(job).toMatchObject({ situacao: 'concluida', total: 8, importados: 2, existentes: 1, com_erro: 5, motivo: null });
    });

    it('reports each bad row by its line with the form’s pt-BR reason', () => {
      expect(job.erros.map((erro) => [erro.linha, erro.erros])).toEqual([
        [3, [`CPF: ${invalidCpfMessage}`]],
        [5, ['Frente de Trabalho: "Filial Norte" não cadastrada nesta empresa', 'Data de Nascimento: Digite uma data válida no formato dd/mm/aaaa']],
        [7, ['CPF: repetido na linha 2']],
        [9, [`CPF: ${cpfElsewhereMessage}`]],
        [10, [`GHE: ${requiredMessage}`]],
      ]);
      expect(job.erros[0]).toMatchObject({ nome: 'Caio Cpf Errado', cpf: badCpf });
    });

    it('writes the good rows as the form would, and nothing of the bad ones', async () => {
      const [landed] = await employeesWithCpf(ana);
      expect(landed).toMatchObject({ nome: 'Ana Import Prado', empresaId: metalvaleId, dtNas: '1990-03-14', dtAdm: '2025-01-02', sexo: 61 });
      expect(await holderOf(bia)).toBeDefined();
      for (const value of [norte, semGhe, onlyDigits(badCpf)]) {
        expect(await holderOf(value)).toBeUndefined();
        expect(await employeesWithCpf(value)).toEqual([]);
      }
      // The employee of the other company stays where it was.
      expect((await employeesWithCpf(horizonteCpf)).map((item) => item.empresaId)).toEqual([horizonteId]);
      expect(await listTotal()).toBe(totalBefore + 2);
    });

    it('lands each good row once when the message is delivered again', async () => {
      // Prepare: the job as a delivery that stopped before its end leaves it
      await funcionarioImportacoes().patch({ tenant: 'demo', id: job.id }).set({ situacao: 'processando' }).go();
      // Act
      const outcome = await processImportacao({ tenant: 'demo', importacaoId: job.id });
      // Assess
      expect(outcome).toBe('done');
      const again = (await portal.api(admin, 'funcionarioImportacao', { params: { id: job.id } })).json.data as Importacao;
      expect(again).toMatchObject({ situacao: 'concluida', importados: 2, existentes: 1, com_erro: 5 });
      expect(await employeesWithCpf(ana)).toHaveLength(1);
      expect(await employeesWithCpf(bia)).toHaveLength(1);
      expect(await listTotal()).toBe(totalBefore + 2);
      // A finished job's message delivered once more does nothing.
      expect(await processImportacao({ tenant: 'demo', importacaoId: job.id })).toBe('already-done');
    });

    it('answers the error report as an .xlsx with the line, the reasons and the row', async () => {
      const { status, json } = await portal.api(admin, 'funcionarioImportacaoErros', { params: { id: job.id } });
      expect(status).toBe(200);
      const file = json.data as PlanilhaFile;
      expect(file.filename).toBe('funcionarios-erros.xlsx');
      const sheet = await readXlsx(file);
      expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Linha', 'Erros', 'Nome', 'CPF']);
      expect(sheet.actualRowCount).toBe(6);
      expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(2).value, sheet.getRow(2).getCell(4).value]).toEqual([
        3,
        `CPF: ${invalidCpfMessage}`,
        badCpf,
      ]);
      expect([sheet.getRow(3).getCell(1).value, sheet.getRow(3).getCell(2).value, sheet.getRow(3).getCell(6).value]).toEqual([
        5,
        'Frente de Trabalho: "Filial Norte" não cadastrada nesta empresa; Data de Nascimento: Digite uma data válida no formato dd/mm/aaaa',
        '30/02/1991',
      ]);
    });
  });

  it('imports a pt-BR Excel .csv (semicolons, Windows-1252)', async () => {
    const caio = cpf('400500600');
    const duda = cpf('500600700');
    const bytes = csvOf([
      ['Caio Conceição', caio, '01/02/1985', 'M', '10/01/2025', fabrica.descricao, fabrica.ghe, fabrica.funcao, 'C-1'],
      ['Data Errada', cpf('600700800'), '31/02/1985', 'F', '10/01/2025', fabrica.descricao, fabrica.ghe, fabrica.funcao, ''],
      ['Duda Estêvão', duda, '1985-02-01', 'F', '10/01/2025', fabrica.descricao.toUpperCase(), fabrica.ghe, fabrica.funcao, ''],
    ]);
    const job = await importThroughQueue('funcionarios.csv', bytes);
    expect(job).toMatchObject({ situacao: 'concluida', total: 3, importados: 2, com_erro: 1 });
    expect(job.erros).toEqual([
      { linha: 3, nome: 'Data Errada', cpf: cpf('600700800'), erros: ['Data de Nascimento: Digite uma data válida no formato dd/mm/aaaa'] },
    ]);
    expect((await employeesWithCpf(caio))[0]).toMatchObject({ nome: 'Caio Conceição', mat: 'C-1', sexo: 60 });
  });

  it('lands each row once when two deliveries process the job at the same time', async () => {
    // Prepare: a job with its file, processed twice at once (no queue message: the test is both deliveries)
    const values = [cpf('700800900'), cpf('800900100'), cpf('900100200')];
    const totalBefore = await listTotal();
    const id = await upload(admin, 'paralelo.xlsx', await xlsxOf(values.map((value, index) => person(`Paralelo ${index}`, value))));
    // Act
    const outcomes = await Promise.all([processImportacao({ tenant: 'demo', importacaoId: id }), processImportacao({ tenant: 'demo', importacaoId: id })]);
    // Assess
    expect(outcomes.filter((outcome) => outcome === 'done').length).toBeGreaterThanOrEqual(1);
    for (const value of values) expect(await employeesWithCpf(value)).toHaveLength(1);
    expect(await listTotal()).toBe(totalBefore + 3);
    const job = (await portal.api(admin, 'funcionarioImportacao', { params: { id } })).json.data as Importacao;
    expect(job).toMatchObject({ situacao: 'concluida', importados: 3, com_erro: 0 });
  });

  it('is re-driven by the sweep when its queue message was lost, and lands once', async () => {
    // Prepare: processar's writes without its message (registered in flight and na_fila, nothing on the queue)
    const value = cpf('456789123');
    const id = await upload(admin, 'mensagem-perdida.xlsx', await xlsxOf([person('Mensagem Perdida', value)]));
    const { data: job } = await funcionarioImportacoes().get({ tenant: 'demo', id }).go();
    await registerPending({ kind: 'importacao', tenant: 'demo', id, createdAt: job!.createdAt });
    await funcionarioImportacoes().patch({ tenant: 'demo', id }).set({ situacao: 'na_fila' }).go();
    const previousDeadline = process.env.SWEEP_DEADLINE_SECONDS;
    process.env.SWEEP_DEADLINE_SECONDS = '0';
    try {
      // Act
      const first = (await portal.cloud.fireSchedule('sweep')) as SweepResult;
      const done = await waitFor(
        async () => {
          const current = (await portal.api(admin, 'funcionarioImportacao', { params: { id } })).json.data as Importacao;
          return current.situacao === 'concluida' ? current : undefined;
        },
        { timeoutMs: 60_000, what: 'the re-driven import' },
      );
      const second = (await portal.cloud.fireSchedule('sweep')) as SweepResult;
      // Assess
      expect(first.tenants.find((tenant) => tenant.tenant === 'demo')?.importacoesReenviadas).toBe(1);
      expect(done).toMatchObject({ importados: 1, com_erro: 0 });
      expect(await employeesWithCpf(value)).toHaveLength(1);
      expect(second.tenants.find((tenant) => tenant.tenant === 'demo')?.importacoesReenviadas ?? 0).toBe(0);
    } finally {
      if (previousDeadline === undefined) delete process.env.SWEEP_DEADLINE_SECONDS;
      else process.env.SWEEP_DEADLINE_SECONDS = previousDeadline;
    }
  });

  it('fails a file that is no spreadsheet, or lacks required columns, with the reason', async () => {
    const broken = await importThroughQueue('quebrada.xlsx', new TextEncoder().encode('isto não é uma planilha'));
    expect(broken).toMatchObject({ situacao: 'falhou', motivo: expect.stringContaining('Não foi possível ler a planilha') });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Nome', 'CPF']);
    const columns = await importThroughQueue('colunas.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(columns.motivo).toContain('Data de Nascimento, Sexo, Data de Admissão, Frente de Trabalho, Função');
  });

  it('refuses a file of another type or too large, and queues nothing without the file', async () => {
    const pdf = await portal.api(admin, 'funcionarioImportacaoCadastrar', { body: { arquivo: { nome: 'lista.pdf', tamanho: 10 } } });
    expect(pdf.status).toBe(400);
    const big = await portal.api(admin, 'funcionarioImportacaoCadastrar', { body: { arquivo: { nome: 'lista.xlsx', tamanho: 6 * 1024 * 1024 } } });
    expect(big.status).toBe(400);
    const registered = await portal.api(admin, 'funcionarioImportacaoCadastrar', { body: { arquivo: { nome: 'sem-arquivo.csv', tamanho: 10 } } });
    const { id } = registered.json.data as ImportacaoPresigned;
    const queued = await portal.api(admin, 'funcionarioImportacaoProcessar', { params: { id } });
    expect(queued.status).toBe(400);
    expect((await funcionarioImportacoes().get({ tenant: 'demo', id }).go()).data?.situacao).toBe('aguardando_arquivo');
  });

  it('offers the model spreadsheet with every column and an example row', async () => {
    const { status, json } = await portal.api(admin, 'funcionarioImportacaoModelo');
    expect(status).toBe(200);
    const sheet = await readXlsx(json.data as PlanilhaFile);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Nome', 'CPF', 'RG']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Maria da Silva Souza');
  });

  it('answers 404 for another company’s or another tenant’s job, and for a company of another tenant', async () => {
    const id = await upload(admin, 'isolada.xlsx', await xlsxOf([]));
    expect((await portal.api(horizonte, 'funcionarioImportacao', { params: { id } })).status).toBe(404);
    expect((await portal.api(horizonte, 'funcionarioImportacaoProcessar', { params: { id } })).status).toBe(404);
    expect((await portal.api(outra, 'funcionarioImportacao', { params: { id } })).status).toBe(404);
    const foreign = await portal.api(webAdmin, 'empresaFuncionarioImportacaoCadastrar', {
      params: { empresa: outraEmpresaId },
      body: { arquivo: { nome: 'a.xlsx', tamanho: 10 } },
    });
    expect(foreign.status).toBe(404);
    expect((await portal.api(webAdmin, 'empresaFuncionarioImportacao', { params: { empresa: metalvaleId, id } })).status).toBe(200);
    expect((await portal.api(webAdmin, 'empresaFuncionarioImportacao', { params: { empresa: horizonteId, id } })).status).toBe(404);
  });

  it('lets the back office import into a company of its tenant with permission 567, and refuses it without (403)', async () => {
    const refused = await portal.api(webOperador, 'empresaFuncionarioImportacaoCadastrar', {
      params: { empresa: metalvaleId },
      body: { arquivo: { nome: 'a.xlsx', tamanho: 10 } },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe(forbiddenMessage);
    const value = cpf('123123123');
    const id = await upload(webAdmin, 'retaguarda.xlsx', await xlsxOf([person('Pela Retaguarda', value)]), { empresa: metalvaleId }, 'empresa');
    const queued = await portal.api(webAdmin, 'empresaFuncionarioImportacaoProcessar', { params: { empresa: metalvaleId, id } });
    expect(queued.status).toBe(200);
    const job = await waitFor(
      async () => {
        const read = (await portal.api(webAdmin, 'empresaFuncionarioImportacao', { params: { empresa: metalvaleId, id } })).json.data as Importacao;
        return read.situacao === 'concluida' ? read : undefined;
      },
      { timeoutMs: 60_000, what: 'back-office import' },
    );
    expect(job.importados).toBe(1);
    expect((await employeesWithCpf(value))[0]?.empresaId).toBe(metalvaleId);
  });
});
