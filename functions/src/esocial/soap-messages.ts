import { comunicacaoNamespaces } from './layouts';
import { el, stripXmlDeclaration } from './xml';
import { children, innerXml, outerXml, path, scanXml, text, type XmlElement } from './xml-scan';

/*
 * The SOAP 1.1 messages of WsEnviarLoteEventos and WsConsultarLoteEventos (the WSDLs in comunicacao/): request
 * envelopes and the readers of their answers (RetornoEnvioLoteEventos, RetornoProcessamentoLote, RetornoEvento).
 * Pure functions, shared by the client and the simulator's tests.
 */

export const soapEnvelopeNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';

/** soapAction of each operation (WSDL soap:operation). */
export const soapActions = {
  enviarLoteEventos: `${comunicacaoNamespaces.wsEnviar}/ServicoEnviarLoteEventos/EnviarLoteEventos`,
  consultarLoteEventos: `${comunicacaoNamespaces.wsConsultar}/ServicoConsultarLoteEventos/ConsultarLoteEventos`,
} as const;

/** cdResposta values of the manual do desenvolvedor that the callers branch on. */
export const respostaCodes = {
  /** Lote received (envio) / lote processed (consulta) / event processed (evento). */
  sucesso: 201,
  /** Event processed with warnings. */
  sucessoComAdvertencia: 202,
  /** Lote still waiting to be processed: consult again later. */
  aguardandoProcessamento: 101,
} as const;

export interface Ocorrencia {
  readonly codigo: number;
  readonly descricao: string;
  /** 1 erro, 2 advertência. */
  readonly tipo: number;
  readonly localizacao?: string;
}

export interface RetornoEnvioLote {
  readonly cdResposta: number;
  readonly descResposta: string;
  /** cdResposta 201: the lote was received and will be processed. */
  readonly accepted: boolean;
  readonly protocoloEnvio: string | null;
  readonly dhRecepcao: string | null;
  readonly ocorrencias: readonly Ocorrencia[];
}

export interface RetornoEvento {
  /** The event's Id, as sent. */
  readonly id: string;
  /** The web service already had this event: the receipt is the one given before. */
  readonly evtDupl: boolean;
  readonly cdResposta: number;
  readonly descResposta: string;
  /** cdResposta 201 or 202. */
  readonly accepted: boolean;
  readonly nrRecibo: string | null;
  readonly hash: string | null;
  readonly dhProcessamento: string | null;
  readonly ocorrencias: readonly Ocorrencia[];
  /** The <eSocial> retornoEvento document as received (kept with the event). */
  readonly xml: string | null;
}

export interface RetornoProcessamentoLote {
  readonly cdResposta: number;
  readonly descResposta: string;
  /** cdResposta 201: processed (each event has its own result). */
  readonly processed: boolean;
  /** cdResposta 101: not yet processed; consult again after tempoEstimadoConclusao seconds. */
  readonly pending: boolean;
  readonly tempoEstimadoConclusao: number | null;
  readonly protocoloEnvio: string | null;
  readonly ocorrencias: readonly Ocorrencia[];
  readonly eventos: readonly RetornoEvento[];
}

/**
 * SOAP 1.1 envelope around one operation element. Only default namespaces, no prefixes: the signed events inside
 * then have no namespace in scope but their own, so their C14N (which renders inherited namespaces) is the same
 * whether a server reads an event cut out of the message or in place — the signature holds either way.
 */
function envelope(body: string): string {
  return `<Envelope xmlns="${soapEnvelopeNamespace}"><Header/><Body>${body}</Body></Envelope>`;
}

/**
 * EnviarLoteEventos request. The lote goes as written; it declares its own namespace, so the events inside keep
 * exactly the namespaces they were signed with.
 */
export function enviarLoteEventosRequest(loteXml: string): string {
  return envelope(
    `<EnviarLoteEventos xmlns="${comunicacaoNamespaces.wsEnviar}"><loteEventos>${stripXmlDeclaration(loteXml)}</loteEventos></EnviarLoteEventos>`,
  );
}

/** The ConsultaLoteEventos document (ConsultaLoteEventos-v1_0_0.xsd). */
export function consultaLoteEventosXml(protocoloEnvio: string): string {
  return `<eSocial xmlns="${comunicacaoNamespaces.consultaLote}">${el('consultaLoteEventos', [el('protocoloEnvio', protocoloEnvio)])}</eSocial>`;
}

/** ConsultarLoteEventos request. */
export function consultarLoteEventosRequest(protocoloEnvio: string): string {
  return envelope(
    `<ConsultarLoteEventos xmlns="${comunicacaoNamespaces.wsConsultar}"><consulta>${consultaLoteEventosXml(protocoloEnvio)}</consulta></ConsultarLoteEventos>`,
  );
}

/** A SOAP Fault found in a response, or null. */
export function readSoapFault(xml: string): { faultCode: string; faultString: string } | null {
  const fault = path(safeScan(xml), 'Body', 'Fault');
  if (!fault) return null;
  return { faultCode: text(xml, path(fault, 'faultcode')) ?? '', faultString: text(xml, path(fault, 'faultstring')) ?? '' };
}

/** Reads an EnviarLoteEventos response (RetornoEnvioLoteEventos-v1_1_0). */
export function parseRetornoEnvioLote(xml: string): RetornoEnvioLote {
  const retorno = path(safeScan(xml), 'Body', 'EnviarLoteEventosResponse', 'EnviarLoteEventosResult', 'eSocial', 'retornoEnvioLoteEventos');
  if (!retorno) throw new Error('the response has no retornoEnvioLoteEventos');
  const status = readStatus(xml, path(retorno, 'status'));
  const recepcao = path(retorno, 'dadosRecepcaoLote');
  return {
    ...status,
    accepted: status.cdResposta === respostaCodes.sucesso,
    protocoloEnvio: text(xml, path(recepcao, 'protocoloEnvio')),
    dhRecepcao: text(xml, path(recepcao, 'dhRecepcao')),
  };
}

/** Reads a ConsultarLoteEventos response (RetornoProcessamentoLote-v1_3_0 with RetornoEvento-v1_2_1 inside). */
export function parseRetornoProcessamentoLote(xml: string): RetornoProcessamentoLote {
  const retorno = path(
    safeScan(xml),
    'Body',
    'ConsultarLoteEventosResponse',
    'ConsultarLoteEventosResult',
    'eSocial',
    'retornoProcessamentoLoteEventos',
  );
  if (!retorno) throw new Error('the response has no retornoProcessamentoLoteEventos');
  const statusElement = path(retorno, 'status');
  const status = readStatus(xml, statusElement);
  const tempo = text(xml, path(statusElement, 'tempoEstimadoConclusao'));
  return {
    ...status,
    processed: status.cdResposta === respostaCodes.sucesso,
    pending: status.cdResposta === respostaCodes.aguardandoProcessamento,
    tempoEstimadoConclusao: tempo === null ? null : Number(tempo),
    protocoloEnvio: text(xml, path(retorno, 'dadosRecepcaoLote', 'protocoloEnvio')),
    eventos: children(path(retorno, 'retornoEventos'), 'evento').map((evento) => readRetornoEvento(xml, evento)),
  };
}

function readRetornoEvento(xml: string, evento: XmlElement): RetornoEvento {
  const document = path(evento, 'retornoEvento', 'eSocial');
  const retorno = path(document, 'retornoEvento');
  const processamento = path(retorno, 'processamento');
  const cdResposta = Number(text(xml, path(processamento, 'cdResposta')) ?? Number.NaN);
  return {
    id: evento.attributes.Id ?? retorno?.attributes.Id ?? '',
    evtDupl: evento.attributes.evtDupl === 'true',
    cdResposta,
    descResposta: text(xml, path(processamento, 'descResposta')) ?? '',
    accepted: cdResposta === respostaCodes.sucesso || cdResposta === respostaCodes.sucessoComAdvertencia,
    nrRecibo: text(xml, path(retorno, 'recibo', 'nrRecibo')),
    hash: text(xml, path(retorno, 'recibo', 'hash')),
    dhProcessamento: text(xml, path(processamento, 'dhProcessamento')),
    ocorrencias: readOcorrencias(xml, path(processamento, 'ocorrencias')),
    xml: document ? outerXml(xml, document) : null,
  };
}

function readStatus(xml: string, status: XmlElement | null) {
  if (!status) throw new Error('the response has no status');
  return {
    cdResposta: Number(text(xml, path(status, 'cdResposta'))),
    descResposta: text(xml, path(status, 'descResposta')) ?? '',
    ocorrencias: readOcorrencias(xml, path(status, 'ocorrencias')),
  };
}

function readOcorrencias(xml: string, ocorrencias: XmlElement | null): Ocorrencia[] {
  return children(ocorrencias, 'ocorrencia').map((o) => {
    const localizacao = text(xml, path(o, 'localizacao'));
    return {
      codigo: Number(text(xml, path(o, 'codigo'))),
      descricao: text(xml, path(o, 'descricao')) ?? '',
      tipo: Number(text(xml, path(o, 'tipo'))),
      ...(localizacao ? { localizacao } : {}),
    };
  });
}

function safeScan(xml: string): XmlElement {
  try {
    return scanXml(xml);
  } catch (error) {
    throw new Error(`the response is not well-formed XML: ${(error as Error).message}`);
  }
}

/** The content of the Body's operation element (the lote or the consulta document), as written. */
export function operationPayload(xml: string, operation: 'EnviarLoteEventos' | 'ConsultarLoteEventos'): string | null {
  const wrapper = operation === 'EnviarLoteEventos' ? 'loteEventos' : 'consulta';
  const element = path(safeScan(xml), 'Body', operation, wrapper);
  return element ? innerXml(xml, element).trim() : null;
}
