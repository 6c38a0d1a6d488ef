import { describe, expect, it } from 'vitest';
import { apiRoutes, matchRoute } from '../api-routes';

/*
 * Empresas' routes (issue 14) beside the /empresa paths that were there: the web area's GET empresa (the pickers'
 * lookup) and empresa/consulta…, the company area's tenant paths (/{tenant}/empresa/email/{empresa}), and the
 * company portal's GET funcao beside the registry's funcao/{id}.
 */
const match = (method: string, path: string) => {
  const found = matchRoute(apiRoutes, method, path);
  return found && { id: found.route.id, params: found.pathParameters };
};

describe('the routes of Empresas', () => {
  it('resolves the registry paths, literals before the record id', () => {
    expect(match('GET', '/sst/api/empresa/lista')).toEqual({ id: 'empresaLista', params: {} });
    expect(match('GET', '/sst/api/empresa/excel')).toEqual({ id: 'empresaExcel', params: {} });
    expect(match('GET', '/sst/api/empresa/01JEMPRESA')).toEqual({ id: 'empresa', params: { id: '01JEMPRESA' } });
    expect(match('POST', '/sst/api/empresa/editar')?.id).toBe('empresaSalvar');
    expect(match('POST', '/sst/api/empresa/deletar')?.id).toBe('empresaDeletar');
    expect(match('GET', '/sst/api/empresa/01JEMPRESA/esocial')).toEqual({ id: 'empresaEsocial', params: { id: '01JEMPRESA' } });
    expect(match('POST', '/sst/api/empresa/01JEMPRESA/esocial/editar')?.id).toBe('empresaEsocialSalvar');
  });

  it('keeps the paths that were there: the picker, the consultations, the company area and GET funcao', () => {
    expect(match('GET', '/sst/api/empresa')?.id).toBe('asoEmpresas');
    expect(match('GET', '/sst/api/empresa/consulta')?.id).toBe('asoConsultas');
    expect(match('GET', '/sst/api/empresa/funcionario/E1')?.id).toBe('asoEmpresaFuncionarios');
    expect(match('GET', '/sst/api/empresa/consulta/123')?.id).toBe('web.acoesConsulta');
    expect(match('GET', '/sst/api/demo/empresa/email/E1')).toEqual({ id: 'empresaEmails', params: { tenant: 'demo', empresa: 'E1' } });
    expect(match('GET', '/sst/api/demo/funcao')).toEqual({ id: 'funcoes', params: { tenant: 'demo' } });
    expect(match('GET', '/sst/api/funcao/F1')).toEqual({ id: 'funcao', params: { id: 'F1' } });
  });

  it('declares each method and path once', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.tenant ? '/{tenant}' : ''}${route.path}`);
    const empresaKeys = keys.filter((key) => key.includes(' /empresa'));
    expect(new Set(empresaKeys).size).toBe(empresaKeys.length);
  });
});
