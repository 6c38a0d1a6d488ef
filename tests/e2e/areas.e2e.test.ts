import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalCloud } from '../../infra/local/cloud';
import { screenshotPath } from './browser';
import { closeAll, startCloudAndBrowser } from './session-page';

/* The web app of each area, by host name, talking to the API on the same origin; the pages before the login. */

describe('the four areas in the browser', () => {
  let cloud: LocalCloud;
  let browser: Browser;

  beforeAll(async () => {
    ({ cloud, browser } = await startCloudAndBrowser());
  });
  afterAll(() => closeAll({ browser, cloud }));

  /** A page in a fresh context: each test starts without cookies. */
  async function freshPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    return context.newPage();
  }

  async function bodyText(page: Page): Promise<string> {
    return (await page.textContent('body')) ?? '';
  }

  it.each([
    ['web', '/', '/sst/api/config'],
    ['empresa', '/demo', '/sst/api/demo/config'],
    ['credenciada', '/demo', '/sst/api/demo/config'],
    ['parceiro', '/demo', '/sst/api/demo/config'],
  ])('shows the %s login with the client the API names', async (area, path, configPath) => {
    // Prepare
    const page = await freshPage();
    const configAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === configPath, {
      timeout: 60_000,
    });

    // Act
    await page.goto(`http://${area}.localhost:${cloud.port}${path}`);

    // Assess
    const answer = await configAnswer;
    const config = (await answer.json()) as { status: number; data: { cliente: { nome: string } | null } };
    expect(config.status).toBe(200);
    await expect.poll(() => page.getByTestId('login-page').textContent(), { timeout: 60_000 }).toContain('Acesso Restrito');
    await expect.poll(() => page.getByTestId('client-name').textContent()).toBe(config.data.cliente?.nome ?? '');
    await page.screenshot({ path: await screenshotPath(`login-${area}`), fullPage: true });
    await page.context().close();
  });

  it('sends a page that needs a session to the login, to come back after it', async () => {
    // Prepare
    const page = await freshPage();

    // Act
    await page.goto(`http://empresa.localhost:${cloud.port}/demo/funcionarios`);

    // Assess
    await page.waitForURL(/\/demo\/login\?redirect=%2Fdemo%2Ffuncionarios$/, { timeout: 60_000 });
    await page.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    // Prepare
    const page = await freshPage();

    // Act
    await page.goto(`http://empresa.localhost:${cloud.port}/demo/nao-existe/mesmo`);

    // Assess
    await expect.poll(() => bodyText(page), { timeout: 30_000 }).toContain('Oops! Página não encontrada...');
    await page.context().close();
  });

  it('shows the client-not-found page at the root of a per-tenant area', async () => {
    // Prepare
    const page = await freshPage();

    // Act
    await page.goto(`http://credenciada.localhost:${cloud.port}/`);

    // Assess
    await expect.poll(() => bodyText(page), { timeout: 30_000 }).toContain('Cliente não encontrado');
    await page.context().close();
  });

  it("shows the client-not-found page with the API's message for a client that does not exist", async () => {
    // Prepare
    const page = await freshPage();
    const configAnswer = page.waitForResponse((response) => response.url().endsWith('/sst/api/nao-existe/config'));

    // Act
    await page.goto(`http://parceiro.localhost:${cloud.port}/nao-existe`);

    // Assess
    const answer = (await (await configAnswer).json()) as { status: number; msg: string };
    expect(answer.status).toBe(404);
    await expect.poll(() => page.getByTestId('client-not-found-page').textContent(), { timeout: 30_000 }).toContain(
      answer.msg,
    );
    await page.context().close();
  });

  it('shows the missing-address page when the address leaves the client out', async () => {
    // Prepare
    const page = await freshPage();

    // Act
    await page.goto(`http://credenciada.localhost:${cloud.port}/login`);

    // Assess
    await expect.poll(() => bodyText(page), { timeout: 30_000 }).toContain('Oops! Endereço incompleto...');
    await page.context().close();
  });

  it('shows the privacy policy in 10 sections with the rights of the LGPD', async () => {
    // Prepare
    const page = await freshPage();

    // Act
    await page.goto(`http://web.localhost:${cloud.port}/politica-de-privacidade`);

    // Assess
    await page.getByTestId('privacy-policy').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('privacy-section').count()).toBe(10);
    expect(await page.getByTestId('lgpd-rights').textContent()).toContain('portabilidade dos dados');
    await page.context().close();
  });

  it('hides the footer on extra-small screens only (spec 3 §2.3)', async () => {
    // Prepare
    const wide = await freshPage({ width: 1200, height: 800 });
    const narrow = await freshPage({ width: 480, height: 800 });

    // Act
    await wide.goto(`http://empresa.localhost:${cloud.port}/demo/login`);
    await narrow.goto(`http://empresa.localhost:${cloud.port}/demo/login`);

    // Assess
    await wide.getByTestId('footer').waitFor({ timeout: 30_000 });
    await narrow.getByTestId('login-page').waitFor({ timeout: 30_000 });
    expect(await narrow.getByTestId('footer').count()).toBe(0);
    await wide.context().close();
    await narrow.context().close();
  });
});
