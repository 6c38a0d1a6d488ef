import type { ApiRoute } from '../api-routes';
import { registryRoutes } from './cadastros';

/*
 * Configurações › Profissionais, Parceiros and Riscos (issue 14; spec 3 §2.2 config/profissionais, config/parceiros,
 * config/riscos): the same five routes as every back-office registry (shared/src/routes/cadastros.ts), web area only,
 * reading open to every web-area user, saving and deleting for administrators.
 *
 * - Profissionais: spec 3 §7 reads the list as GET /profissionais/-1 (the LTCAT's responsible picker), so that is the
 *   list's path; '-1' is a literal segment and wins over {id} (matchRoute, API Gateway).
 * - Parceiros: the web area's /parceiro/… paths have two segments; the partner area's own routes are tenant paths
 *   (/{tenant}/parceiro/exame…, three or more segments), so the two never match the same request.
 */

/** The SESMT professionals' routes: {@link registryRoutes} with the list at spec 3 §7's 'profissionais/-1'. */
function profissionalRoutes() {
  const [lista, ...rest] = registryRoutes('profissional', '/profissionais');
  return [{ ...lista, path: '/profissionais/-1' }, ...rest] as const;
}

export const configuracoesRoutes = [
  // Configurações › Profissionais (config/profissionais): the environmental responsible of S-2240 (respReg)
  ...profissionalRoutes(),
  // Configurações › Parceiros (config/parceiros)
  ...registryRoutes('parceiro', '/parceiro'),
  // Configurações › Riscos (config/riscos): agents with their Tabela 24 code
  ...registryRoutes('risco', '/risco'),
] as const satisfies readonly ApiRoute[];
