import { isValidCpf, logoutConfirmation, passwordLinkSentMessage, passwordResetDoneMessage } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalCloud } from '../../infra/local/cloud';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { areaBaseUrl, demoUserOf, readDemoUsers, type DemoUser } from './demo-users';
import { closeAll, fillLogin, homePaths, logIn, startCloudAndBrowser } from './session-page';

/* Logging in and out of each area with the demo users the seed writes, and the login form's messages. */

describe('logging in and out', () => {
  let cloud: LocalCloud;
  let browser: Browser;
  let users: DemoUser[];

  beforeAll(async () => {
    users = await readDemoUsers();
    ({ cloud, browser } = await startCloudAndBrowser());
  });
  afterAll(() => closeAll({ browser, cloud }));

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    return context.newPage();
  }

  async function sesStore(): Promise<{ body: { text: string } }[]> {
    return ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: { body: { text: string } }[] }).emails;
  }

  /** The kit's field around an input: label, input and the message under it. */
  function fieldOf(page: Page, name: string) {
    return page.locator('.amplify-field', { has: page.getByTestId(`field-${name}`) });
  }

  it.each(['web', 'empresa', 'credenciada', 'parceiro'] as const)('logs in and out of the %s area', async (area) => {
    // Prepare
    const user = demoUserOf(users, area);
    const base = areaBaseUrl(cloud.port, area, user.tenant);
    const page = await freshPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 60_000 });

    // Act: log in
    await fillLogin(page, user);
    await page.getByRole('button', { name: 'Entrar' }).click();

    // Assess: the area's default page in the main layout, with the menu from the API
    await page.waitForURL(homePaths[area], { timeout: 30_000 });
    await page.getByTestId('header').waitFor();
    expect((await page.getByTestId('user-name').textContent())?.trim()).not.toBe('');
    expect(await page.getByTestId('session-remaining').textContent()).toMatch(/\d{2,3}h \d{2}m/);
    await expect.poll(() => page.getByTestId('main-menu').locator('a, button').count()).toBeGreaterThan(0);
    await page.screenshot({ path: await screenshotPath(`home-${area}`), fullPage: true });
    // The token stays in the HttpOnly cookie: nothing the page's scripts can read holds it.
    const readable = await page.evaluate(() => ({
      cookies: document.cookie,
      stored: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    }));
    expect(readable.cookies).not.toContain('sessao=');
    expect(readable.stored).not.toMatch(/jwt|eyJ/);

    // Act and assess: a valid session skips the login
    await page.goto(`${base}/login`);
    await page.waitForURL(homePaths[area], { timeout: 30_000 });

    // Act: log out, confirming
    await page.getByTestId('logout-link').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain(logoutConfirmation);
    await page.getByTestId('confirm-yes').click();

    // Assess: at the login, and the session is gone
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    await page.goto(`${base}/${area === 'web' ? 'home' : 'meu-cadastro'}`);
    await page.waitForURL(/\/login\?redirect=/, { timeout: 30_000 });
    await page.context().close();
  });

  it('stays logged in when the logout is cancelled', async () => {
    // Prepare
    const user = demoUserOf(users, 'empresa');
    const base = areaBaseUrl(cloud.port, 'empresa', user.tenant);
    const page = await freshPage();
    await logIn(page, base, user);

    // Act
    await page.getByTestId('logout-link').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar' }).click();

    // Assess
    await page.waitForURL(homePaths.empresa, { timeout: 30_000 });
    await page.getByTestId('header').waitFor();
    await page.context().close();
  });

  it('shows a field error of the server under its field', async () => {
    // Prepare: digits the mask accepts but whose check digits are wrong, so only the server refuses them
    const user = demoUserOf(users, 'empresa');
    const page = await freshPage();
    await page.goto(`${areaBaseUrl(cloud.port, 'empresa', user.tenant)}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 60_000 });
    await fillLogin(page, { cpf: '111.111.111-11', cnpj: user.cnpj, senha: 'qualquer' });

    // Act
    await page.getByRole('button', { name: 'Entrar' }).click();

    // Assess
    await expect.poll(() => fieldOf(page, 'cpf').textContent(), { timeout: 30_000 }).toContain('Digite um CPF válido');
    await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain('Atenção');
    await page.context().close();
  });

  it("shows 'Campo Obrigatório' on leaving an empty field and 'Campo obrigatório' on saving", async () => {
    // Prepare
    const page = await freshPage();
    await page.goto(`http://credenciada.localhost:${cloud.port}/demo/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 60_000 });

    // Act: leave the CPF empty
    await page.getByTestId('field-cpf').focus();
    await page.getByTestId('field-cnpj').focus();

    // Assess
    await expect.poll(() => fieldOf(page, 'cpf').textContent()).toContain('Campo Obrigatório');

    // Act: save the empty form
    await page.getByRole('button', { name: 'Entrar' }).click();

    // Assess
    for (const name of ['cpf', 'cnpj', 'senha']) {
      await expect.poll(() => fieldOf(page, name).textContent()).toContain('Campo obrigatório');
    }
    await page.context().close();
  });

  it('e-mails a recovery link whose page sets a new password, which then logs in', async () => {
    // Prepare: a user no other test logs in with, since the test changes the password
    const user = users.filter((candidate) => candidate.area === 'empresa' && candidate.tenant === 'demo')[1];
    if (!user) throw new Error('the browser tests need a second empresa demo user of the tenant demo');
    const base = areaBaseUrl(cloud.port, 'empresa', user.tenant);
    const page = await freshPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 60_000 });
    await fillLogin(page, { ...user, senha: '' });
    const before = (await sesStore()).length;

    // Act: ask for the link
    await page.getByRole('button', { name: 'Esqueci Minha Senha' }).click();
    const modal = page.getByTestId('recover-password');
    await modal.getByRole('button', { name: 'Enviar' }).click();

    // Assess: the same text for any account
    await expect.poll(() => page.getByTestId('recover-password-sent').textContent(), { timeout: 30_000 }).toBe(passwordLinkSentMessage);
    await page.context().close();

    // Act: open the e-mail's link and choose a new password
    const link = await waitFor(
      async () =>
        (await sesStore())
          .slice(before)
          .map((sent) => /(http\S+\/redefinir-senha\?token=\S+)/.exec(sent.body.text)?.[1])
          .find(Boolean),
      { what: 'the recovery e-mail' },
    );
    expect(link.startsWith(`${base}/redefinir-senha?token=`)).toBe(true);
    const resetPage = await freshPage();
    await resetPage.goto(link);
    await resetPage.getByTestId('reset-password-form').waitFor({ timeout: 60_000 });
    await resetPage.getByTestId('field-senha').fill('nova-senha-e2e');
    await resetPage.getByTestId('field-confirmar_senha').fill('nova-senha-e2e');
    await resetPage.getByRole('button', { name: 'Salvar nova senha' }).click();

    // Assess: done, and the new password logs in
    await expect.poll(() => resetPage.getByTestId('reset-password-done').textContent(), { timeout: 30_000 }).toBe(passwordResetDoneMessage);
    await resetPage.screenshot({ path: await screenshotPath('redefinir-senha'), fullPage: true });
    await logIn(resetPage, base, { ...user, senha: 'nova-senha-e2e' });
    await resetPage.context().close();
  });

  it("answers 'Recuperar Senha' for an unknown user exactly as for a known one", async () => {
    // Prepare: a valid CPF that no demo user has
    const cpf = '390.533.447-05';
    expect(isValidCpf(cpf) && users.every((user) => user.cpf.replace(/\D/g, '') !== '39053344705')).toBe(true);
    const user = demoUserOf(users, 'empresa');
    const page = await freshPage();
    await page.goto(`${areaBaseUrl(cloud.port, 'empresa', user.tenant)}/login`);
    await page.getByTestId('login-form').waitFor({ timeout: 60_000 });

    // Act
    await page.getByRole('button', { name: 'Esqueci Minha Senha' }).click();
    const modal = page.getByTestId('recover-password');
    await expect.poll(() => modal.textContent()).toContain('Recuperar Senha');
    await modal.getByTestId('field-cpf').fill(cpf.replace(/\D/g, ''));
    await modal.getByTestId('field-cnpj').fill(user.cnpj.replace(/\D/g, ''));
    const answer = page.waitForResponse((response) => response.url().endsWith('/recuperar-senha'));
    await modal.getByRole('button', { name: 'Enviar' }).click();

    // Assess: nothing tells the account does not exist
    const body = (await (await answer).json()) as { status: number; msg: string };
    expect(body).toEqual({ status: 200, msg: passwordLinkSentMessage, data: null });
    await expect.poll(() => page.getByTestId('recover-password-sent').textContent(), { timeout: 30_000 }).toBe(passwordLinkSentMessage);
    await page.context().close();
  });
});
