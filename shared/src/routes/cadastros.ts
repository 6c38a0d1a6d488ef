import type { ApiRoute } from '../api-routes';

/*
 * The back-office registries' API routes (issue 14; spec 3 §2.2 config/exames, config/funcoes, config/medicos;
 * paths in the style of spec 1 §7 and spec 3 §7: GET x, GET x/{id}, POST x/editar, POST x/deletar {ids}, GET
 * x/excel), bounded context 'cadastro', web area only (no tenant in the path). Every registry declares the same five
 * routes with {@link registryRoutes}.
 *
 * Permissions: the specs give no number for these screens (spec 3 §6 lists 567–577 for the LTCAT's own screens), so
 * reading is open to every web-area user and changing (editar, deletar) is for administrators (`admin`: is_adm or
 * is_sadm), the web area's rule for what no permission number grants (docs/decisions.md "Issue 14").
 */

const web = { tenant: false, fn: 'cadastro', auth: true, areas: ['web'] } as const;

/**
 * The five routes of a registry at `path` ('/exame'): list, one record, save (create without id, update with id),
 * soft delete, Excel export of the filtered list. Ids: `<name>Lista`, `<name>`, `<name>Salvar`, `<name>Deletar`,
 * `<name>Excel`.
 *
 * @example registryRoutes('exame', '/exame')
 */
export function registryRoutes<const N extends string>(name: N, path: string) {
  return [
    { ...web, id: `${name}Lista`, method: 'GET', path },
    // Literal segments win over {id} (matchRoute, API Gateway): exame/excel is the export, not a record.
    { ...web, id: `${name}Excel`, method: 'GET', path: `${path}/excel`, fn: 'planilha' },
    { ...web, id: name, method: 'GET', path: `${path}/{id}` },
    { ...web, id: `${name}Salvar`, method: 'POST', path: `${path}/editar`, admin: true },
    { ...web, id: `${name}Deletar`, method: 'POST', path: `${path}/deletar`, admin: true, deletes: true },
  ] as const;
}

export const cadastroRoutes = [
  // Configurações › Exames (config/exames)
  ...registryRoutes('exame', '/exame'),
  // Configurações › Funções (config/funcoes); the company portal's GET funcao lookup is another route (tenant path)
  ...registryRoutes('funcao', '/funcao'),
  // Configurações › Médicos Examinadores (config/medicos)
  ...registryRoutes('medico', '/medico'),
] as const satisfies readonly ApiRoute[];
