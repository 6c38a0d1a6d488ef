import ExcelJS from 'exceljs';
import { recordSavedMessage, recordsDeletedMessage } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * Configurações › Exames in the browser (issue 14's registry pattern): the back-office administrator opens the list,
 * registers an exam with its Tabela 27 code, finds it by the start of its name (accents and case aside), exports what
 * the search finds to an .xlsx that a real reader opens, edits it, and deletes it after the confirmation. The tests
 * of this file run in order on one page.
 */

describe('Configurações › Exames', () => {
  let session: LoggedPage | undefined;
  let page: Page;
  let base: string;
  const nome = 'Audiometria Ocupacional E2E';

  beforeAll(async () => {
    session = await openLoggedPage({ area: 'web', contextOptions: { acceptDownloads: true } });
    ({ page, base } = session);
  }, 120_000);
  afterAll(async () => {
    await closeAll(session);
  });

  const rowOf = (text: string) => page.getByTestId('exames-table').locator('tbody tr', { hasText: text });
  /** Searches and waits until the list shows the search's answer: only rows with the text (the field is debounced). */
  async function search(text: string, expected: string) {
    await page.getByTestId('exames-search').fill(text);
    await expect
      .poll(async () => page.getByTestId('exames-table').locator('tbody tr').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(expected)]);
  }

  it('lists the exams and registers a new one with its Tabela 27 procedure', async () => {
    // Act
    await page.goto(`${base}/config/exames`);
    await page.getByTestId('exames-page').waitFor();
    await page.getByTestId('exames-new').click();
    await page.getByLabel('Nome').fill(nome);
    await page.getByLabel('Código eSocial (Tabela 27)').fill('0281');
    await page.getByTestId('exame-save').click();
    // Assess: back on the list, saved, shown with the procedure's name from Tabela 27
    await page.getByText(recordSavedMessage).first().waitFor({ timeout: 10_000 });
    await page.getByTestId('exames-page').waitFor();
    await search('audiometria ocupacional', nome);
    expect(await rowOf(nome).textContent()).toContain('Audiometria tonal ocupacional');
    await page.screenshot({ path: await screenshotPath('cadastros-exames-list') });
  });

  it('exports what the search finds as an .xlsx a real reader opens', async () => {
    // Act
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exames-excel').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    // Assess
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('Nome');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(1).text);
    expect(rows).toEqual([nome]);
  });

  it('edits the exam and deletes it after the confirmation', async () => {
    // Act: edit
    await rowOf(nome).getByTestId('exames-edit').click();
    await page.getByLabel('Nome').fill(`${nome} Revisada`);
    await page.getByTestId('exame-save').click();
    await page.getByTestId('exames-page').waitFor();
    await search('audiometria ocupacional e2e rev', `${nome} Revisada`);
    // Act: delete
    await rowOf(`${nome} Revisada`).getByTestId('exames-delete-row').click();
    await page.getByTestId('confirm-yes').click();
    // Assess
    await page.getByText(recordsDeletedMessage).first().waitFor({ timeout: 10_000 });
    await rowOf(`${nome} Revisada`).waitFor({ state: 'detached', timeout: 10_000 });
  });
});
