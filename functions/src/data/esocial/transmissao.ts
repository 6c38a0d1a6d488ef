import { esocialEventStatus, eventoStatus, processoStatus, type ModoProcesso } from '@ocupacional/shared';
import {
  asRectification,
  buildEnvioLoteEventos,
  createEsocialClient,
  empregadorDaInscricao,
  esocialFailureMessage,
  signEvent,
  transmissorOf,
  validateMany,
  type A1Certificate,
  type EsocialClient,
  type EventInput,
  type EventLayout,
  type Ocorrencia as OcorrenciaEsocial,
  type RetornoProcessamentoLote,
} from '../../esocial/index';
import { tryAgainCode } from '../../esocial/retry';
import { comAmbiente, s3000Para } from '../../domain/esocial-eventos';
import { retificacaoPendente } from '../../esocial/rules/index';
import { descricaoDoErroDeLeiaute } from '../../domain/esocial-validacao';
import type { Ocorrencia } from '../../domain/esocial-evento';
import { maxPollsPerCycle, modosDisponiveis, pollDelaySeconds, processoEmAndamento } from '../../domain/esocial-processo';
import { logger } from '../../platform';
import { eventosEsocial, type EventoEsocialItem } from '../entities/evento-esocial';
import { derivedId, newId } from '../entities/keys';
import { lotesEsocial, type LoteEsocialItem } from '../entities/lote-esocial';
import { processosEsocial, type ProcessoEsocialItem } from '../entities/processo-esocial';
import { esocialBaseUrl, esocialServerCa, pollSchedule, tpAmbDoTenant } from './ambiente';
import { esocialKeys, putFile, registrarTenantEsocial } from './arquivos';
import { abrirCertificado, certificadoDaEmpresa } from './certificados';
import { contarEvento, escreverXml } from './eventos';
import { enfileirar } from './fila';

/*
 * Transmission (spec 2 "Batches and transmission"): a process is created by the API (or the daily check) in status
 * 0 and queued; the esocial worker signs the events with the company's A1, sends the lote over mutual TLS
 * (WsEnviarLoteEventos) and stores the protocol (101), then polls WsConsultarLoteEventos with SQS DelaySeconds,
 * backing off, until the lote is processed (201): each event gets its receipt or its occurrences. Every step
 * checks the process's status first, so a redelivered message does nothing twice.
 *
 * Robustness (issue 13 item 8): the client retries the service's 301 and requests left without an answer
 * (retry.ts); the events' Ids and XML are stored before the lote leaves, so a lote sent again — by the client's
 * retry or a new INC after a failed send — carries the same Ids and the service answers those it already has with
 * their receipts instead of taking them for new events; and a poll that fails (no answer, 301, or a 5xx
 * 'Solicitação de Consulta Incorreta') says nothing about the lote, so the process keeps waiting and its events
 * are never put back to be sent again.
 */

export class ProcessoRecusadoError extends Error {
  constructor(readonly motivo: 'modo' | 'andamento') {
    super(motivo);
    this.name = 'ProcessoRecusadoError';
  }
}

/** A lote's processes, newest first. */
export async function processosDoLote(tenant: string, loteId: string): Promise<ProcessoEsocialItem[]> {
  const { data } = await processosEsocial().query.byLote({ tenant, loteId }).go({ pages: 'all', order: 'desc' });
  return data;
}

/**
 * Creates a process in `modo` and queues its transmission, if the mode rules allow it now (spec 2 §4) and no
 * process of the lote is in flight.
 */
export async function iniciarProcesso(lote: LoteEsocialItem, modo: ModoProcesso, usuarioId?: string): Promise<ProcessoEsocialItem> {
  const [ultimo] = await processosDoLote(lote.tenant, lote.id);
  if (processoEmAndamento(ultimo)) throw new ProcessoRecusadoError('andamento');
  if (!modosDisponiveis(lote.layout, ultimo)[modo]) throw new ProcessoRecusadoError('modo');
  const createdAt = new Date().toISOString();
  const { data: processo } = await processosEsocial()
    .create({ tenant: lote.tenant, loteId: lote.id, id: newId(), modo, status: processoStatus.aguardandoEnvio, usuarioId, createdAt })
    .go();
  await lotesEsocial()
    .patch({ tenant: lote.tenant, id: lote.id })
    .set({
      modo,
      status: processoStatus.aguardandoEnvio,
      msg: 'Aguardando envio',
      situacao: 'enviando',
      ultimoProcessoId: processo.id,
      processosCount: (lote.processosCount ?? 0) + 1,
    })
    .go();
  await registrarTenantEsocial(lote.tenant);
  await enfileirar({ tipo: 'transmitir', tenant: lote.tenant, loteId: lote.id, processoId: processo.id });
  return processo as ProcessoEsocialItem;
}

async function clienteEsocial(tpAmb: 1 | 2, certificado: A1Certificate, timeoutMs?: number): Promise<EsocialClient> {
  const ca = await esocialServerCa();
  const baseUrl = esocialBaseUrl();
  return createEsocialClient({
    tpAmb,
    credentials: certificado,
    ...(ca ? { ca } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

const ocorrenciasDe = (lista: readonly OcorrenciaEsocial[]) =>
  lista.map((o) => ({ codigo: o.codigo, descricao: o.descricao, tipo: o.tipo, ...(o.localizacao ? { localizacao: o.localizacao } : {}) }));

const paraLog = (o: OcorrenciaEsocial): Ocorrencia => ({
  codigo: String(o.codigo),
  descricao: o.descricao,
  grupo: 'esocial',
  ...(o.localizacao ? { localizacao: o.localizacao } : {}),
});

async function encerrar(
  processo: ProcessoEsocialItem,
  lote: Pick<LoteEsocialItem, 'tenant' | 'id'>,
  status: number,
  msg: string,
  extra: Partial<Pick<ProcessoEsocialItem, 'ocorrencias'>> = {},
): Promise<void> {
  await processosEsocial().patch({ tenant: processo.tenant, loteId: processo.loteId, id: processo.id }).set({ status, msg, ...extra }).go();
  await lotesEsocial().patch({ tenant: lote.tenant, id: lote.id }).set({ status, msg, situacao: 'concluido' }).go();
}

interface Preparado {
  readonly evento: EventoEsocialItem;
  readonly uid: string;
  readonly xml: string;
  readonly signed: string;
}

/** The events a process sends and their XML, by mode: new ones (INC), rectifications (ALT), S-3000s (EXC). */
async function prepararEventos(
  lote: LoteEsocialItem,
  processo: ProcessoEsocialItem,
  tpAmb: 1 | 2,
): Promise<{ eventos: { evento: EventoEsocialItem; entrada: EventInput }[]; excluidos: EventoEsocialItem[] }> {
  const { data } = await eventosEsocial()
    .get(lote.eventoIds.map((id) => ({ tenant: lote.tenant, id })))
    .go();
  const doLote = data.filter((evento) => evento.loteId === lote.id && !evento.deletedAt);
  const aceitos = (evento: EventoEsocialItem) =>
    Boolean(evento.recibo) && (esocialEventStatus.deletaveisComRecibo as readonly number[]).includes(evento.tipoStatus);
  const entradaDe = (evento: EventoEsocialItem) => comAmbiente(JSON.parse(evento.entrada ?? '{}') as EventInput, tpAmb);
  if (processo.modo === 'INC') {
    return {
      eventos: doLote
        .filter((evento) => !evento.recibo && (evento.erros ?? []).length === 0 && evento.layout !== undefined)
        .map((evento) => ({ evento, entrada: entradaDe(evento) })),
      excluidos: [],
    };
  }
  if (processo.modo === 'ALT') {
    // Only the accepted events the user edited (issue 13 item 6): an unchanged one has nothing to rectify.
    return {
      eventos: doLote
        .filter(retificacaoPendente)
        .map((evento) => ({ evento, entrada: asRectification(entradaDe(evento) as EventInput & { ideEvento: { indRetif?: 1 | 2 } }, evento.recibo as string) as EventInput })),
      excluidos: [],
    };
  }
  // EXC: an S-3000 of each accepted event, kept as events of their own (the S-3000 table) that point to it.
  const alvos = doLote.filter(aceitos);
  const eventos: { evento: EventoEsocialItem; entrada: EventInput }[] = [];
  for (const alvo of alvos) {
    const entrada = s3000Para({ layout: alvo.layout, recibo: alvo.recibo as string, empresaCnpj: alvo.empresaCnpj, funcionarioCpf: alvo.funcionarioCpf }, tpAmb);
    const evento = await criarEventoExclusao(alvo, entrada, processo.id, lote);
    eventos.push({ evento, entrada });
  }
  return { eventos, excluidos: alvos };
}

/** The S-3000 event that excludes `alvo` (one per process, named by both). */
export async function criarEventoExclusao(
  alvo: EventoEsocialItem,
  entrada: EventInput,
  origem: string,
  lote: Pick<LoteEsocialItem, 'id' | 'numero'> | undefined,
  usuarioId?: string,
): Promise<EventoEsocialItem> {
  const id = derivedId(Date.now(), `S-3000#${alvo.id}#${origem}`);
  const { data: existente } = await eventosEsocial().get({ tenant: alvo.tenant, id }).go();
  if (existente) return existente;
  const { data } = await eventosEsocial()
    .create({
      tenant: alvo.tenant,
      id,
      layout: 'S-3000',
      empresaId: alvo.empresaId,
      empresaNome: alvo.empresaNome,
      empresaCnpj: alvo.empresaCnpj,
      funcionarioId: alvo.funcionarioId,
      funcionarioNome: alvo.funcionarioNome,
      funcionarioCpf: alvo.funcionarioCpf,
      funcaoNome: alvo.funcaoNome,
      fdtId: alvo.fdtId,
      fdtDescricao: alvo.fdtDescricao,
      idCon: alvo.idCon,
      origem: 'exclusao',
      avulso: false,
      entrada: JSON.stringify(entrada),
      tipoStatus: eventoStatus.pendente,
      parentId: alvo.id,
      ...(lote ? { loteId: lote.id, loteNumero: lote.numero } : {}),
      usuarioId,
      createdAt: new Date().toISOString(),
    })
    .go();
  await contarEvento(alvo.tenant, { layout: 'S-3000', empresaId: alvo.empresaId, avulso: false }, 1);
  return data as EventoEsocialItem;
}

/**
 * Sends a process's lote (the worker's 'transmitir'): signs and schema-checks the events, sends them in one
 * EnvioLoteEventos and queues the first poll. An event that fails the schema stays out with the errors in its log.
 */
export async function transmitirProcesso(tenant: string, loteId: string, processoId: string): Promise<void> {
  const { data: processo } = await processosEsocial().get({ tenant, loteId, id: processoId }).go();
  if (!processo || processo.status !== processoStatus.aguardandoEnvio) return;
  const { data: lote } = await lotesEsocial().get({ tenant, id: loteId }).go();
  if (!lote || lote.deletedAt) return;

  const certificadoItem = await certificadoDaEmpresa(tenant, lote.empresaId);
  if (!certificadoItem) {
    await encerrar(processo, lote, processoStatus.falhaComunicacao, 'Nenhum certificado digital válido vinculado à empresa.');
    return;
  }
  const certificado = await abrirCertificado(certificadoItem);
  const tpAmb = await tpAmbDoTenant(tenant);
  const { eventos } = await prepararEventos(lote, processo, tpAmb);

  // Write each XML, sign it, and check it against its schema (one xmllint run per layout).
  const prontos: Preparado[] = [];
  for (const { evento, entrada } of eventos) {
    const reusa = processo.modo === 'INC' && evento.xml && evento.uid && evento.xml.includes(`<tpAmb>${tpAmb}</tpAmb>`);
    const escrito = reusa ? { xml: evento.xml as string, uid: evento.uid as string, erros: [] } : await escreverXml(entrada, [], tenant);
    if (!escrito.xml || !escrito.uid) {
      await eventosEsocial().patch({ tenant, id: evento.id }).set({ erros: escrito.erros, tipoStatus: evento.avulso ? eventoStatus.avulsoNaoEnviado : eventoStatus.pendente }).go();
      continue;
    }
    prontos.push({ evento, uid: escrito.uid, xml: escrito.xml, signed: signEvent(escrito.xml, certificado) });
  }
  const validos: Preparado[] = [];
  for (const layout of [...new Set(prontos.map((p) => p.evento.layout))] as EventLayout[]) {
    const doLayout = prontos.filter((p) => p.evento.layout === layout);
    const resultados = await validateMany(layout, doLayout.map((p) => p.signed));
    for (const [index, preparado] of doLayout.entries()) {
      const resultado = resultados[index];
      if (resultado?.valid) {
        validos.push(preparado);
        continue;
      }
      // The validator's English stays in the log; the occurrences the screen shows are pt-BR (issue 12 item 9).
      logger.warn('eSocial event fails the schema', { tenant, eventoId: preparado.evento.id, errors: resultado?.errors });
      const erros: Ocorrencia[] = (resultado?.errors ?? []).map((e) => ({
        descricao: descricaoDoErroDeLeiaute(e),
        grupo: 'cadastro',
        ...(e.element ? { localizacao: e.element } : {}),
      }));
      await eventosEsocial().patch({ tenant, id: preparado.evento.id }).set({ erros, xml: preparado.xml, uid: preparado.uid }).go();
    }
  }
  if (validos.length === 0) {
    await encerrar(processo, lote, 400, 'Nenhum evento disponível para envio neste lote.');
    return;
  }

  const loteXml = buildEnvioLoteEventos({
    grupo: 2,
    ideEmpregador: empregadorDaInscricao(lote.empresaCnpj),
    ideTransmissor: transmissorOf(certificado),
    eventos: validos.map((p) => ({ id: p.uid, xml: p.signed })),
  });
  await putFile(esocialKeys.loteArquivo(tenant, lote.id), `<?xml version="1.0" encoding="UTF-8"?>${loteXml}`);
  // The Ids go with the events before the lote leaves: if the answer is lost, the next INC sends these same Ids.
  // (An ALT's rectification keeps the accepted event's own XML until the service takes it.)
  if (processo.modo !== 'ALT') {
    for (const preparado of validos.filter((p) => p.uid !== p.evento.uid || p.xml !== p.evento.xml)) {
      await eventosEsocial().patch({ tenant, id: preparado.evento.id }).set({ uid: preparado.uid, xml: preparado.xml }).go();
    }
  }

  const client = await clienteEsocial(tpAmb, certificado);
  try {
    const envio = await client.enviarLoteEventos(loteXml);
    await Promise.all([
      putFile(esocialKeys.processo(tenant, lote.id, processo.id, 'envio-request'), envio.requestXml),
      putFile(esocialKeys.processo(tenant, lote.id, processo.id, 'envio-response'), envio.responseXml),
    ]);
    const documentos = {
      envioRequestKey: esocialKeys.processo(tenant, lote.id, processo.id, 'envio-request'),
      envioResponseKey: esocialKeys.processo(tenant, lote.id, processo.id, 'envio-response'),
      eventoIds: validos.map((p) => p.evento.id),
      dataEnvio: new Date().toISOString(),
    };
    if (!envio.result.accepted || !envio.result.protocoloEnvio) {
      await processosEsocial().patch({ tenant, loteId, id: processo.id }).set(documentos).go();
      await encerrar(processo, lote, envio.result.cdResposta, envio.result.descResposta, { ocorrencias: ocorrenciasDe(envio.result.ocorrencias) });
      return;
    }
    for (const preparado of validos) {
      await eventosEsocial()
        .patch({ tenant, id: preparado.evento.id })
        .set({ uid: preparado.uid, xml: preparado.xml, tipoStatus: eventoStatus.aguardandoRetorno, erros: [] })
        .go();
    }
    await processosEsocial()
      .patch({ tenant, loteId, id: processo.id })
      .set({
        ...documentos,
        status: processoStatus.aguardandoProcessamento,
        msg: envio.result.descResposta,
        protocolo: envio.result.protocoloEnvio,
        ...(envio.result.dhRecepcao ? { dataRecepcao: envio.result.dhRecepcao } : {}),
      })
      .go();
    await lotesEsocial()
      .patch({ tenant, id: lote.id })
      .set({
        status: processoStatus.aguardandoProcessamento,
        msg: envio.result.descResposta,
        protocolo: envio.result.protocoloEnvio,
        situacao: 'aguardando',
        arquivoNome: lote.arquivoNome ?? `lote-${lote.numero}-${lote.layout}.xml`,
        arquivoKey: esocialKeys.loteArquivo(tenant, lote.id),
      })
      .go();
    await enfileirar({ tipo: 'consultar', tenant, loteId, processoId }, pollDelaySeconds(0, null, pollSchedule()));
  } catch (error) {
    logger.warn('eSocial lote not sent', { tenant, loteId, processoId, error: error as Error, detail: (error as { detail?: string }).detail });
    // The lote's screen shows this: pt-BR only (issue 12 item 9).
    await encerrar(processo, lote, processoStatus.falhaComunicacao, esocialFailureMessage(error));
  } finally {
    client.close();
  }
}

/** A poll answer that tells nothing of the lote: 301 'Erro Servidor eSocial', 5xx 'Solicitação de Consulta Incorreta'. */
export function falhaDaConsulta(cdResposta: number): boolean {
  return cdResposta === tryAgainCode || (cdResposta >= 500 && cdResposta <= 599);
}

/**
 * Polls a process's result (the worker's 'consultar', also the API's 'consultar-lote'): still waiting → polls again
 * later (backing off; after {@link maxPollsPerCycle} the daily check takes over); processed → every event gets its
 * receipt or its occurrences. Answers the web service's result (undefined when there was nothing to poll).
 */
export async function consultarProcesso(
  tenant: string,
  loteId: string,
  processoId: string,
  options: { reagendar?: boolean; timeoutMs?: number } = {},
): Promise<{ resultado?: RetornoProcessamentoLote; responseXml?: string }> {
  const reagendar = options.reagendar ?? true;
  const { data: processo } = await processosEsocial().get({ tenant, loteId, id: processoId }).go();
  if (!processo || processo.status !== processoStatus.aguardandoProcessamento || !processo.protocolo) return {};
  const { data: lote } = await lotesEsocial().get({ tenant, id: loteId }).go();
  if (!lote) return {};
  const certificadoItem = await certificadoDaEmpresa(tenant, lote.empresaId);
  if (!certificadoItem) return {};
  const certificado = await abrirCertificado(certificadoItem);
  const tpAmb = await tpAmbDoTenant(tenant);
  const consultas = (processo.consultas ?? 0) + 1;
  const client = await clienteEsocial(tpAmb, certificado, options.timeoutMs);
  let consulta;
  try {
    consulta = await client.consultarLoteEventos(processo.protocolo);
  } catch (error) {
    logger.warn('eSocial poll failed', { tenant, loteId, processoId, error: error as Error });
    await processosEsocial().patch({ tenant, loteId, id: processoId }).set({ consultas }).go();
    if (reagendar && consultas < maxPollsPerCycle) {
      await enfileirar({ tipo: 'consultar', tenant, loteId, processoId }, pollDelaySeconds(consultas, null, pollSchedule()));
    }
    if (!reagendar) throw error;
    return {};
  } finally {
    client.close();
  }
  const documentos = {
    consultaRequestKey: esocialKeys.processo(tenant, loteId, processoId, 'consulta-request'),
    consultaResponseKey: esocialKeys.processo(tenant, loteId, processoId, 'consulta-response'),
  };
  await Promise.all([putFile(documentos.consultaRequestKey, consulta.requestXml), putFile(documentos.consultaResponseKey, consulta.responseXml)]);
  const resultado = consulta.result;

  // 301 (try again) or 5xx (the query was refused): nothing is known of the lote, which may well be processed.
  if (resultado.pending || falhaDaConsulta(resultado.cdResposta)) {
    await processosEsocial().patch({ tenant, loteId, id: processoId }).set({ ...documentos, consultas }).go();
    if (!resultado.pending) logger.warn('eSocial poll answered an error', { tenant, loteId, processoId, cdResposta: resultado.cdResposta });
    if (reagendar && consultas < maxPollsPerCycle) {
      await enfileirar({ tipo: 'consultar', tenant, loteId, processoId }, pollDelaySeconds(consultas, resultado.tempoEstimadoConclusao, pollSchedule()));
    }
    return { resultado, responseXml: consulta.responseXml };
  }

  const { data: eventos } = await eventosEsocial()
    .get((processo.eventoIds ?? []).map((id) => ({ tenant, id })))
    .go();
  const porUid = new Map(eventos.filter((evento) => evento.uid).map((evento) => [evento.uid as string, evento]));

  if (!resultado.processed) {
    // The lote itself was refused (4xx 'Lote Incorreto'): its events may go again, with the Ids they carry (INC is
    // allowed after a status other than 201).
    for (const evento of eventos) {
      await eventosEsocial()
        .patch({ tenant, id: evento.id })
        .set({ tipoStatus: evento.avulso ? eventoStatus.avulsoNaoEnviado : eventoStatus.pendente })
        .go();
    }
    await processosEsocial().patch({ tenant, loteId, id: processoId }).set({ ...documentos, consultas }).go();
    await encerrar(processo, lote, resultado.cdResposta, resultado.descResposta, { ocorrencias: ocorrenciasDe(resultado.ocorrencias) });
    return { resultado, responseXml: consulta.responseXml };
  }

  const agora = new Date().toISOString();
  const logRetorno: NonNullable<ProcessoEsocialItem['logRetorno']> = [];
  let enviados = 0;
  let comErro = 0;
  for (const retorno of resultado.eventos) {
    const evento = porUid.get(retorno.id);
    logRetorno.push({
      cdResposta: retorno.cdResposta,
      descResposta: retorno.descResposta,
      uid: retorno.id,
      ...(retorno.nrRecibo ? { recibo: retorno.nrRecibo } : {}),
      ...(evento ? { eventoId: evento.id, funcionario: evento.funcionarioNome } : {}),
      ocorrencias: ocorrenciasDe(retorno.ocorrencias.slice(0, 50)),
    });
    if (!evento) continue;
    const erros = retorno.ocorrencias.filter((o) => o.tipo !== 2).map(paraLog);
    const avisos = retorno.ocorrencias.filter((o) => o.tipo === 2).map(paraLog);
    if (retorno.accepted && retorno.nrRecibo) {
      enviados += 1;
      await eventosEsocial()
        .patch({ tenant, id: evento.id })
        .set({
          recibo: retorno.nrRecibo,
          reciboEm: agora,
          tipoStatus: retorno.cdResposta === 202 || avisos.length > 0 ? eventoStatus.processadoComAdvertencia : eventoStatus.processado,
          erros: [],
          avisos,
        })
        .go();
      if (evento.layout === 'S-3000' && evento.parentId) {
        await eventosEsocial().patch({ tenant, id: evento.parentId }).set({ tipoStatus: eventoStatus.excluido, loteExclusaoId: loteId }).go();
      }
    } else {
      comErro += 1;
      await eventosEsocial().patch({ tenant, id: evento.id }).set({ tipoStatus: eventoStatus.rejeitado, erros }).go();
    }
  }
  await processosEsocial()
    .patch({ tenant, loteId, id: processoId })
    .set({ ...documentos, consultas, status: resultado.cdResposta, msg: resultado.descResposta, logRetorno })
    .go();
  await lotesEsocial()
    .patch({ tenant, id: loteId })
    .set({
      status: resultado.cdResposta,
      msg: resultado.descResposta,
      situacao: 'concluido',
      totalEventoEnviado: enviados,
      totalEventoErro: comErro,
    })
    .go();
  return { resultado, responseXml: consulta.responseXml };
}
