import {
  asoEmpresaLookupSchema,
  contaEmailPageSchema,
  envelopeSchema,
  invalidEmailInListMessage,
  mailMessages,
  mailServiceTypes,
  recipientRequiredMessage,
  recordSavedMessage,
  recordsDeletedMessage,
  sendFormErrorsMessage,
} from '@ocupacional/shared';
import * as z from 'zod';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LocalCloud } from '../../infra/local/cloud';
import { uploads } from '../../functions/src/data/entities/upload';
import { contaTesteFalhouMessage } from '../../functions/src/api/mail/contas';
import { createAsoContact, createAsoForMail } from '../support/mail-fixtures';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * The mail screens in the browser: the back-office administrator logs in once, meets the account form's messages,
 * registers an SMTP account that points at a local SMTP sink, sends the test message through the test modal (first
 * refused by the sink, then delivered), finds it in the e-mail log of point type 'teste' with its body, and connects
 * a Gmail account through the OAuth2 popup against oauth2-mock-server, then disconnects it. The tests of this file
 * run in order on one page.
 */

const contaPageSchema = envelopeSchema(contaEmailPageSchema);
const empresasSchema = envelopeSchema(z.array(asoEmpresaLookupSchema));

describe('the mail screens', () => {
  let session: LoggedPage | undefined;
  let cloud: LocalCloud;
  let sink: SmtpSink;
  let oauth: OAuth2Server;
  let page: Page;
  let base: string;
  const smtp = {
    nome: 'Conta SMTP E2E',
    email: 'sst-e2e@provedor.com.br',
    usuario: 'smtp-e2e',
    senha: 'segredo-e2e',
  };
  const destino = 'destino-e2e@cliente.com.br';

  beforeAll(async () => {
    sink = await startSmtpSink();
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const issuer = oauth.issuer.url as string;
    // The one login of the file.
    session = await openLoggedPage({
      area: 'web',
      cloudOptions: {
        functionEnv: {
          MAIL_OAUTH2_AUTH_URL: `${issuer}/authorize`,
          MAIL_OAUTH2_TOKEN_URL: `${issuer}/token`,
          MAIL_OAUTH2_REVOKE_URL: `${issuer}/revoke`,
          MAIL_OAUTH2_CLIENT_ID: 'ocupacional-e2e',
          MAIL_OAUTH2_CLIENT_SECRET: 'segredo-do-cliente',
        },
      },
    });
    ({ cloud, page, base } = session);
  });
  afterAll(async () => {
    await closeAll(session);
    await sink?.stop();
    await oauth?.stop();
  });

  function notifications() {
    return page.getByTestId('notifications').textContent();
  }

  /** The accounts the API answers for a search, as stored (asked from the page, with its session cookie). */
  async function storedAccounts(search: string) {
    const text = await page.evaluate(
      async (query) => (await fetch(`/sst/api/conta-email?search=${encodeURIComponent(query)}`)).text(),
      search,
    );
    return { text, rows: contaPageSchema.parse(JSON.parse(text)).data?.data ?? [] };
  }

  it('shows the spec’s messages when an empty account is saved, with the defaults and hints', async () => {
    // Prepare
    await page.goto(`${base}/config/conta-email`);
    await page.getByTestId('contas-email-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('conta-email-new').click();
    const modal = page.getByTestId('conta-email-modal');
    await modal.getByTestId('conta-email-form').waitFor();

    // Act
    await modal.getByTestId('conta-email-save').click();

    // Assess: every message of a new password account, the groups opened where they are
    for (const message of [
      mailMessages.nomeObrigatorio,
      mailMessages.emailObrigatorio,
      mailMessages.usuarioObrigatorio,
      mailMessages.senhaObrigatoria,
      mailMessages.servidorObrigatorio,
      mailMessages.portaObrigatoria,
    ]) {
      await modal.getByText(message).first().waitFor({ timeout: 10_000 });
    }
    expect(await modal.getByTestId('field-n_msg_pct').inputValue()).toBe('50');
    expect(await modal.getByTestId('field-t_esp_pct').inputValue()).toBe('600');
    expect(await modal.getByTestId('field-conexao_seg').inputValue()).toBe('tls');
    expect(await modal.textContent()).toContain(mailMessages.dicaPorta);
    expect(await modal.textContent()).toContain(mailMessages.dicaConexao);
    await page.screenshot({ path: await screenshotPath('web-conta-email-validacao'), fullPage: true });
  });

  it('registers an SMTP account pointing at the local sink; the password is stored but never answered', async () => {
    // Prepare
    const modal = page.getByTestId('conta-email-modal');

    // Act
    await modal.getByTestId('field-nome').fill(smtp.nome);
    await modal.getByTestId('field-email').fill(smtp.email);
    await modal.getByTestId('field-usuario').fill(smtp.usuario);
    await modal.getByTestId('field-servidor_smtp').fill('127.0.0.1');
    await modal.getByTestId('field-porta').fill(String(sink.port));
    await modal.getByTestId('field-conexao_seg').selectOption('nenhuma');
    await modal.getByTestId('field-senha').fill(smtp.senha);
    // The ASO e-mails go out through this account.
    await modal.getByTestId('field-tipo').getByText('ASO', { exact: true }).click();
    await modal.getByTestId('conta-email-save').click();

    // Assess: saved, the modal closed, the row in the list, and the API's record
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordSavedMessage);
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: new RegExp(smtp.nome) }).waitFor({ timeout: 30_000 });
    const { text, rows } = await storedAccounts(smtp.nome);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nome: smtp.nome,
      email: smtp.email,
      usuario: smtp.usuario,
      tipo_auth: 'senha',
      servidor_smtp: '127.0.0.1',
      porta: sink.port,
      conexao_seg: 'nenhuma',
      n_msg_pct: 50,
      t_esp_pct: 600,
      tipo: [mailServiceTypes.aso],
      tem_senha: true,
    });
    expect(text).not.toContain(smtp.senha);
  });

  it('sends the test e-mail through the test modal: the sink’s refusal is shown, then the message arrives', async () => {
    // Prepare: the sink does not know the account's user yet
    await page.getByRole('row', { name: new RegExp(smtp.nome) }).getByTestId('conta-email-test').click();
    const modal = page.getByTestId('test-email-modal');
    await modal.waitFor();
    expect(await modal.getByRole('heading').first().textContent()).toBe(`Enviar Email de Teste :: Conta ${smtp.email}`);
    await modal.getByTestId('field-email').fill(destino);

    // Act: refused by the server
    await modal.getByTestId('test-email-send').click();

    // Assess
    const result = modal.getByTestId('test-email-result');
    // One generic text whatever went wrong; the server's words go to the log (issue 12 item 5).
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toBe(contaTesteFalhouMessage);

    // Act: the sink now accepts the account's password
    sink.accept.set(smtp.usuario, smtp.senha);
    await modal.getByTestId('test-email-send').click();

    // Assess: the API's message, and the message at the sink, authenticated as the account
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toBe(mailMessages.emailEnviado);
    expect(await notifications()).toContain(mailMessages.emailEnviado);
    const received = sink.messages.find((message) => message.to.includes(destino));
    expect(received?.auth).toMatchObject({ username: smtp.usuario });
    expect(received?.raw).toContain('Email de teste da conta');
    await page.screenshot({ path: await screenshotPath('web-conta-email-teste'), fullPage: true });
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('lists the test message in the e-mail log of point type teste and opens its body', async () => {
    // Act
    await page.goto(`${base}/log/email/teste`);
    await page.getByTestId('email-log-table').waitFor({ timeout: 60_000 });
    const rows = page.getByRole('row', { name: new RegExp(destino) });
    await rows.first().waitFor({ timeout: 30_000 });

    // Assess: both attempts, the refused one with the generic text and the delivered one
    const texts = await rows.allTextContents();
    expect(texts.some((text) => text.includes('Enviado'))).toBe(true);
    expect(texts.some((text) => text.includes('Falha') && text.includes('Não foi possível enviar o email de teste'))).toBe(true);

    // Act: the delivered message's body
    await page.getByRole('row', { name: /Enviado/ }).filter({ hasText: destino }).getByTestId('email-log-view').click();
    const modal = page.getByTestId('email-body-modal');
    await modal.waitFor();

    // Assess: the body as sent, inside the sandboxed frame
    const frame = page.frameLocator('[data-testid="email-body-frame"]');
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 30_000 }).toContain(smtp.nome);
    expect(await modal.getByTestId('email-body-frame').getAttribute('sandbox')).toBe('');
    await page.screenshot({ path: await screenshotPath('web-email-log'), fullPage: true });
    await modal.getByRole('button', { name: 'Fechar' }).click();
  });

  it('answers an unknown point type with the API’s 404 in the table', async () => {
    // Act
    await page.goto(`${base}/log/email/desconhecido`);

    // Assess
    await page.getByText('Erro 404').waitFor({ timeout: 30_000 });
  });

  let empresaId = '';

  it('sends a company’s ASO by e-mail from the ASO list: recipients checked, pages attached, history flashes', async () => {
    // Prepare: a consultation of a demo company with two ASO pages, and the company's ASO contact (197)
    const listed = await page.evaluate(async () => (await fetch('/sst/api/empresa')).text());
    const empresa = empresasSchema.parse(JSON.parse(listed)).data?.[0];
    if (!empresa) throw new Error('the demo seed has no company');
    empresaId = empresa.id;
    const aso = await createAsoForMail(cloud, { tenant: 'demo', idCon: 990_001, empresaId: empresa.id, uploadId: 'e2e-upload', paginas: 2 });
    await createAsoContact('demo', empresa.id, 'rh-e2e@empresa.com.br');
    await page.goto(`${base}/consultas/liberacao`);
    await page.getByTestId('open-email-empresa').click({ timeout: 60_000 });
    const modal = page.getByTestId('aso-email-modal');
    const form = modal.getByTestId('aso-email-consulta-form');
    await form.waitFor();

    // Act: the company, then its consultation with the ASO pages
    await form.getByTestId('field-id_emp').locator('input').fill(empresa.nome.slice(0, 12));
    await page.getByRole('option').filter({ hasText: empresa.nome.slice(0, 20) }).first().click({ timeout: 30_000 });
    const row = form.getByTestId(`consulta-${aso.idCon}`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByTestId('consulta-select').check();

    // Assess: the default recipients are the company's ASO contacts, and both pages (not sent yet) are preselected
    await expect.poll(() => form.getByTestId('field-destinatario').inputValue(), { timeout: 30_000 }).toContain('rh-e2e@empresa.com.br');
    expect(await row.getByRole('checkbox', { name: /Pág\. 1/ }).isChecked()).toBe(true);
    expect(await row.getByRole('checkbox', { name: /Pág\. 2/ }).isChecked()).toBe(true);

    // Act: a bad address is refused before anything is sent
    await form.getByTestId('field-destinatario').fill('rh-e2e@empresa.com.br;errado');
    await form.getByTestId('aso-email-send').click();

    // Assess
    await form.getByText(invalidEmailInListMessage('errado')).waitFor({ timeout: 10_000 });
    expect(await form.getByTestId('aso-email-errors').textContent()).toBe(sendFormErrorsMessage);

    // Act: the right recipient
    await form.getByTestId('field-destinatario').fill('rh-e2e@empresa.com.br');
    await form.getByTestId('aso-email-send').click();

    // Assess: accepted, sent by the mail-send worker through the account linked to ASO, with both pages attached
    await expect.poll(notifications, { timeout: 30_000 }).toContain(mailMessages.emailCadastrado);
    const received = await waitFor(async () => sink.messages.find((message) => message.to.includes('rh-e2e@empresa.com.br')), {
      timeoutMs: 60_000,
      what: 'the ASO e-mail at the sink',
    });
    expect(received.auth).toMatchObject({ username: smtp.usuario });
    expect(received.raw).toContain(`ASO_${aso.idCon}_`);
    expect(received.raw).toContain('pag1.pdf');
    expect(received.raw).toContain('pag2.pdf');

    // Assess: the history tab flashes with the new send, and lists it once opened
    const historyTab = modal.getByTestId('aso-email-history-tab');
    await expect.poll(() => historyTab.getAttribute('data-flashing'), { timeout: 30_000 }).toBe('true');
    await page.screenshot({ path: await screenshotPath('web-aso-email-enviado'), fullPage: true });
    await historyTab.click();
    await modal.getByRole('row', { name: /rh-e2e@empresa\.com\.br/ }).first().waitFor({ timeout: 30_000 });
    expect(await historyTab.getAttribute('data-flashing')).toBe('false');
    await page.screenshot({ path: await screenshotPath('web-aso-email-historico'), fullPage: true });
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
  });

  it('sends an upload’s ASO pages by e-mail per company from the upload page', async () => {
    // Prepare: an identified upload holding one ASO page of another consultation of the same company
    const uploadId = 'e2e-upload-2';
    const aso = await createAsoForMail(cloud, { tenant: 'demo', idCon: 990_002, empresaId, uploadId, paginas: 1 });
    const now = new Date().toISOString();
    await uploads()
      .put({
        tenant: 'demo',
        uploadId,
        source: 'upload',
        bucket: cloud.resources.bucketNames.files,
        key: `upload/demo/${uploadId}/lote.pdf`,
        name: 'lote.pdf',
        status: 'identificado',
        tipoStatus: 79,
        tipo: 86,
        documento: 82,
        lote: 9_002,
        paginas: 1,
        paginasIdentificadas: 1,
        paginasVinculadas: 1,
        createdAt: now,
      })
      .go();
    await page.goto(`${base}/consultas/upload/${uploadId}`);
    await page.getByTestId('open-email-upload').click({ timeout: 60_000 });
    const modal = page.getByTestId('aso-email-modal');
    const block = modal.getByTestId(`aso-email-empresa-${empresaId}`);
    await block.waitFor({ timeout: 30_000 });

    // Assess: the upload's consultation is preselected with its page, the company's contacts as recipients
    const row = block.getByTestId(`consulta-${aso.idCon}`);
    await expect.poll(() => row.getByTestId('consulta-select').isChecked(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => block.getByTestId(`field-e.${empresaId}.destinatario`).inputValue(), { timeout: 30_000 })
      .toContain('rh-e2e@empresa.com.br');

    // Act: an empty recipient is refused with the spec's message under the company's field
    await block.getByTestId(`field-e.${empresaId}.destinatario`).fill('');
    await modal.getByTestId('aso-email-send').click();
    await block.getByText(recipientRequiredMessage).waitFor({ timeout: 10_000 });
    expect(await modal.getByTestId('aso-email-errors').textContent()).toBe(sendFormErrorsMessage);

    // Act: the recipient
    await block.getByTestId(`field-e.${empresaId}.destinatario`).fill('upload-e2e@empresa.com.br');
    await modal.getByTestId('aso-email-send').click();

    // Assess: accepted and delivered with the upload's page attached
    await expect.poll(notifications, { timeout: 30_000 }).toContain(mailMessages.emailCadastrado);
    const received = await waitFor(async () => sink.messages.find((message) => message.to.includes('upload-e2e@empresa.com.br')), {
      timeoutMs: 60_000,
      what: 'the upload’s ASO e-mail at the sink',
    });
    expect(received.raw).toContain(`ASO_${aso.idCon}_`);
    await modal.getByTestId('aso-email-history-tab').click();
    await modal.getByTestId('email-history-table').getByRole('row', { name: /upload-e2e@empresa\.com\.br/ }).first().waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Fechar' }).first().click();

    // Act: the recipient opens the message (its tracking image, from the page's origin, where the API lives)
    const decoded = received.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const tracking = /https?:\/\/[^"'\s<>]+\/email\/abertura\/[^"'\s<>]+/.exec(decoded)?.[0];
    if (!tracking) throw new Error('the ASO e-mail has no tracking image');
    const status = await page.evaluate(async (url) => (await fetch(new URL(url).pathname)).status, tracking);
    expect(status).toBe(200);

    // Assess: reopened, the history shows the opening with its date and IP
    await page.getByTestId('open-email-upload').click();
    await modal.getByTestId('aso-email-history-tab').click();
    const opened = modal.getByTestId('email-history-table').getByRole('row', { name: /upload-e2e@empresa\.com\.br/ }).first();
    await expect.poll(() => opened.getByTestId('aberturas').textContent(), { timeout: 30_000 }).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.screenshot({ path: await screenshotPath('web-aso-email-upload'), fullPage: true });
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
  });

  it('sends a consultation’s ASO from its row, company and consultation locked, its history listed', async () => {
    // Prepare: consultation 990001, whose pages went by e-mail in the company test
    await page.goto(`${base}/consultas/liberacao`);
    await page.getByTestId('aso-search').fill('990001', { timeout: 60_000 });
    const listed = page.getByRole('row', { name: /990001/ }).first();
    await listed.getByTestId('open-email').click({ timeout: 30_000 });
    const modal = page.getByTestId('aso-email-modal');
    const form = modal.getByTestId('aso-email-consulta-form');
    await form.waitFor({ timeout: 30_000 });

    // Assess: locked to the consultation, chosen with every page (all were sent already)
    expect(await form.textContent()).toContain('Consulta: 990001');
    expect(await form.getByTestId('field-id_emp').count()).toBe(0);
    const row = form.getByTestId('consulta-990001');
    await expect.poll(() => row.getByTestId('consulta-select').isChecked(), { timeout: 30_000 }).toBe(true);
    expect(await row.getByTestId('consulta-select').isDisabled()).toBe(true);
    expect(await row.getByRole('checkbox', { name: /Pág\. 2/ }).isChecked()).toBe(true);

    // Act: only the second page, to another recipient
    await row.getByText(/Pág\. 1/).click();
    await form.getByTestId('field-destinatario').fill('consulta-e2e@empresa.com.br');
    await form.getByTestId('aso-email-send').click();

    // Assess: delivered with page 2 only; the history lists both sends of the consultation
    await expect.poll(notifications, { timeout: 30_000 }).toContain(mailMessages.emailCadastrado);
    const received = await waitFor(async () => sink.messages.find((message) => message.to.includes('consulta-e2e@empresa.com.br')), {
      timeoutMs: 60_000,
      what: 'the consultation’s ASO e-mail at the sink',
    });
    expect(received.raw).toContain('pag2.pdf');
    expect(received.raw).not.toContain('pag1.pdf');
    await modal.getByTestId('aso-email-history-tab').click();
    const history = modal.getByTestId('email-history-table');
    await history.getByRole('row', { name: /consulta-e2e@empresa\.com\.br/ }).first().waitFor({ timeout: 30_000 });
    await history.getByRole('row', { name: /rh-e2e@empresa\.com\.br/ }).first().waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
  });

  it('shows the API’s errors on the OAuth2 start and callback pages', async () => {
    // Act: start without an account, callback without the provider's code, and with an unknown state
    await page.goto(`${base}/conta-email/oauth2/iniciar`);
    const startError = await page.getByTestId('oauth2-start-error').textContent({ timeout: 30_000 });
    await page.goto(`${base}/oauth2/callback?state=qualquer`);
    const noCode = await page.getByTestId('oauth2-callback-error').textContent({ timeout: 30_000 });
    await page.goto(`${base}/oauth2/callback?code=abc&state=desconhecido`);
    const unknownState = await page.getByTestId('oauth2-callback-error').textContent({ timeout: 30_000 });

    // Assess
    expect(startError).toContain(mailMessages.salveAntesOauth2);
    expect(noCode).toContain(mailMessages.codigoAusente);
    expect(unknownState).toContain(mailMessages.erroCallback);
  });

  it('connects a Gmail account through the OAuth2 popup and disconnects it', async () => {
    // Prepare: a new OAuth2 account, not saved yet
    await page.goto(`${base}/config/conta-email`);
    await page.getByTestId('contas-email-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('conta-email-new').click();
    const modal = page.getByTestId('conta-email-modal');
    await modal.getByTestId('field-nome').fill('Gmail E2E');
    await modal.getByTestId('field-email').fill('clinica-e2e@gmail.com');
    await modal.getByTestId('field-usuario').fill('clinica-e2e@gmail.com');
    // 'Geral' is the group open by default; the method is in 'Tipo de Autenticação'.
    await modal.locator('summary', { hasText: 'Tipo de Autenticação' }).click();
    await modal.getByTestId('field-tipo_auth').selectOption('oauth2');
    await modal.getByTestId('oauth2-save-first').waitFor();
    expect(await modal.getByTestId('oauth2-connect').isDisabled()).toBe(true);

    // Act: save; the authorize button is enabled, the status pending
    await modal.getByTestId('conta-email-save').click();
    await expect.poll(() => modal.getByTestId('oauth2-connect').isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await modal.getByTestId('oauth2-status').textContent()).toBe(mailMessages.autorizacaoPendente);

    // Act: consent terms, then the provider's popup, which comes back to the callback page
    await modal.getByTestId('oauth2-connect').click();
    await page.getByTestId('oauth2-terms').getByTestId('oauth2-accept').waitFor();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('oauth2-terms').getByTestId('oauth2-accept').click();
    const popup = await popupOpened;
    await popup.getByTestId('oauth2-callback-success').waitFor({ timeout: 30_000 });
    expect(await popup.getByTestId('oauth2-callback-success').textContent()).toContain(mailMessages.oauth2Configurado);
    await popup.screenshot({ path: await screenshotPath('web-oauth2-callback') });
    await popup.waitForEvent('close', { timeout: 30_000 });

    // Assess: the status re-checked after the popup closed, and the API's record
    await expect.poll(() => modal.getByTestId('oauth2-status').textContent(), { timeout: 30_000 }).toBe('Conectado');
    const { rows } = await storedAccounts('Gmail E2E');
    expect(rows[0]?.oauth2).toMatchObject({ situacao: 'conectado', has_tokens: true, is_fully_configured: true });
    await page.screenshot({ path: await screenshotPath('web-conta-email-oauth2'), fullPage: true });

    // Act: disconnect
    await modal.getByTestId('oauth2-revoke').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(notifications, { timeout: 30_000 }).toContain(mailMessages.contaDesconectada);
    await expect.poll(() => modal.getByTestId('oauth2-status').textContent(), { timeout: 30_000 }).toBe(mailMessages.autorizacaoPendente);
  });

  it('connects again through the full-page start route, which comes back to /conta-email after the callback', async () => {
    // Prepare
    const id = (await storedAccounts('Gmail E2E')).rows[0]?.id ?? '';

    // Act: the start page takes this window to the provider, which sends it to the callback page
    await page.goto(`${base}/conta-email/oauth2/iniciar?id=${encodeURIComponent(id)}`);
    await page.getByTestId('oauth2-callback-success').waitFor({ timeout: 30_000 });

    // Assess: back at the accounts 3 s later, connected
    await page.waitForURL(/\/conta-email$/, { timeout: 30_000 });
    await page.getByTestId('contas-email-page').waitFor({ timeout: 30_000 });
    expect((await storedAccounts('Gmail E2E')).rows[0]?.oauth2).toMatchObject({ situacao: 'conectado' });
  });

  it('edits the SMTP account with the password blank, which keeps the stored one', async () => {
    // Prepare
    await page.goto(`${base}/config/conta-email`);
    await page.getByRole('row', { name: new RegExp(smtp.nome) }).getByTestId('conta-email-edit').click({ timeout: 60_000 });
    const modal = page.getByTestId('conta-email-modal');
    await modal.getByTestId('conta-email-form').waitFor();
    expect(await modal.getByTestId('field-senha').inputValue()).toBe('');

    // Act
    await modal.getByTestId('field-nome').fill(`${smtp.nome} editada`);
    await modal.getByTestId('conta-email-save').click();
    await modal.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.getByRole('row', { name: new RegExp(`${smtp.nome} editada`) }).getByTestId('conta-email-test').click();
    const test = page.getByTestId('test-email-modal');
    await test.getByTestId('field-email').fill('depois-da-edicao@cliente.com.br');
    await test.getByTestId('test-email-send').click();

    // Assess: the account still authenticates with the stored password
    await expect.poll(() => test.getByTestId('test-email-result').textContent(), { timeout: 30_000 }).toBe(mailMessages.emailEnviado);
    expect(sink.messages.some((message) => message.to.includes('depois-da-edicao@cliente.com.br'))).toBe(true);
    const { rows } = await storedAccounts(`${smtp.nome} editada`);
    expect(rows[0]).toMatchObject({ tem_senha: true });
    await test.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  });

  it('deletes the chosen accounts after confirmation', async () => {
    // Prepare
    const row = page.getByRole('row', { name: /Gmail E2E/ });
    await row.getByTestId('row-select').check();

    // Act
    await page.getByTestId('contas-email-delete').click();
    await page.getByTestId('confirm-yes').click();

    // Assess
    await expect.poll(notifications, { timeout: 30_000 }).toContain(recordsDeletedMessage);
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    expect((await storedAccounts('Gmail E2E')).rows).toHaveLength(0);
  });
});
