import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startLocalCloud, type LocalCloud, type LocalCloudOptions } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';
import { testViteMiddleware } from '../../infra/local/web-app';
import { launchBrowser } from './browser';
import { areaBaseUrl, demoUserOf, readDemoUsers, type DemoUser } from './demo-users';

/*
 * What every browser test file starts with: the local cloud serving the web app (without live reload), the demo
 * data, Debian's Chromium and, for the files that work logged in, the one login of the file (the login is rate
 * limited per CPF, tenant and address, so a file logs in once and runs its tests in order on one page).
 */

/** The page an area opens after the login. */
export const homePaths: Record<DemoUser['area'], RegExp> = {
  web: /\/home$/,
  empresa: /\/consultas$/,
  credenciada: /\/consultas$/,
  parceiro: /\/consultas$/,
};

/** The local cloud options a file may add (the stage and the web app are always the browser tests'). */
export type E2eCloudOptions = Omit<LocalCloudOptions, 'stage' | 'fallback'>;

export interface CloudAndBrowser {
  cloud: LocalCloud;
  browser: Browser;
}

export interface LoggedPage extends CloudAndBrowser {
  context: BrowserContext;
  page: Page;
  /** The area's address (with the user's tenant for the per-tenant areas). */
  base: string;
  /** The demo user logged in. */
  user: DemoUser;
  /** Every demo user the seed wrote. */
  users: DemoUser[];
}

export interface OpenLoggedPageOptions {
  area: DemoUser['area'];
  cloudOptions?: E2eCloudOptions;
  /** More options of the browser context (e.g. acceptDownloads); the viewport defaults to 1366×900. */
  contextOptions?: BrowserContextOptions;
  /** Called with the page before the login, to listen to its requests or answers from the start. */
  onPage?: (page: Page, base: string) => void;
}

/** Closes what a file opened, the page's context first; any part may be missing (a beforeAll that failed). */
export async function closeAll(parts: Partial<Pick<LoggedPage, 'context' | 'browser' | 'cloud'>> | undefined): Promise<void> {
  await parts?.context?.close();
  await parts?.browser?.close();
  await parts?.cloud?.stop();
}

/** The local cloud with the web app and the demo data, and the browser. */
export async function startCloudAndBrowser(cloudOptions: E2eCloudOptions = {}): Promise<CloudAndBrowser> {
  const cloud = await startLocalCloud({ ...cloudOptions, stage: 'e2e', fallback: testViteMiddleware });
  try {
    await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
    return { cloud, browser: await launchBrowser() };
  } catch (error) {
    await cloud.stop();
    throw error;
  }
}

/** Types digits only: the masks write the punctuation. */
export async function fillLogin(page: Page, values: Pick<DemoUser, 'cpf' | 'cnpj' | 'senha'>): Promise<void> {
  await page.getByTestId('field-cpf').fill(values.cpf.replace(/\D/g, ''));
  await page.getByTestId('field-cnpj').fill(values.cnpj.replace(/\D/g, ''));
  await page.getByTestId('field-senha').fill(values.senha);
}

/** Logs a demo user in at the area's login and waits for the area's home page. */
export async function logIn(page: Page, base: string, user: DemoUser): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-form').waitFor({ timeout: 60_000 });
  await fillLogin(page, user);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(homePaths[user.area], { timeout: 30_000 });
}

/** The cloud, the browser and one page logged in as the area's first demo user: the one login of the file. */
export async function openLoggedPage(options: OpenLoggedPageOptions): Promise<LoggedPage> {
  const users = await readDemoUsers();
  const user = demoUserOf(users, options.area);
  const { cloud, browser } = await startCloudAndBrowser(options.cloudOptions);
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR', ...options.contextOptions });
    const page = await context.newPage();
    const base = areaBaseUrl(cloud.port, options.area, user.tenant);
    options.onPage?.(page, base);
    await logIn(page, base, user);
    return { cloud, browser, context, page, base, user, users };
  } catch (error) {
    await closeAll({ context, browser, cloud });
    throw error;
  }
}
