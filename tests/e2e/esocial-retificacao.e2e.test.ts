import { todayInSaoPaulo } from '@ocupacional/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { retificacaoMensagens } from '../../functions/src/api/esocial/retificacao';
import { createTestCa, exportPkcs12, issueTestA1 } from '../../functions/src/esocial/test-certificates';
import { startEsocialSimulator, type RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import { apiClient } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';
import { screenshotPath } from './browser';
import { closeAll, openLoggedPage, type LoggedPage } from './session-page';

/*
 * The rectification of an accepted event in the back office's browser (issue 13 item 6): a manual S-2220 of a demo
 * company is created, sent and accepted through the API (with the browser's session cookie); the user opens
 * 'Retificar' on its row in 'Eventos Avulsos', sees that the correction goes with the original receipt, changes the
 * exam's result and saves; the lote's ALT process carries indRetif 2 and the original nrRecibo to the simulator,
 * and the row ends with the new receipt.
 */

/** MetalVale, the demo tenant's first company (infra/local/seed/demo-catalogue.ts). */
const empresa = { nome: 'Metalúrgica Vale do Paraíba Ltda', cnpj: '45723174000110' };
const senhaCertificado = 'e2e-retificacao-senha';

type Row = Record<string, unknown>;

describe('eSocial rectification of an accepted manual event', () => {
  let session: LoggedPage | undefined;
  let simulator: RunningEsocialSimulator;
  let page: Page;
  let base: string;
  let call: ReturnType<typeof apiClient>;
  let cookie = '';
  let ca: ReturnType<typeof createTestCa>;

  beforeAll(async () => {
    // The company's A1, from a CA of this run that the eSocial simulator trusts (TLS client and signatures).
    ca = createTestCa();
    simulator = await startEsocialSimulator({ caPem: ca.certificatePem, registeredEmployers: [empresa.cnpj] });
    session = await openLoggedPage({
      area: 'web',
      cloudOptions: {
        functionEnv: { ESOCIAL_BASE_URL: simulator.url, ESOCIAL_CA_PEM: simulator.serverCaPem, ESOCIAL_POLL_SCHEDULE: '0,1,1,2' },
      },
    });
    ({ page, base } = session);
    const cookies = await session.context.cookies(`${base}/sst/api/`);
    cookie = cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    call = apiClient(session.cloud.url, session.cloud.port);
  });
  afterAll(async () => {
    await closeAll(session);
    await simulator?.stop();
  });

  function api(method: string, path: string, body?: unknown) {
    return call(method, path, { area: 'web', cookie, ...(body !== undefined ? { body } : {}) });
  }

  it('edits the accepted event, resends it in ALT with indRetif 2 and the original receipt, and shows the new receipt', async () => {
    // Prepare: the company's certificate, a manual S-2220 sent in its lote and accepted (all through the API)
    const empresas = await api('GET', `/sst/api/empresa?search=${encodeURIComponent('MetalVale')}`);
    const empresaId = ((empresas.json.data as Row[] | undefined) ?? []).find((row) => row.cnpj === empresa.cnpj)?.id as string;
    expect(empresaId, JSON.stringify(empresas.json)).toBeTruthy();
    const a1 = issueTestA1(ca, { companyName: empresa.nome.toUpperCase(), cnpj: empresa.cnpj });
    const certificado = await api('POST', '/sst/api/esocial/certificados/salvar', {
      tipo_certificado_id: 201,
      empresa: empresaId,
      arquivo: { nome: 'metalvale.pfx', conteudo: exportPkcs12(a1, senhaCertificado, [ca.certificatePem]).toString('base64') },
      senha: senhaCertificado,
      confirmar_senha: senhaCertificado,
    });
    expect(certificado.status, JSON.stringify(certificado.json)).toBe(200);
    const funcionarios = await api('GET', `/sst/api/empresa/funcionario/${empresaId}`);
    const funcionario = (funcionarios.json.data as Row[])[0] as { id: string; nome: string };
    const hoje = todayInSaoPaulo();
    const avulso = await api('POST', '/sst/api/esocial/avulso/editar', {
      id_emp: empresaId,
      id_fun: funcionario.id,
      layout: 'S-2220',
      consulta: { aso_dt: hoje, id_tipo_aso: 52 },
      medico: { nome: 'Dra. Ana Paula Gonçalves', crm: '123456', crm_uf: 'SP' },
      exames: [{ codigo: '0295', data: hoje, resultado: 1 }],
    });
    expect(avulso.json.data, JSON.stringify(avulso.json)).toMatchObject({ tem_xml: true, log_erro: [] });
    const eventoId = (avulso.json.data as { id: string }).id;
    await api('POST', '/sst/api/esocial/lotes/gerar', { id_emp: empresaId, layout: 'S-2220', avulso: 1, ids: [eventoId] });
    const loteId = await waitFor(async () => {
      const evento = (await api('GET', `/sst/api/esocial/evento/${eventoId}`)).json.data as { lote: { id: string } | null };
      return evento.lote?.id;
    }, { what: 'the lote of the manual event', timeoutMs: 30_000 });
    const inc = await api('POST', `/sst/api/esocial/lotes/processar/${loteId}/enviar-lote/INC`);
    expect(inc.status, JSON.stringify(inc.json)).toBe(200);
    const original = await waitFor(async () => {
      const evento = (await api('GET', `/sst/api/esocial/evento/${eventoId}`)).json.data as { recibo: string | null };
      return evento.recibo ?? undefined;
    }, { what: 'the receipt of the inclusion', timeoutMs: 60_000 });

    // Act: 'Retificar' on the row, the exam's result changed to 'Alterado', saved
    await page.goto(`${base}/esocial/avulso`);
    const row = page.getByRole('row', { name: new RegExp(original.replace(/\./g, '\\.')) }).first();
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('acao-editar').count()).toBe(0);
    await row.getByTestId('acao-retificar').click();
    const modal = page.getByTestId('avulso-modal');
    const aviso = modal.getByTestId('retificacao-aviso');
    await aviso.waitFor({ timeout: 30_000 });
    expect(await aviso.textContent()).toContain(original);
    const form = modal.getByTestId('avulso-form');
    await form.getByTestId('field-exames.0.resultado').selectOption('2');
    await page.screenshot({ path: await screenshotPath('esocial-retificacao'), fullPage: true });
    await form.getByTestId('avulso-salvar').click();

    // Assess: the notice, the ALT process accepted with indRetif 2 and the original receipt, the row's new receipt
    await expect.poll(() => page.getByTestId('notifications').textContent(), { timeout: 30_000 }).toContain(retificacaoMensagens.enviada);
    const alt = await waitFor(async () => {
      const { json } = await api('GET', `/sst/api/esocial/lotes/processar/${loteId}`);
      const [ultimo] = (json.data as { processos: Row[] }).processos;
      return ultimo?.modo === 'ALT' && ultimo.status === 201 ? ultimo : undefined;
    }, { what: 'the processed ALT', timeoutMs: 60_000 });
    const recebido = simulator.lotes.find((lote) => lote.protocoloEnvio === alt.protocolo);
    expect(recebido?.loteXml).toContain(`<indRetif>2</indRetif><nrRecibo>${original}</nrRecibo>`);
    expect(recebido?.loteXml).toContain('<indResult>2</indResult>');
    const novo = await waitFor(async () => {
      const evento = (await api('GET', `/sst/api/esocial/evento/${eventoId}`)).json.data as { recibo: string | null; tipo_status: { id: number } };
      return evento.recibo && evento.recibo !== original && evento.tipo_status.id === 335 ? evento.recibo : undefined;
    }, { what: 'the receipt of the rectification', timeoutMs: 30_000 });
    await page.reload();
    await page.getByRole('row', { name: new RegExp(novo.replace(/\./g, '\\.')) }).first().waitFor({ timeout: 30_000 });
  });
});
