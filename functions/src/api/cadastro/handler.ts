import { createApiHandler } from '../../platform';
import { deleteContatosEmpresa, listContatosEmpresa, listEmails, listEmpresaEmails, saveContatoEmpresa, saveEmail } from './emails';
import { deleteCredenciadas, getCredenciadaCadastro, listCredenciadasCadastro, saveCredenciada } from './credenciadas';
import { deleteEmpresas, getEmpresaCadastro, listEmpresasCadastro, saveEmpresa } from './empresas';
import {
  createEstruturaRevisao,
  deleteEstruturaFdts,
  deleteEstruturaGhes,
  getEstruturaFdt,
  linkEstruturaGheFuncao,
  listEstruturaFdts,
  listEstruturaGheFuncoes,
  listEstruturaGhes,
  listEstruturaPcmsoExames,
  listEstruturaRevisoes,
  saveEstruturaFdt,
  saveEstruturaGhe,
  saveEstruturaPcmsoExames,
  saveEstruturaRevisao,
  unlinkEstruturaGheFuncoes,
} from './estrutura';
import { deleteExames, getExame, listExames, saveExame } from './exames';
import { deleteFuncoes, getFuncaoCadastro, listFuncoesCadastro, saveFuncao } from './funcoes';
import { deleteFuncionarios, getFuncionario, listFuncionarios, listTransferencias, saveFuncionario } from './funcionarios';
import { deleteMedicos, getMedico, listMedicos, saveMedico } from './medicos';
import { deleteParceiros, getParceiro, listParceiros, saveParceiro } from './parceiros';
import { getUltimaRevisao, listFdts, listFuncoes, listGheExames, listGheFuncoes, listGhes } from './pcmso';
import { deleteTabelasPreco, getTabelaPrecoCadastro, listTabelasPrecoCadastro, saveTabelaPreco } from './tabelas-preco';
import { deleteProfissionais, getProfissional, listProfissionais, saveProfissional } from './profissionais';
import { deleteRiscos, getRisco, listRiscos, saveRisco } from './riscos';

/**
 * The company's registrations (bounded context 'cadastro'): employees, the PCMSO lookups (fronts, GHEs, functions,
 * exams, latest revision) and the company's e-mail contacts; and the back office's registries (issue 14):
 * Configurações › Exames, Funções and Médicos Examinadores. Their spreadsheets (the Excel exports, the employee import) are the 'planilha'
 * context's (api/planilha/handler.ts).
 */
export const handler = createApiHandler('cadastro', {
  funcionarioLista: listFuncionarios,
  funcionario: getFuncionario,
  funcionarioSalvar: saveFuncionario,
  funcionarioDeletar: deleteFuncionarios,
  funcionarioTransferencias: listTransferencias,
  pcmsoFdt: listFdts,
  pcmsoGhe: listGhes,
  pcmsoGheFuncao: listGheFuncoes,
  pcmsoGheExame: listGheExames,
  pcmsoUltimaRevisao: getUltimaRevisao,
  funcoes: listFuncoes,
  emails: listEmails,
  empresaEmails: listEmpresaEmails,
  emailSalvar: saveEmail,
  empresaContatoEmailLista: listContatosEmpresa,
  empresaContatoEmailSalvar: saveContatoEmpresa,
  empresaContatoEmailDeletar: deleteContatosEmpresa,
  empresaLista: listEmpresasCadastro,
  empresa: getEmpresaCadastro,
  empresaSalvar: saveEmpresa,
  empresaDeletar: deleteEmpresas,
  exameLista: listExames,
  exame: getExame,
  exameSalvar: saveExame,
  exameDeletar: deleteExames,
  funcaoLista: listFuncoesCadastro,
  funcao: getFuncaoCadastro,
  funcaoSalvar: saveFuncao,
  funcaoDeletar: deleteFuncoes,
  medicoLista: listMedicos,
  medico: getMedico,
  medicoSalvar: saveMedico,
  medicoDeletar: deleteMedicos,
  // A company's structure (issue 14): fronts, GHEs, GHE functions, PCMSO revisions and exam tables (estrutura.ts)
  estruturaFdtLista: listEstruturaFdts,
  estruturaFdt: getEstruturaFdt,
  estruturaFdtSalvar: saveEstruturaFdt,
  estruturaFdtDeletar: deleteEstruturaFdts,
  estruturaGheLista: listEstruturaGhes,
  estruturaGheSalvar: saveEstruturaGhe,
  estruturaGheDeletar: deleteEstruturaGhes,
  estruturaGheFuncoes: listEstruturaGheFuncoes,
  estruturaGheFuncaoSalvar: linkEstruturaGheFuncao,
  estruturaGheFuncaoDeletar: unlinkEstruturaGheFuncoes,
  estruturaRevisoes: listEstruturaRevisoes,
  estruturaRevisaoNova: createEstruturaRevisao,
  estruturaRevisaoSalvar: saveEstruturaRevisao,
  estruturaPcmsoExames: listEstruturaPcmsoExames,
  estruturaPcmsoExamesSalvar: saveEstruturaPcmsoExames,
  credenciadaLista: listCredenciadasCadastro,
  credenciada: getCredenciadaCadastro,
  credenciadaSalvar: saveCredenciada,
  credenciadaDeletar: deleteCredenciadas,
  tabelaPrecoLista: listTabelasPrecoCadastro,
  tabelaPrecoCadastro: getTabelaPrecoCadastro,
  tabelaPrecoSalvar: saveTabelaPreco,
  tabelaPrecoDeletar: deleteTabelasPreco,
  profissionalLista: listProfissionais,
  profissional: getProfissional,
  profissionalSalvar: saveProfissional,
  profissionalDeletar: deleteProfissionais,
  parceiroLista: listParceiros,
  parceiro: getParceiro,
  parceiroSalvar: saveParceiro,
  parceiroDeletar: deleteParceiros,
  riscoLista: listRiscos,
  risco: getRisco,
  riscoSalvar: saveRisco,
  riscoDeletar: deleteRiscos,
});
