import type { ApiRoute } from '../api-routes';

/*
 * The employee import's API routes (issue 14), bounded context 'cadastro': the company area imports into its own
 * company; the back office into a company of its tenant named in the path, with permission 567 ("edit and delete …
 * employees", spec 3 §6). Each: the model spreadsheet, the job (register → presigned POST → processar), its
 * status and its error report; the back office also lists the company's imports (history).
 */

/** Spec 3 §6: 567 edits and deletes LTCAT, GHE, functions, employees… */
export const importarFuncionariosPermission = 567;

const empresa = { tenant: true, fn: 'planilha', auth: true, areas: ['empresa'] } as const;
const web = { tenant: false, fn: 'planilha', auth: true, areas: ['web'], permission: importarFuncionariosPermission } as const;

export const funcionarioImportacaoRoutes = [
  { ...empresa, id: 'funcionarioImportacaoModelo', method: 'GET', path: '/funcionario/importacao-modelo' },
  { ...empresa, id: 'funcionarioImportacaoCadastrar', method: 'POST', path: '/funcionario/importacao/cadastrar' },
  { ...empresa, id: 'funcionarioImportacaoProcessar', method: 'POST', path: '/funcionario/importacao/{id}/processar' },
  { ...empresa, id: 'funcionarioImportacao', method: 'GET', path: '/funcionario/importacao/{id}' },
  { ...empresa, id: 'funcionarioImportacaoErros', method: 'GET', path: '/funcionario/importacao/{id}/erros' },

  { ...web, id: 'empresaFuncionarioImportacaoModelo', method: 'GET', path: '/empresa/{empresa}/funcionario/importacao-modelo' },
  // The company's imports, newest first (the back office tab's history).
  { ...web, id: 'empresaFuncionarioImportacaoLista', method: 'GET', path: '/empresa/{empresa}/funcionario/importacao' },
  { ...web, id: 'empresaFuncionarioImportacaoCadastrar', method: 'POST', path: '/empresa/{empresa}/funcionario/importacao/cadastrar' },
  {
    ...web,
    id: 'empresaFuncionarioImportacaoProcessar',
    method: 'POST',
    path: '/empresa/{empresa}/funcionario/importacao/{id}/processar',
  },
  { ...web, id: 'empresaFuncionarioImportacao', method: 'GET', path: '/empresa/{empresa}/funcionario/importacao/{id}' },
  { ...web, id: 'empresaFuncionarioImportacaoErros', method: 'GET', path: '/empresa/{empresa}/funcionario/importacao/{id}/erros' },
] as const satisfies readonly ApiRoute[];
