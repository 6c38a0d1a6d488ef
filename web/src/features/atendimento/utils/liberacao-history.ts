import { treinamentoEspecial, typeListCodes, typeLists } from '@ocupacional/shared';

/*
 * How the release history shows a release (spec 1 §2 "Histórico de Liberação") and which release the page's
 * history tab flashes for (spec 1 §4: "The history tab icon flashes when a new release occurs").
 */

/** A special-training answer as text: list 189 by value (1 apto, 2 inapto, 3 não se aplica); 0 not evaluated. */
export function treinamentoText(value: number | null | undefined): string {
  if (value === null || value === undefined || value === treinamentoEspecial.semValor) return 'Não avaliado';
  const item = (typeLists[typeListCodes.treinamentoEspecial] ?? []).find((entry) => (entry.valor ?? entry.id) === value);
  return item?.descricao ?? String(value);
}

/**
 * The key of the consultation's latest release: the history tab's icon animation restarts when it changes (a CSS
 * animation keyed on it), so it flashes after a new release and not on every visit. Null before any release.
 *
 * @example latestReleaseKey({ liberada_em: null, cancelada_em: null }) // null
 */
export function latestReleaseKey(consulta: { liberada_em: string | null; cancelada_em: string | null }): string | null {
  return consulta.liberada_em ?? consulta.cancelada_em ?? null;
}
