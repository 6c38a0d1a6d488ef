import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  applyMask,
  esocialMensagens,
  invalidEmailInListMessage,
  masks,
  recordSavedMessage,
  recordsDeletedMessage,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { empresas } from '../../functions/src/data/entities/empresa';
import { createTestCa, exportPkcs12, issueTestA1 } from '../../functions/src/esocial/test-certificates';
import type { LocalCloud } from '../../infra/local/cloud';
import { startEsocialSimulator, type RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import { apiClient } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * eSocial certificates, configuration and lotes in the back office's browser: the demo administrator logs in once,
 * uploads an A1 certificate of a demo company through the 'Certificado' modal (a wrong confirmation first), turns
 * automatic sending on for that company, disables another company for eSocial and enables it again, generates a lote of a manual S-2220 created through the API, sees it
 * arrive from the background worker with its items and file, e-mails it and opens the public download page of the
 * e-mailed link. The tests of this file run in order on one page.
 */

/** MetalVale, the demo tenant's first company (infra/local/seed/demo-catalogue.ts). */
const empresa = { nome: 'Metalúrgica Vale do Paraíba Ltda', busca: 'Metalúrgica Vale', cnpj: '45723174000110' };
const senhaCertificado = 'e2e-a1-senha';

interface Row {
  [key: string]: unknown;
}

describe('eSocial certificates, configuration and lotes', () => {
  let session: LoggedPage | undefined;
  let cloud: LocalCloud;
  let simulator: RunningEsocialSimulator;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let pfxPath: string;
  let call: ReturnType<typeof apiClient>;
  let cookie = '';
  let empresaId = '';
  let loteId = '';

  beforeAll(async () => {
    // The company's A1, from a CA of this run that the eSocial simulator trusts (TLS client and signatures).
    const ca = createTestCa();
    simulator = await startEsocialSimulator({ caPem: ca.certificatePem, registeredEmployers: [empresa.cnpj] });
    // The one login of the file.
    session = await openLoggedPage({
      area: 'web',
      cloudOptions: {
        functionEnv: { ESOCIAL_BASE_URL: simulator.url, ESOCIAL_CA_PEM: simulator.serverCaPem, ESOCIAL_POLL_SCHEDULE: '0,1,1,2' },
      },
      contextOptions: { acceptDownloads: true },
    });
    ({ cloud, browser, context, page, base } = session);

    const a1 = issueTestA1(ca, { companyName: empresa.nome.toUpperCase(), cnpj: empresa.cnpj });
    pfxPath = join(await mkdtemp(join(tmpdir(), 'esocial-e2e-')), 'metalvale.pfx');
    await writeFile(pfxPath, exportPkcs12(a1, senhaCertificado, [ca.certificatePem]));

    // The test's own API calls ride on the browser's session cookie (no second login).
    // The session cookie is scoped to /sst/api.
    const cookies = await context.cookies(`${base}/sst/api/`);
    cookie = cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    call = apiClient(cloud.url, cloud.port);
    const empresas = await api('GET', `/sst/api/empresa?search=${encodeURIComponent('MetalVale')}`);
    empresaId = ((empresas.json.data as Row[] | undefined) ?? []).find((row) => row.cnpj === empresa.cnpj)?.id as string;
    if (!empresaId) throw new Error(`the demo company ${empresa.cnpj} was not found: ${JSON.stringify(empresas.json)}`);
  });
  afterAll(async () => {
    await closeAll(session);
    await simulator?.stop();
    if (pfxPath) await rm(dirname(pfxPath), { recursive: true, force: true });
  });

  function api(method: string, path: string, body?: unknown) {
    return call(method, path, { area: 'web', cookie, ...(body !== undefined ? { body } : {}) });
  }

  /** Picks an option of a lookup (Amplify Autocomplete) after typing: the search goes out 1000 ms after typing. */
  async function pickLookup(scope: Page | Locator, name: string, typed: string, option: RegExp) {
    const input = scope.getByTestId(`field-${name}`).locator('input').first();
    await input.fill(typed);
    await page.getByRole('option', { name: option }).first().click({ timeout: 30_000 });
  }

  function notifications() {
    return page.getByTestId('notifications').textContent();
  }

  it('uploads an A1 certificate through the modal, refusing a confirmation that does not match', async () => {
    // Prepare
    await page.goto(`${base}/esocial/certificados`);
    await page.getByTestId('certificados-table').waitFor({ timeout: 30_000 });
    await page.getByTestId('new-certificado').click();
    const modal = page.getByTestId('certificado-modal');
    await modal.getByTestId('certificado-form').waitFor();
    await pickLookup(modal, 'empresa', empresa.busca, /Metalúrgica Vale do Paraíba/);
    await modal.getByTestId('field-arquivo-input').setInputFiles(pfxPath);
    await expect.poll(() => modal.getByTestId('arquivo-escolhido').textContent()).toBe('metalvale.pfx');

    // Act: a confirmation that differs
    await modal.getByTestId('field-senha').fill(senhaCertificado);
    await modal.getByTestId('field-confirmar_senha').fill('outra-senha');
    await modal.getByTestId('save-certificado').click();

    // Assess
    await expect.poll(() => modal.textContent()).toContain(esocialMensagens.senhasDiferentes);

    // Act: the right confirmation
    await modal.getByTestId('field-confirmar_senha').fill(senhaCertificado);
    await modal.getByTestId('save-certificado').click();

    // Assess: saved, and listed with the holder read from the file, its CNPJ and its validity
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordSavedMessage);
    const row = page.getByRole('row', { name: new RegExp(applyMask(masks.cnpj, empresa.cnpj).replace(/[./]/g, '\\$&')) }).first();
    await row.waitFor({ timeout: 30_000 });
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(empresa.nome.toUpperCase());
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/\d+ dia\(s\)/);
    await page.screenshot({ path: await screenshotPath('esocial-certificados'), fullPage: true });
    const stored = await api('GET', '/sst/api/esocial/certificados');
    const rows = (stored.json.data as { data: Row[] }).data;
    expect(rows.filter((item) => item.cnpj === empresa.cnpj)).toHaveLength(1);
    // The provider is not the owner company: no link button in the back office for a client's certificate.
    expect(await row.getByTestId('link-certificado').count()).toBe(0);
  });

  it('warns about a certificate with fewer than 10 days left and deletes it from the list', async () => {
    // Prepare: another company's A1 that ends in 5 days, stored through the API
    const todas = await api('GET', '/sst/api/empresa');
    const outra = ((todas.json.data as Row[]) ?? []).find((row) => row.cnpj !== empresa.cnpj) as { id: string; nome: string; cnpj: string };
    const a1 = issueTestA1(createTestCa(), { companyName: outra.nome.toUpperCase(), cnpj: outra.cnpj, notAfter: new Date(Date.now() + 5.5 * 86_400_000) });
    const saved = await api('POST', '/sst/api/esocial/certificados/salvar', {
      tipo_certificado_id: 201,
      empresa: outra.id,
      arquivo: { nome: 'vencendo.pfx', conteudo: exportPkcs12(a1, senhaCertificado).toString('base64') },
      senha: senhaCertificado,
      confirmar_senha: senhaCertificado,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = (saved.json.data as { id: string }).id;

    // Act
    await page.reload();
    const row = page.getByTestId(`certificado-${id}`);
    await row.waitFor({ timeout: 30_000 });

    // Assess: the days left and the warning
    expect(await row.getByTestId('certificado-aviso').textContent()).toBe('O certificado vence em 5 dia(s)');
    expect(await row.getAttribute('class')).toContain('oc-row--warning');

    // Act: select it and delete, confirming
    await row.getByTestId('row-select').check();
    await page.getByTestId('delete-certificados').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordsDeletedMessage);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    const rows = ((await api('GET', '/sst/api/esocial/certificados')).json.data as { data: Row[] }).data;
    expect(rows.map((item) => item.id)).not.toContain(id);
  });

  it("links the provider's own certificate to a client company and unlinks it", async () => {
    // Prepare: a company with the provider's own CNPJ (the owner that may link clients, spec 2 §2) and its A1
    const provedor = { id: 'e2e-provedor', nome: 'Ocupacional Saúde Demonstração Ltda', cnpj: '27865431000177' };
    await empresas().put({ tenant: 'demo', ...provedor, nomeFantasia: 'Ocupacional Demo', uf: 'SP', cidade: 'São Paulo' }).go();
    const a1 = issueTestA1(createTestCa(), { companyName: provedor.nome.toUpperCase(), cnpj: provedor.cnpj });
    const saved = await api('POST', '/sst/api/esocial/certificados/salvar', {
      tipo_certificado_id: 201,
      empresa: provedor.id,
      arquivo: { nome: 'provedor.p12', conteudo: exportPkcs12(a1, senhaCertificado).toString('base64') },
      senha: senhaCertificado,
      confirmar_senha: senhaCertificado,
      vincular: 1,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = (saved.json.data as { id: string }).id;
    await page.reload();
    const row = page.getByTestId(`certificado-${id}`);
    await row.waitFor({ timeout: 30_000 });

    // Act: open the links; the automatic link of the owner is there and cannot be removed
    await row.getByTestId('link-certificado').click();
    const modal = page.getByTestId('vinculos-modal');
    const automatico = modal.getByTestId(`vinculo-${provedor.id}`);
    await automatico.waitFor({ timeout: 30_000 });
    expect(await automatico.textContent()).toContain('Automático');
    expect(await automatico.getByTestId('row-select').isDisabled()).toBe(true);
    await pickLookup(modal, 'empresa', empresa.busca, /Metalúrgica Vale do Paraíba/);
    await modal.getByTestId('add-vinculo').click();

    // Assess: the client is linked
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordSavedMessage);
    const cliente = modal.getByTestId(`vinculo-${empresaId}`);
    await cliente.waitFor({ timeout: 30_000 });
    expect(await cliente.textContent()).toContain(applyMask(masks.cnpj, empresa.cnpj));
    await page.screenshot({ path: await screenshotPath('esocial-certificado-vinculos'), fullPage: true });

    // Act: unlink it, confirming
    await cliente.getByTestId('row-select').check();
    await modal.getByTestId('delete-vinculos').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(() => cliente.count(), { timeout: 30_000 }).toBe(0);
    const links = await api('GET', `/sst/api/esocial/certificados/${id}`);
    expect((links.json.data as { data: Row[] }).data.map((link) => link.id)).toEqual([provedor.id]);
    await modal.getByRole('button', { name: 'Fechar' }).click();
  });

  it('turns automatic sending on for the company', async () => {
    // Prepare
    await page.goto(`${base}/esocial/configuracao`);
    const form = page.getByTestId('configuracao-form');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.getByTestId('field-empresas').locator('input').first().isDisabled()).toBe(true);

    // Act
    await form.getByText('Ativo', { exact: true }).click();
    await pickLookup(form, 'empresas', empresa.busca, /Metalúrgica Vale do Paraíba/);
    await form.getByTestId('field-data_inicio').fill(todayInSaoPaulo());
    await pickLookup(form, 'empresas_processar', 'Metal', /Metalúrgica Vale do Paraíba/);
    await form.getByTestId('save-configuracao').click();

    // Assess
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordSavedMessage);
    const saved = await api('GET', '/sst/api/esocial/configuracao');
    expect(saved.json.data).toMatchObject({
      ativo: 1,
      data_inicio: todayInSaoPaulo(),
      empresas: [{ id: empresaId, cnpj: empresa.cnpj }],
      empresas_processar: [{ id: empresaId }],
    });
  });

  it("disables another company for eSocial through 'Desativar Nova Empresa', lists it, and enables it again", async () => {
    // Prepare: the list is below the configuration form
    const section = page.getByTestId('empresas-desativadas');
    await expect.poll(() => section.getByTestId('empresas-desativadas-table').textContent(), { timeout: 30_000 }).toContain('Nenhuma empresa desativada');
    await section.getByTestId('desativar-nova-empresa').click();
    const modal = page.getByTestId('desativar-empresa-modal');
    await modal.getByTestId('desativar-empresa-form').waitFor();
    expect(await modal.getByTestId('field-data').inputValue()).toBe(todayInSaoPaulo());

    // Act
    await pickLookup(modal, 'empresa', 'Horizonte', /Construtora Horizonte Mineiro/);
    await modal.getByTestId('field-observacao').fill('Contrato de prestação encerrado');
    await modal.getByTestId('salvar-desativacao').click();

    // Assess: listed with its date, reason and user; stored for the daily check
    await expect.poll(notifications, { timeout: 30_000 }).toContain('Empresa desativada para o eSocial com sucesso.');
    const row = section.getByTestId('empresas-desativadas-table').getByRole('row', { name: /Horizonte Mineiro/ });
    await row.waitFor({ timeout: 30_000 });
    const [dia, mes, ano] = [todayInSaoPaulo().slice(8, 10), todayInSaoPaulo().slice(5, 7), todayInSaoPaulo().slice(0, 4)];
    expect(await row.textContent()).toContain(`${dia}/${mes}/${ano}`);
    expect(await row.textContent()).toContain('Contrato de prestação encerrado');
    const stored = await api('GET', '/sst/api/esocial/empresas-desativadas');
    expect((stored.json.data as { data: Row[] }).data).toEqual([
      expect.objectContaining({ empresa: expect.objectContaining({ nome: 'Construtora Horizonte Mineiro S.A.' }), observacao: 'Contrato de prestação encerrado' }),
    ]);
    await page.screenshot({ path: await screenshotPath('esocial-empresas-desativadas'), fullPage: true });

    // Act: 'Reativar', confirmed
    await row.getByTestId('reativar-empresa').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('Deseja reativar a empresa Construtora Horizonte Mineiro');
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(() => section.getByTestId('empresas-desativadas-table').textContent(), { timeout: 30_000 }).toContain('Nenhuma empresa desativada');
    const after = await api('GET', '/sst/api/esocial/empresas-desativadas');
    expect((after.json.data as { data: Row[] }).data).toEqual([]);
  });

  it('generates a lote of a ready manual S-2220 in the background and shows it with its items and file', async () => {
    // Prepare: a manual S-2220 of an employee of the company, valid and with its XML
    const funcionarios = await api('GET', `/sst/api/empresa/funcionario/${empresaId}`);
    const funcionario = (funcionarios.json.data as Row[])[0] as { id: string; nome: string };
    const hoje = todayInSaoPaulo();
    const avulso = await api('POST', '/sst/api/esocial/avulso/editar', {
      id_emp: empresaId,
      id_fun: funcionario.id,
      layout: 'S-2220',
      consulta: { aso_dt: hoje },
      medico: { nome: 'Dra. Ana Paula Gonçalves', crm: '123456', crm_uf: 'SP' },
      exames: [{ codigo: '0295', data: hoje }],
    });
    expect(avulso.json.data, JSON.stringify(avulso.json)).toMatchObject({ tem_xml: true, log_erro: [] });
    await page.goto(`${base}/esocial/lotes`);
    await page.getByTestId('lotes-table').waitFor({ timeout: 30_000 });

    // Act: the modal keeps the optional filters off until company and layout are chosen
    await page.getByTestId('open-gerar-lote').click();
    const modal = page.getByTestId('gerar-lote-modal');
    await modal.getByTestId('gerar-lote-form').waitFor();
    const fdts = modal.getByTestId('field-fdts').locator('input').first();
    expect(await fdts.isDisabled()).toBe(true);
    await pickLookup(modal, 'id_emp', empresa.busca, /Metalúrgica Vale do Paraíba/);
    await modal.getByTestId('field-layout').selectOption('S-2220');
    await expect.poll(() => fdts.isDisabled()).toBe(false);
    await modal.getByTestId('field-avulso').selectOption({ label: 'Sim' });
    await page.screenshot({ path: await screenshotPath('esocial-gerar-lote'), fullPage: true });
    await modal.getByTestId('gerar-lote').click();

    // Assess: the background message, then the lote the worker wrote appears in the list
    await expect.poll(notifications, { timeout: 30_000 }).toContain(esocialMensagens.loteEmSegundoPlano);
    const row = page.getByTestId('lotes-table').getByRole('row', { name: /MetalVale/ }).first();
    await row.waitFor({ timeout: 60_000 });
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('S-2220');
    expect(text).toContain(applyMask(masks.cnpj, empresa.cnpj));
    const lotes = await api('GET', `/sst/api/esocial/lotes?filter=${encodeURIComponent(JSON.stringify({ id_empresa: empresaId }))}`);
    const lote = (lotes.json.data as { data: Row[] }).data[0] as { id: string; lote: number; eventos: number; arquivo: string };
    loteId = lote.id;
    expect(lote.eventos).toBe(1);
    expect(text).toContain(lote.arquivo);
    await page.screenshot({ path: await screenshotPath('esocial-lotes'), fullPage: true });

    // Act: its items (the route parameter opens them)
    await row.getByTestId('itens-lote').click();

    // Assess
    await page.waitForURL(new RegExp(`/esocial/lotes/${loteId}$`), { timeout: 30_000 });
    const itens = page.getByTestId('lote-itens-modal');
    await expect.poll(() => itens.textContent(), { timeout: 30_000 }).toContain(funcionario.nome);
    await itens.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(/\/esocial\/lotes$/, { timeout: 30_000 });

    // Act: its file
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByTestId('baixar-lote').click();

    // Assess: the EnvioLoteEventos with the event
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(lote.arquivo);
    const xml = await readFile((await saved.path()) as string, 'utf8');
    expect(xml).toContain('envioLoteEventos');
    expect(xml).toContain('evtMonit');
  });

  it("e-mails the lote's link, validating each address, and the public page downloads the file", async () => {
    // Prepare
    const row = page.getByTestId('lotes-table').getByRole('row', { name: /MetalVale/ }).first();
    await row.getByTestId('email-lote').click();
    const modal = page.getByTestId('lote-email-modal');
    await modal.getByTestId('lote-email-form').waitFor();

    // Act: one bad address among good ones
    await modal.getByTestId('field-destinatario').fill('contador@metalvale.com.br; contador-sem-arroba');
    await modal.getByTestId('send-lote-email').click();

    // Assess
    await expect.poll(() => modal.textContent()).toContain(invalidEmailInListMessage('contador-sem-arroba'));

    // Act
    await modal.getByTestId('field-destinatario').fill('contador@metalvale.com.br');
    await modal.getByTestId('send-lote-email').click();

    // Assess: sent, and listed among the recipients
    await expect.poll(notifications, { timeout: 30_000 }).toContain(esocialMensagens.emailEnviado);
    await expect.poll(() => modal.getByTestId('lote-destinatarios-table').textContent(), { timeout: 30_000 }).toContain('contador@metalvale.com.br');
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // Act: the link of the e-mail, as the SES emulator received it
    type Stored = { destination: { to: string[] }; subject: string };
    const email = await waitFor(
      async () => {
        const { emails } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: Stored[] };
        return emails.find((item) => item.destination.to.includes('contador@metalvale.com.br'));
      },
      { what: 'the lote e-mail', timeoutMs: 60_000 },
    );
    const link = /util\/esocial\/arquivo\/([^?"\\\s]+)\?email=([^"\\\s]+)/.exec(JSON.stringify(email));
    expect(link).not.toBeNull();
    const publica = await browser.newContext({ acceptDownloads: true, locale: 'pt-BR' });
    const visitor = await publica.newPage();
    const download = visitor.waitForEvent('download', { timeout: 60_000 });
    await visitor.goto(`${base}/util/esocial/arquivo/${link?.[1]}?email=${link?.[2]}`);

    // Assess: no session needed; the page loads the file and downloads it once by itself
    const sucesso = visitor.getByTestId('arquivo-sucesso');
    await sucesso.waitFor({ timeout: 60_000 });
    const text = (await sucesso.textContent()) ?? '';
    expect(text).toContain(esocialMensagens.arquivoCarregado);
    expect(text).toContain(applyMask(masks.cnpj, empresa.cnpj));
    expect(text).toContain('S-2220');
    expect((await download).suggestedFilename()).toMatch(/\.xml$/);
    await visitor.screenshot({ path: await screenshotPath('esocial-arquivo-publico'), fullPage: true });
    const destinatarios = await api('GET', `/sst/api/esocial/lotes/${loteId}/email`);
    expect((destinatarios.json.data as Row[])[0]).toMatchObject({ destinatario: 'contador@metalvale.com.br', tipo_status: { id: 'baixado' } });

    // Act: a link that does not exist
    await visitor.goto(`${base}/util/esocial/arquivo/demo.invalido`);

    // Assess
    const erro = visitor.getByTestId('arquivo-erro');
    await erro.waitFor({ timeout: 30_000 });
    expect(await erro.textContent()).toContain('Atenção');
    expect(await erro.textContent()).toContain(esocialMensagens.linkInvalido);
    await publica.close();
  });

  it('transmits the lote to the simulator (Inclusão, confirmed) and shows the processed result and the protocol XML', async () => {
    // Prepare: nothing sent yet, so only Inclusão is enabled
    const row = page.getByTestId('lotes-table').getByRole('row', { name: /MetalVale/ }).first();
    await row.getByTestId('processar-lote').click();
    const modal = page.getByTestId('processar-modal');
    await modal.getByTestId('modos').waitFor({ timeout: 30_000 });
    await expect.poll(() => modal.getByTestId('modo-INC').isDisabled(), { timeout: 30_000 }).toBe(false);
    expect(await modal.getByTestId('modo-ALT').isDisabled()).toBe(true);
    expect(await modal.getByTestId('modo-EXC').isDisabled()).toBe(true);
    expect(await modal.getByTestId('processos-table').textContent()).toContain('Nenhum processamento para este lote');

    // Act: send in inclusion mode, confirming
    await modal.getByTestId('modo-INC').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('Deseja realmente incluir os eventos');
    await page.getByTestId('confirm-yes').click();

    // Assess: the process reaches 201 through the worker's polls; then only Alteração and Exclusão are allowed
    await expect.poll(notifications, { timeout: 30_000 }).toContain(esocialMensagens.loteEnviado);
    const processos = modal.getByTestId('processos-table');
    await expect.poll(() => processos.locator('tbody tr').first().textContent(), { timeout: 90_000 }).toMatch(/Inclusão\s*201/);
    await expect.poll(() => modal.getByTestId('modo-ALT').isDisabled(), { timeout: 30_000 }).toBe(false);
    expect(await modal.getByTestId('modo-INC').isDisabled()).toBe(true);
    expect(await modal.getByTestId('modo-EXC').isDisabled()).toBe(false);
    const stored = await api('GET', `/sst/api/esocial/lotes/processar/${loteId}`);
    const processo = (stored.json.data as { processos: Row[] }).processos[0] as { status: number; protocolo: string };
    expect(processo.status).toBe(201);
    expect(await processos.textContent()).toContain(processo.protocolo);
    await page.screenshot({ path: await screenshotPath('esocial-processar-lote'), fullPage: true });

    // Act: 'Consultar' on the finished process
    await processos.getByTestId('consultar-processo').first().click();

    // Assess: no new poll for a finished process, but the web service's last answer, kept by the API
    const xmlModal = page.getByTestId('xml-modal');
    await expect.poll(() => xmlModal.textContent(), { timeout: 30_000 }).toContain('Último retorno do eSocial');
    expect(await xmlModal.getByTestId('xml-viewer').textContent()).toContain('retornoProcessamentoLoteEventos');
    expect(await xmlModal.getByTestId('xml-viewer').textContent()).toContain(processo.protocolo);
    await xmlModal.getByRole('button', { name: 'Fechar' }).click();
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // Act: the query modal's protocol tab, first without a protocol
    await page.getByTestId('open-consulta').click();
    const consulta = page.getByTestId('consulta-modal');
    const form = consulta.getByTestId('consulta-form').first();
    await pickLookup(form, 'id_emp', empresa.busca, /Metalúrgica Vale do Paraíba/);
    await form.getByTestId('consultar-esocial').click();
    await expect.poll(() => form.textContent()).toContain(esocialMensagens.informeProtocolo);
    await form.getByTestId('field-protocolo').fill(processo.protocolo);
    await form.getByTestId('consultar-esocial').click();

    // Assess: the XML viewer with the web service's document
    const viewer = consulta.getByTestId('xml-viewer');
    await expect.poll(() => viewer.textContent(), { timeout: 30_000 }).toContain('Informações no eSocial');
    expect(await viewer.textContent()).toContain(processo.protocolo);
    await page.screenshot({ path: await screenshotPath('esocial-consulta'), fullPage: true });
    await consulta.getByRole('button', { name: 'Fechar' }).click();
  });
});
