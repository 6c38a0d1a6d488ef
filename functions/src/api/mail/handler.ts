import { createApiHandler } from '../../platform';
import { enviarConsulta, enviarUpload, historicoConsulta, historicoEmpresa, historicoUpload } from './aso-email';
import { deleteContas, getConta, listContas, saveConta, testConta } from './contas';
import { emailAbertura, emailLog, emailLogHtml, emailLogPonto } from './logs';
import { callbackOauth2, iniciarOauth2, redirectOauth2, revogarOauth2, salvarOauth2, statusOauth2 } from './oauth2';

/**
 * Mail (bounded context 'mail'; docs/api/mail.md): the tenant's mail accounts and their OAuth2 connection, ASO by
 * e-mail with its history, the e-mail logs and the tracking image. Sending itself is the mail-send worker's.
 */
export const handler = createApiHandler('mail', {
  contasEmail: listContas,
  contaEmail: getConta,
  contaEmailSalvar: saveConta,
  contasEmailDeletar: deleteContas,
  contaEmailTestar: testConta,
  contaEmailOauth2Iniciar: iniciarOauth2,
  contaEmailOauth2Redirect: redirectOauth2,
  contaEmailOauth2Status: statusOauth2,
  contaEmailOauth2Revogar: revogarOauth2,
  contaEmailOauth2Salvar: salvarOauth2,
  oauth2Callback: callbackOauth2,
  asoUploadEnviar: enviarUpload,
  asoUploadEmails: historicoUpload,
  asoConsultaEmails: historicoConsulta,
  asoEmpresaEmails: historicoEmpresa,
  asoConsultaEmailCadastrar: enviarConsulta,
  emailLog,
  emailLogPonto,
  emailLogHtml,
  emailAbertura,
});
