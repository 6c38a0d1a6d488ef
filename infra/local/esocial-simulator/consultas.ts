import {
  consultaNamespaces,
  consultaOperations,
  consultaPayload,
  consultaSoapAction,
  soapEnvelopeNamespace,
  validateXml,
  verifySignature,
  type ConsultaOperation,
  type SchemaName,
} from '@ocupacional/functions/esocial/index';
import { el, escapeXml } from '@ocupacional/functions/esocial/xml';
import { child, children, path, scanXml, text } from '@ocupacional/functions/esocial/xml-scan';
import { employerKey, type ProcessingOptions, type Receipt, type SimulatorState } from './processing';
import { retornoEventoXml } from './responses';

/*
 * The query web services of the simulator ("download cirúrgico"): WsConsultarIdentificadoresEventos (the Ids and
 * receipts of an employer's events of a type in a period, or of a worker's events in a period) and
 * WsSolicitarDownloadEventos (events and their receipts by Id or by receipt), over the receipts the simulator gave.
 * Requests are checked like the real ones: schema, a signature by a certificate of the trusted CA, a registered
 * employer. Answer codes (ours, as the occurrence table is not at hand offline): 201 success, 401 filling error
 * (signature, employer), 402 schema error; each downloaded file 201, or 404 when the event is unknown.
 */

export const consultaPaths = {
  identificadores: '/servicos/empregador/dwlcirurgico/WsConsultarIdentificadoresEventos.svc',
  download: '/servicos/empregador/dwlcirurgico/WsSolicitarDownloadEventos.svc',
} as const;

/** The operation a path and soapAction name, or null. */
export function consultaOperationOf(pathname: string, action: string): ConsultaOperation | null {
  const candidates: ConsultaOperation[] =
    pathname === consultaPaths.identificadores ? ['identificadoresEmpregador', 'identificadoresTrabalhador'] : ['downloadPorId', 'downloadPorRecibo'];
  return candidates.find((op) => consultaSoapAction(op) === action) ?? null;
}

const requestSchema: Record<ConsultaOperation, SchemaName> = {
  identificadoresEmpregador: 'ConsultaIdentificadoresEventosEmpregador',
  identificadoresTrabalhador: 'ConsultaIdentificadoresEventosTrabalhador',
  downloadPorId: 'SolicitacaoDownloadEventosPorId',
  downloadPorRecibo: 'SolicitacaoDownloadEventosPorNrRecibo',
};

const status = (cdResposta: number, descResposta: string) => el('status', [el('cdResposta', cdResposta), el('descResposta', descResposta)]);

function identificadoresDocument(cd: number, desc: string, receipts?: readonly Receipt[]): string {
  const found = receipts?.slice(0, 50);
  return `<eSocial xmlns="${consultaNamespaces.identificadoresRetorno}">${el('retornoConsultaIdentificadoresEvts', [
    status(cd, desc),
    found &&
      el('retornoIdentificadoresEvts', [
        el('qtdeTotEvtsConsulta', receipts?.length ?? 0),
        el('dhUltimoEvtRetornado', found.at(-1)?.dhRecepcao),
        found.length > 0
          ? el(
              'identificadoresEvts',
              found.map((receipt) => el('identificadorEvt', [el('id', receipt.id), el('nrRec', receipt.nrRecibo)])),
            )
          : '',
      ]),
  ])}</eSocial>`;
}

function downloadDocument(cd: number, desc: string, arquivos?: readonly string[]): string {
  return `<eSocial xmlns="${consultaNamespaces.downloadRetorno}">${el('download', [
    status(cd, desc),
    arquivos && arquivos.length > 0 ? el('retornoSolicDownloadEvts', [el('arquivos', arquivos)]) : '',
  ])}</eSocial>`;
}

function envelope(op: ConsultaOperation, document: string): string {
  const { operation, namespace } = consultaOperations[op];
  return `<s:Envelope xmlns:s="${soapEnvelopeNamespace}"><s:Body><${operation}Response xmlns="${namespace}"><${operation}Result>${document}</${operation}Result></${operation}Response></s:Body></s:Envelope>`;
}

function failure(op: ConsultaOperation, cd: number, desc: string): string {
  const isDownload = op === 'downloadPorId' || op === 'downloadPorRecibo';
  return envelope(op, isDownload ? downloadDocument(cd, desc) : identificadoresDocument(cd, desc));
}

/** The event and receipt documents of one downloaded file. */
function arquivoXml(state: SimulatorState, options: ProcessingOptions, receipt: Receipt): string {
  const lote = state.lotes.find((l) => l.protocoloEnvio === receipt.protocoloEnvio);
  const result = lote?.eventos.find((e) => e.id === receipt.id);
  const recibo =
    lote && result
      ? retornoEventoXml({
          result,
          ideEmpregador: lote.ideEmpregador,
          tpAmb: options.tpAmb,
          dhRecepcao: lote.dhRecepcao,
          protocoloEnvio: lote.protocoloEnvio,
        })
      : '';
  return el('arquivo', [
    status(201, 'Evento localizado.'),
    `<evt Id="${escapeXml(receipt.id)}">${receipt.xml ?? ''}</evt>`,
    `<rec nrRec="${escapeXml(receipt.nrRecibo)}">${recibo}</rec>`,
  ]);
}

/** Answers a query request (the SOAP request as received). */
export async function answerConsulta(
  state: SimulatorState,
  options: ProcessingOptions,
  op: ConsultaOperation,
  body: string,
): Promise<{ xml: string; fault?: undefined } | { fault: { code: string; message: string } }> {
  let payload: string | null;
  try {
    payload = consultaPayload(body, op);
  } catch (error) {
    return { fault: { code: 's:Client', message: `Mensagem SOAP inválida: ${(error as Error).message}` } };
  }
  if (!payload) return { xml: failure(op, 402, 'Solicitação inválida: documento de consulta ausente.') };
  const schema = await validateXml(requestSchema[op], payload);
  if (!schema.valid) return { xml: failure(op, 402, `Schema da solicitação inválido: ${schema.errors[0]?.message ?? ''}`) };
  const signature = verifySignature(payload, { trustedCaPem: options.caPem, at: options.clock() });
  if (!signature.valid) return { xml: failure(op, 401, `Assinatura da solicitação inválida. ${signature.reason ?? ''}`) };

  const root = scanXml(payload);
  const body0 = root.children[0];
  const nrInsc = text(payload, path(body0, 'ideEmpregador', 'nrInsc')) ?? '';
  const employerRoot = employerKey(nrInsc);
  if (!options.registeredEmployers.has(employerRoot)) {
    return { xml: failure(op, 401, `O empregador ${nrInsc} não possui cadastro no eSocial.`) };
  }
  const receipts = [...state.receiptsById.values()].filter((receipt) => receipt.employerRoot === employerRoot);

  switch (op) {
    case 'identificadoresEmpregador': {
      const filtro = child(body0, 'consultaEvtsEmpregador');
      const tpEvt = text(payload, child(filtro, 'tpEvt')) ?? '';
      const perApur = text(payload, child(filtro, 'perApur')) ?? '';
      const found = receipts.filter((receipt) => receipt.layout === tpEvt && (receipt.dhRecepcao ?? '').startsWith(perApur));
      return { xml: envelope(op, identificadoresDocument(201, 'Consulta realizada com sucesso.', found)) };
    }
    case 'identificadoresTrabalhador': {
      const filtro = child(body0, 'consultaEvtsTrabalhador');
      const cpfTrab = text(payload, child(filtro, 'cpfTrab'));
      const dtIni = text(payload, child(filtro, 'dtIni')) ?? '';
      const dtFim = text(payload, child(filtro, 'dtFim')) ?? '';
      // dhRecepcao is Brasília time with its offset; the filter's instants are Brasília time too.
      const found = receipts.filter((receipt) => {
        const local = (receipt.dhRecepcao ?? '').slice(0, 19);
        return receipt.cpfTrab === cpfTrab && local >= dtIni.slice(0, 19) && local <= dtFim.slice(0, 19);
      });
      return { xml: envelope(op, identificadoresDocument(201, 'Consulta realizada com sucesso.', found)) };
    }
    case 'downloadPorId':
    case 'downloadPorRecibo': {
      const wanted =
        op === 'downloadPorId'
          ? children(child(body0, 'solicDownloadEvtsPorId'), 'id').map((e) => text(payload, e) ?? '')
          : children(child(body0, 'solicDownloadEventosPorNrRecibo'), 'nrRec').map((e) => text(payload, e) ?? '');
      const arquivos = wanted.slice(0, 50).map((key) => {
        const receipt = op === 'downloadPorId' ? state.receiptsById.get(key) : state.receiptsByNumber.get(key);
        if (!receipt || receipt.employerRoot !== employerRoot) {
          return el('arquivo', [status(404, `Evento ${key} não localizado para este empregador.`)]);
        }
        return arquivoXml(state, options, receipt);
      });
      return { xml: envelope(op, downloadDocument(201, 'Solicitação processada com sucesso.', arquivos)) };
    }
  }
}
