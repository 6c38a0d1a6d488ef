import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  consultaLoteEventosXml,
  consultarLoteEventosRequest,
  enviarLoteEventosRequest,
  operationPayload,
  parseRetornoEnvioLote,
  parseRetornoProcessamentoLote,
  readSoapFault,
  soapActions,
} from './soap-messages';
import { endpointsFor, esocialEndpoints } from './soap-client';
import { validateXml, xsdDirectory } from './validate';

const wsdl = (name: string) => readFileSync(join(xsdDirectory(), 'comunicacao', name), 'utf8');

describe('SOAP requests', () => {
  it('use the soapAction of each WSDL operation', () => {
    expect(wsdl('WsEnviarLoteEventos-v1_1_0.wsdl')).toContain(`soapAction="${soapActions.enviarLoteEventos}"`);
    expect(wsdl('WsConsultarLoteEventos-v1_1_0.wsdl')).toContain(`soapAction="${soapActions.consultarLoteEventos}"`);
  });

  it('point at the WSDL addresses for produção restrita, and move to a base URL keeping the paths', () => {
    expect(wsdl('WsEnviarLoteEventos-v1_1_0.wsdl')).toContain(`location="${esocialEndpoints[2].enviar}"`);
    expect(wsdl('WsConsultarLoteEventos-v1_1_0.wsdl')).toContain(`location="${esocialEndpoints[2].consultar}"`);
    expect(esocialEndpoints[1].enviar).toBe('https://webservices.envio.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc');
    expect(endpointsFor(2)).toEqual(esocialEndpoints[2]);
    expect(endpointsFor(1, 'https://127.0.0.1:4443')).toEqual({
      enviar: 'https://127.0.0.1:4443/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
      consultar: 'https://127.0.0.1:4443/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
    });
  });

  it('wrap the lote and the consulta in SOAP 1.1 envelopes, payload unchanged', async () => {
    const lote = '<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/v1_1_1"><x/></eSocial>';
    const envio = enviarLoteEventosRequest(`<?xml version="1.0" encoding="UTF-8"?>${lote}`);
    expect(envio.startsWith('<Envelope xmlns="http://schemas.xmlsoap.org/soap/envelope/"><Header/><Body><EnviarLoteEventos xmlns=')).toBe(true);
    expect(operationPayload(envio, 'EnviarLoteEventos')).toBe(lote);

    const consulta = consultarLoteEventosRequest('1.2.202605.0000000000000000001');
    expect(operationPayload(consulta, 'ConsultarLoteEventos')).toBe(consultaLoteEventosXml('1.2.202605.0000000000000000001'));
    expect(await validateXml('ConsultaLoteEventos', consultaLoteEventosXml('1.2.202605.0000000000000000001'))).toEqual({ valid: true, errors: [] });
  });
});

describe('SOAP responses', () => {
  it('read a received lote: cdResposta 201 and the protocol', () => {
    const xml = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EnviarLoteEventosResponse xmlns="http://www.esocial.gov.br/servicos/empregador/lote/eventos/envio/v1_1_0"><EnviarLoteEventosResult><eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0"><retornoEnvioLoteEventos><status><cdResposta>201</cdResposta><descResposta>Lote Recebido com Sucesso.</descResposta></status><dadosRecepcaoLote><dhRecepcao>2026-05-10T14:03:22-03:00</dhRecepcao><versaoAplicativoRecepcao>1</versaoAplicativoRecepcao><protocoloEnvio>1.2.202605.0000000000000000001</protocoloEnvio></dadosRecepcaoLote></retornoEnvioLoteEventos></eSocial></EnviarLoteEventosResult></EnviarLoteEventosResponse></s:Body></s:Envelope>`;
    expect(parseRetornoEnvioLote(xml)).toEqual({
      cdResposta: 201,
      descResposta: 'Lote Recebido com Sucesso.',
      accepted: true,
      protocoloEnvio: '1.2.202605.0000000000000000001',
      dhRecepcao: '2026-05-10T14:03:22-03:00',
      ocorrencias: [],
    });
  });

  it('read the processing of a lote: per event receipt or occurrences, and duplicates', () => {
    const retornoEvento = (id: string, body: string) =>
      `<eSocial xmlns="http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1"><retornoEvento Id="${id}"><ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador><recepcao><tpAmb>2</tpAmb><dhRecepcao>2026-05-10T14:03:22-03:00</dhRecepcao><versaoAppRecepcao>1</versaoAppRecepcao></recepcao>${body}</retornoEvento></eSocial>`;
    const ok = retornoEvento(
      'ID1',
      '<processamento><cdResposta>201</cdResposta><descResposta>Sucesso.</descResposta><versaoAppProcessamento>1</versaoAppProcessamento><dhProcessamento>2026-05-10T14:03:23-03:00</dhProcessamento></processamento><recibo><nrRecibo>1.2.0000000000000000001</nrRecibo><hash>abc=</hash></recibo>',
    );
    const rejected = retornoEvento(
      'ID2',
      '<processamento><cdResposta>401</cdResposta><descResposta>Rejeitado.</descResposta><versaoAppProcessamento>1</versaoAppProcessamento><dhProcessamento>2026-05-10T14:03:23-03:00</dhProcessamento><ocorrencias><ocorrencia><tipo>1</tipo><codigo>142</codigo><descricao>Assinatura do evento inválida &amp; outra</descricao><localizacao>Signature</localizacao></ocorrencia></ocorrencias></processamento>',
    );
    const xml = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultarLoteEventosResponse xmlns="x"><ConsultarLoteEventosResult><eSocial xmlns="y"><retornoProcessamentoLoteEventos><status><cdResposta>201</cdResposta><descResposta>Lote Processado com Sucesso.</descResposta></status><dadosRecepcaoLote><dhRecepcao>2026-05-10T14:03:22-03:00</dhRecepcao><versaoAplicativoRecepcao>1</versaoAplicativoRecepcao><protocoloEnvio>P</protocoloEnvio></dadosRecepcaoLote><retornoEventos><evento Id="ID1" evtDupl="true"><retornoEvento>${ok}</retornoEvento></evento><evento Id="ID2"><retornoEvento>${rejected}</retornoEvento></evento></retornoEventos></retornoProcessamentoLoteEventos></eSocial></ConsultarLoteEventosResult></ConsultarLoteEventosResponse></s:Body></s:Envelope>`;

    const result = parseRetornoProcessamentoLote(xml);

    expect(result).toMatchObject({ cdResposta: 201, processed: true, pending: false, protocoloEnvio: 'P' });
    expect(result.eventos).toMatchObject([
      { id: 'ID1', evtDupl: true, cdResposta: 201, accepted: true, nrRecibo: '1.2.0000000000000000001', hash: 'abc=', ocorrencias: [] },
      {
        id: 'ID2',
        evtDupl: false,
        cdResposta: 401,
        accepted: false,
        nrRecibo: null,
        ocorrencias: [{ codigo: 142, descricao: 'Assinatura do evento inválida & outra', tipo: 1, localizacao: 'Signature' }],
      },
    ]);
    expect(result.eventos[0]?.xml).toBe(ok);
  });

  it('read a lote still waiting, and a SOAP Fault', () => {
    const pending = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultarLoteEventosResponse><ConsultarLoteEventosResult><eSocial><retornoProcessamentoLoteEventos><status><cdResposta>101</cdResposta><descResposta>Lote Aguardando Processamento.</descResposta><tempoEstimadoConclusao>30</tempoEstimadoConclusao></status></retornoProcessamentoLoteEventos></eSocial></ConsultarLoteEventosResult></ConsultarLoteEventosResponse></s:Body></s:Envelope>`;
    expect(parseRetornoProcessamentoLote(pending)).toMatchObject({ pending: true, processed: false, tempoEstimadoConclusao: 30, eventos: [] });
    const fault = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>a:ActionNotSupported</faultcode><faultstring>não suportada</faultstring></s:Fault></s:Body></s:Envelope>`;
    expect(readSoapFault(fault)).toEqual({ faultCode: 'a:ActionNotSupported', faultString: 'não suportada' });
    expect(readSoapFault(pending)).toBeNull();
    expect(() => parseRetornoEnvioLote(pending)).toThrow('no retornoEnvioLoteEventos');
  });
});

describe('SOAP responses: partial and refused answers', () => {
  const envelope = (body: string) => `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
  const envio = (retorno: string) =>
    envelope(`<EnviarLoteEventosResponse><EnviarLoteEventosResult><eSocial><retornoEnvioLoteEventos>${retorno}</retornoEnvioLoteEventos></eSocial></EnviarLoteEventosResult></EnviarLoteEventosResponse>`);
  const consulta = (retorno: string) =>
    envelope(
      `<ConsultarLoteEventosResponse><ConsultarLoteEventosResult><eSocial><retornoProcessamentoLoteEventos>${retorno}</retornoProcessamentoLoteEventos></eSocial></ConsultarLoteEventosResult></ConsultarLoteEventosResponse>`,
    );
  const evento = (attributes: string, processamento: string, retornoId = 'ID1') =>
    `<evento${attributes}><retornoEvento><eSocial><retornoEvento Id="${retornoId}"><processamento>${processamento}</processamento></retornoEvento></eSocial></retornoEvento></evento>`;

  it('reads a refused lote with its occurrences: not accepted, no protocolo', () => {
    const xml = envio(
      '<status><cdResposta>401</cdResposta><descResposta>Lote Incorreto.</descResposta><ocorrencias><ocorrencia><codigo>143</codigo><tipo>1</tipo></ocorrencia></ocorrencias></status>',
    );
    expect(parseRetornoEnvioLote(xml)).toEqual({
      cdResposta: 401,
      descResposta: 'Lote Incorreto.',
      accepted: false,
      protocoloEnvio: null,
      dhRecepcao: null,
      ocorrencias: [{ codigo: 143, descricao: '', tipo: 1 }],
    });
  });

  it('refuses an answer without status or that is not XML', () => {
    expect(() => parseRetornoEnvioLote(envio(''))).toThrow(new Error('the response has no status'));
    expect(() => parseRetornoProcessamentoLote(envio('<status/>'))).toThrow(new Error('the response has no retornoProcessamentoLoteEventos'));
    expect(() => parseRetornoEnvioLote('Service Unavailable <')).toThrow(/^the response is not well-formed XML: /);
  });

  it('reads a processed lote without estimated time, and each event by its result', () => {
    const xml = consulta(
      '<status><cdResposta>201</cdResposta><descResposta>Processado.</descResposta></status><retornoEventos>' +
        evento(' Id="ID1"', '<cdResposta>202</cdResposta><descResposta>Com advertência.</descResposta><dhProcessamento>2026-05-10T14:03:23-03:00</dhProcessamento>') +
        evento('', '<cdResposta>301</cdResposta>', 'ID2') +
        '<evento/></retornoEventos>',
    );
    const result = parseRetornoProcessamentoLote(xml);
    expect(result).toMatchObject({ processed: true, pending: false, tempoEstimadoConclusao: null });
    expect(result.eventos).toMatchObject([
      { id: 'ID1', cdResposta: 202, accepted: true, descResposta: 'Com advertência.', dhProcessamento: '2026-05-10T14:03:23-03:00' },
      { id: 'ID2', cdResposta: 301, accepted: false, descResposta: '', dhProcessamento: null },
      { id: '', accepted: false, descResposta: '', xml: null },
    ]);
  });

  it('reads a fault without code or text as empty ones', () => {
    expect(readSoapFault(envelope('<s:Fault/>'))).toEqual({ faultCode: '', faultString: '' });
  });

  it('reads the lote of a request without the whitespace around it', () => {
    const envio = enviarLoteEventosRequest('\n  <eSocial><x/></eSocial>\n');
    expect(operationPayload(envio, 'EnviarLoteEventos')).toBe('<eSocial><x/></eSocial>');
  });
});
