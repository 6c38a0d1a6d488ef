import { createApiHandler } from '../../platform';
import { listEmails, listEmpresaEmails, saveEmail } from './emails';
import { deleteExames, getExame, listExames, saveExame } from './exames';
import { deleteFuncoes, getFuncaoCadastro, listFuncoesCadastro, saveFuncao } from './funcoes';
import { deleteFuncionarios, getFuncionario, listFuncionarios, listTransferencias, saveFuncionario } from './funcionarios';
import { deleteMedicos, getMedico, listMedicos, saveMedico } from './medicos';
import { getUltimaRevisao, listFdts, listFuncoes, listGheExames, listGheFuncoes, listGhes } from './pcmso';

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
});
