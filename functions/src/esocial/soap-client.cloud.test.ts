import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consultaNamespaces, consultaOperations, consultaSoapAction, type ConsultaOperation } from './consultas';
import { EsocialSoapFaultError, EsocialTransportError, esocialMessages } from './errors';
import { createEsocialClient, type EsocialClient, type EsocialClientOptions } from './soap-client';
import { consultarLoteEventosRequest, enviarLoteEventosRequest, soapActions } from './soap-messages';
import { getTestCertificates, issueTestA1, issueTestIntermediateCa, issueTestServerCertificate, type KeyAndCertificate } from './test-certificates';

/*
 * The SOAP client against a small HTTPS server of the test CA that asks for the client certificate (mutual TLS,
 * as the web service does) and answers what each test tells it to: the exchange on the wire (path, soapAction,
 * content type, the A1 presented) and how each kind of answer reaches the caller.
 */

interface Received {
  readonly method: string | undefined;
  readonly path: string;
  readonly soapaction: string | undefined;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
  readonly body: string;
  readonly clientCn: string;
  readonly socket: Socket;
}

type Reply = (req: Received, res: ServerResponse) => void;

let ca: KeyAndCertificate;
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: Reply;
const clients: EsocialClient[] = [];
const noRetry = { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 };

const soap = (body: string) => `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
const xmlReply =
  (status: number, body: string): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(body);
  };

const recebido = soap(
  '<EnviarLoteEventosResponse><EnviarLoteEventosResult><eSocial><retornoEnvioLoteEventos><status><cdResposta>201</cdResposta><descResposta>Lote Recebido com Sucesso.</descResposta></status><dadosRecepcaoLote><dhRecepcao>2026-05-10T14:03:22-03:00</dhRecepcao><protocoloEnvio>1.2.202605.0000000000000000001</protocoloEnvio></dadosRecepcaoLote></retornoEnvioLoteEventos></eSocial></EnviarLoteEventosResult></EnviarLoteEventosResponse>',
);
const aguardando = soap(
  '<ConsultarLoteEventosResponse><ConsultarLoteEventosResult><eSocial><retornoProcessamentoLoteEventos><status><cdResposta>101</cdResposta><descResposta>Lote Aguardando Processamento.</descResposta><tempoEstimadoConclusao>30</tempoEstimadoConclusao></status></retornoProcessamentoLoteEventos></eSocial></ConsultarLoteEventosResult></ConsultarLoteEventosResponse>',
);

function consultaAnswer(op: ConsultaOperation, document: string): string {
  const { operation } = consultaOperations[op];
  return soap(`<${operation}Response><${operation}Result>${document}</${operation}Result></${operation}Response>`);
}

function client(options: Partial<EsocialClientOptions> = {}): EsocialClient {
  // No retries unless a test asks for them: each failure below is about one exchange.
  const created = createEsocialClient({ tpAmb: 2, credentials: getTestCertificates().a1, ca: ca.certificatePem, baseUrl, timeoutMs: 2000, retry: noRetry, ...options });
  clients.push(created);
  return created;
}

beforeAll(async () => {
  ca = getTestCertificates().ca;
  const tls = issueTestServerCertificate(ca);
  server = createServer(
    { key: tls.privateKeyPem, cert: tls.certificatePem, ca: ca.certificatePem, requestCert: true, rejectUnauthorized: true },
    (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const socket = req.socket as TLSSocket;
        const entry: Received = {
          method: req.method,
          path: req.url ?? '',
          soapaction: req.headers.soapaction as string | undefined,
          contentType: req.headers['content-type'],
          contentLength: req.headers['content-length'],
          body: Buffer.concat(chunks).toString('utf8'),
          clientCn: String(socket.getPeerCertificate().subject?.CN ?? ''),
          socket,
        };
        received.push(entry);
        reply(entry, res);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  server.closeAllConnections();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createEsocialClient: the exchange on the wire', () => {
  it('sends a lote to EnviarLoteEventos with its quoted soapAction, over mutual TLS with the A1, and reads the protocolo', async () => {
    // Prepare
    received = [];
    reply = xmlReply(200, recebido);
    const lote = '<eSocial xmlns="urn:lote"><envioLoteEventos/></eSocial>';

    // Act
    const exchange = await client().enviarLoteEventos(lote);

    // Assess
    expect(exchange).toEqual({
      result: expect.objectContaining({ cdResposta: 201, accepted: true, protocoloEnvio: '1.2.202605.0000000000000000001' }),
      requestXml: enviarLoteEventosRequest(lote),
      responseXml: recebido,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
      soapaction: `"${soapActions.enviarLoteEventos}"`,
      contentType: 'text/xml; charset=utf-8',
      contentLength: String(Buffer.byteLength(enviarLoteEventosRequest(lote))),
      body: enviarLoteEventosRequest(lote),
      clientCn: 'EMPRESA DEMO LTDA:11222333000181',
    });
  });

  it('asks ConsultarLoteEventos for the processing of a protocolo, on one kept-alive connection', async () => {
    received = [];
    reply = xmlReply(200, aguardando);
    const esocial = client();

    const first = await esocial.consultarLoteEventos('P-1');
    const second = await esocial.consultarLoteEventos('P-2');

    expect(first.result).toMatchObject({ pending: true, tempoEstimadoConclusao: 30 });
    expect(second.requestXml).toBe(consultarLoteEventosRequest('P-2'));
    expect(received.map((r) => [r.path, r.soapaction])).toEqual([
      ['/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc', `"${soapActions.consultarLoteEventos}"`],
      ['/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc', `"${soapActions.consultarLoteEventos}"`],
    ]);
    expect(received[1]?.socket).toBe(received[0]?.socket);
  });

  it.each(['identificadoresEmpregador', 'identificadoresTrabalhador'] as const)(
    'asks WsConsultarIdentificadoresEventos for %s and reads the identifiers',
    async (op) => {
      received = [];
      const document = `<eSocial xmlns="${consultaNamespaces.identificadoresRetorno}"><retornoConsultaIdentificadoresEvts><status><cdResposta>201</cdResposta><descResposta>ok</descResposta></status><retornoIdentificadoresEvts><qtdeTotEvtsConsulta>1</qtdeTotEvtsConsulta><identificadoresEvts><identificadorEvt><id>ID1</id><nrRec>1.1</nrRec></identificadorEvt></identificadoresEvts></retornoIdentificadoresEvts></retornoConsultaIdentificadoresEvts></eSocial>`;
      reply = xmlReply(200, consultaAnswer(op, document));

      const { result, requestXml } = await client().consultarIdentificadores(op, '<eSocial>assinado</eSocial>');

      expect(result).toMatchObject({ cdResposta: 201, qtdeTotEvtsConsulta: 1, identificadores: [{ id: 'ID1', nrRec: '1.1' }], xml: document });
      expect(requestXml).toContain(`<${consultaOperations[op].parameter}><eSocial>assinado</eSocial></`);
      expect(received[0]).toMatchObject({
        path: '/servicos/empregador/dwlcirurgico/WsConsultarIdentificadoresEventos.svc',
        soapaction: `"${consultaSoapAction(op)}"`,
        body: requestXml,
      });
    },
  );

  it.each(['downloadPorId', 'downloadPorRecibo'] as const)('asks WsSolicitarDownloadEventos for %s and reads the files', async (op) => {
    received = [];
    const document = `<eSocial xmlns="${consultaNamespaces.downloadRetorno}"><download><status><cdResposta>201</cdResposta><descResposta>ok</descResposta></status><retornoSolicDownloadEvts><arquivos><arquivo><status><cdResposta>201</cdResposta></status><evt Id="ID1"><e/></evt><rec nrRec="1.1"><r/></rec></arquivo></arquivos></retornoSolicDownloadEvts></download></eSocial>`;
    reply = xmlReply(200, consultaAnswer(op, document));

    const { result } = await client().solicitarDownload(op, '<eSocial>assinado</eSocial>');

    expect(result).toMatchObject({ cdResposta: 201, arquivos: [{ id: 'ID1', nrRec: '1.1', eventoXml: '<e/>', reciboXml: '<r/>' }] });
    expect(received[0]).toMatchObject({
      path: '/servicos/empregador/dwlcirurgico/WsSolicitarDownloadEventos.svc',
      soapaction: `"${consultaSoapAction(op)}"`,
    });
  });

  it('trusts the server through a list of CA certificates as well', async () => {
    reply = xmlReply(200, recebido);
    const { result } = await client({ ca: [ca.certificatePem] }).enviarLoteEventos('<eSocial/>');
    expect(result.accepted).toBe(true);
  });

  it('closes its kept-alive connections on close()', async () => {
    received = [];
    reply = xmlReply(200, recebido);
    const esocial = client();
    await esocial.enviarLoteEventos('<eSocial/>');
    const socket = received[0]?.socket as Socket;
    const closed = new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 1000);
    });

    esocial.close();

    expect(await closed).toBe(true);
  });
});

describe('createEsocialClient: failures', () => {
  it('turns a SOAP Fault into EsocialSoapFaultError with its code and the response', async () => {
    const fault = soap('<s:Fault><faultcode>a:ActionNotSupported</faultcode><faultstring>Action mismatch</faultstring></s:Fault>');
    reply = xmlReply(500, fault);

    const failure = client().enviarLoteEventos('<eSocial/>');

    await expect(failure).rejects.toThrow(EsocialSoapFaultError);
    await expect(failure).rejects.toMatchObject({
      faultCode: 'a:ActionNotSupported',
      faultString: 'Action mismatch',
      responseXml: fault,
      message: `${esocialMessages.soapFault} (ActionNotSupported).`,
    });
  });

  it.each([
    [503, 'Service Unavailable'],
    [404, '<html>not found</html>'],
  ])('turns an HTTP %i without a fault into EsocialTransportError', async (status, body) => {
    reply = (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end(body);
    };
    await expect(client().consultarLoteEventos('P')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: `HTTP ${status}`,
      httpStatus: status,
      message: esocialMessages.transport,
    });
  });

  it('turns a 200 that is not the expected answer into EsocialTransportError', async () => {
    reply = xmlReply(200, aguardando);
    const failure = client().enviarLoteEventos('<eSocial/>');
    await expect(failure).rejects.toThrow(EsocialTransportError);
    await expect(failure).rejects.toMatchObject({
      detail: 'unexpected response: the response has no retornoEnvioLoteEventos',
      httpStatus: 200,
      cause: expect.objectContaining({ message: 'the response has no retornoEnvioLoteEventos' }),
    });
  });

  it('turns a body that is not XML into EsocialTransportError rather than a fault', async () => {
    reply = xmlReply(200, 'não é XML <');
    await expect(client().consultarLoteEventos('P')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: expect.stringMatching(/^unexpected response: the response is not well-formed XML/),
    });
  });

  it('fails when the connection drops in the middle of the answer', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8', 'content-length': '1000' });
      res.write('<s:Envelope', () => res.socket?.destroy());
    };
    await expect(client().enviarLoteEventos('<eSocial/>')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: 'aborted',
      cause: expect.objectContaining({ message: 'aborted' }),
    });
  });

  it('gives up when the server does not answer within timeoutMs', async () => {
    reply = () => undefined;
    await expect(client({ timeoutMs: 100 }).enviarLoteEventos('<eSocial/>')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: 'no answer in 100 ms',
    });
  });

  it('refuses a server whose certificate no trusted CA issued', async () => {
    reply = xmlReply(200, recebido);
    await expect(client({ ca: undefined }).enviarLoteEventos('<eSocial/>')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: expect.stringMatching(/^[A-Z_]+: /),
    });
  });

  it('names the socket error code when the service cannot be reached', async () => {
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    await expect(client({ baseUrl: `https://127.0.0.1:${port}` }).enviarLoteEventos('<eSocial/>')).rejects.toMatchObject({
      name: 'EsocialTransportError',
      detail: `ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}`,
      cause: expect.objectContaining({ code: 'ECONNREFUSED' }),
    });
  });
});

describe('createEsocialClient: robustness (issue 13 item 8)', () => {
  const servidor = soap(
    '<ConsultarLoteEventosResponse><ConsultarLoteEventosResult><eSocial><retornoProcessamentoLoteEventos><status><cdResposta>301</cdResposta><descResposta>Erro Servidor eSocial.</descResposta></status></retornoProcessamentoLoteEventos></eSocial></ConsultarLoteEventosResult></ConsultarLoteEventosResponse>',
  );
  const retry = { attempts: 3, baseDelayMs: 40, maxDelayMs: 1000 };

  it('asks again after a 301 "Erro Servidor eSocial", waiting longer each time, and returns the real answer', async () => {
    received = [];
    const at: number[] = [];
    reply = (req, res) => {
      at.push(Date.now());
      xmlReply(200, received.length < 3 ? servidor : aguardando)(req, res);
    };
    const { result } = await client({ retry }).consultarLoteEventos('1.2.202605.0000000000000000001');
    expect(result).toMatchObject({ cdResposta: 101, pending: true });
    expect(received).toHaveLength(3);
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(35);
    expect((at[2] as number) - (at[1] as number)).toBeGreaterThanOrEqual(75);
  });

  it('sends the same lote again after a request that timed out, and after a dropped connection', async () => {
    received = [];
    reply = (req, res) => {
      if (received.length === 1) return; // no answer: the client times out
      if (received.length === 2) return void req.socket.destroy();
      xmlReply(200, recebido)(req, res);
    };
    const lote = '<eSocial xmlns="urn:lote"><envioLoteEventos/></eSocial>';
    const { result } = await client({ retry, timeoutMs: 150 }).enviarLoteEventos(lote);
    expect(result).toMatchObject({ cdResposta: 201, accepted: true });
    expect(received.map((r) => r.body)).toEqual([1, 2, 3].map(() => enviarLoteEventosRequest(lote)));
  });

  it('answers the last 301 when the tries run out, and does not retry a SOAP Fault', async () => {
    received = [];
    reply = xmlReply(200, servidor);
    await expect(client({ retry }).consultarLoteEventos('1')).resolves.toMatchObject({ result: { cdResposta: 301, pending: false, processed: false } });
    expect(received).toHaveLength(3);
    received = [];
    reply = xmlReply(500, soap('<s:Fault><faultcode>s:Client</faultcode><faultstring>bad</faultstring></s:Fault>'));
    await expect(client({ retry }).consultarLoteEventos('1')).rejects.toBeInstanceOf(EsocialSoapFaultError);
    expect(received).toHaveLength(1);
  });

  it('presents the A1 with the chain its file carries, so a server trusting only the root accepts it', async () => {
    received = [];
    reply = xmlReply(200, recebido);
    const intermediate = issueTestIntermediateCa(ca);
    const a1 = issueTestA1(intermediate);
    await expect(client({ credentials: a1 }).enviarLoteEventos('<eSocial/>')).rejects.toBeInstanceOf(EsocialTransportError);
    expect(received).toHaveLength(0);
    const { result } = await client({ credentials: { ...a1, chainPem: [intermediate.certificatePem, ca.certificatePem] } }).enviarLoteEventos('<eSocial/>');
    expect(result.accepted).toBe(true);
    expect(received[0]?.clientCn).toBe('EMPRESA DEMO LTDA:11222333000181');
  });
});
