import { ltcatCodes, typeLists } from './codes';
import { addYears, formatBrDate } from './validation/dates';

/*
 * The LTCAT's revision rules (spec 3 §3, §4, §9), pure, shared by the form (which offers only the allowed revision
 * type and shows the alert) and the API (functions/src/domain/ltcat-revisao.ts, which refuses anything else):
 * - a front with no LTCAT yet: only type 2 (Elaboração);
 * - otherwise 2 is excluded and the type is 4 (Renovação) when the last revision is more than one year older than the
 *   new LTCAT's date, else 3 (Revisão);
 * - the date may not precede the last revision's date (nor its parent's);
 * - creation mode 205 (copy of a PPRA) needs the PPRA revision, 206 (copy of an LTCAT) the source LTCAT.
 */

/** What the rules read of a front's last LTCAT revision (GET ltcat/ultima-revisao/{fdt}). */
export interface LtcatRevisaoAnterior {
  /** Its date, ISO. */
  readonly data: string;
  /** The revision it revised, if any. */
  readonly parent?: { readonly data: string } | null;
}

/** Whether `anterior` (ISO) is more than one year before `data` (ISO): exactly one year is not. */
export function maisDeUmAno(anterior: string, data: string): boolean {
  return addYears(anterior, 1) < data;
}

/**
 * The revision type a new LTCAT of the front must have: 2 with no previous revision; else 4 when the last one is
 * more than a year older than `data` (the new LTCAT's date), else 3.
 *
 * @example tipoRevisaoEsperado({ data: '2024-01-10' }, '2025-03-01') // 4
 */
export function tipoRevisaoEsperado(ultima: LtcatRevisaoAnterior | null | undefined, data: string): 2 | 3 | 4 {
  if (!ultima) return ltcatCodes.revisaoPrimeira;
  return maisDeUmAno(ultima.data, data) ? ltcatCodes.revisaoAposUmAno : ltcatCodes.revisaoNoAno;
}

/** The items of list 1 the form offers: only the expected one (2 alone for a first LTCAT; 3 or 4 for a revision). */
export function tiposRevisaoPermitidos(ultima: LtcatRevisaoAnterior | null | undefined, data: string) {
  const esperado = tipoRevisaoEsperado(ultima, data);
  return (typeLists[ltcatCodes.listaTipoRevisao] ?? []).filter((item) => item.id === esperado);
}

/** The label of a revision type (list 1), or its number when unknown. */
export function tipoRevisaoDescricao(id: number): string {
  return typeLists[ltcatCodes.listaTipoRevisao]?.find((item) => item.id === id)?.descricao ?? String(id);
}

/**
 * The earliest date an LTCAT revising `anterior` may have: the later of its date and its parent's; null when there
 * is no previous revision.
 */
export function dataMinimaLtcat(anterior: LtcatRevisaoAnterior | null | undefined): string | null {
  if (!anterior) return null;
  const parent = anterior.parent?.data;
  return parent && parent > anterior.data ? parent : anterior.data;
}

/** Whether the date respects {@link dataMinimaLtcat}; the dd/mm/aaaa of the minimum when it does not. */
export function dataAnteriorAMinima(anterior: LtcatRevisaoAnterior | null | undefined, data: string): string | null {
  const minima = dataMinimaLtcat(anterior);
  return minima && data < minima ? formatBrDate(minima) : null;
}

/** Creation modes (list 203) the form offers: 205 (copy of a PPRA) stays hidden while the product has no PPRA. */
export function modosCriacaoDisponiveis() {
  return (typeLists[ltcatCodes.listaModoCriacao] ?? []).filter((item) => item.id !== ltcatCodes.tipoLtcatCopiaPpra);
}

/** The field a creation mode needs and lacks: 205 the PPRA revision (id_rev), 206 the source LTCAT (id_ltcat). */
export function campoFaltanteDoModo(form: { id_tipo_ltcat: number; id_rev?: string | null; id_ltcat?: string | null }): 'id_rev' | 'id_ltcat' | null {
  if (form.id_tipo_ltcat === ltcatCodes.tipoLtcatCopiaPpra && !form.id_rev) return 'id_rev';
  if (form.id_tipo_ltcat === ltcatCodes.tipoLtcatCopiaLtcat && !form.id_ltcat) return 'id_ltcat';
  return null;
}
