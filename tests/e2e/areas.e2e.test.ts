import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { viteMiddleware } from '../../infra/local/web-app';
import { launchBrowser, screenshotPath } from './browser';

/* The web app of each area, by host name, talking to the API on the same origin. */

describe('the four areas in the browser', () => {
  let cloud: LocalCloud;
  let browser: Browser;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'e2e', fallback: viteMiddleware });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await cloud?.stop();
  });

  it.each([
    ['web', '/'],
    ['empresa', '/demo'],
    ['credenciada', '/demo'],
    ['parceiro', '/demo'],
  ])('shows the %s home with the API available', async (area, path) => {
    // Prepare
    const page = await browser.newPage();
    // Act
    await page.goto(`http://${area}.localhost:${cloud.port}${path}`);
    // Assess
    const status = page.getByTestId('health-status');
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toContain('API disponível');
    await page.screenshot({ path: await screenshotPath(`home-${area}`), fullPage: true });
    await page.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`http://empresa.localhost:${cloud.port}/demo/nao-existe/mesmo`);
    await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toContain('Oops! Página não encontrada...');
    await page.close();
  });

  it('shows the client-not-found page at the root of a per-tenant area', async () => {
    const page = await browser.newPage();
    await page.goto(`http://credenciada.localhost:${cloud.port}/`);
    await expect.poll(() => page.textContent('body'), { timeout: 30_000 }).toContain('Cliente não encontrado');
    await page.close();
  });
});
