import { request } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRectification,
  buildEnvioLoteEventos,
  buildEvent,
  consultarLoteEventosRequest,
  createEsocialClient,
  createEventIdGenerator,
  EsocialSoapFaultError,
  EsocialTransportError,
  parseRetornoProcessamentoLote,
  planLotes,
  readA1Certificate,
  signEvent,
  soapActions,
  transmissorOf,
  validateMany,
  validateXml,
  type A1Certificate,
  type BuiltEvent,
  type EsocialClient,
  type EventInput,
  type RetornoProcessamentoLote,
} from '@ocupacional/functions/esocial/index';
import { signatureAlgorithms } from '@ocupacional/functions/esocial/sign';
import { SignedXml } from 'xml-crypto';
import { demoS2220, demoS2240, demoS3000 } from '@ocupacional/functions/esocial/demo-inputs';
import { createTestCa, getTestCertificates, issueTestA1 } from '@ocupacional/functions/esocial/test-certificates';
import { path, scanXml, outerXml } from '@ocupacional/functions/esocial/xml-scan';
import { esocialSimulatorPaths, startEsocialSimulator, type RunningEsocialSimulator } from './index';

const demoEmployer = { tpInsc: 1, nrInsc: '11222333' } as const;
const otherCnpj = '11.444.777/0001-61';

let certificate: A1Certificate;
let caPem: string;
let simulator: RunningEsocialSimulator;
let client: EsocialClient;
const nextId = createEventIdGenerator();

beforeAll(async () => {
  const { a1, ca } = getTestCertificates();
  certificate = readA1Certificate(a1.pfx, a1.password);
  caPem = ca.certificatePem;
  simulator = await startEsocialSimulator({ caPem });
  client = createEsocialClient({ tpAmb: 2, credentials: certificate, baseUrl: simulator.url, ca: simulator.serverCaPem });
});

afterAll(async () => {
  client?.close();
  await simulator?.stop();
});

function signed(input: EventInput, id = nextId(demoEmployer)): BuiltEvent {
  const built = buildEvent(input, id);
  return { ...built, xml: signEvent(built.xml, certificate) };
}

function lote(events: readonly BuiltEvent[], overrides: Partial<Parameters<typeof buildEnvioLoteEventos>[0]> = {}): string {
  const [plan] = planLotes(events);
  return buildEnvioLoteEventos({
    grupo: 2,
    ideEmpregador: plan?.ideEmpregador ?? demoEmployer,
    ideTransmissor: transmissorOf(certificate),
    eventos: events,
    ...overrides,
  });
}

/** Sends a lote, expects it received, and consults its processing. */
async function sendAndConsult(loteXml: string, via: EsocialClient = client): Promise<RetornoProcessamentoLote> {
  const envio = await via.enviarLoteEventos(loteXml);
  expect(envio.result, JSON.stringify(envio.result.ocorrencias)).toMatchObject({ cdResposta: 201, accepted: true });
  const consulta = await via.consultarLoteEventos(envio.result.protocoloEnvio as string);
  expect(consulta.result).toMatchObject({ cdResposta: 201, processed: true });
  return consulta.result;
}

function payloadOf(responseXml: string, ...names: string[]): string {
  const element = path(scanXml(responseXml), 'Body', ...names, 'eSocial');
  if (!element) throw new Error(`no ${names.join('/')} in the response`);
  return outerXml(responseXml, element);
}

describe('eSocial simulator over mutual TLS', () => {
  it('receives 3 S-2220 and 1 S-2240, answers a protocol, then a receipt per event, all to the official return schemas', async () => {
    // Prepare
    const events = [signed(demoS2220(0)), signed(demoS2220(1)), signed(demoS2220(2)), signed(demoS2240(0))];

    // Act
    const envio = await client.enviarLoteEventos(lote(events));
    const consulta = await client.consultarLoteEventos(envio.result.protocoloEnvio as string);

    // Assess
    expect(envio.result).toMatchObject({ cdResposta: 201, descResposta: 'Lote Recebido com Sucesso.', accepted: true });
    expect(envio.result.protocoloEnvio).toMatch(/^1\.2\.\d{6}\.\d{19}$/);
    expect(consulta.result).toMatchObject({ cdResposta: 201, descResposta: 'Lote Processado com Sucesso.', protocoloEnvio: envio.result.protocoloEnvio });
    expect(consulta.result.eventos.map((e) => [e.id, e.cdResposta, e.descResposta, e.accepted])).toEqual(
      events.map((e) => [e.id, 201, 'Sucesso.', true]),
    );
    for (const evento of consulta.result.eventos) expect(evento.nrRecibo).toMatch(/^1\.2\.\d{19}$/);
    expect(new Set(consulta.result.eventos.map((e) => e.nrRecibo)).size).toBe(4);

    const [retornoEnvio, retornoProcessamento] = await Promise.all([
      validateXml('RetornoEnvioLoteEventos', payloadOf(envio.responseXml, 'EnviarLoteEventosResponse', 'EnviarLoteEventosResult')),
      validateXml('RetornoProcessamentoLote', payloadOf(consulta.responseXml, 'ConsultarLoteEventosResponse', 'ConsultarLoteEventosResult')),
    ]);
    expect(retornoEnvio).toEqual({ valid: true, errors: [] });
    expect(retornoProcessamento).toEqual({ valid: true, errors: [] });
    const retornosEvento = await validateMany(
      'RetornoEvento',
      consulta.result.eventos.map((e) => e.xml as string),
    );
    expect(retornosEvento.every((r) => r.valid)).toBe(true);
    expect(simulator.lotes.find((l) => l.protocoloEnvio === envio.result.protocoloEnvio)?.eventos).toHaveLength(4);
  });

  it('rejects events with a tampered signature, a schema error or another environment, with their occurrences', async () => {
    // Prepare
    const good = signed(demoS2220(0));
    const tampered = { ...good, xml: good.xml.replace('<nrCRM>123456</nrCRM>', '<nrCRM>654321</nrCRM>') };
    const base = buildEvent(demoS2220(1), nextId(demoEmployer));
    const schemaError = { ...base, xml: signEvent(base.xml.replace('<ufCRM>SP</ufCRM></medico>', '<ufCRM>ZZ</ufCRM></medico>'), certificate) };
    const production = signed({ ...demoS2240(2), ideEvento: { tpAmb: 1 } });

    // Act
    const result = await sendAndConsult(lote([tampered, schemaError, production]));

    // Assess
    const [signature, schema, environment] = result.eventos;
    expect(signature).toMatchObject({ id: tampered.id, cdResposta: 401, accepted: false, nrRecibo: null });
    expect(signature?.ocorrencias).toEqual([
      { codigo: 142, tipo: 1, localizacao: 'Signature', descricao: 'Assinatura do evento inválida. digest or signature value does not match' },
    ]);
    expect(schema?.ocorrencias[0]).toMatchObject({ codigo: 140, tipo: 1, localizacao: 'ufCRM' });
    expect(schema?.ocorrencias[0]?.descricao).toContain("Element 'ufCRM': [facet 'enumeration'] The value 'ZZ'");
    expect(environment?.ocorrencias[0]).toMatchObject({ codigo: 151, localizacao: 'ideEvento/tpAmb' });
  });

  it('refuses an event signed the old way (Reference URI="#<Id>") with the service\'s 142 "padrão de assinatura não reconhecido", and accepts URI=""', async () => {
    // Prepare: the same event signed as we did before issue 13 (the Reference pointing at the evt's Id) and as now.
    const built = buildEvent(demoS2220(0), nextId(demoEmployer));
    const signer = new SignedXml({
      privateKey: certificate.privateKeyPem,
      publicCert: certificate.certificatePem,
      canonicalizationAlgorithm: signatureAlgorithms.canonicalization,
      signatureAlgorithm: signatureAlgorithms.signature,
    });
    const transforms = [signatureAlgorithms.envelopedSignature, signatureAlgorithms.canonicalization];
    signer.addReference({ xpath: '/*/*[1]', transforms, digestAlgorithm: signatureAlgorithms.digest });
    signer.computeSignature(built.xml, { location: { reference: '/*', action: 'append' } });
    const old = { ...built, xml: signer.getSignedXml() };
    expect(old.xml).toContain(`<Reference URI="#${built.id}">`);
    const current = signed(demoS2220(1));
    expect(current.xml).toContain('<Reference URI="">');

    // Act
    const result = await sendAndConsult(lote([old, current]));

    // Assess
    const [refused, accepted] = result.eventos;
    expect(refused).toMatchObject({ id: old.id, cdResposta: 401, accepted: false, nrRecibo: null });
    expect(refused?.ocorrencias).toEqual([
      { codigo: 142, tipo: 1, localizacao: 'Signature', descricao: 'Assinatura do evento inválida. Padrão de assinatura não reconhecido.' },
    ]);
    expect(accepted).toMatchObject({ id: current.id, cdResposta: 201, accepted: true });
  });

  it('rejects the events of an employer without S-1000, and accepts them once it is registered', async () => {
    // Prepare: the demo company transmits for another employer (as a procurador would).
    const other = { tpInsc: 1, nrInsc: '11444777' } as const;
    const event = signed({ ...demoS2220(0), ideEmpregador: { tpInsc: 1, nrInsc: otherCnpj } }, nextId(other));

    // Act
    const rejected = await sendAndConsult(lote([event]));
    simulator.registerEmployer(otherCnpj);
    const accepted = await sendAndConsult(lote([event]));

    // Assess
    expect(rejected.eventos[0]?.ocorrencias).toEqual([
      {
        codigo: 154,
        tipo: 1,
        localizacao: 'ideEmpregador/nrInsc',
        descricao: 'O empregador 11444777 não possui cadastro no eSocial (evento S-1000 não recebido).',
      },
    ]);
    expect(accepted.eventos[0]).toMatchObject({ cdResposta: 201, accepted: true });
  });

  it('answers a resent event with its first receipt, refuses a reused Id, and follows receipts for rectification and exclusion', async () => {
    // Prepare: a baseline lote.
    const exam = signed(demoS2220(0));
    const exposure = signed(demoS2240(1));
    const baseline = await sendAndConsult(lote([exam, exposure]));
    const [examReceipt, exposureReceipt] = baseline.eventos.map((e) => e.nrRecibo as string);

    const reusedId = signed(demoS2240(2), exposure.id);
    const rectification = signed(asRectification(demoS2240(1), exposureReceipt as string));
    const exclusion = signed(demoS3000(examReceipt));
    const unknownExclusion = signed(demoS3000('1.2.0000000009999999999'));

    // Act
    const result = await sendAndConsult(lote([exam, reusedId, rectification, exclusion, unknownExclusion]));

    // Assess
    const [resent, reused, rectified, excluded, unknown] = result.eventos;
    expect(resent).toMatchObject({ id: exam.id, evtDupl: true, cdResposta: 201, nrRecibo: examReceipt });
    expect(reused).toMatchObject({ cdResposta: 401, ocorrencias: [{ codigo: 150 }] });
    expect(rectified).toMatchObject({ cdResposta: 201, accepted: true });
    expect(excluded).toMatchObject({ cdResposta: 201, accepted: true });
    expect(unknown).toMatchObject({ cdResposta: 401, ocorrencias: [{ codigo: 155, localizacao: 'nrRecibo' }] });
  });

  it('refuses a rectification (indRetif 2) whose nrRecibo it never issued, or issued for another event type, as the service does', async () => {
    // Prepare: an accepted S-2220, whose receipt an S-2240 rectification cannot name.
    const baseline = await sendAndConsult(lote([signed(demoS2220(0))]));
    const examReceipt = baseline.eventos[0]?.nrRecibo as string;
    const neverIssued = signed(asRectification(demoS2240(1), '1.2.0000000009999999998'));
    const otherType = signed(asRectification(demoS2240(2), examReceipt));

    // Act
    const result = await sendAndConsult(lote([neverIssued, otherType]));

    // Assess: the receipt the rectification names must be one the service gave for that event type (occurrence 155)
    expect(result.eventos).toEqual([
      expect.objectContaining({ cdResposta: 401, nrRecibo: null, ocorrencias: [expect.objectContaining({ codigo: 155, localizacao: 'nrRecibo' })] }),
      expect.objectContaining({ cdResposta: 401, nrRecibo: null, ocorrencias: [expect.objectContaining({ codigo: 155, localizacao: 'nrRecibo' })] }),
    ]);
  });

  it('rejects a whole lote: wrong group, a transmitter that is not the certificate holder, a lote off its schema', async () => {
    const event = signed(demoS2220(0));

    const wrongGroup = await client.enviarLoteEventos(lote([event], { grupo: 1 }));
    const wrongTransmitter = await client.enviarLoteEventos(lote([event], { ideTransmissor: { tpInsc: 1, nrInsc: '11444777000161' } }));
    const offSchema = await client.enviarLoteEventos(lote([event]).replace('<nrInsc>11222333000181</nrInsc>', '<nrInsc>ABC</nrInsc>'));

    expect(wrongGroup.result).toMatchObject({ cdResposta: 401, accepted: false, protocoloEnvio: null, ocorrencias: [{ codigo: 106 }] });
    expect(wrongTransmitter.result).toMatchObject({ cdResposta: 401, ocorrencias: [{ codigo: 107, localizacao: 'ideTransmissor/nrInsc' }] });
    expect(offSchema.result).toMatchObject({ cdResposta: 402, descResposta: 'Lote Incorreto - Schema Inválido.' });
    expect(offSchema.result.ocorrencias[0]).toMatchObject({ codigo: 108, localizacao: 'nrInsc' });
  });

  it('answers 501 for an unknown protocol', async () => {
    const { result } = await client.consultarLoteEventos('1.2.202601.0000000000000009999');
    expect(result).toMatchObject({ cdResposta: 501, processed: false, eventos: [], ocorrencias: [{ codigo: 109 }] });
  });
});

describe('eSocial simulator security and protocol', () => {
  function rawPost(options: { key?: string; cert?: string; action: string; body: string; path?: string }): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${simulator.url}${options.path ?? esocialSimulatorPaths.enviar}`,
        {
          method: 'POST',
          ca: simulator.serverCaPem,
          ...(options.key ? { key: options.key, cert: options.cert } : {}),
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${options.action}"` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  }

  it('refuses a client without a certificate', async () => {
    await expect(rawPost({ action: soapActions.enviarLoteEventos, body: '<x/>' })).rejects.toThrow();
  });

  it('refuses a client whose certificate another CA issued', async () => {
    const stranger = issueTestA1(createTestCa());
    // With TLS 1.3 the refusal reaches the client as a dropped connection, which it retries: one try is enough here.
    const once = { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 };
    const strangerClient = createEsocialClient({ tpAmb: 2, credentials: stranger, baseUrl: simulator.url, ca: simulator.serverCaPem, retry: once });
    try {
      await expect(strangerClient.consultarLoteEventos('1.2.202601.0000000000000000001')).rejects.toBeInstanceOf(EsocialTransportError);
    } finally {
      strangerClient.close();
    }
  });

  it('answers a SOAP Fault for an action the address does not serve', async () => {
    const response = await rawPost({
      key: certificate.privateKeyPem,
      cert: certificate.certificatePem,
      action: soapActions.consultarLoteEventos,
      body: '<x/>',
    });
    expect(response.status).toBe(500);
    expect(response.body).toContain('<faultcode>a:ActionNotSupported</faultcode>');
  });

  it('answers 502 to a consulta off its schema', async () => {
    const body = consultarLoteEventosRequest('1').replace(/<eSocial xmlns="[^"]+">/, '<eSocial xmlns="urn:outro">');
    const response = await rawPost({
      key: certificate.privateKeyPem,
      cert: certificate.certificatePem,
      action: soapActions.consultarLoteEventos,
      path: esocialSimulatorPaths.consultar,
      body,
    });
    expect(parseRetornoProcessamentoLote(response.body)).toMatchObject({ cdResposta: 502, ocorrencias: [{ codigo: 110 }] });
  });

  it('answers a SOAP Fault for a message that is not XML, which the client raises as EsocialSoapFaultError', async () => {
    const error = await client.enviarLoteEventos('<eSocial><sem-fim>').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EsocialSoapFaultError);
    expect(error).toMatchObject({ faultCode: 's:Client', status: 502 });
  });
});

describe('eSocial simulator processing time and state', () => {
  let stateDir: string;

  beforeAll(() => {
    stateDir = mkdtempSync(join(tmpdir(), 'esocial-sim-'));
  });

  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  it('answers 101 until the processing time has passed, and keeps lotes and receipts in its state file', async () => {
    // Prepare: a clock the test moves, a 60 s processing time, a state file.
    let now = Date.now();
    const stateFile = join(stateDir, 'state.json');
    const slow = await startEsocialSimulator({ caPem, processingDelayMs: 60_000, clock: () => new Date(now), stateFile });
    const slowClient = createEsocialClient({ tpAmb: 2, credentials: certificate, baseUrl: slow.url, ca: slow.serverCaPem });
    let protocolo: string;
    let receipt: string | null;
    try {
      const envio = await slowClient.enviarLoteEventos(lote([signed(demoS2220(0))]));
      protocolo = envio.result.protocoloEnvio as string;

      // Act
      const early = await slowClient.consultarLoteEventos(protocolo);
      now += 61_000;
      let late = await slowClient.consultarLoteEventos(protocolo);
      for (let attempt = 0; late.result.pending && attempt < 20; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        late = await slowClient.consultarLoteEventos(protocolo);
      }

      // Assess
      expect(early.result).toMatchObject({ cdResposta: 101, pending: true, tempoEstimadoConclusao: 60, eventos: [] });
      expect(late.result).toMatchObject({ cdResposta: 201, processed: true });
      receipt = late.result.eventos[0]?.nrRecibo ?? null;
      expect(receipt).toMatch(/^1\.2\./);
    } finally {
      slowClient.close();
      await slow.stop();
    }

    // A new simulator on the same file still knows the lote.
    const restarted = await startEsocialSimulator({ caPem, stateFile });
    const restartedClient = createEsocialClient({ tpAmb: 2, credentials: certificate, baseUrl: restarted.url, ca: restarted.serverCaPem });
    try {
      const again = await restartedClient.consultarLoteEventos(protocolo);
      expect(again.result).toMatchObject({ cdResposta: 201 });
      expect(again.result.eventos[0]?.nrRecibo).toBe(receipt);
    } finally {
      restartedClient.close();
      await restarted.stop();
    }
  });
});
