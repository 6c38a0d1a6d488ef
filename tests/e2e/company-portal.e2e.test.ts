import {
  addDays,
  applyMask,
  batchConsultationRegisteredMessage,
  chooseConsultationTypeTip,
  consultaExternaPageSchema,
  emailSavedMessage,
  envelopeSchema,
  masks,
  printGuideOrAsoTitle,
  recordSavedMessage,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { extractText } from '../../functions/src/pdf/read-page';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * The company portal in the browser: a company user logs in once (the login is rate limited per CPF, tenant and
 * address), registers an employee, schedules a consultation through the price tables, finds it in the list with
 * its colour, opens its referral guide (the PDF's text is read), submits a batch that turns from 194 to 54, and
 * saves an e-mail contact in Meu Cadastro. The tests of this file run in order on one page.
 */

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

const listPageSchema = envelopeSchema(consultaExternaPageSchema);

describe('the company portal', () => {
  let session: LoggedPage | undefined;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  const today = todayInSaoPaulo();
  const employee = {
    nome: 'Renata Vasconcelos Teste',
    cpf: cpfFrom(String(100_000_000 + Math.floor(Math.random() * 800_000_000))),
  };
  /** The consultation the price-table flow creates. */
  let consultaId = '';
  /** Every status the list answered for the employee, in order (to see the batch go from 194 to 54). */
  const listStatuses: number[][] = [];

  beforeAll(async () => {
    // The one login of the file.
    session = await openLoggedPage({
      area: 'empresa',
      onPage: (created) => {
        created.on('response', (response) => void recordList(response));
      },
    });
    ({ context, page, base } = session);
  });
  afterAll(() => closeAll(session));

  async function recordList(response: Response) {
    if (!/\/sst\/api\/[^/]+\/consulta\/externa\?/.test(response.url())) return;
    const body = listPageSchema.safeParse(await response.json().catch(() => null));
    if (!body.success || !body.data.data) return;
    const mine = body.data.data.data.filter((row) => row.funcionario.cpf === employee.cpf);
    if (mine.length) listStatuses.push(mine.map((row) => row.tipo_status.id));
  }

  /** Picks an option of a lookup (Amplify Autocomplete) after typing: the search goes out 1000 ms after typing. */
  async function pickLookup(scope: Page | Locator, name: string, typed: string, option: RegExp) {
    const input = scope.getByTestId(`field-${name}`).locator('input');
    await input.fill(typed);
    await page.getByRole('option', { name: option }).first().click({ timeout: 30_000 });
  }

  function notifications() {
    return page.getByTestId('notifications').textContent();
  }

  it('registers an employee with the GHE the front of the PCMSO asks', async () => {
    // Prepare
    await page.goto(`${base}/funcionarios`);
    await page.getByTestId('funcionarios-table').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: await screenshotPath('empresa-funcionarios'), fullPage: true });
    await page.getByRole('link', { name: 'Novo Funcionário' }).click();
    const form = page.getByTestId('funcionario-form');
    await form.waitFor({ timeout: 30_000 });

    // Act
    await form.getByTestId('field-nome').fill(employee.nome);
    await form.getByTestId('field-cpf').fill(employee.cpf);
    await form.getByTestId('field-dt_nas').fill('14031990');
    await form.getByTestId('field-dt_adm').fill('03022025');
    await form.getByTestId('field-sexo').selectOption({ label: 'Feminino' });
    await form.getByTestId('field-id_fdt').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_funcao').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_funcao').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_ghe').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_ghe').selectOption({ index: 1 });
    await page.screenshot({ path: await screenshotPath('empresa-funcionario-form'), fullPage: true });
    await form.getByRole('button', { name: 'Salvar' }).click();

    // Assess: back at the list, where the new employee is found by name
    await page.waitForURL(/\/funcionarios$/, { timeout: 30_000 });
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordSavedMessage);
    await page.getByTestId('funcionarios-search').fill('Vasconcelos');
    const row = page.getByRole('row', { name: new RegExp(employee.nome) });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(applyMask(masks.cpf, employee.cpf));
    expect(await row.textContent()).toContain('ATIVO');
  });

  it('schedules a consultation through the price tables and opens its page', async () => {
    // Prepare: from the employee's row, the form starts with the employee, front, function and sector
    await page.getByRole('row', { name: new RegExp(employee.nome) }).getByTestId('schedule-employee').click();
    const form = page.getByTestId('consulta-nova-form');
    await form.waitFor({ timeout: 30_000 });
    await expect.poll(() => form.getByTestId('field-id_ghe').inputValue(), { timeout: 30_000 }).not.toBe('');
    const generate = form.getByTestId('generate-consulta');
    expect(await generate.isDisabled()).toBe(true);
    expect(await form.getByTestId('generate-wrapper').getAttribute('title')).toBe(chooseConsultationTypeTip);

    // Act: the date, then the type unlocks; the prices load
    const day = addDays(today, 2);
    await form.getByTestId('field-data_age').fill(day);
    await form.getByTestId('field-tipo_aso').selectOption({ label: 'Admissional' });
    const cards = page.getByTestId('price-card');
    await cards.first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: await screenshotPath('empresa-consulta-nova'), fullPage: true });

    // Assess: a card shows its clinic and its total as 'R$' whole and cents
    const total = (await cards.first().getByTestId('price-card-total').textContent()) ?? '';
    expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);

    // Act: generating without a provider warns; the price table's modal chooses one
    expect(await generate.isDisabled()).toBe(false);
    await generate.click();
    await expect.poll(notifications, { timeout: 10_000 }).toContain('Selecione uma credenciada para continuar.');
    await cards.first().getByTestId('open-price-table').click();
    const modal = page.getByTestId('price-table-modal');
    await modal.getByTestId('price-exam').first().waitFor();
    expect(await modal.getByTestId('price-table-total').textContent()).toBe(total);
    expect(await modal.getByTestId('values-note').textContent()).toContain('Os valores podem sofrer alterações');
    await page.screenshot({ path: await screenshotPath('empresa-tabela-preco') });
    await modal.getByTestId('choose-in-modal').click();
    await expect.poll(() => cards.first().getAttribute('data-chosen')).toBe('true');
    await generate.click();

    // Assess: saved (54) and on its edit page, on the exams tab
    await page.waitForURL(/\/consultas\/editar\/[0-9A-Z]{26}$/, { timeout: 30_000 });
    consultaId = page.url().split('/').at(-1) ?? '';
    const edit = page.getByTestId('consulta-editar-page');
    await edit.waitFor({ timeout: 30_000 });
    expect(await edit.getAttribute('data-status')).toBe('54');
    await page.getByTestId('exames-tab').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('consulta-summary').textContent()).toContain(employee.nome);
    await page.screenshot({ path: await screenshotPath('empresa-consulta-editar'), fullPage: true });
  });

  it('shows the consultation in the list in blue (scheduled ahead) and prints its guide', async () => {
    // Prepare
    await page.goto(`${base}/consultas`);
    const row = page.getByTestId(`consulta-${consultaId}`);
    await row.waitFor({ timeout: 30_000 });

    // Assess: blue, a future schedule (spec 1 §2), with the function and ASO type
    expect(await row.getAttribute('class')).toContain('oc-row--info');
    expect(await row.textContent()).toContain('Admissional');
    await page.screenshot({ path: await screenshotPath('empresa-consultas'), fullPage: true });

    // Act: the guide modal, and the guide in a new tab
    await row.getByTestId('open-guide').click();
    const modal = page.getByTestId('print-modal');
    await expect.poll(() => modal.textContent(), { timeout: 30_000 }).toContain(printGuideOrAsoTitle);
    await modal.getByRole('tab', { name: 'ASO' }).click();
    expect(await modal.getByTestId('aso-panel').textContent()).toContain('Você será notificado por e-mail');
    await modal.getByRole('tab', { name: 'Guia de Encaminhamento' }).click();
    await page.screenshot({ path: await screenshotPath('empresa-guia-modal') });
    const opened = context.waitForEvent('page');
    await modal.getByTestId('print-guide').click();
    const tab = await opened;
    const pdfUrl = tab.url() === 'about:blank' ? (await tab.waitForURL(/guia/), tab.url()) : tab.url();
    await tab.close();

    // Assess: the PDF, fetched by the page (its session cookie goes along), names the employee
    expect(pdfUrl).toContain(`/consulta/externa/guia/${consultaId}`);
    const pdf = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return { type: answer.headers.get('content-type'), bytes: [...new Uint8Array(await answer.arrayBuffer())] };
    }, pdfUrl);
    expect(pdf.type).toContain('application/pdf');
    const text = await extractText(new Uint8Array(pdf.bytes));
    expect(text).toContain(employee.nome);
    expect(text.toUpperCase()).toContain('GUIA');
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
  });

  it('submits a batch whose consultation turns from 194 to 54', async () => {
    // Prepare
    await page.getByTestId('open-batch').click();
    const modal = page.getByTestId('batch-modal');
    await expect.poll(() => modal.textContent()).toContain('Formulário de Cadasto de Consulta em Lote');
    expect(await modal.getByTestId('field-data_age').isDisabled()).toBe(true);

    // Act: one employee (the type defaults to 52), a date, a clinic's table
    await pickLookup(modal, 'novo', 'Vasconcelos', new RegExp(employee.nome));
    await modal.getByTestId('batch-row').waitFor();
    expect(await modal.getByTestId('batch-row').getByTestId('field-funcionarios.0.tipo_aso').inputValue()).toBe('52');
    await modal.getByTestId('field-data_age').fill(addDays(today, 5));
    const table = modal.getByTestId('field-id_tabela_preco');
    await expect.poll(() => table.locator('option:not([disabled])').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await table.selectOption({ index: 1 });
    await page.screenshot({ path: await screenshotPath('empresa-lote') });
    await modal.getByRole('button', { name: 'Cadastrar Consultas' }).click();

    // Assess: answered at once with the background message; the list shows the row waiting, then scheduled
    await expect.poll(notifications, { timeout: 30_000 }).toContain(batchConsultationRegisteredMessage);
    await page.getByTestId('consultas-search').fill(employee.nome);
    await expect
      .poll(() => page.locator('[data-testid^="consulta-"] [data-status="54"]').count(), { timeout: 60_000 })
      .toBe(2);
    const batchRow = page.locator('[data-testid^="consulta-"]').filter({ hasNotText: 'Admissional' });
    const batchId = ((await batchRow.getAttribute('data-testid')) ?? '').replace('consulta-', '');
    await page.goto(`${base}/consultas/editar/${batchId}`);
    await page.getByRole('tab', { name: 'Acompanhamento' }).click();
    const history = page.getByTestId('acompanhamento-tab');
    await history.waitFor({ timeout: 30_000 });
    const statuses = await history.getByTestId('status-badge').evaluateAll((badges) =>
      badges.map((badge) => Number(badge.getAttribute('data-status'))),
    );
    expect(statuses).toEqual([194, 54]);
    expect(listStatuses.flat()).toContain(54);
  });

  it('saves an e-mail contact in Meu Cadastro, refusing a bad address first', async () => {
    // Prepare
    await page.goto(`${base}/meu-cadastro`);
    await page.getByTestId('meu-cadastro-form').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: await screenshotPath('empresa-meu-cadastro'), fullPage: true });
    await page.getByRole('tab', { name: 'Emails' }).click();
    await page.getByTestId('several-emails-warning').waitFor();

    // Act
    await page.getByTestId('new-email').click();
    const modal = page.getByTestId('email-modal');
    await modal.getByTestId('field-tipo').selectOption({ label: 'ASO' });
    await modal.getByTestId('field-email').fill('sesmt@metalvale.com.br; rh@metalvale');
    await modal.getByRole('button', { name: 'Salvar' }).click();

    // Assess
    await expect.poll(() => modal.textContent()).toContain('Email `rh@metalvale` não é válido');

    // Act
    await modal.getByTestId('field-email').fill('sesmt@metalvale.com.br; rh@metalvale.com.br');
    await modal.getByRole('button', { name: 'Salvar' }).click();

    // Assess
    await expect.poll(notifications, { timeout: 30_000 }).toContain(emailSavedMessage);
    await expect.poll(() => page.getByTestId('emails-tab').textContent()).toContain('sesmt@metalvale.com.br, rh@metalvale.com.br');
    await page.screenshot({ path: await screenshotPath('empresa-meu-cadastro-emails'), fullPage: true });
  });

  it('asks whether to transfer an employee whose CPF is already registered, and goes back to the list when declined', async () => {
    // Prepare: a new employee with the CPF of the one registered above
    await page.goto(`${base}/funcionarios/cadastrar`);
    const form = page.getByTestId('funcionario-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-nome').fill('Outra Pessoa Mesmo CPF');
    await form.getByTestId('field-cpf').fill(employee.cpf);
    await form.getByTestId('field-dt_nas').fill('01021985');
    await form.getByTestId('field-dt_adm').fill('03022025');
    await form.getByTestId('field-sexo').selectOption({ label: 'Masculino' });
    await form.getByTestId('field-id_fdt').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_funcao').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_funcao').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_ghe').locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await form.getByTestId('field-id_ghe').selectOption({ index: 1 });

    // Act
    await form.getByRole('button', { name: 'Salvar' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain('Deseja transferir');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Assess: at the list, and the employee was not replaced
    await page.waitForURL(/\/funcionarios$/, { timeout: 30_000 });
    await page.getByTestId('funcionarios-search').fill('Vasconcelos');
    await page.getByRole('row', { name: new RegExp(employee.nome) }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('row', { name: /Outra Pessoa Mesmo CPF/ }).count()).toBe(0);
  });
});
