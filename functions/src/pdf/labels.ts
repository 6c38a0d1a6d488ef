import { asoTypeLabels, typeListCodes, typeLists } from '@ocupacional/shared';
import type { AsoType } from '@ocupacional/shared';

/*
 * Labels the documents print for the codes stored on a consultation, taken from the type lists the screens use
 * (shared/src/codes.ts), so paper and screen say the same.
 */

/** 'Periódico' for 52 and so on (list 46). */
export function tipoAsoLabel(tipoAso: AsoType): string {
  return asoTypeLabels[tipoAso];
}

/** The aptitude a release recorded (1, 2, 5; 6 is shown as unfit too, spec 1 §4). */
export function aptidaoLabel(aptidao: number): string {
  if (aptidao === 6) return aptidaoLabel(5);
  const item = (typeLists[typeListCodes.aptidao] ?? []).find((entry) => entry.valor === aptidao);
  if (!item) throw new RangeError(`unknown aptidao: ${aptidao}`);
  return item.descricao;
}

/** A special-training value (1 apt, 2 unfit, 3 not applicable); 0 or none, set when the aptitude is unfit, is '-'. */
export function treinamentoLabel(valor: number | null | undefined): string {
  const item = (typeLists[typeListCodes.treinamentoEspecial] ?? []).find((entry) => entry.valor === valor);
  return item?.descricao ?? '-';
}
