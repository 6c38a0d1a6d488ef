import type { ApiRoute } from '../api-routes';
import { permissions } from '../codes';

/*
 * The GHE of an LTCAT (issue 15, wave 2; spec 3 §7 GHE): the LTCAT's GHEs and, per GHE, its functions, employees and
 * technical conclusions. Reading is open to every web-area user; changing needs 567 (spec 3 §6).
 */

const web = { tenant: false, fn: 'ltcat', auth: true, areas: ['web'] } as const;
const permission = permissions.ltcat;

export const ltcatGheRoutes = [
  { ...web, id: 'ltcatGheLista', method: 'GET', path: '/ltcat/ghe/{ltcat}' },
  { ...web, id: 'ltcatGheCadastrar', method: 'POST', path: '/ltcat/ghe/{ltcat}/cadastrar', permission },
  { ...web, id: 'ltcatGheEditar', method: 'POST', path: '/ltcat/ghe/{ltcat}/editar', permission },
  { ...web, id: 'ltcatGheDeletar', method: 'POST', path: '/ltcat/ghe/{ltcat}/deletar', permission, deletes: true },
  { ...web, id: 'ltcatGheFuncaoLista', method: 'GET', path: '/ltcat/ghe/funcao/{ghe}' },
  { ...web, id: 'ltcatGheFuncao', method: 'GET', path: '/ltcat/ghe/funcao/{ghe}/{id}' },
  { ...web, id: 'ltcatGheFuncaoEditar', method: 'POST', path: '/ltcat/ghe/funcao/{ghe}/editar', permission },
  { ...web, id: 'ltcatGheFuncaoDeletar', method: 'POST', path: '/ltcat/ghe/funcao/{ghe}/deletar', permission, deletes: true },
  { ...web, id: 'ltcatGheFuncionarioLista', method: 'GET', path: '/ltcat/ghe/funcionario/{ghe}' },
  { ...web, id: 'ltcatGheFuncionario', method: 'GET', path: '/ltcat/ghe/funcionario/{ghe}/{id}' },
  { ...web, id: 'ltcatGheFuncionarioEditar', method: 'POST', path: '/ltcat/ghe/funcionario/{ghe}/editar', permission },
  {
    ...web,
    id: 'ltcatGheFuncionarioDeletar',
    method: 'POST',
    path: '/ltcat/ghe/funcionario/{ghe}/deletar',
    permission,
    deletes: true,
  },
  { ...web, id: 'ltcatGheConclusaoLista', method: 'GET', path: '/ltcat/ghe/conclusao-tecnica/{ghe}' },
  { ...web, id: 'ltcatGheConclusao', method: 'GET', path: '/ltcat/ghe/conclusao-tecnica/{ghe}/{id}' },
  { ...web, id: 'ltcatGheConclusaoEditar', method: 'POST', path: '/ltcat/ghe/conclusao-tecnica/{ghe}/editar', permission },
  {
    ...web,
    id: 'ltcatGheConclusaoDeletar',
    method: 'POST',
    path: '/ltcat/ghe/conclusao-tecnica/{ghe}/deletar',
    permission,
    deletes: true,
  },
] as const satisfies readonly ApiRoute[];
