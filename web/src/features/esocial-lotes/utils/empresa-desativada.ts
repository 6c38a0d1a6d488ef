import { applyMask, masks } from '@ocupacional/shared';

/*
 * Pure helpers of the disabled-company list (spec 2 §2 'Desativar Nova Empresa'): the form's starting values, the
 * row's date as the operator reads it, and the re-enable question.
 */

export interface EmpresaDesativadaValues {
  empresa: string;
  data: string;
  observacao: string;
}

/** The form opens with no company, the date of today (yyyy-mm-dd, São Paulo) and no observation. */
export function empresaDesativadaDefaults(hoje: string): EmpresaDesativadaValues {
  return { empresa: '', data: hoje, observacao: '' };
}

/** 'yyyy-mm-dd' as 'dd/mm/aaaa' ('' for nothing; anything else as it came). */
export function diaBr(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The confirmation before a company goes back to the automatic generation and sending. */
export function reativarConfirmacao(empresa: { nome: string; cnpj: string }): string {
  return `Deseja reativar a empresa ${empresa.nome} (${applyMask(masks.cnpj, empresa.cnpj)}) para o eSocial? A geração e o envio automáticos voltarão a incluí-la.`;
}
