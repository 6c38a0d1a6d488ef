import { createApiHandler } from '../../platform';
import { listEmails, listEmpresaEmails, saveEmail } from './emails';
import { deleteFuncionarios, getFuncionario, listFuncionarios, listTransferencias, saveFuncionario } from './funcionarios';
import { getUltimaRevisao, listFdts, listFuncoes, listGheExames, listGheFuncoes, listGhes } from './pcmso';

/**
 * The company's registrations (bounded context 'cadastro'): employees, the PCMSO lookups (fronts, GHEs, functions,
 * exams, latest revision) and the company's e-mail contacts.
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
});
