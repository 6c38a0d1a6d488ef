import { consultaStatusGroups } from '@ocupacional/shared';
import { inicioDeAtendimento } from './atendimento';

/*
 * The back office's rules on an external consultation (spec 1 §4 "Generating a definitive consultation from an
 * external one"): when the generate button shows, when the PCMSO is outdated (generating is then refused and the
 * change-revision modal opens), and the rule set on 'gerar'. Pure functions; back-office/handlers.ts brings the
 * records.
 */

export const notDefaultProviderMessage = 'Somente consultas da credenciada padrão podem ser geradas pelo back office.';

/** What the rules read of the consultation, the caller and the front's current revision. */
export interface GerarState {
  readonly tipoStatus: number;
  readonly idCon?: number | null;
  readonly deletedAt?: string | null;
  /** The clinic is flagged default (`padrao`) now. */
  readonly credenciadaPadrao: boolean;
}

const processamento: readonly number[] = consultaStatusGroups.processamento;

/**
 * Whether the generate button shows (spec 1 §4): permission 559 (or an administrator), the provider flagged
 * default, the status not 194/195. With a number (id_con) the button opens that consultation; without one it must
 * also be generable now (scheduled, not deleted: what 'gerar' accepts), else it would only answer a refusal.
 *
 * @example podeGerar({ tipoStatus: 54, credenciadaPadrao: true }, true) // true
 */
export function podeGerar(consulta: GerarState, permitido: boolean): boolean {
  if (!permitido || !consulta.credenciadaPadrao || processamento.includes(consulta.tipoStatus)) return false;
  if (consulta.idCon) return true;
  return inicioDeAtendimento(consulta).acao === 'gerar';
}

/** The consultation's revision and the front's current one (ids and numbers, either may be missing). */
export interface RevisionState {
  /** 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm'. */
  readonly dataAge: string;
  readonly pcmsoRevisaoId?: string | null;
  readonly revisao?: number | null;
}

/**
 * 'PCMSO desatualizado' (spec 1 §4): the schedule date is today or earlier and the front's current PCMSO revision
 * differs from the consultation's. A front without any revision has nothing newer to choose: not outdated. The
 * revision is compared by id when the consultation kept it, else by number.
 *
 * @example pcmsoDesatualizado({ dataAge: '2026-01-10', revisao: 1 }, { id: 'r2', rev: 2 }, '2026-01-10') // true
 */
export function pcmsoDesatualizado(
  consulta: RevisionState,
  atual: { readonly id: string; readonly rev: number } | null | undefined,
  today: string,
): boolean {
  if (!atual || consulta.dataAge.slice(0, 10) > today) return false;
  if (consulta.pcmsoRevisaoId) return consulta.pcmsoRevisaoId !== atual.id;
  return consulta.revisao !== atual.rev;
}

/**
 * The decision of 'gerar' in the back office: an existing number answers it; then the default provider and the
 * outdated PCMSO are checked before the start-attendance rules (which refuse 194/195, deleted, not scheduled).
 */
export function decisaoGerar(
  consulta: GerarState & RevisionState,
  atual: { readonly id: string; readonly rev: number } | null | undefined,
  today: string,
  outdatedMessage: string,
): { acao: 'existente'; idCon: number } | { acao: 'gerar' } | { acao: 'recusar'; motivo: string } {
  if (consulta.idCon) return { acao: 'existente', idCon: consulta.idCon };
  if (!consulta.credenciadaPadrao) return { acao: 'recusar', motivo: notDefaultProviderMessage };
  const inicio = inicioDeAtendimento(consulta);
  if (inicio.acao !== 'gerar') return inicio;
  if (pcmsoDesatualizado(consulta, atual, today)) return { acao: 'recusar', motivo: outdatedMessage };
  return { acao: 'gerar' };
}

/** Operators or administrators acting with permission 559 (spec 1 §6). */
export function temPermissao(
  usuario: { readonly isAdm?: boolean; readonly isSadm?: boolean; readonly acessoPermissao?: readonly number[] },
  permission: number,
): boolean {
  return Boolean(usuario.isAdm || usuario.isSadm || usuario.acessoPermissao?.includes(permission));
}

/**
 * 'Alterar PCMSO' corrects a consultation that already exists: only one still scheduled, not generated and not
 * deleted can be replaced (a generated one is attended on what it was generated with).
 */
export const cannotAlterMessage = 'Somente consultas agendadas, não geradas e não excluídas podem ter o PCMSO alterado.';

export function podeAlterar(consulta: { tipoStatus: number; idCon?: number | null; deletedAt?: string | null }): boolean {
  return inicioDeAtendimento(consulta).acao === 'gerar';
}
