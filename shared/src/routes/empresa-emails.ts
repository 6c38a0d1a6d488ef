import type { ApiRoute } from '../api-routes';

/*
 * The back office's tab 'E-mails' of a company's record (issue 14; spec 3 §2.2 empresas/editar/{id}; spec 1 §3
 * "Company e-mail contact"): the company's notification contacts by sector (list 196: ASO, eSocial, Financeiro),
 * the ones the mail features read (the ASO release and ASO-by-e-mail recipients: the active contacts of sector 197).
 * Bounded context 'cadastro', web area only (no tenant in the path); the company is the path's, of the session's
 * tenant (another tenant's is 404). Reading is open to every web-area user; changing is for administrators, the
 * registries' rule (shared/src/routes/cadastros.ts). The company portal keeps its own routes (email/0, email/0/editar).
 */

const web = { tenant: false, fn: 'cadastro', auth: true, areas: ['web'] } as const;

export const empresaEmailRoutes = [
  // Every contact of the company (filter id_tipo_email as empresa/email/{empresa}), sector and fronts named.
  { ...web, id: 'empresaContatoEmailLista', method: 'GET', path: '/empresa/{empresa}/contato-email' },
  // Creates (no id) or edits (id and the versao read) a contact of the company.
  { ...web, id: 'empresaContatoEmailSalvar', method: 'POST', path: '/empresa/{empresa}/contato-email/editar', admin: true },
  // Soft-deletes contacts of the company {ids}: the mail features stop sending to them at once.
  {
    ...web,
    id: 'empresaContatoEmailDeletar',
    method: 'POST',
    path: '/empresa/{empresa}/contato-email/deletar',
    admin: true,
    deletes: true,
  },
] as const satisfies readonly ApiRoute[];
