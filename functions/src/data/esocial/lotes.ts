import { buildEnvioLoteEventos, maxEventsPerLote, transmissorOf, type Transmissor } from '../../esocial/index';
import { prontoParaLote } from '../../domain/esocial-evento';
import { empregadorDaInscricao, ideEmpregadorDaInscricao } from '../../esocial/inputs';
import { nextNumber } from '../entities/contador';
import { empresas, type EmpresaItem } from '../entities/empresa';
import { eventosEsocial, type EventoEsocialItem } from '../entities/evento-esocial';
import { derivedId, idTime, instantKeyWindow } from '../entities/keys';
import { lotesEsocial, type LoteEsocialItem } from '../entities/lote-esocial';
import { changeCounter, countedBy, listCounter, recountLists } from '../list-counters';
import { esocialKeys, putFile } from './arquivos';
import { abrirCertificado, certificadoDaEmpresa } from './certificados';
import type { FiltrosLote } from './fila';

/*
 * Lotes (spec 2 "Batches and transmission"): the events of one company and layout that are ready (an XML, no
 * errors, no receipt, in no lote), narrowed by the generation filters, cut into lotes of at most 50 as the web
 * service takes them (one employer, one group: every layout of ours is in group 2). Each lote gets the tenant's
 * next number and the EnvioLoteEventos file of its events; the events point back to it.
 */

/** The tenant counter of lote numbers. */
export const loteCounter = 'esocialLote';

/** The list counted. */
const listaContada = 'esocial-lotes';

/** The counters of the lotes list's default views (issue 17): the tenant's lotes and one company's. */
export function contadoresDoLote(lote: Pick<LoteEsocialItem, 'empresaId'>): string[] {
  return [listCounter(listaContada), listCounter(listaContada, lote.empresaId)];
}

/** Counts a lote in (1) or out (-1) of the list, after the write that created or soft-deleted it. */
export async function contarLote(tenant: string, lote: Pick<LoteEsocialItem, 'empresaId'>, delta: 1 | -1): Promise<void> {
  await Promise.all(contadoresDoLote(lote).map((nome) => changeCounter(tenant, nome, delta)));
}

/** The lotes counters counted from the lotes there are, replacing what they held: answers lotes counted. */
export async function contarLotesExistentes(): Promise<number> {
  const fonte = countedBy((cursor) => lotesEsocial().scan.go({ cursor }), (lote) => (lote.deletedAt ? [] : contadoresDoLote(lote)));
  return (await recountLists([listaContada], [fonte])).items;
}

/** The events of a company and layout that the filters pick and that can go into a lote. */
export async function eventosParaLote(tenant: string, filtros: FiltrosLote): Promise<EventoEsocialItem[]> {
  let eventos: EventoEsocialItem[];
  if (filtros.eventoIds.length > 0) {
    eventos = (await eventosEsocial()
      .get(filtros.eventoIds.map((id) => ({ tenant, id })))
      .go()).data;
    eventos = eventos.filter((evento) => evento.empresaId === filtros.empresaId && evento.layout === filtros.layout);
  } else {
    const query = eventosEsocial().query.byEmpresa({ tenant, empresaId: filtros.empresaId, layout: filtros.layout });
    const window = filtros.createdAt ? instantKeyWindow(filtros.createdAt[0], filtros.createdAt[1]) : undefined;
    eventos = (window ? await query.between({ createdAt: window.start }, { createdAt: window.end }).go({ pages: 'all' }) : await query.go({ pages: 'all' })).data;
  }
  const fdts = new Set(filtros.fdtIds);
  const funcionarios = new Set(filtros.funcionarioIds);
  const excluidos = new Set(filtros.excluirFuncionarioIds);
  return eventos
    .filter(
      (evento) =>
        !evento.deletedAt &&
        prontoParaLote({ ...evento, erros: evento.erros ?? [] }) &&
        (!filtros.somenteAvulsos || evento.avulso) &&
        (fdts.size === 0 || fdts.has(evento.fdtId ?? '')) &&
        (funcionarios.size === 0 || funcionarios.has(evento.funcionarioId)) &&
        !excluidos.has(evento.funcionarioId),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The transmitter a company's lotes name: the holder of its certificate, else the company itself. */
export async function transmissorDaEmpresa(tenant: string, empresa: Pick<EmpresaItem, 'id' | 'cnpj'>): Promise<Transmissor> {
  const certificado = await certificadoDaEmpresa(tenant, empresa.id);
  if (!certificado) return ideEmpregadorDaInscricao(empresa.cnpj);
  return transmissorOf(await abrirCertificado(certificado));
}

/** Writes a lote's EnvioLoteEventos file (the events as they are now: unsigned until a transmission signs them). */
export async function escreverArquivoDoLote(
  lote: Pick<LoteEsocialItem, 'tenant' | 'id' | 'numero' | 'layout' | 'empresaCnpj'>,
  eventos: readonly { id: string; xml: string }[],
  transmissor: Transmissor,
): Promise<{ arquivoKey: string; arquivoNome: string }> {
  const arquivoKey = esocialKeys.loteArquivo(lote.tenant, lote.id);
  const xml = buildEnvioLoteEventos({
    grupo: 2,
    ideEmpregador: empregadorDaInscricao(lote.empresaCnpj),
    ideTransmissor: transmissor,
    eventos,
  });
  await putFile(arquivoKey, `<?xml version="1.0" encoding="UTF-8"?>${xml}`);
  return { arquivoKey, arquivoNome: `lote-${lote.numero}-${lote.layout}.xml` };
}

/**
 * Generates the lotes of a request (spec 2 §2 "Generate batch"). Lote ids derive from the request (`origemId`, a
 * ULID) and the lote's position, so a redelivered message finds the lotes already made and skips them; an event
 * joins a lote only if it is in none (conditional write), so two generations never share an event.
 */
export async function gerarLotes(tenant: string, filtros: FiltrosLote, origemId: string, usuarioId?: string): Promise<LoteEsocialItem[]> {
  const { data: empresa } = await empresas().get({ tenant, id: filtros.empresaId }).go();
  if (!empresa || empresa.deletedAt) return [];
  const eventos = await eventosParaLote(tenant, filtros);
  if (eventos.length === 0) return [];
  const transmissor = await transmissorDaEmpresa(tenant, empresa);
  const criados: LoteEsocialItem[] = [];
  for (let inicio = 0, indice = 0; inicio < eventos.length; inicio += maxEventsPerLote, indice += 1) {
    const grupo = eventos.slice(inicio, inicio + maxEventsPerLote);
    const id = derivedId(idTime(origemId), `${origemId}#${indice}`);
    const { data: existente } = await lotesEsocial().get({ tenant, id }).go();
    if (existente) continue;
    const numero = await nextNumber(tenant, loteCounter);
    const lote = await criarLote(tenant, id, numero, empresa, filtros.layout, grupo, { usuarioId, origemId, avulso: filtros.somenteAvulsos });
    if (!lote) continue;
    const aceitos = eventos.filter((evento) => lote.eventoIds.includes(evento.id));
    const arquivo = await escreverArquivoDoLote(lote, aceitos.map((evento) => ({ id: evento.uid ?? '', xml: evento.xml ?? '' })), transmissor);
    const { data } = await lotesEsocial().patch({ tenant, id }).set(arquivo).go({ response: 'all_new' });
    criados.push(data as LoteEsocialItem);
  }
  return criados;
}

/**
 * Creates a lote and claims its events (each only if it is in no lote yet); answers the lote with the events it
 * got, or undefined when another generation took them all.
 */
export async function criarLote(
  tenant: string,
  id: string,
  numero: number,
  empresa: Pick<EmpresaItem, 'id' | 'nome' | 'nomeFantasia' | 'cnpj'>,
  layout: LoteEsocialItem['layout'],
  eventos: readonly EventoEsocialItem[],
  extra: { usuarioId?: string | undefined; origemId?: string; avulso?: boolean },
): Promise<LoteEsocialItem | undefined> {
  const aceitos: EventoEsocialItem[] = [];
  for (const evento of eventos) {
    try {
      await eventosEsocial()
        .patch({ tenant, id: evento.id })
        .set({ loteId: id, loteNumero: numero })
        .where(({ loteId }, { notExists }) => notExists(loteId))
        .go();
      aceitos.push(evento);
    } catch (error) {
      if (!(error as Error).message.includes('conditional request failed')) throw error;
    }
  }
  if (aceitos.length === 0) return undefined;
  const { data } = await lotesEsocial()
    .create({
      tenant,
      id,
      numero,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      empresaNomeFantasia: empresa.nomeFantasia,
      empresaCnpj: empresa.cnpj,
      layout,
      avulso: extra.avulso ?? false,
      eventoIds: aceitos.map((evento) => evento.id),
      funcionarioIds: [...new Set(aceitos.map((evento) => evento.funcionarioId))],
      totalEvento: aceitos.length,
      situacao: 'pronto',
      origemId: extra.origemId,
      usuarioId: extra.usuarioId,
      createdAt: new Date().toISOString(),
    })
    .go();
  await contarLote(tenant, { empresaId: empresa.id }, 1);
  return data as LoteEsocialItem;
}
