import { Agent, request } from 'node:https';
import {
  consultaEndpointsFor,
  consultaRequest,
  consultaSoapAction,
  parseRetornoDownload,
  parseRetornoIdentificadores,
  type RetornoDownload,
  type RetornoIdentificadores,
} from './consultas';
import { EsocialSoapFaultError, EsocialTransportError } from './errors';
import type { TpAmb } from './inputs';
import { defaultRetryPolicy, tryAgainCode, withRetry, type RetryPolicy } from './retry';
import type { SigningCredentials } from './sign';
import {
  consultarLoteEventosRequest,
  enviarLoteEventosRequest,
  parseRetornoEnvioLote,
  parseRetornoProcessamentoLote,
  readSoapFault,
  soapActions,
  type RetornoEnvioLote,
  type RetornoProcessamentoLote,
} from './soap-messages';

/*
 * The SOAP client of the eSocial web services: EnviarLoteEventos and ConsultarLoteEventos, SOAP 1.1 over HTTPS
 * with the company's A1 as the client certificate (mutual TLS, the WSDL policy's RequireClientCertificate).
 * The server's certificate is checked against `ca`; the government servers present ICP-Brasil certificates,
 * which Node's bundled roots do not include, so production needs the ICP-Brasil chain passed here. The client
 * presents its certificate with the chain the A1 file carries (the issuing ACs): the service, like any TLS server,
 * trusts only the ICP-Brasil root and cannot build the path to an A1 presented alone (issue 13 item 8).
 * A 301 answer and a request with no answer are retried with a doubling delay (retry.ts).
 */

/** Official endpoints (soap:address of the WSDLs for produção restrita; the envio/consulta hosts for produção). */
export const esocialEndpoints: Readonly<Record<TpAmb, { readonly enviar: string; readonly consultar: string }>> = {
  1: {
    enviar: 'https://webservices.envio.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consultar: 'https://webservices.consulta.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
  2: {
    enviar: 'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consultar: 'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
};

export interface EsocialClientOptions {
  /** 1 produção, 2 produção restrita: picks the endpoints. */
  readonly tpAmb: TpAmb;
  /** The A1's key and certificate, and the chain the file carries (readA1Certificate). */
  readonly credentials: SigningCredentials & { readonly chainPem?: readonly string[] };
  /** CA certificates that may issue the server's certificate (ICP-Brasil chain, or the simulator's test CA). */
  readonly ca?: string | readonly string[];
  /** Replaces scheme, host and port of the endpoints, keeping their paths: the simulator's URL. */
  readonly baseUrl?: string;
  /** Per request; default 60 s (the web service can be slow at month ends). */
  readonly timeoutMs?: number;
  /** Tries and delays on a 301 or no answer; default {@link defaultRetryPolicy}. */
  readonly retry?: RetryPolicy;
}

/** A request and its answer: the parsed result plus both XML documents for the batch process log. */
export interface SoapExchange<T> {
  readonly result: T;
  readonly requestXml: string;
  readonly responseXml: string;
}

export interface EsocialClient {
  /** Sends a lote (EnvioLoteEventos XML); cdResposta 201 brings the protocolo to consult later. */
  enviarLoteEventos(loteXml: string): Promise<SoapExchange<RetornoEnvioLote>>;
  /** Asks for the processing result of a lote by its protocolo. */
  consultarLoteEventos(protocoloEnvio: string): Promise<SoapExchange<RetornoProcessamentoLote>>;
  /** The identifiers of an employer's or a worker's events (consultas.ts; the document signed with signConsulta). */
  consultarIdentificadores(
    tipo: 'identificadoresEmpregador' | 'identificadoresTrabalhador',
    signedXml: string,
  ): Promise<SoapExchange<RetornoIdentificadores>>;
  /** Events and their receipts by Id or by receipt (the document signed with signConsulta). */
  solicitarDownload(tipo: 'downloadPorId' | 'downloadPorRecibo', signedXml: string): Promise<SoapExchange<RetornoDownload>>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** Resolves the endpoints for an environment, optionally moved to another base URL. */
export function endpointsFor(tpAmb: TpAmb, baseUrl?: string): { enviar: string; consultar: string } {
  const official = esocialEndpoints[tpAmb];
  if (!baseUrl) return { ...official };
  const move = (url: string) => new URL(new URL(url).pathname, baseUrl).toString();
  return { enviar: move(official.enviar), consultar: move(official.consultar) };
}

/**
 * A client for one company certificate.
 *
 * @example
 * const client = createEsocialClient({ tpAmb: 2, credentials: certificate });
 * const { result } = await client.enviarLoteEventos(loteXml); // result.protocoloEnvio
 */
export function createEsocialClient(options: EsocialClientOptions): EsocialClient {
  const endpoints = endpointsFor(options.tpAmb, options.baseUrl);
  const consultas = consultaEndpointsFor(options.tpAmb, options.baseUrl);
  const agent = new Agent({
    key: options.credentials.privateKeyPem,
    // One PEM string holding the leaf then its chain: Node sends them all in the Certificate message.
    cert: [options.credentials.certificatePem, ...(options.credentials.chainPem ?? [])].map((pem) => pem.trim()).join('\n'),
    ...(options.ca ? { ca: ([] as string[]).concat(options.ca) } : {}),
    keepAlive: true,
    maxSockets: 4,
    minVersion: 'TLSv1.2',
  });
  const timeoutMs = options.timeoutMs ?? 60_000;
  const policy = options.retry ?? defaultRetryPolicy;

  function exchange<T extends { readonly cdResposta: number }>(
    url: string,
    action: string,
    requestXml: string,
    parse: (xml: string) => T,
  ): Promise<SoapExchange<T>> {
    return withRetry(() => exchangeOnce(url, action, requestXml, parse), { policy, tryAgain: ({ result }) => result.cdResposta === tryAgainCode });
  }

  async function exchangeOnce<T>(url: string, action: string, requestXml: string, parse: (xml: string) => T): Promise<SoapExchange<T>> {
    const { status, body } = await post(url, action, requestXml, agent, timeoutMs);
    const fault = readSoapFaultSafely(body);
    if (fault) throw new EsocialSoapFaultError(fault.faultCode, fault.faultString, body);
    if (status !== 200) throw new EsocialTransportError(`HTTP ${status}`, { httpStatus: status });
    try {
      return { result: parse(body), requestXml, responseXml: body };
    } catch (error) {
      throw new EsocialTransportError(`unexpected response: ${(error as Error).message}`, { cause: error, httpStatus: status });
    }
  }

  return {
    enviarLoteEventos: (loteXml) =>
      exchange(endpoints.enviar, soapActions.enviarLoteEventos, enviarLoteEventosRequest(loteXml), parseRetornoEnvioLote),
    consultarLoteEventos: (protocoloEnvio) =>
      exchange(endpoints.consultar, soapActions.consultarLoteEventos, consultarLoteEventosRequest(protocoloEnvio), parseRetornoProcessamentoLote),
    consultarIdentificadores: (tipo, signedXml) =>
      exchange(consultas.identificadores, consultaSoapAction(tipo), consultaRequest(tipo, signedXml), (xml) => parseRetornoIdentificadores(xml, tipo)),
    solicitarDownload: (tipo, signedXml) =>
      exchange(consultas.download, consultaSoapAction(tipo), consultaRequest(tipo, signedXml), (xml) => parseRetornoDownload(xml, tipo)),
    close: () => agent.destroy(),
  };
}

function readSoapFaultSafely(body: string) {
  try {
    return readSoapFault(body);
    // Stryker disable next-line BlockStatement: undefined is as much "no fault" as null
  } catch {
    return null;
  }
}

function post(url: string, action: string, body: string, agent: Agent, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          // SOAP 1.1: the action goes quoted in its own header.
          soapaction: `"${action}"`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => reject(new EsocialTransportError(error.message, { cause: error })));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new EsocialTransportError(error.code ? `${error.code}: ${error.message}` : error.message, { cause: error })),
    );
    req.end(body);
  });
}
