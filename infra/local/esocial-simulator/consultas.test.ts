import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnvioLoteEventos,
  buildEvent,
  createEsocialClient,
  createEventIdGenerator,
  downloadPorIdXml,
  downloadPorReciboXml,
  identificadoresEmpregadorXml,
  identificadoresTrabalhadorXml,
  readA1Certificate,
  saoPauloTimestamp,
  signConsulta,
  signEvent,
  transmissorOf,
  validateMany,
  validateXml,
  verifySignature,
  type A1Certificate,
  type EsocialClient,
} from '@ocupacional/functions/esocial/index';
import { demoS2220, demoWorkers } from '@ocupacional/functions/esocial/demo-inputs';
import { getTestCertificates } from '@ocupacional/functions/esocial/test-certificates';
import { startEsocialSimulator, type RunningEsocialSimulator } from './index';

/* The query services of the simulator: identifiers of an employer's and a worker's events, download by Id and receipt. */

const employer = { tpInsc: 1, nrInsc: '11222333' } as const;
let certificate: A1Certificate;
let simulator: RunningEsocialSimulator;
let client: EsocialClient;
const sent: { id: string; nrRecibo: string; cpf: string }[] = [];

beforeAll(async () => {
  const { a1, ca } = getTestCertificates();
  certificate = readA1Certificate(a1.pfx, a1.password);
  simulator = await startEsocialSimulator({ caPem: ca.certificatePem });
  client = createEsocialClient({ tpAmb: 2, credentials: certificate, baseUrl: simulator.url, ca: simulator.serverCaPem });
  const nextId = createEventIdGenerator();
  const events = [0, 1].map((worker) => {
    const built = buildEvent(demoS2220(worker), nextId(employer));
    return { ...built, xml: signEvent(built.xml, certificate) };
  });
  const envio = await client.enviarLoteEventos(
    buildEnvioLoteEventos({ grupo: 2, ideEmpregador: employer, ideTransmissor: transmissorOf(certificate), eventos: events }),
  );
  const consulta = await client.consultarLoteEventos(envio.result.protocoloEnvio as string);
  consulta.result.eventos.forEach((evento, index) =>
    sent.push({ id: evento.id, nrRecibo: evento.nrRecibo as string, cpf: demoWorkers[index]?.cpfTrab.replace(/\D/g, '') ?? '' }),
  );
});

afterAll(async () => {
  client?.close();
  await simulator?.stop();
});

const today = () => {
  const t = saoPauloTimestamp(new Date());
  return { month: `${t.slice(0, 4)}-${t.slice(4, 6)}`, day: `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` };
};

describe('eSocial simulator query services', () => {
  it('signs query requests whole (Reference URI="") to their schemas', async () => {
    const request = signConsulta(identificadoresEmpregadorXml({ ideEmpregador: employer, tpEvt: 'S-2220', perApur: today().month }), certificate);
    expect(verifySignature(request).valid).toBe(true);
    expect(request).toContain('URI=""');
    expect(await validateXml('ConsultaIdentificadoresEventosEmpregador', request)).toEqual({ valid: true, errors: [] });
  });

  it("lists the employer's events of a layout in a month, and a worker's events in a period", async () => {
    // Act
    const empregador = await client.consultarIdentificadores(
      'identificadoresEmpregador',
      signConsulta(identificadoresEmpregadorXml({ ideEmpregador: employer, tpEvt: 'S-2220', perApur: today().month }), certificate),
    );
    const trabalhador = await client.consultarIdentificadores(
      'identificadoresTrabalhador',
      signConsulta(
        identificadoresTrabalhadorXml({ ideEmpregador: employer, cpfTrab: sent[0]?.cpf ?? '', dtIni: `${today().day}T00:00:00`, dtFim: `${today().day}T23:59:59` }),
        certificate,
      ),
    );
    const otherLayout = await client.consultarIdentificadores(
      'identificadoresEmpregador',
      signConsulta(identificadoresEmpregadorXml({ ideEmpregador: employer, tpEvt: 'S-2240', perApur: today().month }), certificate),
    );

    // Assess
    expect(empregador.result).toMatchObject({ cdResposta: 201, qtdeTotEvtsConsulta: 2 });
    expect(empregador.result.identificadores).toEqual(sent.map(({ id, nrRecibo }) => ({ id, nrRec: nrRecibo })));
    expect(trabalhador.result.identificadores).toEqual([{ id: sent[0]?.id, nrRec: sent[0]?.nrRecibo }]);
    expect(otherLayout.result).toMatchObject({ cdResposta: 201, qtdeTotEvtsConsulta: 0, identificadores: [] });
    const answers = await validateMany('RetornoConsultaIdentificadoresEventos', [empregador.result.xml, trabalhador.result.xml, otherLayout.result.xml]);
    expect(answers.every((answer) => answer.valid)).toBe(true);
  });

  it('downloads events with their receipts by Id and by receipt, and answers 404 for an unknown one', async () => {
    // Act
    const porId = await client.solicitarDownload(
      'downloadPorId',
      signConsulta(downloadPorIdXml({ ideEmpregador: employer, ids: [sent[0]?.id ?? ''] }), certificate),
    );
    const porRecibo = await client.solicitarDownload(
      'downloadPorRecibo',
      signConsulta(downloadPorReciboXml({ ideEmpregador: employer, recibos: [sent[1]?.nrRecibo ?? '', '1.2.0000000000000999999'] }), certificate),
    );

    // Assess
    expect(porId.result.cdResposta).toBe(201);
    expect(porId.result.arquivos[0]).toMatchObject({ cdResposta: 201, id: sent[0]?.id, nrRec: sent[0]?.nrRecibo });
    expect(verifySignature(porId.result.arquivos[0]?.eventoXml ?? '').valid).toBe(true);
    expect(porId.result.arquivos[0]?.reciboXml).toContain(`<nrRecibo>${sent[0]?.nrRecibo}</nrRecibo>`);
    expect(porRecibo.result.arquivos.map((a) => [a.cdResposta, a.id])).toEqual([
      [201, sent[1]?.id],
      [404, null],
    ]);
    expect(await validateXml('RetornoSolicitacaoDownloadEventos', porRecibo.result.xml)).toEqual({ valid: true, errors: [] });
  });

  it('refuses an unsigned request (402, off the schema) and one for an employer without S-1000 (401)', async () => {
    const unsigned = await client.consultarIdentificadores(
      'identificadoresEmpregador',
      identificadoresEmpregadorXml({ ideEmpregador: employer, tpEvt: 'S-2220', perApur: today().month }),
    );
    const unknown = await client.consultarIdentificadores(
      'identificadoresEmpregador',
      signConsulta(identificadoresEmpregadorXml({ ideEmpregador: { tpInsc: 1, nrInsc: '11444777' }, tpEvt: 'S-2220', perApur: today().month }), certificate),
    );
    expect(unsigned.result).toMatchObject({ cdResposta: 402, identificadores: [] });
    expect(unknown.result).toMatchObject({ cdResposta: 401 });
  });
});
