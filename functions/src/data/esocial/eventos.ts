import { consultaStatus, eventoStatus, type EsocialLayout } from '@ocupacional/shared';
import { buildEvent } from '../../esocial/events/index';
import { ideEmpregadorSchema, type EventInput, type IdeEmpregador } from '../../esocial/inputs';
import { s2220DaConsulta, s2240DoGhe, validarEntrada, comAmbiente, type EventoConstruido, type FonteS2240 } from '../../domain/esocial-eventos';
import type { Ocorrencia } from '../../domain/esocial-evento';
import { consultaExames } from '../entities/consulta-exame';
import { consultas, type ConsultaItem } from '../entities/consulta';
import { empresas, type EmpresaItem } from '../entities/empresa';
import { eventosEsocial, type EventoEsocialItem } from '../entities/evento-esocial';
import { exames } from '../entities/exame';
import { fdts } from '../entities/fdt';
import { funcionarios } from '../entities/funcionario';
import { ghes } from '../entities/ghe';
import { derivedId, instantKeyWindow } from '../entities/keys';
import { pcmsoRevisoes } from '../entities/pcmso-revisao';
import { rewriteEntity } from '../entity-scan';
import { changeCounter, countedBy, listCounter, recountLists } from '../list-counters';
import { tpAmbDoTenant } from './ambiente';
import { reservarIdDoEvento } from './ids-eventos';
import { achadosDasRegras, regrasQuebradas } from './regras';

/*
 * Events from the platform's records (spec 2 "Events"): the S-2220 of each released ASO (definitive consultations
 * in 66, 67 or 70) and the S-2240 of the admission and function-change ones, named by the consultation so a second
 * run finds the first one's event; and the XML of any event, written again from its source or its input. An event
 * with errors keeps them in its item log and gets no XML.
 */

/** Released ASOs (spec 1 §4): apt, apt with restrictions, unfit. */
export const statusLiberados: readonly number[] = [consultaStatus.liberadaApto, consultaStatus.liberadaAptoComRestricoes, consultaStatus.liberadaInapto];

/** ASO types that start (or change) the exposure conditions an S-2240 reports: admission and function change. */
const asoComS2240: readonly number[] = [47, 50];

/** The lists counted: every event by layout, and the manual events. */
const listasContadas = ['esocial-eventos', 'esocial-avulsos'] as const;

/**
 * The counters of the events lists' default views (issue 17): a layout's events in the tenant and in one company,
 * and the manual events (esocial/avulso) in the tenant and in one company. Soft-deleted events leave them.
 */
export function contadoresDoEvento(evento: Pick<EventoEsocialItem, 'layout' | 'empresaId' | 'avulso'>): string[] {
  const [eventos, avulsos] = listasContadas;
  return [
    listCounter(eventos, evento.layout),
    listCounter(eventos, evento.empresaId, evento.layout),
    ...(evento.avulso ? [listCounter(avulsos), listCounter(avulsos, evento.empresaId)] : []),
  ];
}

/** Counts an event in (1) or out (-1) of its lists, after the write that created or soft-deleted it. */
export async function contarEvento(
  tenant: string,
  evento: Pick<EventoEsocialItem, 'layout' | 'empresaId' | 'avulso'>,
  delta: 1 | -1,
): Promise<void> {
  await Promise.all(contadoresDoEvento(evento).map((nome) => changeCounter(tenant, nome, delta)));
}

/** The lists' counters counted from the events there are, replacing what they held: answers events counted. */
export async function contarEventosExistentes(): Promise<number> {
  const fonte = countedBy((cursor) => eventosEsocial().scan.go({ cursor }), (evento) => (evento.deletedAt ? [] : contadoresDoEvento(evento)));
  return (await recountLists(listasContadas, [fonte])).items;
}

/**
 * The work of issue 17's events lists migration (migrations.ts), run now: rewrites every event through the entity
 * (the sparse manual-event indexes and the search text are written) and counts them into the lists' counters.
 * Answers the events touched.
 */
export async function migrarEventosParaListas(): Promise<number> {
  const rewritten = await rewriteEntity(eventosEsocial(), 'evento-esocial-listas');
  await contarEventosExistentes();
  return rewritten;
}

/** The event id of an event generated from a consultation: the same consultation always names the same event. */
export function idDoEvento(layout: EsocialLayout, consulta: Pick<ConsultaItem, 'idCon' | 'dtCad'>): string {
  return derivedId(new Date(consulta.dtCad), `${layout}#consulta#${consulta.idCon}`);
}

interface Fonte {
  readonly tenant: string;
  readonly consulta: ConsultaItem;
  readonly tpAmb: 1 | 2;
}

/** Builds the S-2220 of a released consultation from its records. */
export async function construirS2220({ tenant, consulta, tpAmb }: Fonte): Promise<EventoConstruido<EventInput> & { contexto: ContextoEvento }> {
  const [{ data: empresa }, { data: funcionario }, { data: itens }, revisao] = await Promise.all([
    empresas().get({ tenant, id: consulta.empresaId }).go(),
    funcionarios().get({ tenant, id: consulta.funcionarioId }).go(),
    consultaExames().query.byConsulta({ tenant, idCon: consulta.idCon }).go({ pages: 'all' }),
    consulta.pcmsoRevisaoId ? pcmsoRevisoes().get({ tenant, id: consulta.pcmsoRevisaoId }).go() : Promise.resolve({ data: null }),
  ]);
  const catalogo = itens.length > 0 ? (await exames().get([...new Set(itens.map((i) => i.exameId))].map((id) => ({ tenant, id }))).go()).data : [];
  const codigos = new Map(catalogo.map((exame) => [exame.id, exame.codigoEsocial]));
  const construido = s2220DaConsulta({
    tpAmb,
    empresaCnpj: empresa?.cnpj ?? '',
    funcionario: { nome: consulta.funcionarioNome, cpf: funcionario?.cpf ?? consulta.funcionarioCpf, matricula: funcionario?.mat ?? null },
    consulta: {
      idCon: consulta.idCon,
      tipoAso: consulta.tipoAso,
      aptidao: consulta.aptidao ?? null,
      liberadaEm: consulta.liberadaEm ?? null,
      dataAge: consulta.dataAge,
    },
    medico: { nome: consulta.medicoNome ?? null, crm: consulta.medicoCrm ?? null, uf: consulta.medicoCrmUf ?? null },
    coordenador: revisao.data
      ? { nome: revisao.data.responsavelNome ?? null, crm: revisao.data.responsavelCrm ?? null, uf: revisao.data.responsavelCrmUf ?? null }
      : null,
    exames: itens.map((item) => ({ nome: item.exameNome, data: item.data, codigoEsocial: codigos.get(item.exameId) ?? null, alterado: item.alterado ?? false })),
  });
  return { ...construido, contexto: { empresaCnpj: empresa?.cnpj ?? '', funcionarioCpf: funcionario?.cpf ?? consulta.funcionarioCpf, admissao: funcionario?.dtAdm ?? null } };
}

/** Builds the S-2240 of an admission or function-change consultation from the risks of its GHE. */
export async function construirS2240({ tenant, consulta, tpAmb }: Fonte): Promise<EventoConstruido<EventInput> & { contexto: ContextoEvento }> {
  const [{ data: empresa }, { data: funcionario }, ghe, { data: fdt }] = await Promise.all([
    empresas().get({ tenant, id: consulta.empresaId }).go(),
    funcionarios().get({ tenant, id: consulta.funcionarioId }).go(),
    consulta.gheId ? ghes().get({ tenant, id: consulta.gheId }).go() : Promise.resolve({ data: null }),
    fdts().get({ tenant, id: consulta.fdtId }).go(),
  ]);
  const construido = s2240DoGhe({
    tpAmb,
    empresaCnpj: empresa?.cnpj ?? '',
    estabelecimentoCnpj: fdt?.cnpj ?? null,
    funcionario: { nome: consulta.funcionarioNome, cpf: funcionario?.cpf ?? consulta.funcionarioCpf, matricula: funcionario?.mat ?? null },
    funcaoNome: consulta.funcaoNome,
    setor: ghe.data?.descricao ?? consulta.gheDescricao ?? consulta.fdtDescricao,
    // The exposure starts at the admission or at the change, never at the ASO's release (issue 13 item 3).
    tipoAso: consulta.tipoAso,
    admissao: funcionario?.dtAdm ?? null,
    mudancaCondicao: consulta.dtMudancaCondicao ?? null,
    riscos: (ghe.data?.riscos ?? []).map((risco) => ({ categoria: risco.categoria, descricao: risco.descricao })),
    responsavel: responsavelDaEmpresa(empresa?.responsavelAmbiental),
  });
  return { ...construido, contexto: { empresaCnpj: empresa?.cnpj ?? '', funcionarioCpf: funcionario?.cpf ?? consulta.funcionarioCpf, admissao: funcionario?.dtAdm ?? null } };
}

/** The company's registered environmental responsible as the S-2240 source takes it; null when none or incomplete. */
function responsavelDaEmpresa(registro: EmpresaItem['responsavelAmbiental']): FonteS2240['responsavel'] {
  if (!registro || ![1, 4, 9].includes(registro.ideOC)) return null;
  return { cpf: registro.cpf, nome: registro.nome ?? null, ideOC: registro.ideOC as 1 | 4 | 9, dscOC: registro.dscOC ?? null, nrOC: registro.nrOC, ufOC: registro.ufOC };
}

interface ContextoEvento {
  readonly empresaCnpj: string;
  readonly funcionarioCpf: string;
  /** The contract's admission (funcionario.dtAdm), for the rules of issue 13 item 7. */
  readonly admissao: string | null;
}

/**
 * The findings of a consultation's event with those of the rules the schemas cannot check (issue 13 item 7), read
 * against the employee's admission: a broken rule is an item-log finding like the others, so no XML is written.
 */
async function comRegras(
  tenant: string,
  consulta: ConsultaItem,
  eventoId: string,
  construido: EventoConstruido<EventInput> & { contexto: ContextoEvento },
): Promise<Ocorrencia[]> {
  const violacoes = await regrasQuebradas(construido.entrada, {
    tenant,
    funcionarioId: consulta.funcionarioId,
    eventoId,
    admissao: construido.contexto.admissao,
  });
  return [...construido.erros, ...achadosDasRegras(violacoes)];
}

/**
 * The XML of an input: written when the input has no errors (the Id by the official rule, generated now and
 * claimed for `tenant`), else nothing. Answers what the event record takes.
 */
export async function escreverXml(
  entrada: EventInput,
  errosDaFonte: readonly Ocorrencia[],
  tenant: string,
): Promise<{ xml?: string; uid?: string; erros: Ocorrencia[] }> {
  const erros = errosDaFonte.length > 0 ? [...errosDaFonte] : validarEntrada(entrada);
  if (erros.length > 0) return { erros };
  const employer = ideEmpregadorSchema.parse(entrada.ideEmpregador) as IdeEmpregador;
  // Claimed with a conditional write, so a concurrent Lambda never writes the same Id (issue 13 item 5).
  const uid = await reservarIdDoEvento(tenant, employer);
  return { xml: buildEvent(entrada, uid).xml, uid, erros: [] };
}

/** The consultations of a company released in a window of registration days ('yyyy-mm-dd'). */
export async function consultasLiberadas(tenant: string, empresaId: string, desde: string, ate: string): Promise<ConsultaItem[]> {
  const window = instantKeyWindow(desde, ate);
  const { data } = await consultas()
    .query.byEmpresa({ tenant, empresaId })
    .between({ dtCad: window.start }, { dtCad: window.end })
    .go({ pages: 'all' });
  return data.filter((consulta) => !consulta.deletedAt && statusLiberados.includes(consulta.tipoStatus) && Boolean(consulta.liberadaEm));
}

/** What {@link gerarEventoDaConsulta} did: created the event now (with or without errors) or found it. */
export type EventoDaConsulta = { situacao: 'criado'; id: string; comErros: boolean } | { situacao: 'existente'; id: string };

/**
 * Creates the event of one released consultation unless it exists (conditional write on the id the consultation
 * names): the S-2220 of any released ASO, the S-2240 of an admission or function change. The daily check, the
 * 'Gerar XML' button and the release itself (data/liberacao-efeitos.ts) all come here, so each writes it once.
 *
 * @example await gerarEventoDaConsulta(tenant, consulta, 'S-2220', { usuarioId });
 */
export async function gerarEventoDaConsulta(
  tenant: string,
  consulta: ConsultaItem,
  layout: 'S-2220' | 'S-2240',
  options: { tpAmb?: 1 | 2; usuarioId?: string | undefined } = {},
): Promise<EventoDaConsulta> {
  const id = idDoEvento(layout, consulta);
  const tpAmb = options.tpAmb ?? (await tpAmbDoTenant(tenant));
  const construido = layout === 'S-2220' ? await construirS2220({ tenant, consulta, tpAmb }) : await construirS2240({ tenant, consulta, tpAmb });
  const xml = await escreverXml(construido.entrada, await comRegras(tenant, consulta, id, construido), tenant);
  try {
    await eventosEsocial()
      .create({
        tenant,
        id,
        layout,
        empresaId: consulta.empresaId,
        empresaNome: consulta.empresaNome,
        empresaCnpj: construido.contexto.empresaCnpj,
        funcionarioId: consulta.funcionarioId,
        funcionarioNome: consulta.funcionarioNome,
        funcionarioCpf: construido.contexto.funcionarioCpf,
        funcaoNome: consulta.funcaoNome,
        fdtId: consulta.fdtId,
        fdtDescricao: consulta.fdtDescricao,
        gheId: consulta.gheId,
        gheDescricao: consulta.gheDescricao,
        idCon: consulta.idCon,
        origem: 'consulta',
        avulso: false,
        entrada: JSON.stringify(construido.entrada),
        ...(xml.xml ? { xml: xml.xml, uid: xml.uid } : {}),
        tipoStatus: eventoStatus.pendente,
        erros: xml.erros,
        avisos: construido.avisos,
        usuarioId: options.usuarioId,
        createdAt: new Date().toISOString(),
      })
      .go();
  } catch (error) {
    // Another run created it between the read and the write.
    if ((error as Error).message.includes('conditional request failed')) return { situacao: 'existente', id };
    throw error;
  }
  await contarEvento(tenant, { layout, empresaId: consulta.empresaId, avulso: false }, 1);
  return { situacao: 'criado', id, comErros: xml.erros.length > 0 };
}

/** Whether a consultation's ASO type gets an S-2240 when released (admission, function change). */
export function temS2240(tipoAso: number): boolean {
  return asoComS2240.includes(tipoAso);
}

export interface ResultadoGeracao {
  criados: number;
  existentes: number;
  comErros: number;
  ids: string[];
}

/**
 * Creates the events of a company's released ASOs registered between two days that have none yet: S-2220 for
 * every one, S-2240 for admissions and function changes. A consultation's event is created once (conditional
 * write on its derived id), so the daily check and the 'Gerar XML' button can both run.
 */
export async function gerarEventosDasConsultas(
  tenant: string,
  empresaId: string,
  layout: 'S-2220' | 'S-2240',
  janela: { desde: string; ate: string },
  usuarioId?: string,
): Promise<ResultadoGeracao> {
  const resultado: ResultadoGeracao = { criados: 0, existentes: 0, comErros: 0, ids: [] };
  const candidatas = (await consultasLiberadas(tenant, empresaId, janela.desde, janela.ate)).filter(
    (consulta) => layout === 'S-2220' || temS2240(consulta.tipoAso),
  );
  if (candidatas.length === 0) return resultado;
  const ids = candidatas.map((consulta) => idDoEvento(layout, consulta));
  const { data: existentes } = await eventosEsocial()
    .get(ids.map((id) => ({ tenant, id })))
    .go();
  const jaExistem = new Set(existentes.map((evento) => evento.id));
  const tpAmb = await tpAmbDoTenant(tenant);
  for (const consulta of candidatas) {
    const id = idDoEvento(layout, consulta);
    if (jaExistem.has(id)) {
      resultado.existentes += 1;
      continue;
    }
    const gerado = await gerarEventoDaConsulta(tenant, consulta, layout, { tpAmb, usuarioId });
    if (gerado.situacao === 'existente') {
      resultado.existentes += 1;
      continue;
    }
    resultado.criados += 1;
    resultado.ids.push(gerado.id);
    if (gerado.comErros) resultado.comErros += 1;
  }
  return resultado;
}

/**
 * Writes an event's XML again (spec 2 §4 'refresh XML' and 'generate XML'): from its consultation when it came from
 * one (the records may have been fixed since), else from its stored input, in the tenant's current environment.
 * The event leaves any lote it was in (a rejected event goes into a new one).
 */
export async function atualizarXmlDoEvento(evento: EventoEsocialItem): Promise<EventoEsocialItem> {
  const tpAmb = await tpAmbDoTenant(evento.tenant);
  let entrada: EventInput;
  let errosDaFonte: Ocorrencia[] = [];
  let avisos: Ocorrencia[] = [];
  if (evento.origem === 'consulta' && evento.idCon !== undefined) {
    const { data: consulta } = await consultas().get({ tenant: evento.tenant, idCon: evento.idCon }).go();
    if (!consulta) throw new Error(`consultation ${evento.idCon} of event ${evento.id} not found`);
    const construido = evento.layout === 'S-2240' ? await construirS2240({ tenant: evento.tenant, consulta, tpAmb }) : await construirS2220({ tenant: evento.tenant, consulta, tpAmb });
    entrada = construido.entrada;
    errosDaFonte = await comRegras(evento.tenant, consulta, evento.id, construido);
    avisos = construido.avisos;
  } else {
    entrada = comAmbiente(JSON.parse(evento.entrada ?? '{}') as EventInput, tpAmb);
    avisos = (evento.avisos ?? []) as Ocorrencia[];
  }
  const xml = await escreverXml(entrada, errosDaFonte, evento.tenant);
  const statusNovo = evento.avulso ? eventoStatus.avulsoNaoEnviado : eventoStatus.pendente;
  const { data } = await eventosEsocial()
    .patch({ tenant: evento.tenant, id: evento.id })
    .set({ entrada: JSON.stringify(entrada), erros: xml.erros, avisos, tipoStatus: statusNovo, ...(xml.xml ? { xml: xml.xml, uid: xml.uid } : {}) })
    .remove([...(xml.xml ? [] : (['xml'] as const)), 'loteId', 'loteNumero'])
    .go({ response: 'all_new' });
  return data as EventoEsocialItem;
}
