import {
  esocialEventStatus,
  eventoStatus,
  grupoLogEsocial,
  mostrarOpcoes,
  type EsocialLayout,
  type GrupoLogEsocial,
} from '@ocupacional/shared';

/*
 * The rules of an event row on the events page (spec 2 §4 "eSocial events"): which actions it offers, its
 * conflicts indicator, what deleting it means, what a receipt does to its status, and the item log grouped by the
 * fix hints of spec 2 §8. Pure: the API answers these with each row so the screen only draws them.
 */

/** What the rules read of an event. */
export interface EventoRegra {
  readonly layout: EsocialLayout;
  readonly tipoStatus: number;
  readonly avulso: boolean;
  readonly xml?: string | null;
  readonly recibo?: string | null;
  readonly loteId?: string | null;
  readonly erros?: readonly unknown[] | null;
  readonly avisos?: readonly unknown[] | null;
}

export interface AcoesEvento {
  /** 'Atualizar dados do evento' (UID and receipt), for S-2220 and S-2240. */
  readonly atualizar_uid: boolean;
  readonly baixar_xml: boolean;
  /** Put the event in a new lote: only when it is in none. */
  readonly novo_lote: boolean;
  /** Write the XML again: never after a receipt, never for an excluded event (380). */
  readonly atualizar_xml: boolean;
  readonly deletar: boolean;
  /** Without XML the only action is to generate it. */
  readonly gerar_xml: boolean;
}

const temTexto = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * The row actions of spec 2 §4: with a receipt or an XML, UID update (S-2220/S-2240), XML download, new lote (if
 * none yet), refresh XML (no receipt, status not 380) and delete (receipt and status 332 or 335, or a manual event
 * in 328; never an S-3000); without XML, generate XML.
 */
export function acoesEvento(evento: EventoRegra): AcoesEvento {
  const recibo = temTexto(evento.recibo);
  const xml = temTexto(evento.xml);
  const comArquivo = recibo || xml;
  return {
    atualizar_uid: comArquivo && (evento.layout === 'S-2220' || evento.layout === 'S-2240'),
    baixar_xml: xml,
    novo_lote: comArquivo && !temTexto(evento.loteId),
    atualizar_xml: comArquivo && !recibo && evento.tipoStatus !== eventoStatus.excluido,
    deletar: decisaoExclusao(evento) !== 'indisponivel' && decisaoExclusao(evento) !== 's3000',
    gerar_xml: !comArquivo,
  };
}

/**
 * What deleting an event does: 'local' removes a manual event never sent (328); 'exclusao' sends an S-3000 for an
 * event the web service accepted (receipt, 332 or 335; needs permission 586); S-3000 rows are never deleted;
 * anything else is not available ('Arquivo indispoível para exclusão.').
 */
export function decisaoExclusao(evento: EventoRegra): 'local' | 'exclusao' | 's3000' | 'indisponivel' {
  if (evento.layout === 'S-3000') return 's3000';
  if (temTexto(evento.recibo)) {
    return (esocialEventStatus.deletaveisComRecibo as readonly number[]).includes(evento.tipoStatus) ? 'exclusao' : 'indisponivel';
  }
  return evento.avulso && evento.tipoStatus === eventoStatus.avulsoNaoEnviado ? 'local' : 'indisponivel';
}

/** The conflicts indicator: errors plus warnings, red with any error, else orange, none without either. */
export function conflitos(evento: Pick<EventoRegra, 'erros' | 'avisos'>): {
  erros: number;
  avisos: number;
  total: number;
  cor: 'vermelho' | 'laranja' | null;
} {
  const erros = evento.erros?.length ?? 0;
  const avisos = evento.avisos?.length ?? 0;
  return { erros, avisos, total: erros + avisos, cor: erros > 0 ? 'vermelho' : avisos > 0 ? 'laranja' : null };
}

/**
 * The status after 'Atualizar dados do evento' (spec 2 §4): a receipt makes the event 'Processado com sucesso';
 * an empty one leaves the status as it was.
 */
export function statusAposRecibo(atual: number, recibo: string | null | undefined): number {
  return temTexto(recibo) ? eventoStatus.processado : atual;
}

/** Whether an event passes the show option of the events page (spec 2 §9). */
export function passaMostrar(evento: EventoRegra, mostrar: number | undefined): boolean {
  const { total } = conflitos(evento);
  switch (mostrar) {
    case mostrarOpcoes.semXml:
      return !temTexto(evento.xml);
    case mostrarOpcoes.comXml:
      return temTexto(evento.xml);
    case mostrarOpcoes.semConflitos:
      return total === 0;
    case mostrarOpcoes.comConflitos:
      return total > 0;
    default:
      return true;
  }
}

/** Whether an event can go into a lote: an XML, no errors, no receipt, in no lote. */
export function prontoParaLote(evento: EventoRegra): boolean {
  return temTexto(evento.xml) && (evento.erros?.length ?? 0) === 0 && !temTexto(evento.recibo) && !temTexto(evento.loteId);
}

/** One finding of the item log. */
export interface Ocorrencia {
  readonly codigo?: string;
  readonly descricao: string;
  readonly localizacao?: string;
  readonly grupo?: string;
}

export interface GrupoLog {
  readonly grupo: GrupoLogEsocial;
  readonly titulo: string;
  /** Where to fix it (spec 2 §8), '' when the group has no screen. */
  readonly onde: string;
  readonly itens: readonly Ocorrencia[];
}

function grupoDe(ocorrencia: Ocorrencia): GrupoLogEsocial {
  return ocorrencia.grupo && Object.hasOwn(grupoLogEsocial, ocorrencia.grupo) ? (ocorrencia.grupo as GrupoLogEsocial) : 'esocial';
}

function agrupar(ocorrencias: readonly Ocorrencia[]): GrupoLog[] {
  const grupos = new Map<GrupoLogEsocial, Ocorrencia[]>();
  for (const ocorrencia of ocorrencias) {
    const grupo = grupoDe(ocorrencia);
    grupos.set(grupo, [...(grupos.get(grupo) ?? []), ocorrencia]);
  }
  return [...grupos.entries()].map(([grupo, itens]) => ({ grupo, ...grupoLogEsocial[grupo], itens }));
}

/**
 * The item log modal (spec 2 §2): tabs 'Erro' and 'Pontos de Atenção', each grouped by fix hint; it opens on
 * errors if any, else warnings, else the file.
 */
export function logDoEvento(evento: { erros?: readonly Ocorrencia[] | null; avisos?: readonly Ocorrencia[] | null }): {
  erros: GrupoLog[];
  avisos: GrupoLog[];
  aba_inicial: 'erro' | 'aviso' | 'arquivo';
} {
  const erros = agrupar(evento.erros ?? []);
  const avisos = agrupar(evento.avisos ?? []);
  return { erros, avisos, aba_inicial: erros.length > 0 ? 'erro' : avisos.length > 0 ? 'aviso' : 'arquivo' };
}
