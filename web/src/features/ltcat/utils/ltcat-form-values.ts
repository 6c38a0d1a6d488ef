import { addYears, ltcatCodes, todayInSaoPaulo } from '@ocupacional/shared';
import type { Ltcat } from '@ocupacional/shared';

/** The LTCAT form's values: ids as text ('' for none), the types as numbers, dates ISO. */
export interface LtcatFormValues {
  id: string;
  versao: number | undefined;
  id_emp: string;
  id_fdt: string;
  id_tipo_ltcat: number;
  id_tipo_revisao: number;
  data: string;
  vencimento: string;
  id_ltcat: string;
  id_res: string;
  id_mod: string;
  obs: string;
}

/**
 * The form's values for a record, or a new LTCAT's defaults (spec 3 §9: type 228, revision type 2; dated today and
 * expiring a year later, the usual annual review).
 */
export function ltcatFormValues(record: Ltcat | undefined, today = todayInSaoPaulo()): LtcatFormValues {
  return {
    id: record?.id ?? '',
    versao: record?.versao,
    id_emp: record?.id_emp ?? '',
    id_fdt: record?.id_fdt ?? '',
    id_tipo_ltcat: record?.id_tipo_ltcat ?? ltcatCodes.tipoLtcatPadrao,
    id_tipo_revisao: record?.id_tipo_revisao ?? ltcatCodes.revisaoPrimeira,
    data: record?.data ?? today,
    vencimento: record?.vencimento ?? addYears(today, 1),
    id_ltcat: record?.id_ltcat ?? '',
    id_res: record?.id_res ?? '',
    id_mod: record?.id_mod ?? '',
    obs: record?.obs ?? '',
  };
}

/** The alert of a revision form (spec 3 §2.3): the last revision's number, description, date and parent. */
export function revisaoAlerta(revisao: { rev: number; descricao: string; data: string; parent: { rev: number; descricao: string; data: string } | null }, formatDate: (iso: string) => string): string {
  const parent = revisao.parent ? ` Revisão anterior a ela: nº ${revisao.parent.rev} — ${revisao.parent.descricao}, de ${formatDate(revisao.parent.data)}.` : '';
  return `Última revisão: nº ${revisao.rev} — ${revisao.descricao}, de ${formatDate(revisao.data)}.${parent}`;
}
