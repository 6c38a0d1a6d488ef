import type { ApiRoute } from '../api-routes';

/*
 * Mail's API routes (spec 2 §2, §7; docs/api/mail.md), bounded context 'mail': the mail accounts and their OAuth2
 * connection (web route config/conta-email: the back office, no tenant in the path; permission 3 to edit and
 * delete, and to test), ASO by e-mail and its history (permission 561), the e-mail logs per point type, and the tracking
 * image, which is public and found by an unguessable token.
 */

/** Permission 3: edit and delete mail accounts; 561: send ASO by e-mail (spec 2 §6). */
const contaEmail = 3;
const enviarAso = 561;

const web = { tenant: false, fn: 'mail', auth: true, areas: ['web'] } as const;

export const mailRoutes = [
  // Mail accounts (spec 2 §7 "Mail accounts")
  { ...web, id: 'contasEmail', method: 'GET', path: '/conta-email' },
  { ...web, id: 'contaEmail', method: 'GET', path: '/conta-email/{id}' },
  { ...web, id: 'contaEmailSalvar', method: 'POST', path: '/conta-email/editar', permission: contaEmail },
  { ...web, id: 'contasEmailDeletar', method: 'POST', path: '/conta-email/deletar', permission: contaEmail, deletes: true },
  // The test connects wherever the account points: only who may edit accounts runs it (issue 12 item 5).
  { ...web, id: 'contaEmailTestar', method: 'POST', path: '/conta-email/testar', permission: contaEmail },

  // OAuth2 connection (spec 2 §4 "OAuth2 account", §7)
  { ...web, id: 'contaEmailOauth2Iniciar', method: 'GET', path: '/conta-email/{id}/oauth2/iniciar', permission: contaEmail },
  { ...web, id: 'contaEmailOauth2Redirect', method: 'GET', path: '/conta-email/oauth2/iniciar', permission: contaEmail },
  { ...web, id: 'contaEmailOauth2Status', method: 'GET', path: '/conta-email/{id}/oauth2/status' },
  { ...web, id: 'contaEmailOauth2Revogar', method: 'POST', path: '/conta-email/{id}/oauth2/revogar', permission: contaEmail },
  { ...web, id: 'contaEmailOauth2Salvar', method: 'POST', path: '/conta-email/{id}/oauth2/salvar', permission: contaEmail },
  { ...web, id: 'oauth2Callback', method: 'GET', path: '/oauth2/callback', permission: contaEmail },

  // ASO by e-mail and 'Histórico de Envio de Emails' (spec 2 §2, §7 "ASO upload and e-mail")
  { ...web, id: 'asoUploadEnviar', method: 'POST', path: '/empresa/consulta/upload/pagina/{id}/enviar', permission: enviarAso },
  { ...web, id: 'asoUploadEmails', method: 'GET', path: '/empresa/consulta/upload/pagina/{id}/email' },
  { ...web, id: 'asoConsultaEmails', method: 'GET', path: '/empresa/consulta/email/{idcon}' },
  // A company picked in the modal (the ASO list's button): its default recipients and ASO e-mail history
  { ...web, id: 'asoEmpresaEmails', method: 'GET', path: '/empresa/{id_empresa}/email' },
  { ...web, id: 'asoConsultaEmailCadastrar', method: 'POST', path: '/empresa/consulta/email/{idcon}/cadastrar', permission: enviarAso },

  // E-mail logs per point type, and a message's body (spec 2 §7 "Logs")
  { ...web, id: 'emailLog', method: 'GET', path: '/log/email/{pointType}' },
  // Before log/email/{pointType}/{pointId}: the functions' router tries routes in this order.
  { ...web, id: 'emailLogHtml', method: 'GET', path: '/log/email/html/{id}' },
  { ...web, id: 'emailLogPonto', method: 'GET', path: '/log/email/{pointType}/{pointId}' },

  // The tracking image of a sent message: public, an unguessable token names the message (spec 2 §3 "abertura")
  { id: 'emailAbertura', method: 'GET', path: '/email/abertura/{token}', tenant: false, fn: 'mail', auth: false },
] as const satisfies readonly ApiRoute[];
