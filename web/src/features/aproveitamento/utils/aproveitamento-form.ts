import { needsFunctionChange } from '@ocupacional/shared';
import type {
  AproveitamentoCadastroInput,
  AproveitamentoEscolha,
  AproveitamentoExame,
  AproveitamentoExameEscolha,
  AproveitamentoExamesQuery,
  AproveitamentoSituacao,
} from '@ocupacional/shared';
import type { ConsultaFormValues } from '../../consultas-externas/utils/consulta-form';
import { consultaFieldsBody, defaultProviderFilters, priceFilter } from '../../consultas-externas/utils/consulta-form';

/*
 * The rules of the exam-reuse form (spec 1 §2 aproveitamento, §3 id_con_rea / id_con_dem): when the exam plan loads
 * (the new-consultation form's rule for prices), the initial choice of each exam, what is charged, and the bodies.
 */

/** Choices per exam id. */
export type Escolhas = Record<string, AproveitamentoEscolha>;

/**
 * The plan's query, or null while it may not load: the same fields and rules as the price tables (employee,
 * front, function, GHE, date inside the window, type; for 50 the new position); the chosen table prices the exams.
 */
export function planQuery(values: ConsultaFormValues, today: string, tabelaPrecoId: string | null): AproveitamentoExamesQuery | null {
  const ready = priceFilter(values, today, defaultProviderFilters);
  if (!ready || values.tipo_aso === '') return null;
  const change = needsFunctionChange(values.tipo_aso);
  return {
    tipo_aso: values.tipo_aso,
    id_fdt: values.id_fdt,
    id_funcao: values.id_funcao,
    id_ghe: values.id_ghe,
    data_age: values.data_age,
    periodicidade: ready.periodicidade ?? -1,
    ...(change ? { id_mf_fdt: values.id_mf_fdt, id_mf_ghe: values.id_mf_ghe, id_mf_funcao: values.id_mf_funcao } : {}),
    ...(tabelaPrecoId ? { id_tabela_preco: tabelaPrecoId } : {}),
  };
}

/** Each exam's initial choice: the stored one when the exam still allows it, else what the normal order does. */
export function initialChoices(exames: readonly AproveitamentoExame[], stored: Readonly<Escolhas> = {}): Escolhas {
  return Object.fromEntries(
    exames.map((exame) => {
      const kept = stored[exame.id_exa];
      return [exame.id_exa, kept && exame.opcoes.includes(kept) ? kept : exame.padrao];
    }),
  );
}

/** The choice shown for an exam: the user's when allowed, else the plan's default. */
export function choiceOf(exame: AproveitamentoExame, escolhas: Readonly<Escolhas>): AproveitamentoEscolha {
  const chosen = escolhas[exame.id_exa];
  return chosen && exame.opcoes.includes(chosen) ? chosen : exame.padrao;
}

/** What the consultation charges (cents): the exams to do; reused and demonstrative exams cost 0. */
export function chargedTotal(exames: readonly AproveitamentoExame[], escolhas: Readonly<Escolhas>): number {
  return exames.reduce((total, exame) => total + (choiceOf(exame, escolhas) === 'realizar' ? (exame.valor_total ?? 0) : 0), 0);
}

/** Whether every exam to do has a price in the chosen table (else the server refuses the table). */
export function missingPrice(exames: readonly AproveitamentoExame[], escolhas: Readonly<Escolhas>): boolean {
  return exames.some((exame) => choiceOf(exame, escolhas) === 'realizar' && exame.erro !== null);
}

/** The per-exam choices as the API takes them, with the partner of an exam to do. */
export function choicesBody(
  exames: readonly AproveitamentoExame[],
  escolhas: Readonly<Escolhas>,
  parceiros: Readonly<Record<string, string>> = {},
): AproveitamentoExameEscolha[] {
  return exames.map((exame) => {
    const aproveitar = choiceOf(exame, escolhas);
    const idPar = aproveitar === 'realizar' ? parceiros[exame.id_exa] : undefined;
    return idPar ? { id_exa: exame.id_exa, aproveitar, id_par: idPar } : { id_exa: exame.id_exa, aproveitar };
  });
}

/** The body of PUT consulta/aproveitamento/cadastrar: the form, the chosen table and the choices (never a price). */
export function cadastroBody(
  values: ConsultaFormValues,
  tabelaPrecoId: string,
  exames: readonly AproveitamentoExame[],
  escolhas: Readonly<Escolhas>,
  parceiros: Readonly<Record<string, string>> = {},
): AproveitamentoCadastroInput {
  return { ...consultaFieldsBody(values), id_tabela_preco: tabelaPrecoId, exames: choicesBody(exames, escolhas, parceiros) };
}

/** How the last result stands, in the table's words. */
export const situacaoLabels: Readonly<Record<AproveitamentoSituacao, string>> = {
  valido: 'Válido',
  periodo: 'Vencido (dentro da periodicidade)',
  vencido: 'Vencido',
  alterado: 'Resultado alterado',
  sem_resultado: 'Sem resultado anterior',
  clinico: 'Exame clínico',
};
