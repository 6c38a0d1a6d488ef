import { femoDescricaoField, femoDescricaoHabilitada, femoGrupoIds, femoPerguntaIds, typeLists } from '@ocupacional/shared';
import type { FemoForm, FemoFormInput, FemoGrupo, FemoPergunta } from '@ocupacional/shared';

/*
 * The FEMO form's values (spec 1 §3, §4; docs/api/atendimento.md "FEMO form"): what the form holds ('' for no
 * answer), the stored FEMO read into it, and the rule that a question's description is enabled only when its
 * answer is not 133 (no) — a description left behind by a 'não' is dropped.
 */

export type FemoValues = {
  grau_estudo: number | '';
  peso: string;
  altura: string;
  pa1: string;
  pa2: string;
  conclusao: number | '';
  observacoes: string;
} & Record<FemoPergunta, number | ''> &
  Record<`${FemoPergunta}_descricao`, string> &
  Record<FemoGrupo, number[]>;

/** A FEMO not filled yet. */
export function emptyFemo(): FemoValues {
  const values: Record<string, unknown> = {
    grau_estudo: '',
    peso: '',
    altura: '',
    pa1: '',
    pa2: '',
    conclusao: '',
    observacoes: '',
  };
  for (const q of femoPerguntaIds) {
    values[q] = '';
    values[femoDescricaoField(q)] = '';
  }
  for (const grupo of femoGrupoIds) values[grupo] = [];
  return values as FemoValues;
}

/** The stored FEMO in the form (numbers shown with a comma, as typed in pt-BR). */
export function femoValuesOf(femo: FemoForm | null | undefined): FemoValues {
  const values = emptyFemo();
  if (!femo) return values;
  const record = values as Record<string, unknown>;
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));
  record.grau_estudo = femo.grau_estudo ?? '';
  record.peso = number(femo.peso);
  record.altura = number(femo.altura);
  record.pa1 = femo.pa1 ?? '';
  record.pa2 = femo.pa2 ?? '';
  record.conclusao = femo.conclusao ?? '';
  record.observacoes = femo.observacoes ?? '';
  for (const q of femoPerguntaIds) {
    record[q] = femo[q] ?? '';
    record[femoDescricaoField(q)] = femo[femoDescricaoField(q)] ?? '';
  }
  for (const grupo of femoGrupoIds) record[grupo] = [...(femo[grupo] ?? [])];
  return values;
}

/**
 * Whether a question's description field is enabled (spec 1 §4): its answer is given and is not 133.
 *
 * @example descricaoEnabled({ ...emptyFemo(), q10: 133 }, 'q10') // false
 */
export function descricaoEnabled(values: Pick<FemoValues, FemoPergunta>, pergunta: FemoPergunta): boolean {
  const answer = values[pergunta];
  return femoDescricaoHabilitada(answer === '' ? null : answer);
}

/** The body of POST consulta/femo/{id_con}/editar: a disabled description is sent as null. */
export function toFemoBody(values: FemoValues): FemoFormInput {
  const body: Record<string, unknown> = { ...values };
  for (const q of femoPerguntaIds) {
    const field = femoDescricaoField(q);
    body[field] = descricaoEnabled(values, q) && values[field].trim() ? values[field] : null;
  }
  body.observacoes = values.observacoes.trim() ? values.observacoes : null;
  return body as FemoFormInput;
}

/** The options of a FEMO list: the API's items, else the shared list. */
export function femoOptions(tipos: Readonly<Record<string, readonly { id: number; descricao: string }[]>> | undefined, codigo: number) {
  const items = tipos?.[String(codigo)] ?? typeLists[codigo] ?? [];
  return items.map((item) => ({ value: item.id, label: item.descricao }));
}
