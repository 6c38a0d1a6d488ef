import { readFile } from 'node:fs/promises';
import { addDays, esocialMensagens, recordSavedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * The eSocial events screens in the back office: the demo web user logs in once (the login is rate limited),
 * creates a manual S-2220 through 'Inserir novo XML' (first meeting the repeated-procedure message), finds it as
 * 'Avulso não enviado', opens its log, downloads its XML and deletes it; then filters the S-2220 events page and
 * sees the badge count the filter; last, registers a CAT. The tests of this file run in order on one page.
 */

describe('the eSocial events screens', () => {
  let session: LoggedPage | undefined;
  let page: Page;
  let base: string;
  const today = todayInSaoPaulo();
  /** The manual event the modal creates. */
  let eventoId = '';
  let trabalhador = '';

  beforeAll(async () => {
    // The one login of the file.
    session = await openLoggedPage({ area: 'web', contextOptions: { acceptDownloads: true } });
    ({ page, base } = session);
  });
  afterAll(() => closeAll(session));

  /** Picks an option of a lookup (Amplify Autocomplete) after typing: the search goes out after the typing stops. */
  async function pickLookup(scope: Locator, name: string, typed: string, option: RegExp): Promise<string> {
    const input = scope.getByTestId(`field-${name}`).locator('input');
    await input.fill(typed);
    const chosen = page.getByRole('option', { name: option }).first();
    await chosen.waitFor({ timeout: 30_000 });
    const label = (await chosen.textContent()) ?? '';
    await chosen.click();
    return label;
  }

  function notifications() {
    return page.getByTestId('notifications').textContent();
  }

  function rowOf(id: string) {
    return page.getByTestId(`evento-${id}`);
  }

  it('creates a manual S-2220 through the modal, after the repeated-procedure message', async () => {
    // Prepare
    await page.goto(`${base}/esocial/avulso`);
    await page.getByTestId('avulsos-table').waitFor({ timeout: 30_000 });
    await page.getByTestId('inserir-xml').click();
    const form = page.getByTestId('avulso-form');
    await form.waitFor({ timeout: 30_000 });

    // Act: the event, its company and worker
    await form.getByTestId('field-layout').selectOption('S-2220');
    await pickLookup(form, 'id_emp', 'Metal', /Metalúrgica Vale/);
    trabalhador = (await pickLookup(form, 'id_fun', 'a', /\d{3}\.\d{3}\.\d{3}-\d{2}/)).split(' - ')[0]?.trim() ?? '';
    await form.getByTestId('field-consulta.aso_dt').fill(today);
    await form.getByTestId('field-medico.nome').fill('Dra. Helena Prado');
    await form.getByTestId('field-medico.crm').fill('123456');
    await form.getByTestId('field-medico.crm_uf').selectOption('SP');
    // The same procedure twice
    await pickLookup(form.getByTestId('exame-0'), 'exames.0.codigo', 'audiometria', /^0281/);
    await form.getByTestId('field-exames.0.data').fill(today);
    await form.getByTestId('adicionar-exame').click();
    await pickLookup(form.getByTestId('exame-1'), 'exames.1.codigo', 'audiometria', /^0281/);

    // Assess: the message under the repeated procedure
    await expect.poll(() => form.getByTestId('exame-1').textContent()).toContain(esocialMensagens.procedimentoDuplicado);
    await page.screenshot({ path: await screenshotPath('esocial-avulso-procedimento-repetido'), fullPage: true });

    // Act: without the repeated row, save
    await form.getByTestId('exame-1').getByRole('button', { name: 'Remover exame' }).click();
    const saved = page.waitForResponse((response) => /\/esocial\/avulso\/editar$/.test(response.url()) && response.request().method() === 'POST');
    await form.getByTestId('avulso-salvar').click();
    const answer = (await (await saved).json()) as { status: number; data: { id: string } };
    eventoId = answer.data.id;

    // Assess: saved with its XML, never sent
    expect(answer.status).toBe(200);
    await expect.poll(notifications).toContain(recordSavedMessage);
    const { data: stored } = await eventosEsocial().get({ tenant: 'demo', id: eventoId }).go();
    expect(stored).toMatchObject({ layout: 'S-2220', avulso: true, tipoStatus: 328, origem: 'avulso' });
    expect(stored?.xml).toContain('evtMonit');
    const row = rowOf(eventoId);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('evento-status').textContent()).toBe('Avulso não enviado');
    expect(await row.textContent()).toContain(trabalhador);
  });

  it("opens the event's log with its XML", async () => {
    // Act
    await rowOf(eventoId).getByTestId('acao-log').click();
    const modal = page.getByTestId('evento-log-modal');
    await modal.getByRole('tab', { name: /Arquivo/ }).click();

    // Assess
    await expect.poll(() => modal.getByTestId('log-arquivo').textContent(), { timeout: 30_000 }).toContain('evtMonit');
    await modal.getByRole('tab', { name: /Pontos de Atenção/ }).click();
    const avisos = (await modal.getByTestId('log-avisos').textContent()) ?? '';
    expect(avisos.includes(esocialMensagens.semAvisos) || /Onde corrigir|Retorno|inválid/i.test(avisos)).toBe(true);
    await page.screenshot({ path: await screenshotPath('esocial-avulso-log'), fullPage: true });
    await modal.getByRole('button', { name: 'Fechar' }).click();
  });

  it('downloads the XML of the event', async () => {
    // Act
    const download = page.waitForEvent('download');
    await rowOf(eventoId).getByTestId('acao-baixar-xml').click();
    const file = await download;

    // Assess
    expect(file.suggestedFilename()).toMatch(/^S-2220-.*\.xml$/);
    const content = await readFile((await file.path()) as string, 'utf8');
    expect(content.startsWith('<?xml') || content.includes('evtMonit')).toBe(true);
    expect(content).toContain('evtMonit');
  });

  it('deletes the never-sent manual event', async () => {
    // Act
    await rowOf(eventoId).getByTestId('acao-excluir').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(notifications).toContain(esocialMensagens.eventoExcluido);
    await expect.poll(() => rowOf(eventoId).count(), { timeout: 30_000 }).toBe(0);
    const { data: stored } = await eventosEsocial().get({ tenant: 'demo', id: eventoId }).go();
    expect(stored?.deletedAt).toBeTruthy();
  });

  it('counts a chosen filter on the S-2220 events page', async () => {
    // Prepare
    await page.goto(`${base}/esocial`);
    await page.getByTestId('esocial-documentacao').waitFor({ timeout: 30_000 });
    await page.getByTestId('layout-select').selectOption('S-2220');
    await page.getByTestId('eventos-table').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('active-filters').count()).toBe(0);

    // Act
    await page.getByRole('button', { name: 'Filtros' }).click();
    const listed = page.waitForRequest((request) => /\/sst\/api\/esocial\/S-2220\?/.test(request.url()) && request.url().includes('mostrar'));
    await page.getByTestId('evento-filters').getByTestId('field-mostrar').selectOption({ label: 'Com XML' });
    await page.getByTestId('apply-filters').click();

    // Assess: the badge and the filter the list asked for
    await expect.poll(() => page.getByTestId('active-filters').textContent()).toBe('1');
    const filter = new URL((await listed).url()).searchParams.get('filter');
    expect(JSON.parse(filter ?? '{}')).toEqual({ mostrar: 2 });
    await page.screenshot({ path: await screenshotPath('esocial-eventos-filtro'), fullPage: true });
  });

  it('registers a CAT (S-2210) through its form, refusing a future accident date first', async () => {
    // Prepare
    await page.goto(`${base}/cat`);
    await page.getByTestId('cats-table').waitFor({ timeout: 30_000 });
    await page.getByTestId('nova-cat').click();
    const form = page.getByTestId('cat-form');
    await form.waitFor({ timeout: 30_000 });
    const tomorrow = addDays(today, 1);
    const fill = (name: string, value: string) => form.getByTestId(`field-${name}`).fill(value);
    const choose = (name: string, value: string) => form.getByTestId(`field-${name}`).selectOption(value);

    // Act: the accident of the demo S-2210, dated tomorrow
    await pickLookup(form, 'id_emp', 'Metal', /Metalúrgica Vale/);
    const nome = (await pickLookup(form, 'id_fun', 'a', /\d{3}\.\d{3}\.\d{3}-\d{2}/)).split(' - ')[0]?.trim() ?? '';
    await fill('cat.dtAcid', tomorrow);
    await choose('cat.tpAcid', '1');
    await fill('cat.hrAcid', '10:30');
    await fill('cat.hrsTrabAntesAcid', '02:30');
    await fill('cat.codSitGeradora', '200004300');
    await fill('cat.ultDiaTrab', today);
    await choose('cat.houveAfast', 'S');
    await choose('cat.localAcidente.tpLocal', '1');
    await fill('cat.localAcidente.dscLograd', 'Avenida Cidade Jardim');
    await fill('cat.localAcidente.nrLograd', '4120');
    await fill('cat.localAcidente.cep', '12238360');
    await fill('cat.localAcidente.codMunic', '3549904');
    await choose('cat.localAcidente.uf', 'SP');
    await choose('cat.localAcidente.ideLocalAcid.tpInsc', '1');
    await fill('cat.localAcidente.ideLocalAcid.nrInsc', '45723174000110');
    await fill('cat.parteAtingida.codParteAting', '755030000');
    await choose('cat.parteAtingida.lateralidade', '2');
    await fill('cat.agenteCausador.codAgntCausador', '302010300');
    await fill('cat.atestado.dtAtendimento', tomorrow);
    await fill('cat.atestado.hrAtendimento', '11:30');
    await fill('cat.atestado.durTrat', '5');
    await choose('cat.atestado.indAfast', 'S');
    await fill('cat.atestado.dscLesao', '702010000');
    await fill('cat.atestado.codCID', 'S61.0');
    await fill('cat.atestado.emitente.nmEmit', 'Dr. Plantonista Demo');
    await fill('cat.atestado.emitente.nrOC', '112233');
    await choose('cat.atestado.emitente.ufOC', 'SP');
    await form.getByTestId('cat-salvar').click();

    // Assess: the date refused under its field
    await expect.poll(() => form.textContent()).toContain(esocialMensagens.dataFutura);

    // Act: today, then save
    await fill('cat.dtAcid', today);
    await fill('cat.atestado.dtAtendimento', today);
    const saved = page.waitForResponse((response) => /\/esocial\/cat\/editar$/.test(response.url()) && response.request().method() === 'POST');
    await form.getByTestId('cat-salvar').click();
    const answer = (await (await saved).json()) as { status: number; data: { id: string }; msg: string };

    // Assess: stored as an S-2210 waiting for a lote, listed with its status
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const { data: stored } = await eventosEsocial().get({ tenant: 'demo', id: answer.data.id }).go();
    expect(stored).toMatchObject({ layout: 'S-2210', origem: 'cat', tipoStatus: 331 });
    expect(stored?.xml).toContain('evtCAT');
    const row = rowOf(answer.data.id);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(nome);
    expect(await row.getByTestId('evento-status').textContent()).toBe('Pendente de envio');
    await page.screenshot({ path: await screenshotPath('esocial-cat'), fullPage: true });
  });
});
