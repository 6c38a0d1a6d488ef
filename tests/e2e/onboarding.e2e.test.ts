import { addDays, applyMask, masks, recordSavedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { areaBaseUrl } from './demo-users';
import { closeAll, fillLogin, homePaths, openLoggedPage, type LoggedPage } from './session-page';

/*
 * Issue 14's acceptance in the browser: onboarding from zero. The back-office administrator registers a new client
 * company, builds its work front, GHE, function and a PCMSO with two exams, creates its portal user (whose password
 * arrives by e-mail), accredits a new clinic and gives it a price table for those exams; then the new company user
 * logs in at the company area, registers an employee and orders an admissional consultation priced by the new
 * clinic. The web administrator logs in once and the company user once (logins are rate limited); the tests of
 * this file run in order.
 */

/** Check digits by mod 11 (weights from `from` down to 2, then 9 down), as the CNPJ and the CPF use them. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const rest = weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CNPJ (14 digits) from a random 8-digit base and branch 0001. */
function newCnpj(): string {
  const twelve = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`.split('').map(Number);
  const first = checkDigit(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...twelve, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...twelve, first, second].join('');
}

/** A valid CPF (11 digits) from nine random digits (spec 1 §5). */
function newCpf(): string {
  const digits = String(100_000_000 + Math.floor(Math.random() * 800_000_000)).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

interface StoredEmail {
  readonly destination: { to: string[] };
  readonly body: { text: string };
}

/** Text with every run of spaces (the currency format's no-break space included) as one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('onboarding from zero', () => {
  let session: LoggedPage | undefined;
  let companyContext: BrowserContext | undefined;
  let page: Page;
  let base: string;
  const today = todayInSaoPaulo();
  const run = String(Date.now()).slice(-5);
  const empresa = { nome: `Indústria Pinhais Onboarding ${run} Ltda`, cnpj: newCnpj(), id: '' };
  const fdt = 'Unidade Curitiba Centro';
  const ghe = { codigo: 'GHE-01', descricao: 'Operação e Manutenção' };
  const funcao = 'Técnico de Segurança do Trabalho';
  /** The two PCMSO exams (one clinical) with the new clinic's prices, in reais. */
  const exames = [
    { nome: 'Exame Clínico Ocupacional', periodicidade: '12', validade: '90', preco: '80,00' },
    { nome: 'Acuidade Visual', periodicidade: '12', validade: '180', preco: '35,50' },
  ];
  const totalCards = 'R$ 115,50';
  const portalUser = {
    nome: 'Marina Onboarding Teste',
    cpf: newCpf(),
    email: `marina.onboarding.${run}@pinhais.example.com.br`,
    usuario: `marina${run}`,
    senha: '',
  };
  const clinica = { nome: `Clínica Curitiba Onboarding ${run}`, cnpj: newCnpj() };
  const tabela = `Tabela ${empresa.nome.split(' ').slice(0, 2).join(' ')} ${run}`;
  const employee = { nome: 'Joaquim Onboarding Silveira', cpf: newCpf() };

  beforeAll(async () => {
    session = await openLoggedPage({ area: 'web' });
    ({ page, base } = session);
  }, 120_000);
  afterAll(async () => {
    await companyContext?.close();
    await closeAll(session);
  });

  const notifications = (on: Page = page) => on.getByTestId('notifications').textContent();

  /** Picks an option of a lookup (Amplify Autocomplete) after typing: the search goes out 1000 ms after typing. */
  async function pickLookup(scope: Locator, name: string, typed: string, option: RegExp) {
    await scope.getByTestId(`field-${name}`).locator('input').fill(typed);
    await page.getByRole('option', { name: option }).first().click({ timeout: 15_000 });
  }

  /** Sets a 0/1 switch (CheckboxInput) whatever element holds its test id. */
  async function setSwitch(scope: Locator, name: string, on: boolean) {
    const field = scope.getByTestId(`field-${name}`);
    const input = (await field.evaluate((element) => element.tagName)) === 'INPUT' ? field : field.locator('input');
    if ((await input.isChecked()) !== on) await input.dispatchEvent('click');
    await expect.poll(() => input.isChecked(), { timeout: 5_000 }).toBe(on);
  }

  /**
   * The address block: the CEP lookup fills street, district, state and city; when the local address book does not
   * know the CEP, they are typed.
   */
  async function fillAddress(form: Locator, address: { cep: string; num: string; end: string; bairro: string; uf: string; cidade: string }) {
    await form.getByTestId('field-cep').fill(address.cep);
    await form.getByTestId('field-num').fill(address.num);
    const filled = await expect
      .poll(() => form.getByTestId('field-end').inputValue(), { timeout: 10_000 })
      .not.toBe('')
      .then(() => true)
      .catch(() => false);
    if (filled && (await form.getByTestId('field-id_cidade').locator('input').inputValue()) !== '') return;
    await form.getByTestId('field-end').fill(address.end);
    await form.getByTestId('field-bairro').fill(address.bairro);
    const estado = form.getByTestId('field-id_estado');
    await expect.poll(() => estado.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await estado.selectOption((await estado.locator('option', { hasText: `${address.uf} - ` }).first().getAttribute('value')) ?? '');
    await pickLookup(form, 'id_cidade', address.cidade, new RegExp(`^${address.cidade}$`));
  }

  const curitiba = { cep: '80010000', end: 'Praça Tiradentes', bairro: 'Centro', uf: 'PR', cidade: 'Curitiba' };

  it('registers a new client company and opens it from the list', async () => {
    // Act
    await page.goto(`${base}/empresas`);
    await page.getByTestId('empresas-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('empresas-new').click();
    const form = page.getByTestId('empresa-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-nome').fill(empresa.nome);
    await form.getByTestId('field-nome_fantasia').fill(`Pinhais Onboarding ${run}`);
    await form.getByTestId('field-cnpj').fill(empresa.cnpj);
    await form.getByTestId('field-ie').fill('9012345678');
    await pickLookup(form, 'cnae', '2511', /2511-0\/00/);
    await form.getByTestId('field-tel_com').fill('4133224400');
    await form.getByTestId('field-email').fill(`contato.${run}@pinhais.example.com.br`);
    await fillAddress(form, { ...curitiba, num: '250' });
    await form.getByTestId('empresa-save').click();

    // Assess: saved, on its edit route
    await expect.poll(() => notifications(), { timeout: 30_000 }).toContain(recordSavedMessage);
    await page.waitForURL(/\/empresas\/editar\/[^/?]+/, { timeout: 30_000 });

    // Act: found in the list by its CNPJ, and opened
    await page.goto(`${base}/empresas`);
    await page.getByTestId('empresas-search').fill(empresa.cnpj.slice(0, 8));
    const row = page.getByTestId('empresas-table').locator('tbody tr', { hasText: empresa.nome });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(applyMask(masks.cnpj, empresa.cnpj));
    expect(await row.textContent()).toContain('Curitiba/PR');
    await row.getByTestId('empresas-edit').click();
    await page.waitForURL(/\/empresas\/editar\/[^/?]+/, { timeout: 30_000 });
    empresa.id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect.poll(() => page.getByTestId('empresa-form').getByTestId('field-nome').inputValue(), { timeout: 15_000 }).toBe(empresa.nome);
  });

  it('gives it a work front, a GHE with a function and a PCMSO with two exams', async () => {
    // Act: the front, with the company's own CNPJ
    await page.getByRole('tab', { name: 'Frentes, GHE e PCMSO' }).click();
    await page.getByTestId('estrutura-tab').waitFor({ timeout: 30_000 });
    await page.getByTestId('estrutura-fdt-new').click();
    const fdtForm = page.getByTestId('estrutura-fdt-form');
    await fdtForm.getByTestId('field-descricao').fill(fdt);
    await fdtForm.getByTestId('field-pcmso').fill(`PCMSO ${fdt}`);
    await fdtForm.getByTestId('field-tp_insc').selectOption('1');
    await fdtForm.getByTestId('field-nr_insc').fill(empresa.cnpj);
    await fdtForm.getByTestId('field-uf').fill('PR');
    await fdtForm.getByTestId('field-cidade').fill('Curitiba');
    await fdtForm.getByTestId('estrutura-fdt-save').click();
    await fdtForm.waitFor({ state: 'detached', timeout: 15_000 });
    const fdtRow = page.getByTestId('estrutura-fdt-row').filter({ hasText: fdt });
    await fdtRow.waitFor({ timeout: 15_000 });
    expect(plain(await fdtRow.textContent())).toContain(`CNPJ ${applyMask(masks.cnpj, empresa.cnpj)}`);
    await fdtRow.getByTestId('estrutura-fdt-open').click();
    await page.waitForURL(/[?&]fdt=/, { timeout: 10_000 });

    // Act: the GHE
    await page.getByTestId('estrutura-ghe-new').click();
    const gheForm = page.getByTestId('estrutura-ghe-form');
    await gheForm.getByTestId('field-ghe').fill(ghe.codigo);
    await gheForm.getByTestId('field-descricao').fill(ghe.descricao);
    await gheForm.getByTestId('estrutura-ghe-save').click();
    await gheForm.waitFor({ state: 'detached', timeout: 15_000 });
    const gheRow = page.getByTestId('estrutura-ghe-row').filter({ hasText: ghe.descricao });
    await gheRow.waitFor({ timeout: 15_000 });
    await gheRow.getByTestId('estrutura-ghe-open').click();
    await page.waitForURL(/[?&]ghe=/, { timeout: 10_000 });

    // Act: a seeded function in the GHE
    const funcaoForm = page.getByTestId('estrutura-funcao-form');
    const funcaoSelect = funcaoForm.getByTestId('field-id_funcao');
    await expect.poll(() => funcaoSelect.locator('option').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining(funcao));
    await funcaoSelect.selectOption({ label: `${funcao} (3516-05)` });
    await funcaoForm.getByTestId('estrutura-funcao-add').click();
    await page.getByTestId('estrutura-funcao-row').filter({ hasText: funcao }).waitFor({ timeout: 15_000 });

    // Act: the PCMSO's first revision, in force for a year
    await page.getByTestId('estrutura-revisao-nova').click();
    const revisaoForm = page.getByTestId('estrutura-revisao-form');
    await revisaoForm.getByTestId('field-descricao').fill('Elaboração do PCMSO');
    await revisaoForm.getByTestId('field-data').fill(today);
    await revisaoForm.getByTestId('field-inicio').fill(today);
    await revisaoForm.getByTestId('field-vencimento').fill(addDays(today, 365));
    await revisaoForm.getByTestId('estrutura-revisao-save').click();
    await revisaoForm.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('estrutura-revisao-row').filter({ hasText: '(atual)' }).waitFor({ timeout: 15_000 });

    // Act: the GHE's two exams, both admissional
    const pcmso = page.getByTestId('estrutura-pcmso-form');
    await pcmso.waitFor({ timeout: 15_000 });
    for (const [index, exame] of exames.entries()) {
      await pcmso.getByTestId('estrutura-pcmso-add').click();
      const select = pcmso.getByTestId(`field-exames.${index}.id_exame`);
      await expect.poll(() => select.locator('option').allTextContents(), { timeout: 15_000 }).toContain(exame.nome);
      await select.selectOption({ label: exame.nome });
      await pcmso.getByTestId(`field-exames.${index}.periodicidade`).fill(exame.periodicidade);
      await pcmso.getByTestId(`field-exames.${index}.validade`).fill(exame.validade);
      await setSwitch(pcmso, `exames.${index}.adm`, true);
    }
    await pcmso.getByTestId('estrutura-pcmso-save').click();

    // Assess: saved; the table reloads with both exams; the front shows its PCMSO in force
    await expect.poll(() => notifications(), { timeout: 15_000 }).toContain(recordSavedMessage);
    // The editor is rebuilt from the server's answer once the save settles.
    await expect.poll(() => page.getByTestId('estrutura-pcmso-save').textContent(), { timeout: 15_000 }).toBe('Salvar exames');
    await expect
      .poll(async () => {
        const rows = page.getByTestId('estrutura-pcmso-form').getByTestId('estrutura-pcmso-row');
        const chosen = await Promise.all(
          exames.map((_, index) => rows.nth(index).getByTestId(`field-exames.${index}.id_exame`).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '').catch(() => '')),
        );
        return { count: await rows.count(), chosen: chosen.sort() };
      }, { timeout: 15_000 })
      // The server answers the table in its own order.
      .toEqual({ count: 2, chosen: exames.map((exame) => exame.nome).sort() });
    await expect.poll(async () => plain(await fdtRow.textContent()), { timeout: 15_000 }).toContain('Rev. 1');
    await page.screenshot({ path: await screenshotPath('onboarding-estrutura'), fullPage: true });
  });

  it('creates its portal user, whose password is e-mailed', async () => {
    // Prepare
    const sesStore = async () =>
      ((await (await fetch(`${session!.cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] }).emails;
    const before = (await sesStore()).length;

    // Act
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByTestId('point-usuarios').waitFor({ timeout: 30_000 });
    await page.getByTestId('point-usuarios-new').click();
    const form = page.getByTestId('point-usuario-form');
    await form.getByTestId('field-nome').fill(portalUser.nome);
    await form.getByTestId('field-cpf').fill(portalUser.cpf);
    await form.getByTestId('field-email').fill(portalUser.email);
    await form.getByTestId('field-usuario').fill(portalUser.usuario);
    await setSwitch(form, 'is_adm', true);
    await form.getByTestId('point-usuario-save').click();

    // Assess: listed as an active administrator
    await expect.poll(() => notifications(), { timeout: 15_000 }).toContain('A senha de acesso foi enviada');
    const row = page.getByTestId('point-usuarios-table').locator('tbody tr', { hasText: portalUser.nome });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(applyMask(masks.cpf, portalUser.cpf));
    expect(await row.textContent()).toContain('Administrador');

    // Assess: the mail worker sent the password
    const email = await waitFor(
      async () => (await sesStore()).slice(before).find((sent) => sent.destination.to.includes(portalUser.email)),
      { timeoutMs: 30_000, intervalMs: 250, what: `the password e-mail to ${portalUser.email}` },
    );
    portalUser.senha = /^Senha: (\S+)$/m.exec(email.body.text)?.[1] ?? '';
    expect(portalUser.senha).not.toBe('');
    expect(email.body.text).toContain(`CNPJ: ${applyMask(masks.cnpj, empresa.cnpj)}`);
  });

  it('accredits a new clinic with a price table for the PCMSO exams of the new front', async () => {
    // Act: the clinic, in the company's city
    await page.goto(`${base}/credenciadas`);
    await page.getByTestId('credenciadas-page').waitFor({ timeout: 30_000 });
    await page.getByTestId('credenciadas-new').click();
    const form = page.getByTestId('credenciada-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-nome').fill(clinica.nome);
    await form.getByTestId('field-cnpj').fill(clinica.cnpj);
    await form.getByTestId('field-tel_com').fill('4130301234');
    await fillAddress(form, { ...curitiba, num: '88' });
    await form.getByTestId('credenciada-save').click();

    // Assess: saved, on its price tables
    await expect.poll(() => notifications(), { timeout: 15_000 }).toContain(recordSavedMessage);
    await page.waitForURL(/\/credenciadas\/editar\/[^/?]+\?aba=tabelas/, { timeout: 30_000 });
    await page.getByTestId('tabelas-preco-tab').waitFor({ timeout: 30_000 });

    // Act: a table for the new company's front with the two exams
    await page.getByTestId('tabela-preco-new').click();
    const editor = page.getByTestId('tabela-preco-form');
    await editor.waitFor({ timeout: 15_000 });
    await editor.getByTestId('field-nome').fill(tabela);
    await editor.getByTestId('field-abrangencia').selectOption({ label: 'Uma empresa' });
    await pickLookup(editor, 'id_empresa', empresa.nome.split(' ').slice(0, 3).join(' '), new RegExp(empresa.nome));
    const fronts = editor.getByTestId('field-id_fdt');
    await expect.poll(() => fronts.locator('option').allTextContents(), { timeout: 15_000 }).toContain(fdt);
    await fronts.selectOption({ label: fdt });
    for (const [index, exame] of exames.entries()) {
      const select = editor.getByTestId('tabela-preco-exame-select');
      await expect.poll(() => select.locator('option').allTextContents(), { timeout: 15_000 }).toContain(exame.nome);
      await select.selectOption({ label: exame.nome });
      await editor.getByTestId('tabela-preco-add-exame').click();
      await editor.getByTestId(`field-exames.${index}.valor_venda`).fill(exame.preco);
      await expect.poll(async () => plain(await editor.getByTestId(`tabela-preco-total-${index}`).textContent())).toBe(`R$ ${exame.preco}`);
    }
    await editor.getByTestId('tabela-preco-save').click();

    // Assess: listed for the company's front, in force
    await expect.poll(() => notifications(), { timeout: 15_000 }).toContain(recordSavedMessage);
    const row = page.getByTestId('tabelas-preco').locator('tr[data-testid^="tabelas-preco-"]', { hasText: tabela });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getAttribute('data-testid')).toMatch(/^tabelas-preco-[^-]+/);
    expect(plain(await row.textContent())).toContain(`${empresa.nome} — ${fdt}`);
    expect(await row.textContent()).toContain('VIGENTE');
    await page.screenshot({ path: await screenshotPath('onboarding-credenciada'), fullPage: true });
  });

  it('lets the new company user log in, register an employee and order a consultation priced by the new clinic', async () => {
    // Prepare: the company user's own browser context and login
    const { browser, cloud, user } = session!;
    companyContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    const company = await companyContext.newPage();
    const companyBase = areaBaseUrl(cloud.port, 'empresa', user.tenant);
    await company.goto(`${companyBase}/login`);
    await company.getByTestId('login-form').waitFor({ timeout: 60_000 });
    await fillLogin(company, { cpf: portalUser.cpf, cnpj: empresa.cnpj, senha: portalUser.senha });
    await company.getByRole('button', { name: 'Entrar' }).click();
    await company.waitForURL(homePaths.empresa, { timeout: 30_000 });

    // Act: an employee in the new front, function and GHE
    await company.goto(`${companyBase}/funcionarios`);
    await company.getByTestId('funcionarios-table').waitFor({ timeout: 30_000 });
    await company.getByRole('link', { name: 'Novo Funcionário' }).click();
    const form = company.getByTestId('funcionario-form');
    await form.waitFor({ timeout: 30_000 });
    await form.getByTestId('field-nome').fill(employee.nome);
    await form.getByTestId('field-cpf').fill(employee.cpf);
    await form.getByTestId('field-dt_nas').fill('22071992');
    await form.getByTestId('field-dt_adm').fill(today.split('-').reverse().join(''));
    await form.getByTestId('field-sexo').selectOption({ label: 'Masculino' });
    await expect.poll(() => form.getByTestId('field-id_fdt').locator('option').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringContaining(fdt));
    await form.getByTestId('field-id_fdt').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_funcao').locator('option').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringContaining(funcao));
    await form.getByTestId('field-id_funcao').selectOption({ index: 1 });
    await expect.poll(() => form.getByTestId('field-id_ghe').locator('option').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringContaining(ghe.codigo));
    await form.getByTestId('field-id_ghe').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await company.waitForURL(/\/funcionarios$/, { timeout: 30_000 });
    await expect.poll(() => notifications(company), { timeout: 30_000 }).toContain(recordSavedMessage);
    await company.getByTestId('funcionarios-search').fill('Silveira');
    const row = company.getByRole('row', { name: new RegExp(employee.nome) });
    await row.waitFor({ timeout: 30_000 });

    // Act: an admissional consultation from the employee's row
    await row.getByTestId('schedule-employee').click();
    const nova = company.getByTestId('consulta-nova-form');
    await nova.waitFor({ timeout: 30_000 });
    await expect.poll(() => nova.getByTestId('field-id_ghe').inputValue(), { timeout: 30_000 }).not.toBe('');
    await nova.getByTestId('field-data_age').fill(addDays(today, 2));
    await nova.getByTestId('field-tipo_aso').selectOption({ label: 'Admissional' });

    // Assess: the new clinic's card, priced with the two exams of its table
    const card = company.getByTestId('price-card').filter({ has: company.getByTestId('price-card-name').filter({ hasText: clinica.nome }) });
    await card.waitFor({ timeout: 30_000 });
    expect(plain(await card.getByTestId('price-card-total').textContent())).toBe(totalCards);

    // Act: choose it and generate
    await card.getByTestId('choose-price-table').click();
    await expect.poll(() => card.getAttribute('data-chosen'), { timeout: 10_000 }).toBe('true');
    await company.screenshot({ path: await screenshotPath('onboarding-consulta-nova'), fullPage: true });
    await nova.getByTestId('generate-consulta').click();

    // Assess: the consultation's page, scheduled at the new clinic
    await company.waitForURL(/\/consultas\/editar\/[0-9A-Z]{26}$/, { timeout: 30_000 });
    const edit = company.getByTestId('consulta-editar-page');
    await edit.waitFor({ timeout: 30_000 });
    expect(await edit.getAttribute('data-status')).toBe('54');
    await expect.poll(() => company.getByTestId('consulta-summary').textContent(), { timeout: 30_000 }).toContain(employee.nome);
    await company.getByTestId('exames-tab').waitFor({ timeout: 30_000 });
    const exams = (await company.getByTestId('exames-tab').textContent()) ?? '';
    for (const exame of exames) expect(exams).toContain(exame.nome);
    await company.screenshot({ path: await screenshotPath('onboarding-consulta-editar'), fullPage: true });
  });
});
