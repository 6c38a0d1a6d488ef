import { createApiHandler } from '../../platform';
import { exportExames } from '../cadastro/exames';
import { exportFuncoes } from '../cadastro/funcoes';
import { exportMedicos } from '../cadastro/medicos';
import {
  getImportacao,
  getImportacaoErros,
  getImportacaoModelo,
  processImportacaoRoute,
  registerImportacao,
} from './funcionario-importacao';

/**
 * The spreadsheets (bounded context 'planilha'): the registries' Excel exports and the employee import (model,
 * upload, queueing, status, error report). A function of their own because exceljs and its stream dependencies (~400 KB minified) would
 * otherwise ride in the function that lists and saves the registries (docs/decisions.md "Issue 14: spreadsheets").
 */
export const handler = createApiHandler('planilha', {
  exameExcel: exportExames,
  funcaoExcel: exportFuncoes,
  medicoExcel: exportMedicos,
  funcionarioImportacaoModelo: getImportacaoModelo,
  funcionarioImportacaoCadastrar: registerImportacao,
  funcionarioImportacaoProcessar: processImportacaoRoute,
  funcionarioImportacao: getImportacao,
  funcionarioImportacaoErros: getImportacaoErros,
  empresaFuncionarioImportacaoModelo: getImportacaoModelo,
  empresaFuncionarioImportacaoCadastrar: registerImportacao,
  empresaFuncionarioImportacaoProcessar: processImportacaoRoute,
  empresaFuncionarioImportacao: getImportacao,
  empresaFuncionarioImportacaoErros: getImportacaoErros,
});
