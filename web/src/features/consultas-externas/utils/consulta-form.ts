import {
  asoTypes,
  chooseConsultationTypeTip,
  needsFunctionChange,
  periodicityFilter,
  periodicityOptions,
  scheduleDateError,
} from '@ocupacional/shared';
import type { ConsultaExternaCadastroInput, TabelaPrecoEntry, TabelaPrecoFilter } from '@ocupacional/shared';

/*
 * The rules of the new external consultation form (spec 1 §2, §5) that decide what the screen lets the user do:
 * which fields are unlocked, when the price tables load, when 'Gerar Consulta' is enabled, and the body sent.
 */

/** The form's values: ids as text, the ASO type and periodicity as numbers ('' when not chosen), dates ISO. */
export interface ConsultaFormValues {
  id_funcionario: string;
  id_fdt: string;
  id_funcao: string;
  id_ghe: string;
  data_age: string;
  tipo_aso: number | '';
  periodicidade: number | '';
  pcd: 0 | 1;
  obs: string;
  /** The new front, function and GHE of a function change (ASO 50). */
  id_mf_fdt: string;
  id_mf_funcao: string;
  id_mf_ghe: string;
  /** The day the worker starts in the new conditions (ASO 50): the S-2240's start (issue 13). */
  dt_mudanca_condicao: string;
}

export function emptyConsultaForm(): ConsultaFormValues {
  return {
    id_funcionario: '', id_fdt: '', id_funcao: '', id_ghe: '', data_age: '', tipo_aso: '', periodicidade: '', pcd: 0,
    obs: '', id_mf_fdt: '', id_mf_funcao: '', id_mf_ghe: '', dt_mudanca_condicao: '',
  };
}

/** The order in which the fields unlock (spec 1 §2): employee, front, function, sector (GHE), date, type. */
export const unlockOrder = ['id_funcionario', 'id_fdt', 'id_funcao', 'id_ghe', 'data_age', 'tipo_aso'] as const;
export type OrderedField = (typeof unlockOrder)[number];

/** Which ordered fields may be filled: each once every field before it holds a value. */
export function unlockedFields(values: Pick<ConsultaFormValues, OrderedField>): Record<OrderedField, boolean> {
  const unlocked = {} as Record<OrderedField, boolean>;
  let open = true;
  for (const field of unlockOrder) {
    unlocked[field] = open;
    open = open && values[field] !== '' && values[field] !== null && values[field] !== undefined;
  }
  return unlocked;
}

/** The fields a change of `field` empties: the later ones that depend on it (a front's functions, a function's GHEs). */
export function dependentFields(field: 'id_funcionario' | 'id_fdt' | 'id_funcao' | 'id_mf_fdt' | 'id_mf_funcao'): (keyof ConsultaFormValues)[] {
  switch (field) {
    case 'id_funcionario':
      return ['id_fdt', 'id_funcao', 'id_ghe', 'tipo_aso', 'periodicidade'];
    case 'id_fdt':
      return ['id_funcao', 'id_ghe'];
    case 'id_funcao':
      return ['id_ghe'];
    case 'id_mf_fdt':
      return ['id_mf_funcao', 'id_mf_ghe'];
    case 'id_mf_funcao':
      return ['id_mf_ghe'];
  }
}

/** The periodicity select of the chosen type (48: 6 only; 52: the PCMSO's, 12 by default), or null when none. */
export function periodicityChoice(tipoAso: number | '', pcmsoPeriodicidades: readonly number[]) {
  return tipoAso === '' ? null : periodicityOptions(tipoAso, pcmsoPeriodicidades);
}

/** The provider filters of the price-table list (spec 1 §2): order, state, city, table type. */
export interface ProviderFilters {
  ordem: 'nome' | 'relevancia';
  uf: string;
  cidade: string;
  id_tipo_tabela_preco: string;
}

export const defaultProviderFilters: ProviderFilters = { ordem: 'relevancia', uf: '', cidade: '', id_tipo_tabela_preco: '' };

/**
 * The filter of GET tabela-preco, or null while prices may not load yet (spec 1 §5): they need the type, the GHE,
 * the employee and a date inside the window (and the front and function before them, which the contract also
 * requires), and for a function change (50) the new front, GHE and function.
 */
export function priceFilter(values: ConsultaFormValues, today: string, providers: ProviderFilters): TabelaPrecoFilter | null {
  const { id_funcionario, id_fdt, id_funcao, id_ghe, data_age, tipo_aso } = values;
  if (!id_funcionario || !id_fdt || !id_funcao || !id_ghe || !data_age || tipo_aso === '') return null;
  if (scheduleDateError(data_age, today, { single: true })) return null;
  const change = needsFunctionChange(tipo_aso);
  if (change && (!values.id_mf_fdt || !values.id_mf_funcao || !values.id_mf_ghe)) return null;
  return {
    id_funcionario,
    id_fdt,
    id_funcao,
    id_ghe,
    id_tipo_aso: tipo_aso,
    data_age,
    periodicidade: periodicityFilter(tipo_aso, values.periodicidade === '' ? null : values.periodicidade),
    pcd: values.pcd,
    ordem: providers.ordem,
    ...(providers.uf ? { uf: providers.uf } : {}),
    ...(providers.cidade ? { cidade: providers.cidade } : {}),
    ...(providers.id_tipo_tabela_preco ? { id_tipo_tabela_preco: Number(providers.id_tipo_tabela_preco) } : {}),
    ...(change ? { id_mf_fdt: values.id_mf_fdt, id_mf_ghe: values.id_mf_ghe, id_mf_funcao: values.id_mf_funcao } : {}),
  };
}

/**
 * 'Gerar Consulta' (spec 1 §5): disabled until a type is chosen and the price tables loaded, with the tip 'Para
 * continuar selecione o tipo da consulta.'.
 */
export function generateButtonState(tipoAso: number | '', pricesLoaded: boolean): { disabled: boolean; tip: string | null } {
  const disabled = tipoAso === '' || !pricesLoaded;
  return { disabled, tip: disabled ? chooseConsultationTypeTip : null };
}

/** The provider must be chosen to continue (spec 1 §2, a warning); ours. */
export const chooseProviderWarning = 'Selecione uma credenciada para continuar.';

/**
 * The body of PUT consulta/externa/cadastrar: the form, the chosen price table and, for each exam to do, the
 * partner chosen for it (prices are never sent: the server prices from its own table).
 */
export function cadastroBody(
  values: ConsultaFormValues,
  entry: Pick<TabelaPrecoEntry, 'id' | 'exames'>,
  parceiros: Readonly<Record<string, string>>,
): ConsultaExternaCadastroInput {
  const exames = entry.exames.consulta
    .filter((item) => item.va === 0 && !item.id_con_rea && !item.id_con_dem)
    .map((item) => (parceiros[item.id_exa] ? { id_exa: item.id_exa, id_par: parceiros[item.id_exa] } : { id_exa: item.id_exa }));
  return { ...consultaFieldsBody(values), id_tabela_preco: entry.id, exames };
}

/**
 * The consultation's own fields as a new consultation's body carries them (the type defaults to periodic; the new
 * front, sector and function and the date of the change only for a function change): what the plain and the exam-reuse orders share.
 */
export function consultaFieldsBody(values: ConsultaFormValues) {
  const tipo = values.tipo_aso === '' ? asoTypes.periodico : values.tipo_aso;
  const change = needsFunctionChange(tipo);
  return {
    id_funcionario: values.id_funcionario,
    id_fdt: values.id_fdt,
    id_funcao: values.id_funcao,
    id_ghe: values.id_ghe,
    tipo_aso: tipo,
    periodicidade: values.periodicidade === '' ? null : values.periodicidade,
    data_age: values.data_age,
    pcd: values.pcd,
    obs: values.obs || null,
    id_mf_fdt: change ? values.id_mf_fdt : null,
    id_mf_ghe: change ? values.id_mf_ghe : null,
    id_mf_funcao: change ? values.id_mf_funcao : null,
    dt_mudanca_condicao: change ? values.dt_mudanca_condicao || null : null,
  };
}
