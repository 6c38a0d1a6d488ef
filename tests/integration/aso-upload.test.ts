import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import {
  asoUploadNotPdfMessage,
  asoUploadTooLargeMessage,
  deleteForbiddenMessage,
  fileLimits,
  requiredMessage,
  staleRecordMessage,
  type AsoConsultaRow,
  type AsoUploadPaginas,
  type AsoUploadRow,
} from '@ocupacional/shared';
import { consultas, type ConsultaItem } from '../../functions/src/data/entities/consulta';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { uploads } from '../../functions/src/data/entities/upload';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { makeForeignAso, makeSystemAsoBulk, mergePdfs, rasterizePdf } from '../../functions/src/pdf/fixtures';
import { hashPassword } from '../../functions/src/platform/passwords';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { asoOf, demoConsultations, settledUpload, startAsoCloud, uploadThroughBrowser } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * The ASO upload end to end on the local cloud with the demo data (spec 2 §2–§5, §7): the form answers a presigned
 * POST, the browser posts the PDF straight to S3, S3's event reaches aso-split through SQS, the pages reach
 * aso-identify, and the API shows the upload, its pages and the consultations' files. Automatic and manual uploads,
 * the manual link of a page, reprocess, delete, and isolation.
 */

const demoUsers = loadDemoUsers();
const admin = demoUsers[0] as DemoUser;
const operador = demoUsers[1] as DemoUser;
const outraAdmin = demoUsers[8] as DemoUser;
/** A back-office user without permission 553, written by the test. */
const semPermissao: DemoUser = { area: 'web', tenant: 'demo', cpf: '529.982.247-25', cnpj: admin.cnpj, senha: 'senha-forte-1', role: 'usuario' };

type Fields = { fields: Record<string, string[]> };

describe('ASO upload through the presigned POST, S3, both workers and the API', () => {
  let portal: CompanyCloud;
  let all: ConsultaItem[];

  beforeAll(async () => {
    portal = await startAsoCloud({ visibilityTimeoutSeconds: 5, pollIdleMs: 50 });
    all = await demoConsultations();
    const { data: webUsers } = await usuarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const template = webUsers.find((user) => user.pointType === 'web')!;
    await usuarios()
      .put({
        ...template,
        id: 'web-sem-553',
        cpf: '52998224725',
        usuario: 'sem.553',
        nome: 'Sem Permissão',
        email: 'sem553@demo.example.com.br',
        senhaHash: await hashPassword(semPermissao.senha),
        isAdm: false,
        isSadm: false,
        acessoPermissao: [559],
      })
      .go();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const byStatus = (status: number) => all.filter((consulta) => consulta.tipoStatus === status);

  it('identifies an automatic upload page by page: our ASOs by code (text and scan), a foreign one to manual linking', async () => {
    // Prepare: two released ASOs as generated, one scanned, another tenant's ASO, a foreign ASO without code or CPF
    const [first, second, third] = [...byStatus(66), ...byStatus(67)];
    const scanned = await rasterizePdf(await asoOf('demo', third!));
    const otherTenant = await makeSystemAsoBulk({ tenant: 'outra', count: 1, firstIdCon: first!.idCon });
    const file = await mergePdfs([await asoOf('demo', first!), await asoOf('demo', second!), scanned, otherTenant.bytes, await makeForeignAso()]);
    // Act
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, file, 'ASOs de março.pdf');
    const upload = await settledUpload(portal, operador, id);
    // Assess
    expect(upload).toMatchObject({
      situacao: 'concluido',
      origem: 'upload',
      arquivo: 'ASOs de março.pdf',
      tipo_upload: { id: 86 },
      tipo_documento: { id: 82 },
      tipo_status: { id: 80 },
      paginas: 5,
      paginas_identificadas: 3,
      paginas_pendentes: 2,
      obs: '5 páginas: 3 identificadas, 2 aguardando vínculo manual.',
      pode_reprocessar: true,
    });
    const { json } = await portal.api(operador, 'asoUploadPaginas', { params: { id } });
    const { paginas } = json.data as AsoUploadPaginas;
    expect(paginas.map((page) => [page.page, page.pages, page.id_con, page.tipo_status?.id, page.identificacao])).toEqual([
      [1, 5, first!.idCon, 79, 'texto'],
      [2, 5, second!.idCon, 79, 'texto'],
      [3, 5, third!.idCon, 79, 'qr'],
      [4, 5, null, 80, 'pendente'],
      [5, 5, null, 80, 'pendente'],
    ]);
    expect(paginas[0]).toMatchObject({
      empresa: { id: first!.empresaId, nome: first!.empresaNome },
      funcionario: { id: first!.funcionarioId, nome: first!.funcionarioNome },
      tipo_documento: { id: 82 },
      usuario: expect.any(String),
      pode_enviar_email: true,
    });
    expect(paginas[3]?.motivo).toMatch(/outro cliente/);
    expect(paginas[4]?.motivo).toBe('Nenhum código de consulta ou CPF encontrado na página.');
    // The page's own PDF is one page
    const pdf = await fetch(`${portal.cloud.url}${paginas[0]!.arquivo}`, {
      headers: { host: `web.localhost:${portal.cloud.port}`, cookie: await portal.login(operador) },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(1);
    // The consultation now has its ASO file
    const detail = await portal.api(operador, 'asoArquivo', { params: { idcon: first!.idCon } });
    const row = detail.json.data as AsoConsultaRow;
    expect(row.arquivo_aso).toMatchObject({ pages: 1, select_pages: [1] });
    expect(row.tipo_documento).toEqual([{ id: 82, descricao: 'ASO' }]);
  });

  it('answers field errors for a bad form, and PDF only, up to 25 MB', async () => {
    const manual = await portal.api(operador, 'asoUploadCadastrar', {
      body: { tipo: 87, documento: 83, arquivo: { nome: 'x.pdf', tamanho: 10 } },
    });
    expect(manual.status).toBe(400);
    const fields = (manual.json.data as Fields).fields;
    expect(fields).toMatchObject({ id_emp: [requiredMessage], id_fun: [requiredMessage], id_con: [requiredMessage], juntar: [requiredMessage] });
    const png = await portal.api(operador, 'asoUploadCadastrar', { body: { tipo: 86, arquivo: { nome: 'foto.png', tamanho: 10 } } });
    expect((png.json.data as Fields).fields['arquivo.nome']).toEqual([asoUploadNotPdfMessage]);
    const big = await portal.api(operador, 'asoUploadCadastrar', {
      body: { tipo: 86, arquivo: { nome: 'grande.pdf', tamanho: fileLimits.asoPdfBytes + 1 } },
    });
    expect((big.json.data as Fields).fields['arquivo.tamanho']).toEqual([asoUploadTooLargeMessage]);
  });

  it('links every page of a manual upload to the chosen consultation (193)', async () => {
    const target = byStatus(69)[0]!;
    const file = await mergePdfs([await makeForeignAso(), await makeForeignAso()]);
    const id = await uploadThroughBrowser(
      portal,
      operador,
      { tipo: 87, documento: 82, id_emp: target.empresaId, id_fun: target.funcionarioId, id_con: target.idCon },
      file,
      'manual.pdf',
    );
    const upload = await settledUpload(portal, operador, id);
    expect(upload).toMatchObject({ tipo_upload: { id: 87 }, tipo_status: { id: 193 }, paginas_vinculadas: 2, id_con: target.idCon });
    const { json } = await portal.api(operador, 'asoUploadPaginas', { params: { id } });
    expect((json.data as AsoUploadPaginas).paginas.map((page) => [page.id_con, page.tipo_status?.id, page.identificacao])).toEqual([
      [target.idCon, 193, 'formulario'],
      [target.idCon, 193, 'formulario'],
    ]);
  });

  it("replaces or joins a consultation's medical record with 'Juntar Arquivo'", async () => {
    const target = byStatus(68)[0]!;
    const form = (juntar: 0 | 1) => ({ tipo: 87, documento: 83, juntar, id_emp: target.empresaId, id_fun: target.funcionarioId, id_con: target.idCon });
    const twoPages = await mergePdfs([await makeForeignAso(), await makeForeignAso()]);
    const record = async () => (await portal.api(operador, 'asoArquivo', { params: { idcon: target.idCon } })).json.data as AsoConsultaRow;
    const storedPages = async () => {
      const pdf = await fetch(`${portal.cloud.url}${(await record()).arquivo_prontuario!.arquivo}`, {
        headers: { host: `web.localhost:${portal.cloud.port}`, cookie: await portal.login(operador) },
      });
      return (await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount();
    };
    await settledUpload(portal, operador, await uploadThroughBrowser(portal, operador, form(0), twoPages, 'prontuario-1.pdf'));
    expect((await record()).arquivo_prontuario?.pages).toBe(2);
    await settledUpload(portal, operador, await uploadThroughBrowser(portal, operador, form(1), await makeForeignAso(), 'prontuario-2.pdf'));
    expect((await record()).arquivo_prontuario?.pages).toBe(3);
    expect(await storedPages()).toBe(3);
    await settledUpload(portal, operador, await uploadThroughBrowser(portal, operador, form(0), await makeForeignAso(), 'prontuario-3.pdf'));
    expect((await record()).arquivo_prontuario?.pages).toBe(1);
    expect(await storedPages()).toBe(1);
  });

  it('links a waiting page by hand, and the upload follows (80 → 193)', async () => {
    const target = byStatus(66)[0]!;
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await makeForeignAso(), 'avulso.pdf');
    expect((await settledUpload(portal, operador, id)).tipo_status?.id).toBe(80);
    const pageId = `${id}-1`;
    // The version the link form reads (issue 12 item 3)
    const paginas = (await portal.api(operador, 'asoUploadPaginas', { params: { id } })).json.data as { paginas: { id: string; versao: number }[] };
    const { versao } = paginas.paginas.find((pagina) => pagina.id === pageId)!;
    const wrong = await portal.api(operador, 'asoUploadPaginaEditar', {
      params: { id: pageId },
      body: { versao, id_emp: target.empresaId, id_fun: 'outro-funcionario', id_con: target.idCon },
    });
    expect(wrong.status).toBe(400);
    const saved = await portal.api(operador, 'asoUploadPaginaEditar', {
      params: { id: pageId },
      body: { versao, id_emp: target.empresaId, id_fun: target.funcionarioId, id_con: target.idCon },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ id_con: target.idCon, tipo_status: { id: 193 }, identificacao: 'manual', versao: versao + 1 });
    // A second operator's form, read before that link: 409, and neither the page nor the upload's counters change.
    const stale = await portal.api(operador, 'asoUploadPaginaEditar', {
      params: { id: pageId },
      body: { versao, id_emp: target.empresaId, id_fun: target.funcionarioId, id_con: target.idCon, tipo_documento: 83 },
    });
    expect(stale).toMatchObject({ status: 409, json: { msg: staleRecordMessage } });
    const upload = (await portal.api(operador, 'asoUpload', { params: { id } })).json.data as AsoUploadRow;
    expect(upload).toMatchObject({ tipo_status: { id: 193 }, paginas_pendentes: 0, paginas_vinculadas: 1, pode_reprocessar: false });
  });

  it('reprocesses pages waiting for a link once their consultation exists', async () => {
    // Prepare: a foreign ASO with the CPF of an employee who has no consultation in the last 730 days yet
    const { data: employees } = await funcionarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const withConsultation = new Set(all.map((consulta) => consulta.funcionarioId));
    const employee = employees.find((candidate) => !candidate.deletedAt && !withConsultation.has(candidate.id))!;
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await makeForeignAso({ cpf: employee.cpf, nome: employee.nome }), 'cpf.pdf');
    expect((await settledUpload(portal, operador, id)).paginas_pendentes).toBe(1);
    const model = all[0]!;
    await consultas()
      .create({ ...model, idCon: 900_001, funcionarioId: employee.id, funcionarioNome: employee.nome, funcionarioCpf: employee.cpf, empresaId: employee.empresaId, dtCad: new Date().toISOString() })
      .go();
    // Act
    const again = await portal.api(operador, 'asoUploadReprocessar', { params: { id } });
    // Assess
    expect(again.status).toBe(200);
    const upload = await waitForStatus(id, 79);
    expect(upload).toMatchObject({ paginas_identificadas: 1, paginas_pendentes: 0, paginas_processadas: 1 });
    const { json } = await portal.api(operador, 'asoUploadPaginas', { params: { id } });
    expect((json.data as AsoUploadPaginas).paginas[0]).toMatchObject({ id_con: 900_001, identificacao: 'cpf' });
  });

  async function waitForStatus(id: string, status: number): Promise<AsoUploadRow> {
    for (let i = 0; i < 200; i += 1) {
      const row = (await portal.api(operador, 'asoUpload', { params: { id } })).json.data as AsoUploadRow;
      if (row.situacao === 'concluido' && row.tipo_status?.id === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`upload ${id} never reached ${status}`);
  }

  it('deletes uploads with permission 553 only, and their pages leave the consultations', async () => {
    const target = byStatus(70)[0]!;
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await asoOf('demo', target), 'apagar.pdf');
    await settledUpload(portal, operador, id);
    expect(((await portal.api(operador, 'asoArquivo', { params: { idcon: target.idCon } })).json.data as AsoConsultaRow).arquivo).toBe(true);
    const refused = await portal.api(semPermissao, 'asoUploadsDeletar', { body: { ids: [id] } });
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe(deleteForbiddenMessage);
    const deleted = await portal.api(operador, 'asoUploadsDeletar', { body: { ids: [id] } });
    expect(deleted.status).toBe(200);
    expect((await portal.api(operador, 'asoUpload', { params: { id } })).status).toBe(404);
    expect(((await portal.api(operador, 'asoArquivo', { params: { idcon: target.idCon } })).json.data as AsoConsultaRow).arquivo).toBe(false);
  });

  it("keeps tenants apart: another tenant's user finds no upload, page or file", async () => {
    const { data } = await uploads().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const upload = data.find((item) => item.status === 'identificado')!;
    expect((await portal.api(outraAdmin, 'asoUpload', { params: { id: upload.uploadId } })).status).toBe(404);
    expect((await portal.api(outraAdmin, 'asoUploadPaginas', { params: { id: upload.uploadId } })).status).toBe(404);
    expect((await portal.api(outraAdmin, 'asoUploadPaginaArquivo', { params: { id: `${upload.uploadId}-1` } })).status).toBe(404);
    const history = (await portal.api(outraAdmin, 'asoUploads')).json.data as { data: AsoUploadRow[] };
    expect(history.data.map((row) => row.id)).not.toContain(upload.uploadId);
    const { data: pages } = await uploadPaginas().query.byUpload({ tenant: 'outra', uploadId: upload.uploadId }).go();
    expect(pages).toEqual([]);
    // and the page files live under the tenant's own prefix
    const object = await portal.cloud.clients.s3.send(
      new GetObjectCommand({ Bucket: portal.cloud.resources.bucketNames.files, Key: `arquivos/demo/upload/${upload.uploadId}/1.pdf` }),
    );
    expect(object.ContentType).toBe('application/pdf');
  });

  it('signs a POST policy for that key only, PDF only, from 1 byte to 25 MB', async () => {
    const registered = await portal.api(operador, 'asoUploadCadastrar', { body: { tipo: 86, arquivo: { nome: 'Lote março.pdf', tamanho: 100 } } });
    expect(registered.json.msg).toBe('Documento cadastrado com sucesso!');
    const presigned = registered.json.data as { id: string; fields: Record<string, string>; url: string; chave: string };
    expect(presigned.chave).toBe(`upload/demo/${presigned.id}/Lote-marco.pdf`);
    expect(presigned.url).toBe(`${portal.cloud.endpoints.s3}/${portal.cloud.resources.bucketNames.files}`);
    expect(presigned.fields).toMatchObject({ key: presigned.chave, 'Content-Type': 'application/pdf', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, fileLimits.asoPdfBytes]);
    expect(policy.conditions).toContainEqual({ key: presigned.chave });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'application/pdf' });
    // Until the file arrives the upload waits for it
    const row = (await portal.api(operador, 'asoUpload', { params: { id: presigned.id } })).json.data as AsoUploadRow;
    expect(row).toMatchObject({ situacao: 'aguardando_arquivo', tipo_status: null, pode_reprocessar: false });
  });

  it('offers the manual form its companies, their employees and the consultations of the last 730 days', async () => {
    const consulta = byStatus(66)[0]!;
    const companies = (await portal.api(operador, 'asoEmpresas', { query: { search: consulta.empresaNome.split(' ')[0] } })).json
      .data as { id: string; nome: string }[];
    expect(companies.map((empresa) => empresa.id)).toContain(consulta.empresaId);
    const employees = (await portal.api(operador, 'asoEmpresaFuncionarios', { params: { id_empresa: consulta.empresaId } })).json
      .data as { id: string }[];
    expect(employees.map((employee) => employee.id)).toContain(consulta.funcionarioId);
    const ofEmployee = (
      await portal.api(operador, 'asoConsultas', { query: { filter: { id_empresa: consulta.empresaId, id_funcionario: consulta.funcionarioId } } })
    ).json.data as { data: AsoConsultaRow[] };
    expect(ofEmployee.data.map((row) => row.id_con)).toContain(consulta.idCon);
    expect(ofEmployee.data.every((row) => row.funcionario.id === consulta.funcionarioId)).toBe(true);
    const withFiles = (await portal.api(operador, 'asoConsultas', { query: { filter: { with_arquivo: 1 } } })).json.data as {
      data: AsoConsultaRow[];
    };
    expect(withFiles.data.length).toBeGreaterThan(0);
    expect(withFiles.data.every((row) => row.arquivo && (row.arquivo_aso ?? row.arquivo_prontuario) !== null)).toBe(true);
    expect((await portal.api(outraAdmin, 'asoEmpresaFuncionarios', { params: { id_empresa: consulta.empresaId } })).status).toBe(404);
  });
});
