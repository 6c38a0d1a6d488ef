import {
  campoFaltanteDoModo,
  dataAnteriorAMinima,
  ltcatCodes,
  ltcatCopiaPpraIndisponivelMessage,
  ltcatDataAnteriorMessage,
  ltcatPrimeiraRevisaoMessage,
  ltcatTipoRevisaoMessage,
  requiredMessage,
  tipoRevisaoDescricao,
  tipoRevisaoEsperado,
  type LtcatRevisaoAnterior,
} from '@ocupacional/shared';

/*
 * The server's side of the LTCAT revision rules (spec 3 §3, §4; the rules themselves are shared/src/ltcat-rules.ts,
 * which the form uses too): what a new LTCAT or an edit breaks, as field errors in pt-BR. Pure: the caller reads
 * the front's last revision (data/ltcat.ts ultimaRevisao) and answers 400 with these.
 */

/** Field errors: field → messages (the API's 400 `fields`). */
export type CamposComErro = Record<string, string[]>;

/** The product has no PPRA (spec 3 §2.2 lists ppra/vencido… but no PPRA record exists here): mode 205 is refused. */
export const ppraDisponivel = false;

/** What a new LTCAT's form says about its revision. */
export interface NovoLtcatRevisao {
  readonly id_tipo_ltcat: number;
  readonly id_tipo_revisao: number;
  readonly data: string;
  readonly id_rev?: string | null | undefined;
  readonly id_ltcat?: string | null | undefined;
}

function add(erros: CamposComErro, campo: string, message: string): void {
  (erros[campo] ??= []).push(message);
}

/**
 * What a new LTCAT of a front breaks, given the front's last live revision (null: none): the creation mode's
 * source, the revision type (2 alone for the first; else 4 past a year, else 3) and the date (not before the last
 * revision's, nor its parent's). Empty when it may be saved.
 *
 * @example ltcatCriacaoErros({ id_tipo_ltcat: 228, id_tipo_revisao: 2, data: '2025-01-01' }, null) // {}
 */
export function ltcatCriacaoErros(form: NovoLtcatRevisao, ultima: LtcatRevisaoAnterior | null): CamposComErro {
  const erros: CamposComErro = {};
  const falta = campoFaltanteDoModo(form);
  if (falta) add(erros, falta, requiredMessage);
  if (form.id_tipo_ltcat === ltcatCodes.tipoLtcatCopiaPpra && !ppraDisponivel) add(erros, 'id_tipo_ltcat', ltcatCopiaPpraIndisponivelMessage);
  const esperado = tipoRevisaoEsperado(ultima, form.data);
  if (form.id_tipo_revisao !== esperado) {
    add(
      erros,
      'id_tipo_revisao',
      esperado === ltcatCodes.revisaoPrimeira ? ltcatPrimeiraRevisaoMessage : ltcatTipoRevisaoMessage(tipoRevisaoDescricao(esperado)),
    );
  }
  const minima = dataAnteriorAMinima(ultima, form.data);
  if (minima) add(erros, 'data', ltcatDataAnteriorMessage(minima));
  return erros;
}

/**
 * What an edit's date breaks: it may not precede the revision the LTCAT revised (`revisada`, with its parent);
 * a front's first LTCAT has none. Empty when it may be saved.
 */
export function ltcatEdicaoErros(data: string, revisada: LtcatRevisaoAnterior | null): CamposComErro {
  const erros: CamposComErro = {};
  const minima = dataAnteriorAMinima(revisada, data);
  if (minima) add(erros, 'data', ltcatDataAnteriorMessage(minima));
  return erros;
}

/** The description a revision gets: its type's label and its number ('Revisão 3'; the first, 'Elaboração'). */
export function ltcatRevisaoDescricao(idTipoRevisao: number, rev: number): string {
  const rotulo = tipoRevisaoDescricao(idTipoRevisao);
  return idTipoRevisao === ltcatCodes.revisaoPrimeira ? rotulo : `${rotulo} ${rev}`;
}
