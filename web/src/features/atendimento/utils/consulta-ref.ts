/*
 * What the clinic's consultation page opens on (consultas/editar/{consulta}, spec 1 §2): the external
 * consultation's id, as the list links it; a plain number is taken as the definitive consultation's number
 * (id_con), so a link to consultas/editar/{id_con} opens the same page.
 */

/**
 * @example consultaRef('01JQ8Z…') // { externa: '01JQ8Z…', idCon: null }
 * @example consultaRef('1234') // { externa: null, idCon: 1234 }
 */
export function consultaRef(param: string | undefined): { externa: string | null; idCon: number | null } {
  const value = param?.trim() ?? '';
  if (/^[1-9]\d{0,14}$/.test(value)) return { externa: null, idCon: Number(value) };
  return { externa: value || null, idCon: null };
}
