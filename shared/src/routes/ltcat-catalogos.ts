import type { ApiRoute } from '../api-routes';

/*
 * The LTCAT catalogues' API routes (issue 15, wave 1; spec 3 §7 "Risk factors", "Laboratories"), bounded context
 * 'ltcat', web area only. Reading is open to every web-area user (the measurements and quotes pick factors and
 * laboratories); changing needs spec 3 §6's numbers: 568 risk factors, 570 laboratories, 303 the laboratory values
 * of the risk factors (the laboratory's bulk edit; a factor save that changes its laboratories also checks 303 in
 * the handler). Administrators pass.
 */

/** Spec 3 §6: 568 edits and deletes risk factors. */
export const fatorRiscoPermission = 568;
/** Spec 3 §6: 570 laboratories. */
export const laboratorioPermission = 570;
/** Spec 3 §6: 303 laboratory risk-factor values. */
export const laboratorioValoresPermission = 303;

const web = { tenant: false, fn: 'ltcat', auth: true, areas: ['web'] } as const;

export const ltcatCatalogoRoutes = [
  // Fatores de Risco (ltcat/fator-risco); filter cat_esocial (items of list 269)
  { ...web, id: 'fatorRiscoLista', method: 'GET', path: '/fator-risco' },
  { ...web, id: 'fatorRiscoExcel', method: 'GET', path: '/fator-risco/excel', fn: 'planilha' },
  { ...web, id: 'fatorRisco', method: 'GET', path: '/fator-risco/{id}' },
  { ...web, id: 'fatorRiscoSalvar', method: 'POST', path: '/fator-risco/editar', permission: fatorRiscoPermission },
  { ...web, id: 'fatorRiscoDeletar', method: 'POST', path: '/fator-risco/deletar', permission: fatorRiscoPermission, deletes: true },
  // Laboratórios (ltcat/laboratorio)
  { ...web, id: 'laboratorioLista', method: 'GET', path: '/laboratorio' },
  { ...web, id: 'laboratorio', method: 'GET', path: '/laboratorio/{id}' },
  { ...web, id: 'laboratorioSalvar', method: 'POST', path: '/laboratorio/editar', permission: laboratorioPermission },
  { ...web, id: 'laboratorioDeletar', method: 'POST', path: '/laboratorio/deletar', permission: laboratorioPermission, deletes: true },
  // Fator de Risco desse Laboratório: the laboratory's values per factor, edited in bulk (303)
  { ...web, id: 'laboratorioFatorRisco', method: 'GET', path: '/laboratorio/fator-risco/{id}' },
  {
    ...web,
    id: 'laboratorioFatorRiscoSalvar',
    method: 'POST',
    path: '/laboratorio/fator-risco/{id}/editar-todos',
    permission: laboratorioValoresPermission,
  },
] as const satisfies readonly ApiRoute[];
