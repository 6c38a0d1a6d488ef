import { describe, expect, it } from 'vitest';
import { apiRoutes, matchRoute, routeKey } from '../api-routes';

/*
 * Credenciadas' routes (issue 14) beside the /credenciada paths that were there: the company area's tenant path
 * GET {tenant}/credenciada (the Nova Consulta's clinic lookup), and the back office's provider filter, moved from the
 * web GET credenciada (now the registry's list) to GET empresa/consulta/externa/credenciada.
 */
const match = (method: string, path: string) => {
  const found = matchRoute(apiRoutes, method, path);
  return found && { id: found.route.id, params: found.pathParameters };
};

describe('the routes of Credenciadas', () => {
  it('resolves the registry and price-table paths, literals before the record id', () => {
    expect(match('GET', '/sst/api/credenciada')).toEqual({ id: 'credenciadaLista', params: {} });
    expect(match('GET', '/sst/api/credenciada/excel')).toEqual({ id: 'credenciadaExcel', params: {} });
    expect(match('GET', '/sst/api/credenciada/01JCLINICA')).toEqual({ id: 'credenciada', params: { id: '01JCLINICA' } });
    expect(match('POST', '/sst/api/credenciada/editar')?.id).toBe('credenciadaSalvar');
    expect(match('POST', '/sst/api/credenciada/deletar')?.id).toBe('credenciadaDeletar');
    expect(match('GET', '/sst/api/credenciada/tabela-preco')).toEqual({ id: 'tabelaPrecoLista', params: {} });
    expect(match('GET', '/sst/api/credenciada/tabela-preco/01JTABELA')).toEqual({ id: 'tabelaPrecoCadastro', params: { id: '01JTABELA' } });
    expect(match('POST', '/sst/api/credenciada/tabela-preco/editar')?.id).toBe('tabelaPrecoSalvar');
    expect(match('POST', '/sst/api/credenciada/tabela-preco/deletar')?.id).toBe('tabelaPrecoDeletar');
  });

  it("keeps the company area's lookup and the back office's provider filter on their own paths", () => {
    expect(match('GET', '/sst/api/demo/credenciada')).toEqual({ id: 'credenciadas', params: { tenant: 'demo' } });
    expect(match('GET', '/sst/api/demo/tabela-preco')?.id).toBe('tabelaPreco');
    expect(match('GET', '/sst/api/empresa/consulta/externa/credenciada')?.id).toBe('webCredenciadas');
  });

  it('declares every method and path once (a second route on a path would never be reached)', () => {
    const keys = apiRoutes.map((route) => routeKey(route));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
