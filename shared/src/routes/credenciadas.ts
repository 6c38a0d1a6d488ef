import type { ApiRoute } from '../api-routes';
import { registryRoutes } from './cadastros';

/*
 * Credenciadas (issue 14; spec 3 §2.2 credenciadas, credenciadas/cadastrar, credenciadas/editar/{id} and
 * empresa/tabela-balcao), web area only, bounded context 'cadastro', reading for every web user and changing for
 * administrators, as the other registries (cadastros.ts).
 *
 * - The clinic record: the five routes of a registry at /credenciada. The company area's GET /{tenant}/credenciada
 *   (id 'credenciadas', the Nova Consulta's clinic lookup) is another route: its path carries the tenant.
 * - Its price tables, a sub-record: GET credenciada/tabela-preco (filter id_credenciada: one clinic's tables; filter
 *   balcao 1: every clinic's counter tables, the empresa/tabela-balcao screen), GET credenciada/tabela-preco/{id} (a
 *   table with its exams' prices), POST credenciada/tabela-preco/editar (the table and its prices, one write) and
 *   POST credenciada/tabela-preco/deletar {ids}. The literal 'tabela-preco' wins over credenciada/{id} (matchRoute).
 */

const web = { tenant: false, fn: 'cadastro', auth: true, areas: ['web'] } as const;

export const credenciadaCadastroRoutes = [
  ...registryRoutes('credenciada', '/credenciada'),
  { ...web, id: 'tabelaPrecoLista', method: 'GET', path: '/credenciada/tabela-preco' },
  { ...web, id: 'tabelaPrecoCadastro', method: 'GET', path: '/credenciada/tabela-preco/{id}' },
  { ...web, id: 'tabelaPrecoSalvar', method: 'POST', path: '/credenciada/tabela-preco/editar', admin: true },
  { ...web, id: 'tabelaPrecoDeletar', method: 'POST', path: '/credenciada/tabela-preco/deletar', admin: true, deletes: true },
] as const satisfies readonly ApiRoute[];
