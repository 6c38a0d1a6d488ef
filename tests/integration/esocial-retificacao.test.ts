import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo, toQueryString } from '@ocupacional/shared';
import type { RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import { retificacaoMensagens } from '../../functions/src/api/esocial/retificacao';
import { demoS2210 } from '../../functions/src/esocial/demo-inputs';
import { ruleMessages } from '../../functions/src/esocial/rules/index';
import { a1Da, empresaA, esocialPath, startEsocialCloud, trabalhadores, type EsocialCaller as Caller, type EsocialCloudWithSimulator } from '../support/esocial-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 13 items 6 and 7 through the API: the rules the schemas cannot check answer a pt-BR 400 under their field
 * and write nothing (manual S-2220, CAT); an accepted manual S-2220 edited again is sent at once as its
 * rectification (ALT, indRetif 2, the receipt it replaces) and ends with a new receipt; an edit that breaks a rule
 * changes nothing, not even the pending state.
 */

type Row = Record<string, unknown> & { id: string };

describe('eSocial: the rules the schemas cannot check, and the rectification of an accepted event', () => {
  let esocial: EsocialCloudWithSimulator<'admin'> | undefined;
  let simulator: RunningEsocialSimulator;
  let admin: Caller;
  const hoje = todayInSaoPaulo();

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin'], simulator: true });
    ({ simulator } = esocial);
    ({ admin } = esocial.callers);
    const a1 = a1Da(esocial.ca, empresaA);
    const saved = await admin('POST', esocialPath('web', 'esocialCertificadoSalvar'), {
      tipo_certificado_id: 201,
      empresa: empresaA.id,
      arquivo: { nome: 'alfa.pfx', conteudo: a1.conteudo },
      senha: a1.password,
      confirmar_senha: a1.password,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }, 120_000);

  afterAll(() => esocial?.stop());

  const avulsos = async () => {
    const { json } = await admin('GET', esocialPath('web', 'esocialAvulsos', {}, toQueryString({ filter: { id_empresa: empresaA.id } })));
    return (json.data as { data: Row[] }).data;
  };
  const detalhe = async (id: string) => (await admin('GET', esocialPath('web', 'esocialEvento', { id }))).json.data as Row;
  const processos = async (loteId: string) =>
    ((await admin('GET', esocialPath('web', 'esocialLoteProcessos', { id: loteId }))).json.data as { processos: Row[] }).processos;
  const s2220 = {
    id_emp: empresaA.id,
    id_fun: trabalhadores.maria.id,
    layout: 'S-2220',
    consulta: { aso_dt: hoje, id_tipo_aso: 52 },
    medico: { nome: 'Dra. Ana Paula', crm: '123456', crm_uf: 'SP' },
    exames: [{ codigo: '0295', data: hoje, resultado: 1 }],
  };

  it('refuses a manual S-2220 dated tomorrow (the form allows it, the service does not) and writes nothing', async () => {
    // Act
    const amanha = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), {
      ...s2220,
      consulta: { ...s2220.consulta, aso_dt: addDays(hoje, 1) },
      exames: [{ codigo: '0295', data: addDays(hoje, 1) }],
    });

    // Assess
    expect(amanha.status).toBe(400);
    expect((amanha.json.data as { fields: Record<string, string[]> }).fields).toEqual({
      'consulta.aso_dt': [ruleMessages.afterToday],
      'exames.0.data': [ruleMessages.afterToday],
    });
    expect(await avulsos()).toEqual([]);
  });

  it("refuses a death CAT without the original CAT's receipt and a foreign accident without its postal code", async () => {
    // Prepare: the demo CAT, today, as a death communication abroad
    const cat = demoS2210().cat;
    const local = { tpLocal: 2, dscLograd: 'MAIN STREET', nrLograd: '10', pais: '249' };
    const body = {
      id_emp: empresaA.id,
      id_fun: trabalhadores.maria.id,
      cat: { ...cat, dtAcid: hoje, ultDiaTrab: hoje, tpCat: 3, indCatObito: 'S', dtObito: hoje, localAcidente: local, atestado: { ...cat.atestado, dtAtendimento: hoje, indAfast: 'N' } },
    };

    // Act
    const recusada = await admin('POST', esocialPath('web', 'esocialCatSalvar'), body);
    const { json } = await admin('GET', esocialPath('web', 'esocialEventos', { layout: 'S-2210' }, toQueryString({ filter: { id_empresa: empresaA.id } })));

    // Assess
    expect(recusada.status, JSON.stringify(recusada.json)).toBe(400);
    expect((recusada.json.data as { fields: Record<string, string[]> }).fields).toEqual({
      'cat.catOrigem.nrRecCatOrig': [ruleMessages.originalCatReceipt],
      'cat.localAcidente.codPostal': ['Campo obrigatório'],
    });
    expect((json.data as { data: Row[] }).data).toEqual([]);
  });

  it('sends the edited accepted S-2220 as its rectification: ALT, indRetif 2, the original receipt, then a new receipt', async () => {
    // Prepare: the manual S-2220 saved, put in a lote, sent (INC) and accepted
    const criado = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), s2220);
    expect(criado.status, JSON.stringify(criado.json)).toBe(200);
    const eventoId = (criado.json.data as Row).id;
    await admin('POST', esocialPath('web', 'esocialLoteGerar'), { id_emp: empresaA.id, layout: 'S-2220', avulso: 1, ids: [eventoId] });
    const lote = await waitFor(async () => {
      const { json } = await admin('GET', esocialPath('web', 'esocialLotes', {}, toQueryString({ filter: { id_empresa: empresaA.id } })));
      return (json.data as { data: Row[] }).data[0];
    }, { what: 'the lote of the manual event' });
    expect((await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }))).status).toBe(200);
    const aceito = await waitFor(async () => {
      const evento = await detalhe(eventoId);
      return evento.recibo ? evento : undefined;
    }, { what: 'the receipt of the inclusion', timeoutMs: 30_000 });
    const original = String(aceito.recibo);
    expect(aceito).toMatchObject({ tipo_status: { id: 335 } });

    // Act: the user edits the accepted event (the exam's result becomes 'alterado') and saves
    const retificado = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), {
      ...s2220,
      id: eventoId,
      versao: aceito.versao,
      exames: [{ codigo: '0295', data: hoje, resultado: 2 }],
    });

    // Assess: answered at once, kept the receipt it replaces, sent in ALT and accepted with a new receipt
    expect(retificado.status, JSON.stringify(retificado.json)).toBe(200);
    expect(retificado.json.msg).toBe(retificacaoMensagens.enviada);
    expect(retificado.json.data).toMatchObject({ recibo: original });
    const [alt] = await waitFor(async () => {
      const lista = await processos(lote.id);
      return lista[0]?.modo === 'ALT' && lista[0]?.status === 201 ? lista : undefined;
    }, { what: 'the processed ALT', timeoutMs: 30_000 });
    const enviado = simulator.lotes.find((item) => item.protocoloEnvio === alt?.protocolo);
    expect(enviado?.loteXml).toContain(`<indRetif>2</indRetif><nrRecibo>${original}</nrRecibo>`);
    expect(enviado?.loteXml).toContain('<indResult>2</indResult>');
    const final = await detalhe(eventoId);
    expect(final).toMatchObject({ tipo_status: { id: 335 } });
    expect(final.recibo).toMatch(/^1\.2\.\d{19}$/);
    expect(final.recibo).not.toBe(original);
  });

  it('refuses a rectification that breaks a rule and changes nothing: same version, receipt, status and processes', async () => {
    // Prepare
    const [evento] = await avulsos();
    const antes = await detalhe(String(evento?.id));
    const loteId = String((antes.lote as Row).id);
    const processosAntes = await processos(loteId);

    // Act
    const recusada = await admin('POST', esocialPath('web', 'esocialAvulsoSalvar'), {
      ...s2220,
      id: antes.id,
      versao: antes.versao,
      consulta: { ...s2220.consulta, aso_dt: addDays(hoje, 1) },
    });

    // Assess
    expect(recusada.status).toBe(400);
    expect((recusada.json.data as { fields: Record<string, string[]> }).fields).toEqual({ 'consulta.aso_dt': [ruleMessages.afterToday] });
    const depois = await detalhe(antes.id);
    expect({ versao: depois.versao, recibo: depois.recibo, status: depois.tipo_status, xml: depois.xml }).toEqual({
      versao: antes.versao,
      recibo: antes.recibo,
      status: antes.tipo_status,
      xml: antes.xml,
    });
    expect(await processos(loteId)).toHaveLength(processosAntes.length);
  });
});
