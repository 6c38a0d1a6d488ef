import type { ApiRoute } from '../api-routes';

/*
 * Tabelas dinâmicas (issue 15; spec 3 §2.3, §7 "Dynamic tables"), bounded context 'ltcat', web area only. Reading is
 * open to every web-area user (a measurement reads the tables and their columns); changing a table, a category or a
 * column needs permission 571 (spec 3 §6; administrators pass). The export of a table's structure is the 'planilha'
 * function's. Literal segments win over {id} (matchRoute, API Gateway): coluna/…, categoria/…, editar, deletar.
 */

/** Spec 3 §6: 571 dynamic tables, categories, columns. */
export const tabelaDinamicaPermission = 571;

const web = { tenant: false, fn: 'ltcat', auth: true, areas: ['web'] } as const;
const change = { ...web, permission: tabelaDinamicaPermission } as const;
const base = '/ltcat/tabela-dinamica';

export const ltcatTabelaRoutes = [
  { ...web, id: 'tabelaDinamicaLista', method: 'GET', path: base },
  { ...change, id: 'tabelaDinamicaSalvar', method: 'POST', path: `${base}/editar` },
  { ...change, id: 'tabelaDinamicaDeletar', method: 'POST', path: `${base}/deletar`, deletes: true },
  { ...web, id: 'tabelaDinamica', method: 'GET', path: `${base}/{id}` },
  // The table's structure (columns, types, units, references, values) as an .xlsx, opened from the list's row.
  { ...web, id: 'tabelaDinamicaExportar', method: 'GET', path: `${base}/{id}/exportar`, fn: 'planilha' },
  // Columns: the list (filter ativo for a measurement) with their value lines; save and delete.
  { ...web, id: 'tabelaDinamicaColunas', method: 'GET', path: `${base}/coluna/{tab}` },
  { ...change, id: 'tabelaDinamicaColunaSalvar', method: 'POST', path: `${base}/coluna/{tab}/editar` },
  { ...change, id: 'tabelaDinamicaColunaDeletar', method: 'POST', path: `${base}/coluna/{tab}/deletar`, deletes: true },
  // Categories (they classify the columns).
  { ...web, id: 'tabelaDinamicaCategorias', method: 'GET', path: `${base}/categoria/{tab}` },
  { ...change, id: 'tabelaDinamicaCategoriaSalvar', method: 'POST', path: `${base}/categoria/{tab}/editar` },
  { ...change, id: 'tabelaDinamicaCategoriaDeletar', method: 'POST', path: `${base}/categoria/{tab}/deletar`, deletes: true },
  { ...web, id: 'tabelaDinamicaCategoria', method: 'GET', path: `${base}/categoria/{tab}/{id}` },
] as const satisfies readonly ApiRoute[];
