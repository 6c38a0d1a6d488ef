import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, asoEmpresaEmailsSchema, buildPath, mailMessages, toQueryString } from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { empresaEmails } from '../../functions/src/data/entities/empresa-email';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { queueMail, sendToMailQueue } from '../../functions/src/mail/queue';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { createAsoContact, createAsoForMail, type AsoForMail } from '../support/mail-fixtures';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * ASO by e-mail through the product's sender (SES): the API validates and queues, the mail-send worker sends the
 * raw message with the ASO pages attached, the SES emulator receives it; the history shows each recipient's
 * openings of the tracking image; a redelivered message is sent once; a refused request queues nothing.
 */

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; content: string; contentType: string }[];
}

describe('ASO by e-mail through SES', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let cookie: string;
  let aso: AsoForMail;
  const tenant = 'alfa';

  async function store(): Promise<StoredEmail[]> {
    return ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] }).emails;
  }
  const mailTo = (address: string) => waitFor(async () => (await store()).find((email) => email.destination.to.includes(address)), { what: `mail to ${address}` });
  const web = (method: string, path: string, body?: unknown) => call(method, path, { cookie, ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // One login per file: the login rate limit counts per address + tenant + CPF.
    const login = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: users.webAdmin.cpf, cnpj: users.webAdmin.cnpj, senha, point_type: 'web' },
    });
    cookie = cookieFrom(login.setCookie);
    aso = await createAsoForMail(cloud, { tenant, idCon: 101, empresaId: 'empresa-1', uploadId: '01UPLOADMAILA', funcionarioNome: 'José da Silva' });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('queues an ASO e-mail of a consultation and delivers it to SES with the ASO page as a PDF attachment', async () => {
    // Act
    const { status, json } = await web('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 101 }), {
      destinatario: 'rh@cliente.com.br',
      obs: 'Seguem os documentos.',
    });
    // Assess
    expect(status).toBe(200);
    expect(json.msg).toBe(mailMessages.emailCadastrado);
    const sent = await mailTo('rh@cliente.com.br');
    expect(sent.subject).toBe('ASO - Empresa empresa-1');
    expect(sent.body.text).toContain('Consulta 101: José da Silva');
    expect(sent.body.text).toContain('Seguem os documentos.');
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]?.filename).toBe('ASO_101_Jose_da_Silva_pag1.pdf');
    expect(sent.attachments[0]?.contentType).toBe('application/pdf');
    expect(sent.attachments[0]?.content).toBe(Buffer.from(aso.pages[0]!.bytes).toString('base64'));
  });

  it('refuses an invalid recipient list with the spec’s messages and queues nothing', async () => {
    // Prepare
    const before = (await emailEnvios().query.byPoint({ tenant, point: 'aso' }).go({ pages: 'all' })).data.length;
    const path = buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 101 });
    // Act
    const invalid = await web('POST', path, { destinatario: 'ok@cliente.com.br; errado; rh@' });
    const empty = await web('POST', path, { destinatario: '' });
    const notAso = await web('POST', path, { destinatario: 'ok@cliente.com.br', tipo_documento: [83] });
    // Assess
    expect(invalid.status).toBe(400);
    expect((invalid.json.data as { fields: Record<string, string[]> }).fields.destinatario).toEqual([
      'Email `errado` não é válido',
      'Email `rh@` não é válido',
    ]);
    expect((empty.json.data as { fields: Record<string, string[]> }).fields.destinatario).toEqual(['Campo Destinatário é Obrigatório']);
    expect((notAso.json.data as { fields: Record<string, string[]> }).fields.tipo_documento).toEqual([mailMessages.somenteAso]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await emailEnvios().query.byPoint({ tenant, point: 'aso' }).go({ pages: 'all' })).data.length).toBe(before);
    expect((await store()).some((email) => email.destination.to.includes('ok@cliente.com.br'))).toBe(false);
  });

  it('sends an upload’s selected consultations per company, one message per recipient, and records the pages', async () => {
    // Prepare: an upload with two consultations of the company, the second one of two pages
    await createAsoForMail(cloud, { tenant, idCon: 102, empresaId: 'empresa-1', uploadId: '01UPLOADMAILB' });
    await createAsoForMail(cloud, { tenant, idCon: 103, empresaId: 'empresa-1', uploadId: '01UPLOADMAILB', firstPage: 2, paginas: 2 });
    // Act
    const { status, json } = await web('POST', buildPath(apiRoute('asoUploadEnviar'), { id: '01UPLOADMAILB' }), {
      'empresa-1': { destinatario: 'a@cliente.com.br;b@cliente.com.br', consultas: [103], obs: null },
    });
    // Assess
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ mensagens: 2 });
    for (const address of ['a@cliente.com.br', 'b@cliente.com.br']) {
      const sent = await mailTo(address);
      expect(sent.attachments.map((file) => file.filename)).toEqual(['ASO_103_Funcionario_103_pag2.pdf', 'ASO_103_Funcionario_103_pag3.pdf']);
    }
    const history = await web('GET', buildPath(apiRoute('asoUploadEmails'), { id: '01UPLOADMAILB' }));
    const rows = (history.json.data as { historico: { id_con: number; select_pages: unknown; lote: string }[] }).historico;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id_con: 103, lote: '01UPLOADMAILB', select_pages: [{ upload: '01UPLOADMAILB', pagina: 2 }, { upload: '01UPLOADMAILB', pagina: 3 }] });
  });

  it('attaches only the chosen pages (select_pages) of a consultation’s ASO', async () => {
    // Act: consultation 103 has pages 2 and 3 of its upload; choose its second ASO page only
    const { status } = await web('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 103 }), {
      destinatario: 'escolhidas@cliente.com.br',
      select_pages: { '103': [2] },
    });
    // Assess
    expect(status).toBe(200);
    const sent = await mailTo('escolhidas@cliente.com.br');
    expect(sent.attachments.map((file) => file.filename)).toEqual(['ASO_103_Funcionario_103_pag3.pdf']);
  });

  it('records each opening of the tracking image with date and address, and shows it in the history', async () => {
    // Prepare
    const sent = await mailTo('rh@cliente.com.br');
    const src = /src="[^"]*(\/sst\/api\/email\/abertura\/[^"]+)"/.exec(sent.body.html ?? '')?.[1];
    expect(src).toBeDefined();
    // Act
    const image = await fetch(`${cloud.url}${src}`);
    const forged = await fetch(`${cloud.url}${src!.slice(0, -3)}abc`);
    // Assess
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(forged.status).toBe(200);
    const { json } = await web('GET', buildPath(apiRoute('asoConsultaEmails'), { idcon: 101 }));
    const [row] = (json.data as { historico: { abertura: { destinatario: string; data: string; ip: string }[]; msg: string; usuario: unknown }[] }).historico;
    expect(row?.msg).toBe('Enviado');
    expect(row?.usuario).toMatchObject({ id: users.webAdmin.id });
    expect(row?.abertura).toHaveLength(1);
    expect(row?.abertura[0]).toMatchObject({ destinatario: 'rh@cliente.com.br', ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(row!.abertura[0]!.data)).toBeLessThan(60_000);
  });

  it('lists the e-mail log per point type with openings, and shows a message body without its tracking image', async () => {
    // Act
    const log = await web('GET', buildPath(apiRoute('emailLog'), { pointType: 'aso' }) + toQueryString({ search: 'rh@cliente' }));
    const rows = (log.json.data as { data: { id: string; situacao: string; abertura: unknown[] }[] }).data;
    const html = await web('GET', buildPath(apiRoute('emailLogHtml'), { id: rows[0]!.id }));
    const unknownPoint = await web('GET', buildPath(apiRoute('emailLog'), { pointType: 'nada' }));
    // Assess
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ situacao: 'enviado' });
    expect(rows[0]!.abertura).toHaveLength(1);
    expect((html.json.data as { mensagem: string }).mensagem).toContain('Consulta 101');
    expect((html.json.data as { mensagem: string }).mensagem).not.toContain('abertura');
    expect(unknownPoint.status).toBe(404);
  });

  it('offers the company’s ASO contacts (197) as the default recipients', async () => {
    await createAsoContact(tenant, 'empresa-1', 'aso@cliente.com.br; sst@cliente.com.br');
    const { json } = await web('GET', buildPath(apiRoute('asoConsultaEmails'), { idcon: 101 }));
    expect((json.data as { destinatario: string }).destinatario).toBe('aso@cliente.com.br;sst@cliente.com.br');
  });

  it('offers a company’s ASO contacts (197) as its default recipients, with its ASO e-mail history', async () => {
    // Prepare: an inactive contact and a contact of another sector are not recipients
    await empresaEmails().create({ tenant, empresaId: 'empresa-1', id: 'contato-inativo', tipo: 197, email: 'inativo@cliente.com.br', ativo: false }).go();
    await empresaEmails().create({ tenant, empresaId: 'empresa-1', id: 'contato-financeiro', tipo: 199, email: 'financeiro@cliente.com.br', ativo: true }).go();
    // Act
    const { status, json } = await web('GET', buildPath(apiRoute('asoEmpresaEmails'), { id_empresa: 'empresa-1' }));
    // Assess
    expect(status).toBe(200);
    const data = asoEmpresaEmailsSchema.parse(json.data);
    expect(data.destinatario).toBe('aso@cliente.com.br;sst@cliente.com.br');
    expect(data.empresa).toEqual({ id: 'empresa-1', nome: 'empresa alfa', cnpj: expect.any(String) });
    const addresses = data.historico.map((row) => row.destinatario);
    expect(addresses).toEqual(expect.arrayContaining(['rh@cliente.com.br', 'a@cliente.com.br', 'b@cliente.com.br', 'escolhidas@cliente.com.br']));
    expect(data.historico.every((row) => row.point === 'aso' && row.point_id === 'empresa-1')).toBe(true);
    const dates = data.historico.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 404 for an unknown company and for another tenant’s company', async () => {
    // Prepare: a company that exists in tenant beta only
    await empresas().put({ tenant: 'beta', id: 'empresa-so-beta', nome: 'Só Beta', cnpj: '11222333000181', uf: 'SP', cidade: 'Campinas' }).go();
    await createAsoContact('beta', 'empresa-so-beta', 'beta@cliente.com.br');
    // Act
    const other = await web('GET', buildPath(apiRoute('asoEmpresaEmails'), { id_empresa: 'empresa-so-beta' }));
    const unknown = await web('GET', buildPath(apiRoute('asoEmpresaEmails'), { id_empresa: 'nao-existe' }));
    // Assess
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain('beta@cliente.com.br');
    expect(unknown.status).toBe(404);
  });

  it('sends a message delivered three times only once', async () => {
    // Prepare: one logged message, then its queue message twice more, as SQS may redeliver
    const id = await queueMail({ tenant, point: 'teste', to: 'duplicado@cliente.com.br', subject: 'Uma vez', text: 'Só uma vez.' });
    await sendToMailQueue({ tenant, id });
    await sendToMailQueue({ tenant, id });
    // Act
    await waitFor(async () => ((await emailEnvios().get({ tenant, id }).go()).data?.situacao === 'enviado' ? true : undefined), { what: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Assess
    expect((await store()).filter((email) => email.destination.to.includes('duplicado@cliente.com.br'))).toHaveLength(1);
  });

  it('refuses a user without permission 561 and queues nothing', async () => {
    // Prepare: the operator has 559 and 553, not 561
    const login = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: users.webOperador.cpf, cnpj: users.webOperador.cnpj, senha, point_type: 'web' },
    });
    // Act
    const { status } = await call('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 101 }), {
      cookie: cookieFrom(login.setCookie),
      body: { destinatario: 'sem-permissao@cliente.com.br' },
    });
    // Assess
    expect(status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store()).some((email) => email.destination.to.includes('sem-permissao@cliente.com.br'))).toBe(false);
  });

  it('answers 404 for another tenant’s consultation', async () => {
    await createAsoForMail(cloud, { tenant: 'beta', idCon: 900, empresaId: 'empresa-1', uploadId: '01UPLOADBETA' });
    const { status } = await web('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 900 }), { destinatario: 'x@cliente.com.br' });
    expect(status).toBe(404);
  });
});
