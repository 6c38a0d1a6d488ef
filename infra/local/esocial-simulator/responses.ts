import { comunicacaoNamespaces, soapEnvelopeNamespace, type Ocorrencia } from '@ocupacional/functions/esocial/index';
import { el, escapeXml } from '@ocupacional/functions/esocial/xml';

/*
 * The simulator's answers, written to the communication schemas (RetornoEnvioLoteEventos-v1_1_0,
 * RetornoProcessamentoLote-v1_3_0, RetornoEvento-v1_2_1) inside the SOAP 1.1 envelopes of the WSDLs.
 * simulator.test.ts validates them against those XSDs.
 */

export const simulatorVersion = 'SIMULADOR-1.0.0';

export interface Inscricao {
  readonly tpInsc: number;
  readonly nrInsc: string;
}

export interface Status {
  readonly cdResposta: number;
  readonly descResposta: string;
  readonly tempoEstimadoConclusao?: number;
  readonly ocorrencias?: readonly Ocorrencia[];
}

export interface EventResult {
  readonly id: string;
  readonly evtDupl: boolean;
  readonly cdResposta: number;
  readonly descResposta: string;
  readonly dhProcessamento: string;
  readonly ocorrencias: readonly Ocorrencia[];
  readonly nrRecibo?: string;
  readonly hash?: string;
}

function envelope(body: string): string {
  return `<s:Envelope xmlns:s="${soapEnvelopeNamespace}"><s:Body>${body}</s:Body></s:Envelope>`;
}

function inscricao(name: string, value: Inscricao | undefined): string {
  return value ? el(name, [el('tpInsc', value.tpInsc), el('nrInsc', value.nrInsc)]) : '';
}

/** Occurrences of the lote schemas: codigo, descricao, tipo, localizacao. */
function loteOcorrencias(list: readonly Ocorrencia[] | undefined): string {
  if (!list || list.length === 0) return '';
  return el(
    'ocorrencias',
    list.map((o) => el('ocorrencia', [el('codigo', o.codigo), el('descricao', o.descricao), el('tipo', o.tipo), el('localizacao', o.localizacao)])),
  );
}

/** Occurrences of RetornoEvento: tipo, codigo, descricao, localizacao (another order than the lote's). */
function eventoOcorrencias(list: readonly Ocorrencia[]): string {
  if (list.length === 0) return '';
  return el(
    'ocorrencias',
    list.map((o) => el('ocorrencia', [el('tipo', o.tipo), el('codigo', o.codigo), el('descricao', o.descricao), el('localizacao', o.localizacao)])),
  );
}

function dadosRecepcao(protocoloEnvio: string, dhRecepcao: string): string {
  return el('dadosRecepcaoLote', [el('dhRecepcao', dhRecepcao), el('versaoAplicativoRecepcao', simulatorVersion), el('protocoloEnvio', protocoloEnvio)]);
}

/** The retornoEnvioLoteEventos document. */
export function retornoEnvioXml(input: {
  status: Status;
  ideEmpregador?: Inscricao;
  ideTransmissor?: Inscricao;
  recepcao?: { protocoloEnvio: string; dhRecepcao: string };
}): string {
  return `<eSocial xmlns="${comunicacaoNamespaces.retornoEnvio}">${el('retornoEnvioLoteEventos', [
    inscricao('ideEmpregador', input.ideEmpregador),
    inscricao('ideTransmissor', input.ideTransmissor),
    el('status', [el('cdResposta', input.status.cdResposta), el('descResposta', input.status.descResposta), loteOcorrencias(input.status.ocorrencias)]),
    input.recepcao && dadosRecepcao(input.recepcao.protocoloEnvio, input.recepcao.dhRecepcao),
  ])}</eSocial>`;
}

/** The retornoEvento document of one event (RetornoEvento-v1_2_1), unsigned. */
export function retornoEventoXml(input: { result: EventResult; ideEmpregador: Inscricao; tpAmb: number; dhRecepcao: string; protocoloEnvio: string }): string {
  const { result } = input;
  return `<eSocial xmlns="${comunicacaoNamespaces.retornoEvento}">${el(
    'retornoEvento',
    [
      inscricao('ideEmpregador', input.ideEmpregador),
      el('recepcao', [
        el('tpAmb', input.tpAmb),
        el('dhRecepcao', input.dhRecepcao),
        el('versaoAppRecepcao', simulatorVersion),
        el('protocoloEnvioLote', input.protocoloEnvio),
      ]),
      el('processamento', [
        el('cdResposta', result.cdResposta),
        el('descResposta', result.descResposta),
        el('versaoAppProcessamento', simulatorVersion),
        el('dhProcessamento', result.dhProcessamento),
        eventoOcorrencias(result.ocorrencias),
      ]),
      result.nrRecibo ? el('recibo', [el('nrRecibo', result.nrRecibo), el('hash', result.hash ?? '')]) : '',
    ],
    { Id: result.id },
  )}</eSocial>`;
}

/** The retornoProcessamentoLoteEventos document. */
export function retornoProcessamentoXml(input: {
  status: Status;
  ideEmpregador?: Inscricao;
  ideTransmissor?: Inscricao;
  recepcao?: { protocoloEnvio: string; dhRecepcao: string };
  eventos?: readonly { id: string; evtDupl: boolean; retornoEventoXml: string }[];
}): string {
  const { status } = input;
  return `<eSocial xmlns="${comunicacaoNamespaces.retornoProcessamento}">${el('retornoProcessamentoLoteEventos', [
    inscricao('ideEmpregador', input.ideEmpregador),
    inscricao('ideTransmissor', input.ideTransmissor),
    el('status', [
      el('cdResposta', status.cdResposta),
      el('descResposta', status.descResposta),
      el('tempoEstimadoConclusao', status.tempoEstimadoConclusao),
      loteOcorrencias(status.ocorrencias),
    ]),
    input.recepcao && dadosRecepcao(input.recepcao.protocoloEnvio, input.recepcao.dhRecepcao),
    input.eventos && el('dadosProcessamentoLote', [el('versaoAplicativoProcessamentoLote', simulatorVersion)]),
    input.eventos && input.eventos.length > 0
      ? `<retornoEventos>${input.eventos
          .map(
            (evento) =>
              `<evento Id="${escapeXml(evento.id)}"${evento.evtDupl ? ' evtDupl="true"' : ''}><retornoEvento>${evento.retornoEventoXml}</retornoEvento></evento>`,
          )
          .join('')}</retornoEventos>`
      : '',
  ])}</eSocial>`;
}

export function enviarResponse(retornoXml: string): string {
  return envelope(
    `<EnviarLoteEventosResponse xmlns="${comunicacaoNamespaces.wsEnviar}"><EnviarLoteEventosResult>${retornoXml}</EnviarLoteEventosResult></EnviarLoteEventosResponse>`,
  );
}

export function consultarResponse(retornoXml: string): string {
  return envelope(
    `<ConsultarLoteEventosResponse xmlns="${comunicacaoNamespaces.wsConsultar}"><ConsultarLoteEventosResult>${retornoXml}</ConsultarLoteEventosResult></ConsultarLoteEventosResponse>`,
  );
}

/** A SOAP 1.1 Fault, as WCF answers a wrong action or an unreadable message (HTTP 500). */
export function soapFault(faultCode: string, faultString: string): string {
  return envelope(`<s:Fault><faultcode>${escapeXml(faultCode)}</faultcode><faultstring xml:lang="pt-BR">${escapeXml(faultString)}</faultstring></s:Fault>`);
}
