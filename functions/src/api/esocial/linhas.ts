import { esocialMensagens, tipoStatusEvento, todayInSaoPaulo } from '@ocupacional/shared';
import { acoesEvento, conflitos, logDoEvento, type Ocorrencia } from '../../domain/esocial-evento';
import { prazoDoRegistro } from '../../domain/esocial-prazos';
import { modosDisponiveis, processoEmAndamento, processoProcessado } from '../../domain/esocial-processo';
import type { EventoEsocialItem } from '../../data/entities/evento-esocial';
import type { LoteEsocialItem } from '../../data/entities/lote-esocial';
import type { ProcessoEsocialItem } from '../../data/entities/processo-esocial';

/*
 * The rows the eSocial lists answer (docs/api/esocial.md): the record's fields in the spec's names, plus what the
 * rules of domain/esocial-*.ts decide for the screen (actions, conflicts, modes), so the screen only draws them.
 */

/** An event row of the events page (spec 2 §3 "Event file"). */
export function eventoRow(evento: EventoEsocialItem) {
  const regra = { ...evento, erros: evento.erros ?? [], avisos: evento.avisos ?? [] };
  return {
    id: evento.id,
    /** The version an edit form sends back (issue 12 item 3); 0 for events saved before versions. */
    versao: evento.versao ?? 0,
    layout: evento.layout,
    empresa: { id: evento.empresaId, nome: evento.empresaNome, cnpj: evento.empresaCnpj },
    funcionario: {
      id: evento.funcionarioId,
      nome: evento.funcionarioNome,
      cpf: evento.funcionarioCpf,
      funcao: evento.funcaoNome ?? null,
      fdt: evento.fdtId ? { id: evento.fdtId, descricao: evento.fdtDescricao ?? null } : null,
    },
    ghe: evento.gheId ? { id: evento.gheId, descricao: evento.gheDescricao ?? null } : null,
    id_con: evento.idCon ?? null,
    recibo: evento.recibo ?? null,
    uid: evento.uid ?? null,
    tem_xml: Boolean(evento.xml),
    lote: evento.loteId ? { id: evento.loteId, numero: evento.loteNumero ?? null } : null,
    lote_exclusao: evento.loteExclusaoId ?? null,
    avulso: evento.avulso ? 1 : 0,
    origem: evento.origem,
    parent: evento.parentId ?? null,
    tipo_status: tipoStatusEvento(evento.tipoStatus),
    log_erro: (evento.erros ?? []) as Ocorrencia[],
    log_warning: (evento.avisos ?? []) as Ocorrencia[],
    conflitos: conflitos(regra),
    acoes: acoesEvento(regra),
    /** The deadline to send it and where it stands (issue 13 item 9); null for the S-3000 or an input without its date. */
    prazo: prazoDoRegistro(evento, todayInSaoPaulo()),
    created_at: evento.createdAt,
    updated_at: evento.updatedAt ?? evento.createdAt,
  };
}

/** An event with its XML and its item log grouped by fix hint (the detail and the log modal). */
export function eventoDetalhe(evento: EventoEsocialItem) {
  return {
    ...eventoRow(evento),
    xml: evento.xml ?? null,
    formulario: evento.formulario ? (JSON.parse(evento.formulario) as unknown) : null,
    log: logDoEvento({ erros: (evento.erros ?? []) as Ocorrencia[], avisos: (evento.avisos ?? []) as Ocorrencia[] }),
  };
}

/** The message of a process: its own at 201, else the spec's notice (spec 2 §4). */
export function mensagemProcesso(status: number | undefined, msg: string | undefined): string | null {
  if (status === undefined) return null;
  if (processoProcessado(status)) return msg ?? null;
  if (status === 0 || status === 101) return msg ?? null;
  return esocialMensagens.loteNaoProcessado;
}

/** A lote row of the lotes list (spec 2 §2 "Batch list", §3 "Batch"). */
export function loteRow(lote: LoteEsocialItem, ultimo?: Pick<ProcessoEsocialItem, 'modo' | 'status'>) {
  const latest = ultimo ?? (lote.modo && lote.status !== undefined ? { modo: lote.modo, status: lote.status } : undefined);
  return {
    id: lote.id,
    lote: lote.numero,
    empresa: { id: lote.empresaId, nome: lote.empresaNome, nome_fantasia: lote.empresaNomeFantasia ?? null, cnpj: lote.empresaCnpj },
    empresa_nome_fantasia: lote.empresaNomeFantasia ?? lote.empresaNome,
    empresa_cnpj: lote.empresaCnpj,
    layout: lote.layout,
    avulso: lote.avulso ? 1 : 0,
    eventos: lote.totalEvento,
    total_evento: lote.totalEvento,
    total_evento_enviado: lote.totalEventoEnviado ?? 0,
    total_evento_erro: lote.totalEventoErro ?? 0,
    arquivo: lote.arquivoNome ?? null,
    filename: lote.arquivoNome ?? null,
    protocolo: lote.protocolo ?? null,
    processos_count: lote.processosCount ?? 0,
    modo: lote.modo ?? null,
    status: lote.status ?? null,
    mensagem: mensagemProcesso(lote.status, lote.msg),
    situacao: lote.situacao,
    /** Delete is disabled when the lote has processes (spec 2 §4). */
    pode_deletar: (lote.processosCount ?? 0) === 0,
    em_andamento: processoEmAndamento(latest),
    modos: processoEmAndamento(latest) ? { INC: false, ALT: false, EXC: false } : modosDisponiveis(lote.layout, latest),
    created_at: lote.createdAt,
    updated_at: lote.updatedAt ?? lote.createdAt,
  };
}

/** A row of the batch processing table: id, mode, status, message, protocol, reception and send dates. */
export function processoRow(processo: ProcessoEsocialItem) {
  return {
    id: processo.id,
    modo: processo.modo,
    status: processo.status,
    processado: processoProcessado(processo.status),
    msg: processo.msg ?? null,
    mensagem: mensagemProcesso(processo.status, processo.msg),
    protocolo: processo.protocolo ?? null,
    data_recepcao: processo.dataRecepcao ?? null,
    data_envio: processo.dataEnvio ?? null,
    consultas: processo.consultas ?? 0,
    ocorrencias: processo.ocorrencias ?? [],
    log_retorno: processo.logRetorno ?? [],
    created_at: processo.createdAt,
    updated_at: processo.updatedAt ?? processo.createdAt,
  };
}
