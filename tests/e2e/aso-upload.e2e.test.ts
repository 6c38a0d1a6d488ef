import { addDays, todayInSaoPaulo } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { ConsultaItem } from '../../functions/src/data/entities/consulta';
import { getPage } from '../../functions/src/data/upload-pages';
import { mergePdfs } from '../../functions/src/pdf/fixtures';
import type { LocalCloud } from '../../infra/local/cloud';
import { asoOf, demoConsultations } from '../support/aso-fixtures';
import { screenshotPath } from './browser';
import { areaBaseUrl, type DemoUser } from './demo-users';
import { closeAll, logIn, openLoggedPage, type LoggedPage } from './session-page';

/*
 * The ASO upload in the browser (spec 2 §2, §5; docs/api/aso-upload.md): the back-office operator logs in once,
 * opens the ASO list, uploads a 5-page PDF made of our generated ASOs of released consultations through the
 * upload modal (the file goes straight to S3 with the presigned POST; the API only sees its name and size), follows
 * the pages until the workers have identified them all (79), opens the upload page detail, relinks one page by hand
 * to another consultation (193), and a company user finds a released consultation with its print button in the
 * company's ASO release list. The tests of this file run in order.
 */

describe('the ASO upload', () => {
  let session: LoggedPage | undefined;
  let cloud: LocalCloud;
  let browser: Browser;
  let page: Page;
  let base: string;
  let users: DemoUser[];
  /** The consultations whose ASOs make the five pages, in page order. */
  let pages: ConsultaItem[] = [];
  /** The consultation page 5 is relinked to by hand. */
  let target: ConsultaItem;
  let uploadId = '';
  /** What the browser sent: the API's cadastrar body and the POSTs that went elsewhere (S3). */
  const cadastrarBodies: string[] = [];
  const foreignPosts: string[] = [];

  beforeAll(async () => {
    // The one login of the file for the operator.
    session = await openLoggedPage({
      area: 'web',
      cloudOptions: { pollIdleMs: 100 },
      contextOptions: { viewport: { width: 1440, height: 900 } },
      onPage: (created, address) => {
        base = address;
        created.on('request', (request) => recordPost(request));
      },
    });
    ({ cloud, browser, page, users } = session);

    // Released consultations of the last 730 days print our ASO with its QR code and printed code (spec 2 §7).
    const recent = addDays(todayInSaoPaulo(), -700);
    const live = (await demoConsultations()).filter((consulta) => consulta.dtCad.slice(0, 10) >= recent);
    const released = live.filter((consulta) => consulta.tipoStatus === 66 || consulta.tipoStatus === 67);
    expect(released.length).toBeGreaterThanOrEqual(2);
    pages = Array.from({ length: 5 }, (_, index) => released[index % released.length] as ConsultaItem);
    // Another employee's consultation, to relink the last page to.
    target = live.find((consulta) => !pages.some((used) => used.funcionarioId === consulta.funcionarioId)) as ConsultaItem;
    expect(target).toBeDefined();
  });
  afterAll(() => closeAll(session));

  function recordPost(request: Request) {
    if (request.method() !== 'POST') return;
    if (request.url().includes('/empresa/consulta/upload/cadastrar')) cadastrarBodies.push(request.postData() ?? '');
    else if (!request.url().startsWith(base)) foreignPosts.push(request.url());
  }

  /** Picks an option of a lookup (Amplify Autocomplete): the search goes out 1000 ms after the typing stops. */
  async function pickLookup(scope: Page | ReturnType<Page['getByTestId']>, name: string, typed: string, option: RegExp) {
    await scope.getByTestId(`field-${name}`).locator('input').fill(typed);
    await page.getByRole('option', { name: option }).first().click({ timeout: 30_000 });
  }

  it('uploads a 5-page PDF straight to S3 and follows it until every page is identified', async () => {
    // Prepare
    const file = await mergePdfs(await Promise.all(pages.map((consulta) => asoOf('demo', consulta))));
    await page.goto(`${base}/consultas/liberacao`);
    // The default window (68 and 69, created 60 days back to 1 ahead) holds some of the demo's consultations.
    await expect.poll(() => page.getByTestId('aso-table').getByTestId('consulta-status').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const listed = await page.getByTestId('aso-table').getByTestId('consulta-status').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
    expect(listed.every((status) => status === '68' || status === '69')).toBe(true);
    await page.screenshot({ path: await screenshotPath('web-aso-liberacao'), fullPage: true });
    await page.getByTestId('open-upload').click();
    const modal = page.getByTestId('upload-modal');
    await modal.getByTestId('upload-form').waitFor();

    // Act
    await modal.getByTestId('field-arquivo').setInputFiles({ name: 'ASOs assinados.pdf', mimeType: 'application/pdf', buffer: Buffer.from(file) });
    await modal.getByTestId('upload-submit').click();

    // Assess: the workers split and identified the five pages (the file reached S3, or nothing would be read)
    await modal.locator('[data-testid="upload-follow"][data-situacao="concluido"]').waitFor({ timeout: 120_000 });
    expect(await modal.getByTestId('upload-result').textContent()).toContain('5 páginas: 5 identificadas.');
    expect(await modal.getByTestId('upload-pages-progress').textContent()).toContain('5 de 5 páginas processadas');
    await page.screenshot({ path: await screenshotPath('web-aso-upload-concluido'), fullPage: true });
    // The API got the file's name and size, never its bytes; the file went to another origin (S3).
    expect(cadastrarBodies).toHaveLength(1);
    expect(JSON.parse(cadastrarBodies[0] ?? '{}')).toMatchObject({ tipo: 86, arquivo: { nome: 'ASOs assinados.pdf', tamanho: file.length } });
    expect(cadastrarBodies[0]?.length).toBeLessThan(1000);
    expect(foreignPosts).toHaveLength(1);
    // The history tab lists it with its status
    await modal.getByRole('tab', { name: 'Histórico de Uploads' }).click();
    const history = modal.getByTestId('upload-history-table');
    const row = history.locator('tr', { hasText: 'ASOs assinados.pdf' });
    await expect.poll(() => row.getByTestId('upload-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('79');
    expect(await row.textContent()).toContain('5/5');
    await modal.getByRole('tab', { name: 'Fazer Novo Upload' }).click();
  });

  it('shows the pages identified (79) on the upload page detail', async () => {
    // Act
    await page.getByTestId('open-upload-pages').click();
    await page.waitForURL(/\/consultas\/upload\/[^/]+$/, { timeout: 30_000 });
    uploadId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const table = page.getByTestId('upload-pages-table');
    await table.getByTestId('pagina-5').waitFor({ timeout: 30_000 });

    // Assess
    for (const [index, consulta] of pages.entries()) {
      const row = table.getByTestId(`pagina-${index + 1}`);
      expect(await row.getByTestId('upload-status').getAttribute('data-status')).toBe('79');
      expect(await row.textContent()).toContain(String(consulta.idCon));
      expect(await row.textContent()).toContain(consulta.funcionarioNome);
    }
    expect(await page.getByTestId('upload-summary').getByTestId('upload-status').getAttribute('data-status')).toBe('79');
    await page.screenshot({ path: await screenshotPath('web-aso-upload-paginas'), fullPage: true });
  });

  it('relinks a page by hand to another consultation, which then shows as linked manually (193)', async () => {
    // Prepare
    const row = page.getByTestId('upload-pages-table').getByTestId('pagina-5');
    await row.getByTestId('pagina-editar').click();
    const modal = page.getByTestId('pagina-edit-modal');
    await modal.getByTestId('pagina-edit-form').waitFor();

    // Act
    await pickLookup(modal, 'id_emp', target.empresaNome.slice(0, 12), new RegExp(escape(target.empresaNome)));
    await pickLookup(modal, 'id_fun', target.funcionarioNome.split(' ')[0] ?? '', new RegExp(escape(target.funcionarioNome)));
    const consulta = modal.getByTestId('field-id_con');
    await expect.poll(() => consulta.locator(`option[value="${target.idCon}"]`).count(), { timeout: 30_000 }).toBe(1);
    await consulta.selectOption(String(target.idCon));
    await modal.getByTestId('pagina-save').click();

    // Assess: on the screen
    await expect.poll(() => row.getByTestId('upload-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('193');
    expect(await row.textContent()).toContain(String(target.idCon));
    expect(await row.textContent()).toContain(target.funcionarioNome);
    expect(await page.getByTestId('notifications').textContent()).toContain('Registro salvo com sucesso!');
    await page.screenshot({ path: await screenshotPath('web-aso-upload-vinculo-manual'), fullPage: true });
    // And as stored
    const stored = await getPage('demo', uploadId, 5);
    expect(stored).toMatchObject({ idCon: target.idCon, tipoStatus: 193, identificacao: 'manual' });
    // 'Enviar ASO por Email' opens the mail feature's modal for this upload
    await page.getByTestId('open-email-upload').click();
    await page.getByTestId('aso-email-modal').waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByTestId('aso-email-modal').waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('finds the consultation by its code in the ASO list and shows the relinked page in its file detail', async () => {
    // Prepare
    await page.goto(`${base}/consultas/liberacao`);
    await page.getByTestId('aso-table').waitFor({ timeout: 30_000 });

    // Act: search by the consultation number, whatever its status and date (spec 2 §2)
    await page.getByTestId('aso-search').fill(String(target.idCon));
    const row = page.getByTestId(`aso-${target.idCon}`);
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('aso-table').locator('tbody tr').count()).toBe(1);
    await row.getByTestId('open-arquivo').click();

    // Assess: 'Detalhamento do Arquivo' lists the page, opened in a new tab
    const modal = page.getByTestId('arquivo-modal');
    const aso = modal.getByTestId('arquivo-aso');
    await aso.waitFor({ timeout: 30_000 });
    expect(await aso.locator(`a[href*="/pagina/${uploadId}-5/arquivo"]`).getAttribute('target')).toBe('_blank');
    expect(await row.textContent()).toMatch(/ASO \(\d+ pág\.\)/);
    await page.screenshot({ path: await screenshotPath('web-aso-arquivo'), fullPage: true });
    // 'Histórico de Envio de Emails' answers for the consultation
    await modal.getByRole('tab', { name: 'Histórico de Envio de Emails' }).click();
    await modal.getByTestId('email-history-table').waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Fechar' }).last().click();
  });

  it('uploads a medical record by hand to the chosen consultation, asking company, employee, consultation and Juntar', async () => {
    // Prepare
    await page.goto(`${base}/consultas/liberacao`);
    await page.getByTestId('open-upload').click();
    const modal = page.getByTestId('upload-modal');
    const form = modal.getByTestId('upload-form');
    await form.waitFor();
    expect(await form.getByTestId('field-documento').isDisabled()).toBe(true);

    // Act: manual, medical record, sent empty
    await form.getByTestId('field-tipo').selectOption({ label: 'Manual' });
    await form.getByTestId('field-documento').selectOption({ label: 'Prontuário médico' });
    await form.getByTestId('field-juntar').waitFor();
    await modal.getByTestId('upload-submit').click();

    // Assess: the shared schema's messages, before anything is sent
    await modal.getByTestId('arquivo-error').waitFor();
    expect(await modal.getByTestId('arquivo-error').textContent()).toBe('Campo obrigatório');
    for (const name of ['id_emp', 'id_fun']) expect(await form.getByTestId(`field-${name}`).textContent()).toContain('Campo obrigatório');
    for (const name of ['id_con', 'juntar']) {
      expect(await form.locator('.amplify-field', { has: page.getByTestId(`field-${name}`) }).textContent()).toContain('Campo obrigatório');
    }
    expect(cadastrarBodies).toHaveLength(1);

    // Act: the link and the file
    await pickLookup(form, 'id_emp', target.empresaNome.slice(0, 12), new RegExp(escape(target.empresaNome)));
    await pickLookup(form, 'id_fun', target.funcionarioNome.split(' ')[0] ?? '', new RegExp(escape(target.funcionarioNome)));
    const consulta = form.getByTestId('field-id_con');
    await expect.poll(() => consulta.locator(`option[value="${target.idCon}"]`).count(), { timeout: 30_000 }).toBe(1);
    await consulta.selectOption(String(target.idCon));
    await form.getByTestId('field-juntar').selectOption({ label: 'Não' });
    const file = await asoOf('demo', target);
    await form.getByTestId('field-arquivo').setInputFiles({ name: 'prontuario.pdf', mimeType: 'application/pdf', buffer: Buffer.from(file) });
    await modal.getByTestId('upload-submit').click();

    // Assess: linked by the form (193), as the consultation's medical record
    await modal.locator('[data-testid="upload-follow"][data-situacao="concluido"]').waitFor({ timeout: 120_000 });
    expect(await modal.getByTestId('upload-result').textContent()).toContain('1 página: 1 vinculada manualmente.');
    expect(JSON.parse(cadastrarBodies[1] ?? '{}')).toMatchObject({
      tipo: 87,
      documento: 83,
      juntar: 0,
      id_emp: target.empresaId,
      id_fun: target.funcionarioId,
      id_con: target.idCon,
    });
    await modal.getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByTestId('aso-search').fill(String(target.idCon));
    await expect.poll(() => page.getByTestId(`aso-${target.idCon}`).textContent(), { timeout: 30_000 }).toContain('Prontuário (1 pág.)');
  });

  it('lists a released consultation with its print button in the company’s ASO release list and its Guide/ASO modal', async () => {
    // Prepare: a company user of a company whose consultation was released (66)
    const companyUsers = users.filter((user) => user.area === 'empresa' && user.tenant === 'demo');
    const company = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const companyPage = await company.newPage();
    const user = companyUsers[0] as DemoUser;
    const companyBase = areaBaseUrl(cloud.port, 'empresa', user.tenant);
    await logIn(companyPage, companyBase, user);

    // Act
    await companyPage.goto(`${companyBase}/liberacao`);
    const table = companyPage.getByTestId('release-table');
    await table.getByTestId('print-aso').first().waitFor({ timeout: 30_000 });

    // Assess: every row is released apt (66), and the print button opens the generated ASO
    const statuses = await table.getByTestId('consulta-status').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['66']));
    const href = (await table.getByTestId('print-aso').first().getAttribute('href')) ?? '';
    expect(await table.getByTestId('print-aso').first().getAttribute('target')).toBe('_blank');
    expect(href).toMatch(/^\/sst\/api\/demo\/consulta\/aso\/[0-9a-f]{32}$/);
    // Asked from the page, as the new tab would (same origin, the session cookie goes with it).
    const pdf = await companyPage.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    await companyPage.screenshot({ path: await screenshotPath('empresa-aso-liberacao'), fullPage: true });

    // Act: the Guide/ASO modal of a released consultation of the company's list
    await companyPage.goto(`${companyBase}/consultas`);
    const released = companyPage
      .getByTestId('consultas-table')
      .locator('tr', { has: companyPage.locator('[data-testid="status-badge"][data-status="66"]') })
      .first();
    await released.getByTestId('open-guide').click({ timeout: 30_000 });
    const modal = companyPage.getByTestId('print-modal');
    await modal.getByRole('tab', { name: 'ASO' }).click();

    // Assess: the ASO tab links the generated PDF
    const print = modal.getByTestId('print-aso');
    await print.waitFor({ timeout: 30_000 });
    expect(await print.getAttribute('href')).toMatch(/^\/sst\/api\/demo\/consulta\/aso\/[0-9a-f]{32}$/);
    expect(await print.getAttribute('target')).toBe('_blank');
    await companyPage.screenshot({ path: await screenshotPath('empresa-guia-aso-imprimir'), fullPage: true });
    await company.close();
  });
});

/** A name as a literal in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
