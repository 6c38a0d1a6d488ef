import { asoTypeLabels, asoTypes, tipoDescricao, type AsoType } from '@ocupacional/shared';
import { aptidaoLabel } from '../pdf/labels';

/*
 * Releasing and cancelling a definitive consultation (spec 1 §3, §4): the pure parts the handlers and the data
 * layer lean on — who may act on a consultation, where an attachment is stored and whether the stored object is
 * the one announced, the employee flag a released ASO type sets, and the texts of the history entry and of the
 * release e-mail. The form's rules (status by aptitude, locks, file types) are shared/src/liberacao-rules.ts.
 */

/** The wrong password of a release or cancellation (ours: the spec says only that the password is needed). */
export const senhaIncorretaMessage = 'Senha incorreta.';
/** A cancellation registered (ours). */
export const cancelamentoSalvoMessage = 'Consulta cancelada com sucesso!';
/** An upload slot handed out (ours). */
export const arquivoSlotMessage = 'Arquivo autorizado: envie-o agora.';

/** Who asks: the session's area and point. */
export interface Solicitante {
  readonly pointType: string;
  readonly pointId?: string | null | undefined;
}

/**
 * Whether a session may act on a consultation: a clinic on the ones it attends, a company on its own, the back
 * office on any of its tenant's (the tenant itself is already the session's).
 *
 * @example podeAtuar({ pointType: 'credenciada', pointId: 'C1' }, { credenciadaId: 'C2', empresaId: 'E1' }) // false
 */
export function podeAtuar(quem: Solicitante, consulta: { credenciadaId: string; empresaId: string }): boolean {
  if (quem.pointType === 'web') return true;
  if (!quem.pointId) return false;
  if (quem.pointType === 'credenciada') return consulta.credenciadaId === quem.pointId;
  if (quem.pointType === 'empresa') return consulta.empresaId === quem.pointId;
  return false;
}

/** A file name safe in an object key: no accents, no path, no spaces; the extension kept. */
export function nomeSeguro(nome: string): string {
  // Stryker disable next-line StringLiteral: split always gives at least one part, so the fallback is never read
  const base = (nome.split(/[\\/]/).at(-1) ?? 'arquivo')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return base || 'arquivo';
}

/**
 * The object key of a release attachment: under the tenant and the consultation, named by the slot, so one slot
 * writes exactly one object and nothing outside the 'upload/' prefix triggers the ASO split worker.
 *
 * @example chaveDoArquivo('demo', 12, '01J…', 'ASO João.pdf') // 'consulta/demo/12/liberacao/01J…/ASO-Joao.pdf'
 */
export function chaveDoArquivo(tenant: string, idCon: number, slotId: string, nome: string): string {
  return `consulta/${tenant}/${idCon}/liberacao/${slotId}/${nomeSeguro(nome)}`;
}

/** Whether the stored object is the announced one: same size, same content type. */
export function arquivoConfere(
  declarado: { tamanho: number; contentType: string },
  armazenado: { tamanho: number | undefined; contentType: string | undefined },
): boolean {
  // Stryker disable next-line StringLiteral: any fallback text differs from the announced type just like ''
  const guardado = armazenado.contentType ?? '';
  // Stryker disable next-line OptionalChaining: split always gives at least one part
  const tipo = guardado.split(';')[0]?.trim();
  return armazenado.tamanho === declarado.tamanho && tipo === declarado.contentType;
}

/** The employee flag a released ASO of this type sets (spec 1 §3, §5): 47 adm, 48 apos_adm, 51 dem. */
export function flagDoFuncionario(tipoAso: number): 'adm' | 'aposAdm' | 'dem' | null {
  if (tipoAso === asoTypes.admissional) return 'adm';
  if (tipoAso === asoTypes.aposAdmissional) return 'aposAdm';
  if (tipoAso === asoTypes.demissional) return 'dem';
  return null;
}

/** The history (acompanhamento) line of a release or a cancellation. */
export function obsDoHistorico(
  acao: { tipo: 'liberacao'; idCon: number; aptidao: number; tipoStatus: number } | { tipo: 'cancelamento'; idCon: number; obs: string | null },
): string {
  if (acao.tipo === 'cancelamento') {
    return `Consulta nº ${acao.idCon} cancelada${acao.obs ? `: ${acao.obs}` : '.'}`;
  }
  return `Consulta nº ${acao.idCon} liberada: ${aptidaoLabel(acao.aptidao)} (${tipoDescricao(acao.tipoStatus) ?? acao.tipoStatus}).`;
}

/** What the release e-mail says. */
export interface EmailLiberacaoInput {
  readonly idCon: number;
  readonly funcionarioNome: string;
  readonly empresaNome: string;
  readonly credenciadaNome: string;
  readonly tipoAso: number;
  readonly aptidao: number;
  /** The liberation day, dd/mm/aaaa. */
  readonly data: string;
  /** The provider's name (the tenant's client), who signs. */
  readonly remetente: string;
}

/**
 * The release e-mail to the company's ASO contacts (spec 1 §2: "the user is notified by e-mail on release"): the
 * employee, the number, the ASO type and the aptitude; no link, no file (the ASO is printed in the portal).
 */
export function emailDeLiberacao(input: EmailLiberacaoInput): { subject: string; text: string } {
  const tipo = asoTypeLabels[input.tipoAso as AsoType] ?? String(input.tipoAso);
  return {
    subject: `ASO liberado - Consulta nº ${input.idCon} - ${input.funcionarioNome}`,
    text: [
      'Prezados,',
      '',
      `O ASO da consulta nº ${input.idCon} foi liberado em ${input.data}.`,
      '',
      `Empresa: ${input.empresaNome}`,
      `Funcionário: ${input.funcionarioNome}`,
      `Tipo de ASO: ${tipo}`,
      `Resultado: ${aptidaoLabel(input.aptidao)}`,
      `Credenciada: ${input.credenciadaNome}`,
      '',
      'O ASO pode ser impresso no portal da empresa, em Consultas.',
      '',
      'Atenciosamente,',
      input.remetente,
    ].join('\n'),
  };
}
