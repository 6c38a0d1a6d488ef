import { asoTypes, consultaStatus } from '@ocupacional/shared';

/*
 * Starting attendance (spec 1 §2, §4): an external consultation becomes a definitive one, with a number (id_con),
 * only while it is scheduled (54), not deleted and not generated yet. Pure rules; data/consulta-definitiva.ts
 * writes what they decide.
 */

export const consultaDeletedMessage = 'Consulta excluída não pode ser atendida.';
export const consultaNotScheduledMessage = 'Somente consultas agendadas podem iniciar o atendimento.';
export const consultaProcessingMessage = 'Consulta ainda em processamento ou com erro de cadastro não pode ser atendida.';

/** What the rule reads of an external consultation. */
export interface ExternaState {
  readonly tipoStatus: number;
  readonly idCon?: number | null;
  readonly deletedAt?: string | null;
}

/**
 * Whether attendance can start: 'existente' when the definitive consultation already exists (the back office's
 * button then opens it; spec 1 §4), 'gerar' when it may be generated now, else the reason it may not.
 *
 * @example inicioDeAtendimento({ tipoStatus: 54 }) // { acao: 'gerar' }
 */
export function inicioDeAtendimento(
  externa: ExternaState,
): { acao: 'gerar' } | { acao: 'existente'; idCon: number } | { acao: 'recusar'; motivo: string } {
  if (externa.idCon) return { acao: 'existente', idCon: externa.idCon };
  if (externa.deletedAt) return { acao: 'recusar', motivo: consultaDeletedMessage };
  if (externa.tipoStatus === consultaStatus.aguardandoProcessamento || externa.tipoStatus === consultaStatus.erroCadastro) {
    return { acao: 'recusar', motivo: consultaProcessingMessage };
  }
  if (externa.tipoStatus !== consultaStatus.agendada) return { acao: 'recusar', motivo: consultaNotScheduledMessage };
  return { acao: 'gerar' };
}

/** The exam flags of a definitive consultation's exams: an admission's exams are adm, a dismissal's dem. */
export function exameFlags(tipoAso: number): { adm: boolean; dem: boolean } {
  return { adm: tipoAso === asoTypes.admissional, dem: tipoAso === asoTypes.demissional };
}

/** The status of a consultation while attended: 55, until it is released (66/67/70) or cancelled (57). */
export const statusEmAtendimento = consultaStatus.emAtendimento;
