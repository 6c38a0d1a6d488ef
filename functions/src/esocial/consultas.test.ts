import { beforeAll, describe, expect, it } from 'vitest';
import {
  consultaEndpoints,
  consultaEndpointsFor,
  consultaNamespaces,
  consultaOperations,
  consultaPayload,
  consultaRequest,
  consultaSoapAction,
  downloadPorIdXml,
  downloadPorReciboXml,
  identificadoresEmpregadorXml,
  identificadoresTrabalhadorXml,
  parseRetornoDownload,
  parseRetornoIdentificadores,
  signConsulta,
  type ConsultaOperation,
} from './consultas';
import { verifySignature, type SigningCredentials } from './sign';
import { getTestCertificates } from './test-certificates';

const empregador = { tpInsc: 1, nrInsc: '11222333' } as const;
const ideEmpregadorXml = '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>';

/** A SOAP answer of a query operation around its result document, as the web service writes it. */
function answer(op: ConsultaOperation, document: string): string {
  const { operation, namespace } = consultaOperations[op];
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${operation}Response xmlns="${namespace}"><${operation}Result>${document}</${operation}Result></${operation}Response></s:Body></s:Envelope>`;
}

describe('consultaSoapAction (download cirúrgico)', () => {
  it.each([
    ['identificadoresEmpregador', `${consultaNamespaces.wsIdentificadores}/ServicoConsultarIdentificadoresEventos/ConsultarIdentificadoresEventosEmpregador`],
    ['identificadoresTrabalhador', `${consultaNamespaces.wsIdentificadores}/ServicoConsultarIdentificadoresEventos/ConsultarIdentificadoresEventosTrabalhador`],
    ['downloadPorId', `${consultaNamespaces.wsDownload}/ServicoSolicitarDownloadEventos/SolicitarDownloadEventosPorId`],
    ['downloadPorRecibo', `${consultaNamespaces.wsDownload}/ServicoSolicitarDownloadEventos/SolicitarDownloadEventosPorNrRecibo`],
  ] as const)('names the WSDL soapAction of %s', (op, action) => {
    expect(consultaSoapAction(op)).toBe(action);
  });
});

describe('consultaEndpointsFor', () => {
  it.each([1, 2] as const)('answers the official endpoints of tpAmb %i when no base URL is given', (tpAmb) => {
    const endpoints = consultaEndpointsFor(tpAmb);
    expect(endpoints).toEqual(consultaEndpoints[tpAmb]);
    endpoints.download = 'changed';
    expect(consultaEndpoints[tpAmb].download).not.toBe('changed');
  });

  it("moves the endpoints to the simulator's base URL, keeping their paths", () => {
    expect(consultaEndpointsFor(2, 'https://127.0.0.1:8443')).toEqual({
      identificadores: 'https://127.0.0.1:8443/servicos/empregador/dwlcirurgico/WsConsultarIdentificadoresEventos.svc',
      download: 'https://127.0.0.1:8443/servicos/empregador/dwlcirurgico/WsSolicitarDownloadEventos.svc',
    });
  });
});

describe('query documents', () => {
  it("asks for an employer's events of a type in a period", () => {
    expect(identificadoresEmpregadorXml({ ideEmpregador: empregador, tpEvt: 'S-2220', perApur: '2026-05' })).toBe(
      `<eSocial xmlns="${consultaNamespaces.identificadoresEmpregador}"><consultaIdentificadoresEvts>${ideEmpregadorXml}` +
        '<consultaEvtsEmpregador><tpEvt>S-2220</tpEvt><perApur>2026-05</perApur></consultaEvtsEmpregador></consultaIdentificadoresEvts></eSocial>',
    );
  });

  it("asks for a worker's events between two instants", () => {
    const xml = identificadoresTrabalhadorXml({
      ideEmpregador: { tpInsc: 2, nrInsc: '52998224725' },
      cpfTrab: '11144477735',
      dtIni: '2026-05-01T00:00:00',
      dtFim: '2026-05-31T23:59:59',
    });
    expect(xml).toBe(
      `<eSocial xmlns="${consultaNamespaces.identificadoresTrabalhador}"><consultaIdentificadoresEvts>` +
        '<ideEmpregador><tpInsc>2</tpInsc><nrInsc>52998224725</nrInsc></ideEmpregador>' +
        '<consultaEvtsTrabalhador><cpfTrab>11144477735</cpfTrab><dtIni>2026-05-01T00:00:00</dtIni><dtFim>2026-05-31T23:59:59</dtFim></consultaEvtsTrabalhador>' +
        '</consultaIdentificadoresEvts></eSocial>',
    );
  });

  it('asks for events by their Ids, one <id> each', () => {
    expect(downloadPorIdXml({ ideEmpregador: empregador, ids: ['ID1', 'ID2'] })).toBe(
      `<eSocial xmlns="${consultaNamespaces.downloadId}"><download>${ideEmpregadorXml}` +
        '<solicDownloadEvtsPorId><id>ID1</id><id>ID2</id></solicDownloadEvtsPorId></download></eSocial>',
    );
  });

  it('asks for events by their receipts, one <nrRec> each', () => {
    expect(downloadPorReciboXml({ ideEmpregador: empregador, recibos: ['1.2.3', '4.5.6'] })).toBe(
      `<eSocial xmlns="${consultaNamespaces.downloadRecibo}"><download>${ideEmpregadorXml}` +
        '<solicDownloadEventosPorNrRecibo><nrRec>1.2.3</nrRec><nrRec>4.5.6</nrRec></solicDownloadEventosPorNrRecibo></download></eSocial>',
    );
  });
});

describe('signConsulta', () => {
  let credentials: SigningCredentials;
  beforeAll(() => {
    credentials = getTestCertificates().a1;
  });

  it('signs the whole query document (Reference URI=""), verifiable with the test CA', () => {
    const xml = downloadPorIdXml({ ideEmpregador: empregador, ids: ['ID1'] });
    const signed = signConsulta(xml, credentials);
    expect(signed).toContain('<Reference URI="">');
    expect(signed.startsWith(xml.slice(0, -'</eSocial>'.length))).toBe(true);
    expect(verifySignature(signed, { trustedCaPem: getTestCertificates().ca.certificatePem })).toMatchObject({ valid: true });
  });
});

describe('consultaRequest and consultaPayload', () => {
  const document = downloadPorReciboXml({ ideEmpregador: empregador, recibos: ['1.2.3'] });

  it('wraps the signed document in the operation and its parameter, in the service namespace', () => {
    expect(consultaRequest('downloadPorRecibo', document)).toBe(
      '<Envelope xmlns="http://schemas.xmlsoap.org/soap/envelope/"><Header/><Body>' +
        `<SolicitarDownloadEventosPorNrRecibo xmlns="${consultaNamespaces.wsDownload}"><solicitacao>${document}</solicitacao></SolicitarDownloadEventosPorNrRecibo>` +
        '</Body></Envelope>',
    );
  });

  it.each(Object.keys(consultaOperations) as ConsultaOperation[])('reads back the document of a %s request exactly as sent', (op) => {
    expect(consultaPayload(consultaRequest(op, document), op)).toBe(document);
  });

  it('answers null when the request carries another operation or no document', () => {
    expect(consultaPayload(consultaRequest('downloadPorId', document), 'downloadPorRecibo')).toBeNull();
    expect(consultaPayload(consultaRequest('identificadoresEmpregador', document), 'identificadoresTrabalhador')).toBeNull();
    expect(consultaPayload(consultaRequest('downloadPorId', '<outro/>'), 'downloadPorId')).toBeNull();
  });
});

describe('parseRetornoIdentificadores', () => {
  const found =
    `<eSocial xmlns="${consultaNamespaces.identificadoresRetorno}"><retornoConsultaIdentificadoresEvts>` +
    '<status><cdResposta>201</cdResposta><descResposta>Consulta realizada com sucesso.</descResposta></status>' +
    '<retornoIdentificadoresEvts><qtdeTotEvtsConsulta>75</qtdeTotEvtsConsulta><dhUltimoEvtRetornado>2026-05-10T17:03:22</dhUltimoEvtRetornado>' +
    '<identificadoresEvts><identificadorEvt><id>ID1</id><nrRec>1.1.1</nrRec></identificadorEvt>' +
    '<identificadorEvt><id>ID2</id><nrRec>2.2.2</nrRec></identificadorEvt></identificadoresEvts></retornoIdentificadoresEvts>' +
    '</retornoConsultaIdentificadoresEvts></eSocial>';

  it.each(['identificadoresEmpregador', 'identificadoresTrabalhador'] as const)(
    'reads status, total, last instant and the Id and receipt of each event (%s)',
    (op) => {
      expect(parseRetornoIdentificadores(answer(op, found), op)).toEqual({
        cdResposta: 201,
        descResposta: 'Consulta realizada com sucesso.',
        qtdeTotEvtsConsulta: 75,
        dhUltimoEvtRetornado: '2026-05-10T17:03:22',
        identificadores: [
          { id: 'ID1', nrRec: '1.1.1' },
          { id: 'ID2', nrRec: '2.2.2' },
        ],
        xml: found,
      });
    },
  );

  it('reads a refusal with no data as zero events, and missing texts as empty', () => {
    const refused =
      `<eSocial xmlns="${consultaNamespaces.identificadoresRetorno}"><retornoConsultaIdentificadoresEvts>` +
      '<status><cdResposta>401</cdResposta></status></retornoConsultaIdentificadoresEvts></eSocial>';
    expect(parseRetornoIdentificadores(answer('identificadoresEmpregador', refused), 'identificadoresEmpregador')).toEqual({
      cdResposta: 401,
      descResposta: '',
      qtdeTotEvtsConsulta: 0,
      dhUltimoEvtRetornado: null,
      identificadores: [],
      xml: refused,
    });
    const partial = found.replace('<id>ID1</id>', '').replace('<nrRec>2.2.2</nrRec>', '');
    expect(parseRetornoIdentificadores(answer('identificadoresEmpregador', partial), 'identificadoresEmpregador').identificadores).toEqual([
      { id: '', nrRec: '1.1.1' },
      { id: 'ID2', nrRec: '' },
    ]);
  });

  it("fails when the answer is not the operation's result", () => {
    expect(() => parseRetornoIdentificadores(answer('identificadoresEmpregador', found), 'identificadoresTrabalhador')).toThrow(
      'the response has no ConsultarIdentificadoresEventosTrabalhadorResult',
    );
  });
});

describe('parseRetornoDownload', () => {
  const evento = '<eSocial xmlns="urn:evt"><evtMonit Id="ID1">x</evtMonit></eSocial>';
  const recibo = '<eSocial xmlns="urn:rec"><retornoEvento Id="R1"/></eSocial>';
  const document =
    `<eSocial xmlns="${consultaNamespaces.downloadRetorno}"><download>` +
    '<status><cdResposta>201</cdResposta><descResposta>Solicitação processada.</descResposta></status>' +
    '<retornoSolicDownloadEvts><arquivos>' +
    `<arquivo><status><cdResposta>201</cdResposta><descResposta>Evento localizado.</descResposta></status><evt Id="ID1">${evento}</evt><rec nrRec="1.1.1">${recibo}</rec></arquivo>` +
    '<arquivo><status><cdResposta>404</cdResposta><descResposta>Evento não localizado.</descResposta></status></arquivo>' +
    '<arquivo><status><cdResposta>201</cdResposta></status><evt Id="ID3"></evt><rec nrRec="3.3.3"/></arquivo>' +
    '</arquivos></retornoSolicDownloadEvts></download></eSocial>';

  it.each(['downloadPorId', 'downloadPorRecibo'] as const)('reads each file: its status, Id, receipt and both documents as written (%s)', (op) => {
    expect(parseRetornoDownload(answer(op, document), op)).toEqual({
      cdResposta: 201,
      descResposta: 'Solicitação processada.',
      arquivos: [
        { cdResposta: 201, descResposta: 'Evento localizado.', id: 'ID1', nrRec: '1.1.1', eventoXml: evento, reciboXml: recibo },
        { cdResposta: 404, descResposta: 'Evento não localizado.', id: null, nrRec: null, eventoXml: null, reciboXml: null },
        { cdResposta: 201, descResposta: '', id: 'ID3', nrRec: '3.3.3', eventoXml: null, reciboXml: null },
      ],
      xml: document,
    });
  });

  it('reads a refusal without files', () => {
    const refused = `<eSocial xmlns="${consultaNamespaces.downloadRetorno}"><download><status><cdResposta>402</cdResposta><descResposta>Schema inválido</descResposta></status></download></eSocial>`;
    expect(parseRetornoDownload(answer('downloadPorId', refused), 'downloadPorId')).toEqual({
      cdResposta: 402,
      descResposta: 'Schema inválido',
      arquivos: [],
      xml: refused,
    });
  });

  it("fails when the answer is not the operation's result", () => {
    expect(() => parseRetornoDownload(answer('downloadPorId', document), 'downloadPorRecibo')).toThrow(
      'the response has no SolicitarDownloadEventosPorNrReciboResult',
    );
  });
});
