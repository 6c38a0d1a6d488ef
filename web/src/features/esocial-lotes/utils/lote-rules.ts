import { modoProcessoLabels, modosProcesso } from '@ocupacional/shared';
import type { LoteGerar, ModoProcesso } from '@ocupacional/shared';

/*
 * The lote screen's small rules: which transmission buttons show and are enabled, the generate form's body, the
 * active-filter count and the month period of the employer query.
 */

export interface ModoBotao {
  modo: ModoProcesso;
  label: string;
  enabled: boolean;
}

/**
 * The buttons Inclusão / Alteração / Exclusão of the process modal: enabled as the API's `modos` say (spec 2 §4
 * rules, applied by the server), Alteração left out for S-3000 (spec 2 §4: hidden for that layout).
 */
export function modoBotoes(layout: string, modos: Readonly<Record<ModoProcesso, boolean>>): ModoBotao[] {
  return modosProcesso
    .filter((modo) => !(modo === 'ALT' && layout === 'S-3000'))
    .map((modo) => ({ modo, label: modoProcessoLabels[modo], enabled: modos[modo] }));
}

/** The confirmation each mode asks before sending (spec 2 §4: sending a batch needs confirmation). */
export function confirmacaoEnvio(modo: ModoProcesso, lote: number): string {
  const acao = { INC: 'incluir os eventos', ALT: 'retificar (alterar) os eventos', EXC: 'excluir do eSocial os eventos' }[modo];
  return `Deseja realmente ${acao} do lote ${lote} no eSocial (${modoProcessoLabels[modo]})?`;
}

/** What 'Consultar' says when the API had nothing to poll: the process is not waiting for the web service. */
export function semConsultaPendente(status: number): string {
  if (status === 0) return 'O lote ainda não foi recebido pelo eSocial: aguarde o envio para consultar.';
  return `O processamento já foi concluído (status ${status}): não há consulta pendente no eSocial.`;
}

/** The generate modal's values as the form holds them. */
export interface GerarLoteValues {
  id_emp: string;
  layout: string;
  fdts: string[];
  funcionarios: string[];
  data_inicio: string;
  data_fim: string;
  funcionarios_delete: string[];
  avulso: 0 | 1;
}

export const gerarLoteDefaults: GerarLoteValues = {
  id_emp: '',
  layout: '',
  fdts: [],
  funcionarios: [],
  data_inicio: '',
  data_fim: '',
  funcionarios_delete: [],
  avulso: 0,
};

/** The body of POST esocial/lotes/gerar: the date range only when both ends are given. */
export function gerarLoteBody(values: GerarLoteValues): LoteGerar {
  return {
    id_emp: values.id_emp,
    layout: values.layout as LoteGerar['layout'],
    fdts: values.fdts,
    funcionarios: values.funcionarios,
    ...(values.data_inicio && values.data_fim ? { created_at: [values.data_inicio, values.data_fim] as [string, string] } : {}),
    funcionarios_delete: values.funcionarios_delete,
    avulso: values.avulso,
    ids: [],
  };
}

/** How many of the list filters (Empresa, Trabalhador, Layout) are set, for the filter badge. */
export function activeLoteFilters(filter: { id_empresa?: string; id_funcionario?: string; layout?: string }): number {
  return [filter.id_empresa, filter.id_funcionario, filter.layout].filter(Boolean).length;
}

/**
 * Masks a month period as typed: digits become 'MM/aaaa'.
 *
 * @example maskPeriodo('032026') // '03/2026'
 */
export function maskPeriodo(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
