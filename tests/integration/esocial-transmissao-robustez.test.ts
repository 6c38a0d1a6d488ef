import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQueryString } from '@ocupacional/shared';
import type { RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import {
  a1Da,
  empresaA,
  esocialPath,
  releasedAso,
  startEsocialCloud,
  trabalhadores,
  type EsocialCaller as Caller,
  type EsocialCloudWithSimulator,
} from '../support/esocial-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 13 item 8 end to end (API, queue, worker, simulator): the web service loses the answer to a lote, or answers
 * a poll with an error, and the lote still ends with each event's receipt under the Id it was first sent with —
 * events are never put back to be sent again while their lote's fate is unknown.
 */

type Row = Record<string, unknown> & { id: string };

describe('eSocial transmission when the web service fails', () => {
  let esocial: EsocialCloudWithSimulator<'admin' | 'empresaA'> | undefined;
  let simulator: RunningEsocialSimulator;
  let admin: Caller;

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin', 'empresaA'], simulator: true });
    ({ simulator } = esocial);
    ({ admin } = esocial.callers);
    const a1 = a1Da(esocial.ca, empresaA);
    const saved = await esocial.callers.empresaA('POST', esocialPath('empresa', 'esocialCertificadoSalvar'), {
      tipo_certificado_id: 201,
      empresa: empresaA.id,
      arquivo: { nome: 'alfa.pfx', conteudo: a1.conteudo },
      senha: a1.password,
      confirmar_senha: a1.password,
      vincular: 1,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }, 120_000);

  afterAll(() => esocial?.stop());

  const eventoDe = async (funcionarioId: string) => {
    const { json } = await admin('GET', esocialPath('web', 'esocialEventos', { layout: 'S-2220' }, toQueryString({ filter: { id_empresa: empresaA.id, id_funcionario: funcionarioId } })));
    return (json.data as { data: Row[] }).data[0] as Row;
  };
  const processos = async (loteId: string) => {
    const { json } = await admin('GET', esocialPath('web', 'esocialLoteProcessos', { id: loteId }));
    return (json.data as { processos: Row[] }).processos;
  };

  /** Creates the worker's S-2220 and a lote holding it alone. */
  async function loteCom(trabalhador: (typeof trabalhadores)['maria']): Promise<{ lote: Row; evento: Row }> {
    await releasedAso(trabalhador, { exames: ['exa-clinico'] });
    await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });
    const evento = await eventoDe(trabalhador.id);
    expect(evento).toMatchObject({ tem_xml: true, tipo_status: { id: 331 } });
    const { json } = await admin('GET', esocialPath('web', 'esocialLotes', {}, toQueryString({ filter: { id_empresa: empresaA.id } })));
    const conhecidos = new Set((json.data as { data: Row[] }).data.map((l) => l.id));
    await admin('POST', esocialPath('web', 'esocialLoteGerar'), { id_emp: empresaA.id, layout: 'S-2220' });
    const lote = await waitFor(async () => {
      const { json: lista } = await admin('GET', esocialPath('web', 'esocialLotes', {}, toQueryString({ filter: { id_empresa: empresaA.id } })));
      return (lista.data as { data: Row[] }).data.find((l) => !conhecidos.has(l.id));
    }, { what: 'the new lote' });
    return { lote, evento };
  }

  it('sends the same Id again when the answer to a lote is lost, keeps waiting through failing polls, and ends with the receipt', async () => {
    // Prepare: the first lote is received but its answer dropped; then a poll answered 504, one answered 301 on every
    // try, one left without an answer.
    const { lote, evento } = await loteCom(trabalhadores.maria);
    const recebidos = simulator.lotes.length;
    simulator.failNext('EnviarLoteEventos', 'recebido-sem-resposta');
    simulator.failNext('ConsultarLoteEventos', 'erro-certificado', 'servidor', 'servidor', 'servidor', 'sem-resposta', 'sem-resposta', 'sem-resposta');

    // Act: send, and watch the event while the lote is in flight.
    const enviado = await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }));
    const vistos: number[] = [];
    const [processo] = await waitFor(async () => {
      vistos.push(((await eventoDe(trabalhadores.maria.id)).tipo_status as { id: number }).id);
      const lista = await processos(lote.id);
      return lista[0]?.status === 201 ? lista : undefined;
    }, { what: 'the processed lote', timeoutMs: 60_000, intervalMs: 200 });

    // Assess: two lotes reached the service with the same Id; the second was answered as a duplicate with the receipt.
    expect(enviado.status, JSON.stringify(enviado.json)).toBe(200);
    const chegaram = simulator.lotes.slice(recebidos);
    expect(chegaram).toHaveLength(2);
    expect(chegaram.map((l) => l.eventos.map((e) => e.id))).toEqual([[evento.uid], [evento.uid]]);
    expect(chegaram[1]?.eventos[0]).toMatchObject({ evtDupl: true, nrRecibo: chegaram[0]?.eventos[0]?.nrRecibo });
    expect(processo).toMatchObject({ status: 201, protocolo: chegaram[1]?.protocoloEnvio });
    const final = await eventoDe(trabalhadores.maria.id);
    expect(final).toMatchObject({ uid: evento.uid, recibo: chegaram[0]?.eventos[0]?.nrRecibo, tipo_status: { id: 335 } });
    // Pending (331) until the service took the lote, then waiting (330) through the failed polls — never pending again.
    const desdeOEnvio = vistos.slice(vistos.indexOf(330));
    expect(desdeOEnvio.length).toBeGreaterThan(3);
    expect([...new Set(desdeOEnvio)]).toEqual(expect.arrayContaining([330]));
    expect(desdeOEnvio.filter((status) => status !== 330 && status !== 335)).toEqual([]);
  }, 90_000);

  it('keeps the Ids of a lote whose every send lost its answer, so the next INC is answered with their receipt', async () => {
    // Prepare: three tries, three lost answers (each lote received and processed by the service).
    const { lote } = await loteCom(trabalhadores.joao);
    const recebidos = simulator.lotes.length;
    simulator.failNext('EnviarLoteEventos', 'recebido-sem-resposta', 'recebido-sem-resposta', 'recebido-sem-resposta');

    // Act
    await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }));
    await waitFor(async () => ((await processos(lote.id))[0]?.status === 500 ? true : undefined), { what: 'the failed send', timeoutMs: 60_000, intervalMs: 200 });
    const falhou = await eventoDe(trabalhadores.joao.id);
    const novamente = await admin('POST', esocialPath('web', 'esocialLoteEnviar', { id: lote.id, modo: 'INC' }));
    const [processo] = await waitFor(async () => {
      const lista = await processos(lote.id);
      return lista[0]?.status === 201 ? lista : undefined;
    }, { what: 'the processed lote', timeoutMs: 60_000, intervalMs: 200 });

    // Assess: four lotes, one Id; the event keeps it and gets the receipt of the first.
    expect(novamente.status, JSON.stringify(novamente.json)).toBe(200);
    const chegaram = simulator.lotes.slice(recebidos);
    expect(chegaram).toHaveLength(4);
    expect(new Set(chegaram.flatMap((l) => l.eventos.map((e) => e.id)))).toEqual(new Set([falhou.uid]));
    expect(processo).toMatchObject({ status: 201 });
    expect(await eventoDe(trabalhadores.joao.id)).toMatchObject({ uid: falhou.uid, recibo: chegaram[0]?.eventos[0]?.nrRecibo });
  }, 120_000);
});
