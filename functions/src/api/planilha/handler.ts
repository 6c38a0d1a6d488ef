import { createApiHandler } from '../../platform';
import { exportEmpresas } from '../cadastro/empresas-lista';
import { exportCredenciadas } from '../cadastro/credenciadas';
import { exportExames } from '../cadastro/exames';
import { exportFuncoes } from '../cadastro/funcoes';
import { exportMedicos } from '../cadastro/medicos';
import { exportParceiros } from '../cadastro/parceiros';
import { exportProfissionais } from '../cadastro/profissionais';
import { exportRiscos } from '../cadastro/riscos';
import { exportOperadores } from '../platform/usuarios-excel';
import { exportTabelaDinamica } from '../ltcat/tabelas-dinamicas-excel';
import { exportFatoresRisco } from '../ltcat/fatores-risco';
import {
  getImportacao,
  getImportacaoErros,
  getImportacaoModelo,
  listImportacoes,
  processImportacaoRoute,
  registerImportacao,
} from './funcionario-importacao';

/**
 * The spreadsheets (bounded context 'planilha'): the registries' Excel exports and the employee import (model,
 * upload, queueing, status, error report). A function of their own because exceljs and its stream dependencies (~400 KB minified) would
 * otherwise ride in the function that lists and saves the registries (docs/decisions.md "Issue 14: spreadsheets").
 */
export const handler = createApiHandler('planilha', {
  empresaExcel: exportEmpresas,
  exameExcel: exportExames,
  funcaoExcel: exportFuncoes,
  medicoExcel: exportMedicos,
  tabelaDinamicaExportar: exportTabelaDinamica,
  credenciadaExcel: exportCredenciadas,
  profissionalExcel: exportProfissionais,
  parceiroExcel: exportParceiros,
  riscoExcel: exportRiscos,
  fatorRiscoExcel: exportFatoresRisco,
  usuarioExcel: exportOperadores,
  funcionarioImportacaoModelo: getImportacaoModelo,
  funcionarioImportacaoCadastrar: registerImportacao,
  funcionarioImportacaoProcessar: processImportacaoRoute,
  funcionarioImportacao: getImportacao,
  funcionarioImportacaoErros: getImportacaoErros,
  empresaFuncionarioImportacaoModelo: getImportacaoModelo,
  empresaFuncionarioImportacaoLista: listImportacoes,
  empresaFuncionarioImportacaoCadastrar: registerImportacao,
  empresaFuncionarioImportacaoProcessar: processImportacaoRoute,
  empresaFuncionarioImportacao: getImportacao,
  empresaFuncionarioImportacaoErros: getImportacaoErros,
});
