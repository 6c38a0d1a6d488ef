import {
  anexoError,
  liberacaoArquivoCampos,
  liberacaoFormSchemaFor,
  liberacaoLocks,
  releaseStatusOptions,
  treinamentoEspecial,
  treinamentoEspecialFields,
  treinamentoFields,
  typeListCodes,
  typeLists,
} from '@ocupacional/shared';
import type { Aptidao, LiberacaoArea, LiberacaoArquivoCampo, LiberacaoFormInput, TreinamentoField } from '@ocupacional/shared';

/*
 * The release form's values and rules in the browser (spec 1 §3, §4, §5; shared/src/liberacao-rules.ts): the
 * aptitude sets the status and locks the selector (2, 5, 6) and, for 5, the special-training answers at 0; the
 * body sent names the upload ids of the files already in S3. The same shared schema the server applies checks the
 * form before any file travels.
 */

export interface LiberacaoValues {
  aptidao: number | '';
  id_tipo_status: number | '';
  te_alt: number | '';
  te_esp: number | '';
  te_ele: number | '';
  te_ali: number | '';
  obs: string;
  senha: string;
  /** Ids of the consultation's exams with altered results. */
  exames: string[];
}

export const emptyLiberacao: LiberacaoValues = {
  aptidao: '',
  id_tipo_status: '',
  te_alt: '',
  te_esp: '',
  te_ele: '',
  te_ali: '',
  obs: '',
  senha: '',
  exames: [],
};

export interface Option {
  value: number;
  label: string;
  disabled?: boolean;
  title?: string;
}

/** Aptitude (list 185), by the value the form sends: 1 apto, 2 apto com restrições, 5 inapto. */
export const aptidaoOptions: readonly Option[] = (typeLists[typeListCodes.aptidao] ?? []).map((item) => ({
  value: item.valor ?? item.id,
  label: item.descricao,
}));

/** The value a locked special-training answer shows (an unfit ASO stores 0, spec 1 §4). */
const semValorOption: Option = { value: treinamentoEspecial.semValor, label: 'Não avaliado' };

/** Special training (list 189): 1 apto, 2 inapto, 3 não se aplica. */
const treinamentoAnswers: readonly Option[] = (typeLists[typeListCodes.treinamentoEspecial] ?? []).map((item) => ({
  value: item.valor ?? item.id,
  label: item.descricao,
}));

/** What the form shows for the chosen aptitude: which fields are locked and which options they offer. */
export interface LiberacaoFieldState {
  statusOptions: Option[];
  statusLocked: boolean;
  treinamentoLocked: boolean;
  treinamentoOptions: Option[];
}

function isAptidao(value: number | ''): value is Aptidao {
  return value === 1 || value === 2 || value === 5 || value === 6;
}

/**
 * The fields' state for an aptitude (spec 1 §4): the status selector offers 66, 67, 70 (list 53 minus the
 * exclusions), those the aptitude does not allow disabled, and is locked for 2, 5 and 6; te_* are locked (on 0)
 * for 5. Before an aptitude is chosen the status waits for it.
 *
 * @example liberacaoFieldState(5).treinamentoLocked // true
 */
export function liberacaoFieldState(aptidao: number | ''): LiberacaoFieldState {
  const all = releaseStatusOptions();
  if (!isAptidao(aptidao)) {
    return {
      statusOptions: all.map((item) => ({ value: item.id, label: item.descricao })),
      statusLocked: true,
      treinamentoLocked: false,
      treinamentoOptions: [...treinamentoAnswers],
    };
  }
  const locks = liberacaoLocks(aptidao);
  const allowed = locks.statusPermitidos as readonly number[];
  return {
    statusOptions: all.map((item) => ({
      value: item.id,
      label: item.descricao,
      disabled: !allowed.includes(item.id),
      title: allowed.includes(item.id) ? undefined : 'Não corresponde à aptidão escolhida',
    })),
    statusLocked: locks.statusBloqueado,
    treinamentoLocked: locks.treinamentoBloqueado,
    treinamentoOptions: locks.treinamentoBloqueado ? [semValorOption] : [...treinamentoAnswers],
  };
}

/**
 * The values after the aptitude changed: the status takes the aptitude's, te_* become 0 when locked (5) and go
 * back to no answer when they leave the lock.
 *
 * @example withAptidao(emptyLiberacao, 5) // { aptidao: 5, id_tipo_status: 70, te_alt: 0, … }
 */
export function withAptidao(values: LiberacaoValues, aptidao: number | ''): LiberacaoValues {
  if (!isAptidao(aptidao)) return { ...values, aptidao, id_tipo_status: '' };
  const locks = liberacaoLocks(aptidao);
  const next: LiberacaoValues = { ...values, aptidao, id_tipo_status: locks.status };
  const wasLocked = isAptidao(values.aptidao) && liberacaoLocks(values.aptidao).treinamentoBloqueado;
  for (const field of treinamentoFields) {
    if (locks.treinamentoBloqueado) next[field] = treinamentoEspecial.semValor;
    else if (wasLocked) next[field] = '';
  }
  return next;
}

/** The upload ids of the files already in S3, by field. */
export type ArquivoIds = Partial<Record<LiberacaoArquivoCampo, string>>;

const orUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/**
 * The release body (docs/api/atendimento-liberacao.md): empty fields left out, the upload ids of the files.
 *
 * @example toLiberacaoBody({ ...emptyLiberacao, aptidao: 1, senha: 'x' }, { arquivo_aso: 'U1' }).arquivo_aso // 'U1'
 */
export function toLiberacaoBody(values: LiberacaoValues, arquivos: ArquivoIds): LiberacaoFormInput {
  const body: Record<string, unknown> = {
    aptidao: orUndefined(values.aptidao),
    id_tipo_status: orUndefined(values.id_tipo_status),
    senha: values.senha,
  };
  for (const field of treinamentoFields) body[field] = orUndefined(values[field]);
  if (values.obs.trim()) body.obs = values.obs.trim();
  for (const campo of liberacaoArquivoCampos) if (arquivos[campo]) body[campo] = arquivos[campo];
  if (values.exames.length) body.exames = values.exames;
  return body as LiberacaoFormInput;
}

/** A stand-in upload id for a chosen file, so the form is checked before any file travels. */
const chosenFile = 'escolhido';

/**
 * Checks the form with the shared schema of the area (the company's requires every field but exames and obs,
 * spec 1 §3) and each chosen file with the shared attachment rule (jpg, png, jpeg, pdf, zip, ≤ 50 MB); answers
 * the first message of each field, by field name (empty when valid).
 *
 * @example validateLiberacao(emptyLiberacao, {}, 'credenciada').aptidao // 'Campo obrigatório'
 */
export function validateLiberacao(
  values: LiberacaoValues,
  files: Partial<Record<LiberacaoArquivoCampo, { name: string; size: number } | null>>,
  area: LiberacaoArea,
): Record<string, string> {
  const ids: ArquivoIds = {};
  for (const campo of liberacaoArquivoCampos) if (files[campo]) ids[campo] = chosenFile;
  const parsed = liberacaoFormSchemaFor(area).safeParse(toLiberacaoBody(values, ids));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'form';
      errors[path] ??= issue.message;
    }
  }
  for (const campo of liberacaoArquivoCampos) {
    const file = files[campo];
    const invalid = file ? anexoError({ nome: file.name, tamanho: file.size }) : null;
    if (invalid) errors[campo] = invalid.message;
  }
  return errors;
}

/** The labels of the special-training fields, in the form's order (spec 1 §3). */
export const treinamentoLabels: Readonly<Record<TreinamentoField, string>> = treinamentoEspecialFields;

/** The labels of the file fields (ours). */
export const arquivoLabels: Readonly<Record<LiberacaoArquivoCampo, string>> = {
  arquivo_aso: 'Arquivo do ASO',
  arquivo_femo: 'Arquivo da FEMO',
  arquivo_exame: 'Arquivo de exames',
};
