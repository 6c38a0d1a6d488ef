import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  apiRoute,
  buildPath,
  consultationReleasedOn,
  formatBrDate,
  releaseSavedMessage,
  todayInSaoPaulo,
  type PointType,
} from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { consultas } from '../../functions/src/data/entities/consulta';
import { consultasExternas } from '../../functions/src/data/entities/consulta-externa';
import { empresas } from '../../functions/src/data/entities/empresa';
import { esocialConfigs } from '../../functions/src/data/entities/esocial-config';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { idDoEvento } from '../../functions/src/data/esocial/eventos';
import { createTestCa, exportPkcs12, issueTestA1 } from '../../functions/src/esocial/test-certificates';
import { extractText } from '../../functions/src/pdf/read-page';
import type { LocalCloud } from '../../infra/local/cloud';
import { startEsocialSimulator, type RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import { apiClient } from '../support/platform-fixtures';
import { pagePdf } from '../support/mail-fixtures';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { areaBaseUrl, readDemoUsers, type DemoUser } from './demo-users';
import { closeAll, logIn, startCloudAndBrowser, type CloudAndBrowser } from './session-page';

/*
 * The consultation's central flow across three areas (issue 11): the company (MetalVale's administrator) orders an
 * admission for a new employee at the demo's default clinic; the clinic (Matriz's administrator) starts attendance,
 * fills the FEMO and releases the ASO as apt with an ASO file; the company sees 'Liberada - Apto' and prints the
 * ASO, whose text shows the aptitude and the exams; the release notice reaches the SES emulator; the S-2220 exists
 * for the company configured for eSocial and a lote with it is accepted by the eSocial simulator. Then the unfit
 * (70) and the cancellation paths. The tests of this file run in order.
 */

/** MetalVale, the demo tenant's first company (infra/local/seed/demo-catalogue.ts). */
const metalvale = { nome: 'Metalúrgica Vale do Paraíba Ltda', cnpj: '45723174000110', contatoAso: 'sesmt@metalvale.com.br' };
const matriz = 'Clínica Ocupacional Demonstração - Matriz';

interface Row {
  [key: string]: unknown;
}

/** A valid CPF from nine digits (the check digits of spec 1 §5). */
function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

describe('the consultation lifecycle across the company, the clinic and the back office', () => {
  let parts: CloudAndBrowser | undefined;
  let cloud: LocalCloud;
  let simulator: RunningEsocialSimulator;
  const contexts: BrowserContext[] = [];
  let empresaPage: Page;
  let clinicaPage: Page;
  let webPage: Page;
  let empresaBase: string;
  let clinicaBase: string;
  let webBase: string;
  let users: DemoUser[];
  let call: ReturnType<typeof apiClient>;
  const cookies: Partial<Record<PointType, string>> = {};
  let empresaId = '';
  let folder = '';
  const today = todayInSaoPaulo();
  const employee = { nome: 'Joana Ferreira Ciclo Completo', cpf: cpfFrom(String(100_000_000 + Math.floor(Math.random() * 800_000_000))) };
  /** The external consultation the company orders in the browser, and its number once attendance starts. */
  let consultaId = '';
  let idCon = 0;

  async function openArea(user: DemoUser): Promise<{ page: Page; base: string }> {
    const context = await parts!.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    const base = areaBaseUrl(cloud.port, user.area, user.tenant);
    await logIn(page, base, user);
    const sessionCookies = await context.cookies(`${new URL(base).origin}/sst/api/`);
    cookies[user.area] = sessionCookies.map((item) => `${item.name}=${item.value}`).join('; ');
    return { page, base };
  }

  function api(area: PointType, method: string, path: string, body?: unknown) {
    return call(method, path, { area, cookie: cookies[area] ?? '', ...(body !== undefined ? { body } : {}) });
  }

  function notifications(page: Page) {
    return page.getByTestId('notifications').textContent();
  }

  beforeAll(async () => {
    const ca = createTestCa();
    simulator = await startEsocialSimulator({ caPem: ca.certificatePem, registeredEmployers: [metalvale.cnpj] });
    parts = await startCloudAndBrowser({
      functionEnv: { ESOCIAL_BASE_URL: simulator.url, ESOCIAL_CA_PEM: simulator.serverCaPem, ESOCIAL_POLL_SCHEDULE: '0,1,1,2' },
    });
    cloud = parts.cloud;
    call = apiClient(cloud.url, cloud.port);
    users = await readDemoUsers();
    const empresaUser = users.find((user) => user.area === 'empresa' && user.cnpj === '45.723.174/0001-10') as DemoUser;
    const clinicaUser = users.find((user) => user.area === 'credenciada') as DemoUser;
    ({ page: empresaPage, base: empresaBase } = await openArea(empresaUser));
    ({ page: clinicaPage, base: clinicaBase } = await openArea(clinicaUser));

    // The back office: its screens, and eSocial: the company's A1 (from a CA the simulator trusts) and automatic
    // events for MetalVale from yesterday on, so its releases get their S-2220 at once.
    ({ page: webPage, base: webBase } = await openArea(users.find((user) => user.area === 'web') as DemoUser));
    const { data: todas } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    empresaId = (todas.find((item) => item.cnpj === metalvale.cnpj) as { id: string }).id;
    const a1 = issueTestA1(ca, { companyName: metalvale.nome.toUpperCase(), cnpj: metalvale.cnpj });
    const saved = await api('web', 'POST', '/sst/api/esocial/certificados/salvar', {
      tipo_certificado_id: 201,
      empresa: empresaId,
      arquivo: { nome: 'metalvale.pfx', conteudo: exportPkcs12(a1, 'ciclo-a1', [ca.certificatePem]).toString('base64') },
      senha: 'ciclo-a1',
      confirmar_senha: 'ciclo-a1',
    });
    if (saved.status !== 200) throw new Error(`certificate not saved: ${JSON.stringify(saved.json)}`);
    await esocialConfigs().put({ tenant: 'demo', ativo: true, empresaIds: [empresaId], empresasProcessarIds: [], dataInicio: addDays(today, -1) }).go();

    // The signed ASO the clinic attaches.
    folder = await mkdtemp(join(tmpdir(), 'ciclo-e2e-'));
    await writeFile(join(folder, 'aso-assinado.pdf'), await pagePdf(`ASO assinado - ${employee.nome}`));
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeAll(parts);
    await simulator?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('the company registers an employee and orders an admission at the default clinic', async () => {
    const page = empresaPage;
    // Prepare
    await page.goto(`${empresaBase}/funcionarios`);
    await page.getByTestId('funcionarios-table').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Novo Funcionário' }).click();
    const form = page.getByTestId('funcionario-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-nome').fill(employee.nome);
    await form.getByTestId('field-cpf').fill(employee.cpf);
    await form.getByTestId('field-dt_nas').fill('22081988');
    await form.getByTestId('field-dt_adm').fill('03022025');
    await form.getByTestId('field-sexo').selectOption({ label: 'Feminino' });
    // The registration number: the S-2220 identifies the worker by it (ideVinculo).
    await form.getByTestId('field-mat').fill('CICLO-0001');
    await form.getByTestId('field-id_fdt').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_funcao').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_funcao').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_ghe').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_ghe').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/funcionarios$/, { timeout: 30_000 });
    await page.getByTestId('funcionarios-search').fill('Ciclo Completo');
    await page.getByRole('row', { name: new RegExp(employee.nome) }).getByTestId('schedule-employee').click();

    // Act: today, admission, the default clinic's price table
    const nova = page.getByTestId('consulta-nova-form');
    await nova.waitFor({ timeout: 30_000 });
    await expect.poll(() => nova.getByTestId('field-id_ghe').inputValue(), { timeout: 30_000 }).not.toBe('');
    await nova.getByTestId('field-data_age').fill(today);
    await nova.getByTestId('field-tipo_aso').selectOption({ label: 'Admissional' });
    const card = page.getByTestId('price-card').filter({ hasText: 'Matriz' }).first();
    await card.waitFor({ timeout: 30_000 });
    await card.getByTestId('open-price-table').click();
    const modal = page.getByTestId('price-table-modal');
    await modal.getByTestId('price-exam').first().waitFor();
    await modal.getByTestId('choose-in-modal').click();
    await expect.poll(() => card.getAttribute('data-chosen')).toBe('true');
    await nova.getByTestId('generate-consulta').click();

    // Assess: scheduled (54) at the clinic
    await page.waitForURL(/\/consultas\/editar\/[0-9A-Z]{26}$/, { timeout: 30_000 });
    consultaId = page.url().split('/').at(-1) ?? '';
    const { data } = await consultasExternas().get({ tenant: 'demo', id: consultaId }).go();
    expect(data).toMatchObject({ tipoStatus: 54, credenciadaNome: matriz, tipoAso: 47 });
  });

  it('the clinic finds it in its list and starts attendance, which generates the definitive consultation', async () => {
    const page = clinicaPage;
    // Prepare
    await page.goto(`${clinicaBase}/consultas`);
    const row = page.getByTestId(`consulta-${consultaId}`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(employee.nome);
    await page.screenshot({ path: await screenshotPath('credenciada-consultas'), fullPage: true });

    // Act: start attendance, confirming the employee's name
    await row.getByTestId('iniciar-atendimento').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain(employee.nome);
    await page.getByTestId('confirm-yes').click();

    // Assess: the consultation page with its number, in attendance (55)
    const consultaPage = page.getByTestId('credenciada-consulta-page');
    await expect.poll(() => consultaPage.getAttribute('data-status'), { timeout: 30_000 }).toBe('55');
    const { data } = await consultasExternas().get({ tenant: 'demo', id: consultaId }).go();
    idCon = data?.idCon ?? 0;
    expect(idCon).toBeGreaterThan(0);
    expect(data?.tipoStatus).toBe(55);
  });

  it('the clinic fills the FEMO and releases the ASO as apt with the signed ASO file', async () => {
    const page = clinicaPage;
    // Act: the FEMO, every answer 'não'
    await page.getByTestId('aba-femo').click();
    const femo = page.getByTestId('femo-form');
    await femo.waitFor({ timeout: 30_000 });
    await femo.getByTestId('field-grau_estudo').selectOption({ index: 1 });
    await femo.getByTestId('field-peso').fill('68');
    await femo.getByTestId('field-altura').fill('1.70');
    await femo.getByTestId('field-pa1').fill('120');
    await femo.getByTestId('field-pa2').fill('80');
    for (let q = 10; q <= 17; q += 1) await femo.getByTestId(`field-q${q}`).selectOption({ label: 'Não' });
    await femo.getByTestId('field-conclusao').selectOption({ index: 1 });
    await femo.getByTestId('salvar-femo').click();
    await expect.poll(() => notifications(page), { timeout: 30_000 }).toContain('Registro salvo com sucesso!');
    await femo.getByTestId('imprimir-femo').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: await screenshotPath('credenciada-femo'), fullPage: true });

    // Act: the release, apt, with the ASO file and the user's password
    await page.getByTestId('aba-liberacao').click();
    const form = page.getByTestId('liberacao-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-aptidao').selectOption('1');
    for (const te of ['te_alt', 'te_esp', 'te_ele', 'te_ali']) await form.getByTestId(`field-${te}`).selectOption('3');
    await form.locator('input[type=file][name=arquivo_aso]').setInputFiles(join(folder, 'aso-assinado.pdf'));
    await form.getByTestId('field-senha').fill('clinica123');
    await page.screenshot({ path: await screenshotPath('credenciada-liberacao'), fullPage: true });
    await form.getByTestId('liberar').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('NOVA LIBERAÇÃO');
    await page.getByTestId('confirm-yes').click();

    // Assess: saved, back on the ASO tab, released apt (66) on both records
    await expect.poll(() => notifications(page), { timeout: 60_000 }).toContain(releaseSavedMessage);
    await expect.poll(() => page.getByTestId('aso-panel').getAttribute('data-status'), { timeout: 30_000 }).toBe('66');
    expect((await consultas().get({ tenant: 'demo', idCon }).go()).data).toMatchObject({ tipoStatus: 66, aptidao: 1 });
    expect((await consultasExternas().get({ tenant: 'demo', id: consultaId }).go()).data?.tipoStatus).toBe(66);
    await page.screenshot({ path: await screenshotPath('credenciada-consulta-liberada'), fullPage: true });
  });

  it("the company sees 'Liberada - Apto' and prints the ASO with the aptitude and the exams", async () => {
    const page = empresaPage;
    // Prepare
    await page.goto(`${empresaBase}/consultas`);
    const row = page.getByTestId(`consulta-${consultaId}`);
    await row.waitFor({ timeout: 30_000 });

    // Assess: the status in the list
    expect(await row.textContent()).toContain('Liberada - Apto');

    // Act: the print modal's ASO tab
    await row.getByTestId('open-guide').click();
    const modal = page.getByTestId('print-modal');
    await modal.getByRole('tab', { name: 'ASO' }).click();
    const printAso = modal.getByTestId('print-aso');
    await printAso.waitFor({ timeout: 30_000 });
    const href = await printAso.getAttribute('href');
    const url = href ?? (await (async () => {
      const opened = page.context().waitForEvent('page');
      await printAso.click();
      const tab = await opened;
      await tab.waitForURL(/consulta\/aso\//);
      const address = tab.url();
      await tab.close();
      return address;
    })());

    // Assess: the PDF's text
    const pdf = await page.evaluate(async (address) => [...new Uint8Array(await (await fetch(address)).arrayBuffer())], url);
    const text = (await extractText(new Uint8Array(pdf))).toUpperCase();
    expect(text).toContain(employee.nome.toUpperCase());
    expect(text).toContain('APTO');
    expect(text).toContain('EXAME CLÍNICO OCUPACIONAL');
    await page.screenshot({ path: await screenshotPath('empresa-aso-liberado'), fullPage: true });
  });

  it('the back office finds the released consultation in Consultas Externas and its actions screen says so', async () => {
    const page = webPage;
    // Prepare: the default clinic's consultations of the window (the list's default filter)
    await page.goto(`${webBase}/consultas/externas`);
    const row = page.getByTestId(`consulta-${consultaId}`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('Liberada - Apto');
    await page.screenshot({ path: await screenshotPath('web-consultas-externas'), fullPage: true });

    // Act: open the consultation (it has its number)
    await row.getByTestId('open-consulta').click();

    // Assess: the actions screen with the release alert and no cancel tab (spec 1 §2)
    const acoes = page.getByTestId('consulta-acoes-page');
    await expect.poll(() => acoes.getAttribute('data-status'), { timeout: 30_000 }).toBe('66');
    const { data: consulta } = await consultas().get({ tenant: 'demo', idCon }).go();
    expect(await page.getByTestId('acoes-alerta').textContent()).toContain(consultationReleasedOn(formatBrDate(consulta?.liberadaEm)));
    expect(await page.getByRole('tab', { name: 'Cancelar Consulta' }).count()).toBe(0);
    await page.screenshot({ path: await screenshotPath('web-consulta-acoes'), fullPage: true });
  });

  it("the release notice reaches the company's ASO contacts through the SES emulator", async () => {
    const found = await waitFor(
      async () => {
        const store = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: { subject?: string; text?: string; destination?: { to?: string[] } }[] };
        return store.emails.find((mail) => `${mail.subject ?? ''} ${mail.text ?? ''}`.includes(employee.nome));
      },
      { timeoutMs: 60_000, what: 'the release e-mail' },
    );
    expect(`${found.subject ?? ''} ${found.text ?? ''}`).toContain(String(idCon));
  });

  it('the S-2220 of the release exists and a lote with it is accepted by the eSocial simulator', async () => {
    // Prepare: the event of the consultation, with its XML
    const { data: consulta } = await consultas().get({ tenant: 'demo', idCon }).go();
    const eventoId = idDoEvento('S-2220', consulta as { idCon: number; dtCad: string });
    const evento = await waitFor(async () => (await eventosEsocial().get({ tenant: 'demo', id: eventoId }).go()).data ?? undefined, {
      timeoutMs: 30_000,
      what: 'the S-2220',
    });
    expect(evento.xml, JSON.stringify(evento.erros)).toBeTruthy();

    // Act: a lote of that event, sent in inclusion mode
    const gerado = await api('web', 'POST', '/sst/api/esocial/lotes/gerar', {
      id_emp: empresaId,
      layout: 'S-2220',
      fdts: [],
      funcionarios: [],
      funcionarios_delete: [],
      avulso: 0,
      ids: [eventoId],
    });
    expect(gerado.status, JSON.stringify(gerado.json)).toBe(200);
    const lote = await waitFor(
      async () => {
        const lotes = await api('web', 'GET', `/sst/api/esocial/lotes?filter=${encodeURIComponent(JSON.stringify({ id_empresa: empresaId }))}`);
        return ((lotes.json.data as { data: Row[] } | undefined)?.data ?? [])[0] as { id: string } | undefined;
      },
      { timeoutMs: 60_000, what: 'the lote' },
    );
    const enviado = await api('web', 'POST', `/sst/api/esocial/lotes/processar/${lote.id}/enviar-lote/INC`, {});
    expect(enviado.status, JSON.stringify(enviado.json)).toBe(200);

    // Assess: the simulator accepted it (201) and the event got its receipt
    const processo = await waitFor(
      async () => {
        const stored = await api('web', 'GET', `/sst/api/esocial/lotes/processar/${lote.id}`);
        const first = ((stored.json.data as { processos?: Row[] } | undefined)?.processos ?? [])[0] as { status: number } | undefined;
        return first && first.status === 201 ? first : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 1000, what: 'the processed lote' },
    );
    expect(processo.status).toBe(201);
    expect((await eventosEsocial().get({ tenant: 'demo', id: eventoId }).go()).data?.recibo).toBeTruthy();
  });

  /** Orders a consultation for the employee through the company's API, scheduled tomorrow at the default clinic. */
  async function orderedConsultation(): Promise<string> {
    const previous = (await consultasExternas().get({ tenant: 'demo', id: consultaId }).go()).data!;
    const precos = await api(
      'empresa',
      'GET',
      `${buildPath(apiRoute('tabelaPreco'), { tenant: 'demo' })}?filter=${encodeURIComponent(
        JSON.stringify({
          id_fdt: previous.fdtId,
          id_funcao: previous.funcaoId,
          id_ghe: previous.gheId,
          periodicidade: 12,
          id_funcionario: previous.funcionarioId,
          data_age: addDays(today, 1),
          id_tipo_aso: [52],
          pcd: 0,
        }),
      )}`,
    );
    expect(precos.status, JSON.stringify(precos.json)).toBe(200);
    const tabela = (precos.json.data as { id: string; credenciada: { nome: string } }[]).find((entry) => entry.credenciada.nome === matriz);
    if (!tabela) throw new Error(`no price table of the default clinic: ${JSON.stringify(precos.json.data)}`);
    const created = await api('empresa', 'PUT', buildPath(apiRoute('consultaExternaCadastrar'), { tenant: 'demo' }), {
      id_funcionario: previous.funcionarioId,
      id_fdt: previous.fdtId,
      id_funcao: previous.funcaoId,
      id_ghe: previous.gheId,
      tipo_aso: 52,
      periodicidade: 12,
      data_age: addDays(today, 1),
      id_tabela_preco: tabela.id,
      exames: [],
      pcd: 0,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    return (created.json.data as { id: string }).id;
  }

  /** An ordered consultation whose attendance the clinic started (through its API). */
  async function attendedConsultation(): Promise<{ id: string; idCon: number }> {
    const id = await orderedConsultation();
    const started = await api('credenciada', 'GET', buildPath(apiRoute('credenciadaGerar'), { tenant: 'demo', id }));
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    return { id, idCon: (started.json.data as { id_con: number }).id_con };
  }

  it('the clinic releases an unfit ASO (70): the status and the special trainings are locked', async () => {
    // Prepare
    const unfit = await attendedConsultation();
    const page = clinicaPage;
    await page.goto(`${clinicaBase}/consultas/editar/${unfit.id}`);
    await page.getByTestId('aba-liberacao').click();
    const form = page.getByTestId('liberacao-form');
    await form.waitFor({ timeout: 30_000 });

    // Act: aptitude 5 (unfit)
    await form.getByTestId('field-aptidao').selectOption('5');

    // Assess: the status is 70 and locked, the trainings locked
    await expect.poll(() => form.getByTestId('field-id_tipo_status').inputValue()).toBe('70');
    expect(await form.getByTestId('field-id_tipo_status').isDisabled()).toBe(true);
    expect(await form.getByTestId('field-te_alt').isDisabled()).toBe(true);

    // Act: release
    await form.getByTestId('field-senha').fill('clinica123');
    await form.getByTestId('liberar').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(() => notifications(page), { timeout: 60_000 }).toContain(releaseSavedMessage);
    expect((await consultas().get({ tenant: 'demo', idCon: unfit.idCon }).go()).data).toMatchObject({ tipoStatus: 70, aptidao: 5, teAlt: 0, teEle: 0 });
    await page.screenshot({ path: await screenshotPath('credenciada-inapto'), fullPage: true });
  });

  it('the clinic cancels an attended consultation (57): irreversible, and no S-2220', async () => {
    // Prepare
    const cancelled = await attendedConsultation();
    const page = clinicaPage;
    await page.goto(`${clinicaBase}/consultas/editar/${cancelled.id}`);
    await page.getByTestId('aba-cancelamento').click();
    const form = page.getByTestId('cancelamento-form');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.getByTestId('field-obs').isDisabled()).toBe(true);

    // Act: the password unlocks the reason; proceed and confirm
    await form.getByTestId('field-senha').fill('clinica123');
    await expect.poll(() => form.getByTestId('field-obs').isDisabled()).toBe(false);
    await form.getByTestId('field-obs').fill('Funcionário desistiu da vaga antes da conclusão dos exames.');
    await form.getByTestId('cancelar').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('CANCELAMENTO');
    await page.getByTestId('confirm-yes').click();

    // Assess: 57 on both records, the company's list shows it cancelled, and no event was written
    await expect.poll(async () => (await consultas().get({ tenant: 'demo', idCon: cancelled.idCon }).go()).data?.tipoStatus, { timeout: 30_000 }).toBe(57);
    expect((await consultasExternas().get({ tenant: 'demo', id: cancelled.id }).go()).data?.tipoStatus).toBe(57);
    const { data: consulta } = await consultas().get({ tenant: 'demo', idCon: cancelled.idCon }).go();
    expect((await eventosEsocial().get({ tenant: 'demo', id: idDoEvento('S-2220', consulta as { idCon: number; dtCad: string }) }).go()).data).toBeNull();
    await empresaPage.goto(`${empresaBase}/consultas`);
    const row = empresaPage.getByTestId(`consulta-${cancelled.id}`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('Cancelada');
    expect(await row.getByTestId('open-guide').count()).toBe(0);
  });

  it('the back office generates the definitive consultation of an order and lands on its actions screen', async () => {
    // Prepare: an order at the default clinic, not attended yet
    const id = await orderedConsultation();
    const page = webPage;
    await page.goto(`${webBase}/consultas/externas`);
    const row = page.getByTestId(`consulta-${id}`);
    await row.waitFor({ timeout: 30_000 });

    // Act: 'Gerar consulta', confirming the employee
    await row.getByTestId('gerar-consulta').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain(employee.nome);
    await page.getByTestId('confirm-yes').click();

    // Assess: the actions screen of the new number, in attendance, with the release and cancel tabs
    await page.waitForURL(/\/consultas\/consulta\/\d+$/, { timeout: 30_000 });
    const acoes = page.getByTestId('consulta-acoes-page');
    await expect.poll(() => acoes.getAttribute('data-status'), { timeout: 30_000 }).toBe('55');
    const generated = Number(page.url().split('/').at(-1));
    expect((await consultasExternas().get({ tenant: 'demo', id }).go()).data).toMatchObject({ idCon: generated, tipoStatus: 55 });
    expect(await page.getByRole('tab', { name: 'Cancelar Consulta' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Liberar ASO' }).count()).toBe(1);
  });
});
