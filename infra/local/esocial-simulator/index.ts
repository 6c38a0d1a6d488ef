import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import {
  operationPayload,
  soapActions,
  summarizeCertificate,
  type CertificateSummary,
} from '@ocupacional/functions/esocial/index';
import { getTestCertificates, issueTestServerCertificate, type KeyAndCertificate } from '@ocupacional/functions/esocial/test-certificates';
import {
  consultLote,
  createState,
  employerKey,
  processLote,
  receiveLote,
  type ClientIdentity,
  type ProcessingOptions,
  type Receipt,
  type StoredLote,
} from './processing';
import { answerConsulta, consultaOperationOf, consultaPaths } from './consultas';
import { consultarResponse, enviarResponse, retornoEnvioXml, retornoProcessamentoXml, soapFault } from './responses';
import { consultaCodes, envioCodes } from './occurrences';

/*
 * The local eSocial web service (ARCHITECTURE.md, "eSocial web services"): HTTPS on 127.0.0.1 that demands a
 * client certificate issued by `caPem` (mutual TLS, as the real services do), speaks the SOAP 1.1 operations of
 * WsEnviarLoteEventos and WsConsultarLoteEventos on their official paths, validates lotes and events against the
 * official schemas, checks the events' signatures, and answers protocols, receipts and occurrences
 * (processing.ts); and the query services WsConsultarIdentificadoresEventos and WsSolicitarDownloadEventos over
 * the receipts it gave (consultas.ts). Its own TLS certificate is issued at start by the test CA (or given).
 */

export const esocialSimulatorPaths = {
  enviar: '/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
  consultar: '/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  ...consultaPaths,
} as const;

export interface EsocialSimulatorOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** CNPJs (or their 8-digit roots) and CPFs of employers the web service knows (S-1000 sent). Default: the demo employer. */
  readonly registeredEmployers?: readonly string[];
  /** CA whose certificates the simulator accepts, for TLS clients and for event signatures. */
  readonly caPem: string;
  /** The server's TLS key and certificate; by default issued at start by `serverCa`. */
  readonly serverCert?: { readonly key: string; readonly cert: string };
  /** CA that issues the server certificate when none is given (default: the process's test CA). */
  readonly serverCa?: KeyAndCertificate;
  /** Reception environment (tpAmb the events must carry): 2 produção restrita by default. */
  readonly tpAmb?: 1 | 2;
  /** Consultas answer 101 (aguardando processamento) until this many ms after reception. Default 0. */
  readonly processingDelayMs?: number;
  /** Keeps lotes and receipts in this JSON file across restarts. */
  readonly stateFile?: string;
  readonly clock?: () => Date;
}

export interface RunningEsocialSimulator {
  /** https://127.0.0.1:<port>: the client's baseUrl. */
  readonly url: string;
  readonly port: number;
  /** PEM of the CA that issued the server certificate: the client's `ca`. */
  readonly serverCaPem: string;
  /** Received lotes, oldest first (live). */
  readonly lotes: readonly StoredLote[];
  /** Adds an employer as if its S-1000 had been received. */
  registerEmployer(nrInsc: string): void;
  /**
   * Makes the next requests of an operation fail, one failure each, as the real service sometimes does:
   * 'servidor' answers 301 'Erro Servidor eSocial.'; 'sem-resposta' drops the connection without an answer;
   * 'recebido-sem-resposta' (envio) receives and processes the lote but drops the answer; 'erro-certificado'
   * (consulta) answers 504 'Solicitação de Consulta Incorreta - Erro Certificado.'.
   */
  failNext(operation: 'EnviarLoteEventos' | 'ConsultarLoteEventos', ...failures: SimulatedFailure[]): void;
  stop(): Promise<void>;
}

const maxBodyBytes = 10 * 1024 * 1024;

export type SimulatedFailure = 'servidor' | 'sem-resposta' | 'recebido-sem-resposta' | 'erro-certificado';

/**
 * Starts the simulator.
 *
 * @example
 * const simulator = await startEsocialSimulator({ caPem: getTestCertificates().ca.certificatePem });
 * const client = createEsocialClient({ tpAmb: 2, credentials, baseUrl: simulator.url, ca: simulator.serverCaPem });
 */
export async function startEsocialSimulator(options: EsocialSimulatorOptions): Promise<RunningEsocialSimulator> {
  const host = options.host ?? '127.0.0.1';
  const serverCa = options.serverCa ?? getTestCertificates().ca;
  const server = options.serverCert ?? toKeyCert(issueTestServerCertificate(serverCa, ['localhost', host]));
  const registered = new Set((options.registeredEmployers ?? ['11222333000181']).map((n) => employerKey(n.replace(/\D/g, ''))));
  const processing: ProcessingOptions = {
    tpAmb: options.tpAmb ?? 2,
    registeredEmployers: registered,
    caPem: options.caPem,
    processingDelayMs: options.processingDelayMs ?? 0,
    clock: options.clock ?? (() => new Date()),
  };
  const state = createState();
  if (options.stateFile && existsSync(options.stateFile)) loadState(options.stateFile, state);
  const pending = new Map<string, Promise<void>>();
  for (const lote of state.lotes.filter((l) => !l.processed)) {
    lote.eventos = [];
    pending.set(
      lote.protocoloEnvio,
      processLote(state, processing, lote).finally(() => pending.delete(lote.protocoloEnvio)),
    );
  }

  const failures: Record<'EnviarLoteEventos' | 'ConsultarLoteEventos', SimulatedFailure[]> = { EnviarLoteEventos: [], ConsultarLoteEventos: [] };

  const persist = () => {
    if (options.stateFile) saveState(options.stateFile, state);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://simulator');
    if (url.pathname === consultaPaths.identificadores || url.pathname === consultaPaths.download) {
      if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
      const action = String(req.headers.soapaction ?? '').replace(/^"|"$/g, '');
      const op = consultaOperationOf(url.pathname, action);
      if (!op) return sendFault(res, 'a:ActionNotSupported', `A ação '${action}' não é suportada por este endereço.`);
      const answer = await answerConsulta(state, processing, op, await readBody(req));
      return answer.fault ? sendFault(res, answer.fault.code, answer.fault.message) : send(res, 200, 'text/xml; charset=utf-8', answer.xml);
    }
    const operation =
      url.pathname === esocialSimulatorPaths.enviar ? 'EnviarLoteEventos' : url.pathname === esocialSimulatorPaths.consultar ? 'ConsultarLoteEventos' : null;
    if (!operation) return send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
    if (req.method !== 'POST') return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed');
    const expectedAction = operation === 'EnviarLoteEventos' ? soapActions.enviarLoteEventos : soapActions.consultarLoteEventos;
    const action = String(req.headers.soapaction ?? '').replace(/^"|"$/g, '');
    if (action !== expectedAction) {
      return sendFault(res, 'a:ActionNotSupported', `A ação '${action}' não é suportada por este endereço.`);
    }
    const body = await readBody(req);
    let payload: string | null;
    try {
      payload = operationPayload(body, operation);
    } catch (error) {
      return sendFault(res, 's:Client', `Mensagem SOAP inválida: ${(error as Error).message}`);
    }

    const failure = failures[operation].shift();
    if (failure === 'sem-resposta') return void req.socket.destroy();
    if (failure === 'servidor') {
      const answer =
        operation === 'EnviarLoteEventos'
          ? enviarResponse(retornoEnvioXml({ status: { ...envioCodes.servidor } }))
          : consultarResponse(retornoProcessamentoXml({ status: { ...consultaCodes.servidor } }));
      return send(res, 200, 'text/xml; charset=utf-8', answer);
    }
    if (failure === 'erro-certificado') {
      return send(res, 200, 'text/xml; charset=utf-8', consultarResponse(retornoProcessamentoXml({ status: { ...consultaCodes.erroCertificado } })));
    }

    if (operation === 'EnviarLoteEventos') {
      const client = clientIdentity(req.socket as TLSSocket);
      const { retornoXml, lote } = await receiveLote(state, processing, payload, client);
      if (lote) {
        const run = processLote(state, processing, lote).finally(() => {
          pending.delete(lote.protocoloEnvio);
          persist();
        });
        pending.set(lote.protocoloEnvio, run);
        persist();
      }
      if (failure === 'recebido-sem-resposta') return void req.socket.destroy();
      return send(res, 200, 'text/xml; charset=utf-8', enviarResponse(retornoXml));
    }
    return send(res, 200, 'text/xml; charset=utf-8', consultarResponse(await consultLote(state, processing, payload, pending)));
  }

  const https: Server = createServer(
    {
      key: server.key,
      cert: server.cert,
      ca: [options.caPem],
      // The web services refuse a connection without a client certificate from a trusted CA.
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendFault(res, 's:Server', `Erro interno do simulador: ${(error as Error).message}`);
        else res.destroy();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    https.once('error', reject);
    https.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = https.address() as AddressInfo;

  return {
    url: `https://${host}:${port}`,
    port,
    serverCaPem: serverCa.certificatePem,
    lotes: state.lotes,
    registerEmployer: (nrInsc) => registered.add(employerKey(nrInsc.replace(/\D/g, ''))),
    failNext: (operation, ...next) => void failures[operation].push(...next),
    async stop() {
      await Promise.allSettled(pending.values());
      https.closeAllConnections();
      await new Promise<void>((resolve) => https.close(() => resolve()));
    },
  };
}

function toKeyCert(value: KeyAndCertificate): { key: string; cert: string } {
  return { key: value.privateKeyPem, cert: value.certificatePem };
}

function clientIdentity(socket: TLSSocket): ClientIdentity {
  const raw = socket.getPeerCertificate?.()?.raw;
  if (!raw) return { cnpj: null, cpf: null };
  try {
    const summary: CertificateSummary = summarizeCertificate(raw);
    return { cnpj: summary.cnpj, cpf: summary.cpf };
  } catch {
    return { cnpj: null, cpf: null };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function sendFault(res: ServerResponse, code: string, message: string): void {
  send(res, 500, 'text/xml; charset=utf-8', soapFault(code, message));
}

interface PersistedState {
  lotes: StoredLote[];
  receipts: Receipt[];
  sequence: number;
}

function saveState(file: string, state: ReturnType<typeof createState>): void {
  const data: PersistedState = { lotes: state.lotes, receipts: [...state.receiptsByNumber.values()], sequence: state.sequence };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function loadState(file: string, state: ReturnType<typeof createState>): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as PersistedState;
  // A restarted simulator answers the lotes it kept at once; a lote cut off before its processing is processed again.
  state.lotes.push(...data.lotes.map((lote) => ({ ...lote, processAt: lote.receivedAt })));
  for (const receipt of data.receipts) {
    const value = { ...receipt } as Parameters<typeof state.receiptsById.set>[1];
    state.receiptsById.set(receipt.id, value);
    state.receiptsByNumber.set(receipt.nrRecibo, value);
  }
  state.sequence = data.sequence;
}
