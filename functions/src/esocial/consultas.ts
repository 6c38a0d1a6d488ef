import type { TpAmb } from './inputs';
import { signEvent, type SigningCredentials } from './sign';
import { el } from './xml';
import { children, outerXml, path, scanXml, text, type XmlElement } from './xml-scan';

/*
 * The query web services (comunicacao/WsConsultarIdentificadoresEventos-v1_0_0.wsdl and
 * WsSolicitarDownloadEventos-v1_0_0.wsdl, "download cirúrgico"): the identifiers (Id and receipt) of the events of
 * an employer by type and period, or of a worker by CPF and period; and the events themselves, with their
 * receipts, by Id or by receipt. The request documents are signed whole (Reference URI="", the manual's pattern
 * for these requests) and travel in SOAP 1.1 over the same mutual TLS as the lotes.
 */

export const consultaNamespaces = {
  identificadoresEmpregador: 'http://www.esocial.gov.br/schema/consulta/identificadores-eventos/empregador/v1_0_0',
  identificadoresTrabalhador: 'http://www.esocial.gov.br/schema/consulta/identificadores-eventos/trabalhador/v1_0_0',
  identificadoresRetorno: 'http://www.esocial.gov.br/schema/consulta/identificadores-eventos/retorno/v1_0_0',
  downloadId: 'http://www.esocial.gov.br/schema/download/solicitacao/id/v1_0_0',
  downloadRecibo: 'http://www.esocial.gov.br/schema/download/solicitacao/nrRecibo/v1_0_0',
  downloadRetorno: 'http://www.esocial.gov.br/schema/download/solicitacao/retorno/v1_0_0',
  /** Targets of the WSDLs. */
  wsIdentificadores: 'http://www.esocial.gov.br/servicos/empregador/consulta/identificadores-eventos/v1_0_0',
  wsDownload: 'http://www.esocial.gov.br/servicos/empregador/download/solicitacao/v1_0_0',
} as const;

/** The SOAP operations, their parameter element and their soapAction. */
export const consultaOperations = {
  identificadoresEmpregador: {
    operation: 'ConsultarIdentificadoresEventosEmpregador',
    parameter: 'consultaEventosEmpregador',
    service: 'ServicoConsultarIdentificadoresEventos',
    namespace: consultaNamespaces.wsIdentificadores,
  },
  identificadoresTrabalhador: {
    operation: 'ConsultarIdentificadoresEventosTrabalhador',
    parameter: 'consultaEventosTrabalhador',
    service: 'ServicoConsultarIdentificadoresEventos',
    namespace: consultaNamespaces.wsIdentificadores,
  },
  downloadPorId: {
    operation: 'SolicitarDownloadEventosPorId',
    parameter: 'solicitacao',
    service: 'ServicoSolicitarDownloadEventos',
    namespace: consultaNamespaces.wsDownload,
  },
  downloadPorRecibo: {
    operation: 'SolicitarDownloadEventosPorNrRecibo',
    parameter: 'solicitacao',
    service: 'ServicoSolicitarDownloadEventos',
    namespace: consultaNamespaces.wsDownload,
  },
} as const;

export type ConsultaOperation = keyof typeof consultaOperations;

export function consultaSoapAction(op: ConsultaOperation): string {
  const { namespace, service, operation } = consultaOperations[op];
  return `${namespace}/${service}/${operation}`;
}

/** The official endpoints (soap:address of the WSDLs; produção on the download host). */
export const consultaEndpoints: Readonly<Record<TpAmb, { readonly identificadores: string; readonly download: string }>> = {
  1: {
    identificadores: 'https://webservices.download.esocial.gov.br/servicos/empregador/dwlcirurgico/WsConsultarIdentificadoresEventos.svc',
    download: 'https://webservices.download.esocial.gov.br/servicos/empregador/dwlcirurgico/WsSolicitarDownloadEventos.svc',
  },
  2: {
    identificadores: 'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/dwlcirurgico/WsConsultarIdentificadoresEventos.svc',
    download: 'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/dwlcirurgico/WsSolicitarDownloadEventos.svc',
  },
};

/** The query endpoints of an environment, optionally moved to another base URL (the simulator). */
export function consultaEndpointsFor(tpAmb: TpAmb, baseUrl?: string): { identificadores: string; download: string } {
  const official = consultaEndpoints[tpAmb];
  if (!baseUrl) return { ...official };
  const move = (url: string) => new URL(new URL(url).pathname, baseUrl).toString();
  return { identificadores: move(official.identificadores), download: move(official.download) };
}

/** The employer as these documents write it: tpInsc and the CNPJ root (8) or CPF. */
export interface EmpregadorConsulta {
  readonly tpInsc: 1 | 2;
  readonly nrInsc: string;
}

const ideEmpregador = (e: EmpregadorConsulta) => el('ideEmpregador', [el('tpInsc', e.tpInsc), el('nrInsc', e.nrInsc)]);

/** ConsultaIdentificadoresEventosEmpregador: events of a type (S-9999) in a period (AAAA-MM or AAAA). */
export function identificadoresEmpregadorXml(input: { ideEmpregador: EmpregadorConsulta; tpEvt: string; perApur: string }): string {
  return `<eSocial xmlns="${consultaNamespaces.identificadoresEmpregador}">${el('consultaIdentificadoresEvts', [
    ideEmpregador(input.ideEmpregador),
    el('consultaEvtsEmpregador', [el('tpEvt', input.tpEvt), el('perApur', input.perApur)]),
  ])}</eSocial>`;
}

/** ConsultaIdentificadoresEventosTrabalhador: a worker's events between two instants (AAAA-MM-DDTHH:MM:SS). */
export function identificadoresTrabalhadorXml(input: { ideEmpregador: EmpregadorConsulta; cpfTrab: string; dtIni: string; dtFim: string }): string {
  return `<eSocial xmlns="${consultaNamespaces.identificadoresTrabalhador}">${el('consultaIdentificadoresEvts', [
    ideEmpregador(input.ideEmpregador),
    el('consultaEvtsTrabalhador', [el('cpfTrab', input.cpfTrab), el('dtIni', input.dtIni), el('dtFim', input.dtFim)]),
  ])}</eSocial>`;
}

/** SolicitacaoDownloadEventosPorId. */
export function downloadPorIdXml(input: { ideEmpregador: EmpregadorConsulta; ids: readonly string[] }): string {
  return `<eSocial xmlns="${consultaNamespaces.downloadId}">${el('download', [
    ideEmpregador(input.ideEmpregador),
    el('solicDownloadEvtsPorId', input.ids.map((id) => el('id', id))),
  ])}</eSocial>`;
}

/** SolicitacaoDownloadEventosPorNrRecibo. */
export function downloadPorReciboXml(input: { ideEmpregador: EmpregadorConsulta; recibos: readonly string[] }): string {
  return `<eSocial xmlns="${consultaNamespaces.downloadRecibo}">${el('download', [
    ideEmpregador(input.ideEmpregador),
    el('solicDownloadEventosPorNrRecibo', input.recibos.map((nrRec) => el('nrRec', nrRec))),
  ])}</eSocial>`;
}

/** Signs a query document whole (Reference URI=""), as the web service requires of these requests. */
export function signConsulta(xml: string, credentials: SigningCredentials): string {
  return signEvent(xml, credentials);
}

/** The SOAP request of a query operation around its signed document. */
export function consultaRequest(op: ConsultaOperation, signedXml: string): string {
  const { operation, parameter, namespace } = consultaOperations[op];
  return `<Envelope xmlns="http://schemas.xmlsoap.org/soap/envelope/"><Header/><Body><${operation} xmlns="${namespace}"><${parameter}>${signedXml}</${parameter}></${operation}></Body></Envelope>`;
}

/** The document inside a query request's Body (what the simulator reads), or null. */
export function consultaPayload(xml: string, op: ConsultaOperation): string | null {
  const { operation, parameter } = consultaOperations[op];
  const root = scanXml(xml);
  const element = path(root, 'Body', operation, parameter, 'eSocial');
  return element ? outerXml(xml, element) : null;
}

export interface StatusConsulta {
  readonly cdResposta: number;
  readonly descResposta: string;
}

export interface RetornoIdentificadores extends StatusConsulta {
  readonly qtdeTotEvtsConsulta: number;
  readonly dhUltimoEvtRetornado: string | null;
  readonly identificadores: readonly { id: string; nrRec: string }[];
  /** The <eSocial> answer document, for the XML viewer. */
  readonly xml: string;
}

export interface RetornoDownload extends StatusConsulta {
  readonly arquivos: readonly (StatusConsulta & { id: string | null; nrRec: string | null; eventoXml: string | null; reciboXml: string | null })[];
  readonly xml: string;
}

function resultDocument(xml: string, op: ConsultaOperation): XmlElement {
  const { operation } = consultaOperations[op];
  const document = path(scanXml(xml), 'Body', `${operation}Response`, `${operation}Result`, 'eSocial');
  if (!document) throw new Error(`the response has no ${operation}Result`);
  return document;
}

function status(xml: string, element: XmlElement | null): StatusConsulta {
  return { cdResposta: Number(text(xml, path(element, 'cdResposta'))), descResposta: text(xml, path(element, 'descResposta')) ?? '' };
}

/** Reads a ConsultarIdentificadoresEventos* response (RetornoConsultaIdentificadoresEventos-v1_0_0). */
export function parseRetornoIdentificadores(xml: string, op: 'identificadoresEmpregador' | 'identificadoresTrabalhador'): RetornoIdentificadores {
  const document = resultDocument(xml, op);
  const retorno = path(document, 'retornoConsultaIdentificadoresEvts');
  const dados = path(retorno, 'retornoIdentificadoresEvts');
  return {
    ...status(xml, path(retorno, 'status')),
    qtdeTotEvtsConsulta: Number(text(xml, path(dados, 'qtdeTotEvtsConsulta')) ?? 0),
    dhUltimoEvtRetornado: text(xml, path(dados, 'dhUltimoEvtRetornado')),
    identificadores: children(path(dados, 'identificadoresEvts'), 'identificadorEvt').map((item) => ({
      id: text(xml, path(item, 'id')) ?? '',
      nrRec: text(xml, path(item, 'nrRec')) ?? '',
    })),
    xml: outerXml(xml, document),
  };
}

/** Reads a SolicitarDownloadEventos* response (RetornoSolicitacaoDownloadEventos-v1_0_0). */
export function parseRetornoDownload(xml: string, op: 'downloadPorId' | 'downloadPorRecibo'): RetornoDownload {
  const document = resultDocument(xml, op);
  const download = path(document, 'download');
  return {
    ...status(xml, path(download, 'status')),
    arquivos: children(path(download, 'retornoSolicDownloadEvts', 'arquivos'), 'arquivo').map((arquivo) => {
      const evt = path(arquivo, 'evt');
      const rec = path(arquivo, 'rec');
      return {
        ...status(xml, path(arquivo, 'status')),
        id: evt?.attributes.Id ?? null,
        nrRec: rec?.attributes.nrRec ?? null,
        eventoXml: evt?.children[0] ? outerXml(xml, evt.children[0]) : null,
        reciboXml: rec?.children[0] ? outerXml(xml, rec.children[0]) : null,
      };
    }),
    xml: outerXml(xml, document),
  };
}
