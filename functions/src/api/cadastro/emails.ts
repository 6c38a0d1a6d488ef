import {
  emailSavedMessage,
  empresaEmailQuerySchema,
  empresaEmailSchema,
  invalidOptionMessage,
  tipoDescricao,
  type EmpresaEmail,
  type EmpresaEmailRow,
} from '@ocupacional/shared';
import { byIds } from '../../data/company-reads';
import { empresas } from '../../data/entities/empresa';
import { empresaEmails, type EmpresaEmailItem } from '../../data/entities/empresa-email';
import { fdts } from '../../data/entities/fdt';
import { newId } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseBody,
  parseQuery,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteContext,
  type RouteHandler,
} from '../../platform';
import { deletedAnswer, registryDeleteIds } from './registry';

/*
 * The company's e-mail contacts (spec 1 §2 "My registration", §3 "Company e-mail contact", §7 empresa/email,
 * email/0): per sector, the fronts they cover (none: all), several addresses separated by semicolon, notes and the
 * active flag. In the company portal the company is always the session's; in the back office's tab (issue 14,
 * shared/src/routes/empresa-emails.ts) it is the path's, of the session's tenant. Both write through
 * {@link writeEmail}, and the mail features read what they write (the active contacts of sector 197).
 */

async function contactsOf(tenant: string, empresaId: string, tipo: number | null | undefined): Promise<EmpresaEmailRow[]> {
  const { data } = await empresaEmails().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  const contacts = data.filter((item) => !item.deletedAt && (tipo === null || tipo === undefined || item.tipo === tipo));
  const fronts = await byIds((keys) => fdts().get(keys).go(), tenant, contacts.flatMap((item) => item.fdtIds ?? []));
  const view = (item: EmpresaEmailItem): EmpresaEmailRow => ({
    id: item.id,
    versao: versaoDe(item),
    id_emp: item.empresaId,
    id_usu: item.usuarioId ?? null,
    nome: item.nome ?? null,
    tipo: { id: item.tipo, descricao: tipoDescricao(item.tipo) ?? String(item.tipo) },
    fdt: (item.fdtIds ?? []).flatMap((id) => {
      const fdt = fronts.get(id);
      return fdt ? [{ id: fdt.id, nome: fdt.descricao }] : [];
    }),
    email: item.email,
    obs: item.obs ?? null,
    ativo: item.ativo === false ? 0 : 1,
    created_at: item.createdAt ?? '',
  });
  return contacts.map(view);
}

/** GET email/0 (filter id_tipo_email): the contacts of the user's company. */
export const listEmails: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { filter } = parseQuery(event, empresaEmailQuerySchema);
  return respond(200, 'OK', await contactsOf(tenant, empresaId, filter.id_tipo_email));
};

/** GET empresa/email/{empresa} (filter id_tipo_email, e.g. 197): the same, for the user's own company only. */
export const listEmpresaEmails: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  if (event.pathParameters?.empresa !== empresaId) throw new HttpError(404, notFoundMessage);
  const { filter } = parseQuery(event, empresaEmailQuerySchema);
  return respond(200, 'OK', await contactsOf(tenant, empresaId, filter.id_tipo_email));
};

/** Who writes a contact: the company, and the user recorded as its author. */
interface EmailScope {
  readonly tenant: string;
  readonly empresaId: string;
  readonly usuarioId: string;
}

/**
 * Creates (no id) or edits a contact of the scope's company; the fronts must be the company's. id_emp and id_usu
 * are the scope's, whatever the form says. A form without `nome` (the company portal's) keeps the contact's.
 */
async function writeEmail({ tenant, empresaId, usuarioId }: EmailScope, form: EmpresaEmail): Promise<string> {
  const fdtIds = [...new Set(form.fdt)];
  const fronts = await byIds((keys) => fdts().get(keys).go(), tenant, fdtIds);
  if (fdtIds.some((id) => fronts.get(id)?.empresaId !== empresaId || fronts.get(id)?.deletedAt)) {
    throw new HttpError(400, validationFailedMessage, { fields: { fdt: [invalidOptionMessage] } });
  }
  const attributes = { tipo: form.tipo, fdtIds, email: form.email, ativo: form.ativo === 1, usuarioId };
  const optional = { ...(form.obs ? { obs: form.obs } : {}), ...(form.nome ? { nome: form.nome } : {}) };
  // Emptied fields are removed; a nome the form did not send (undefined) stays as it is.
  const removed = [...(form.obs ? [] : (['obs'] as const)), ...(form.nome || form.nome === undefined ? [] : (['nome'] as const))];
  if (!form.id) {
    const id = newId();
    await empresaEmails()
      .create({ tenant, empresaId, id, ...attributes, ...optional })
      .go();
    return id;
  }
  const lida = versaoLida(form.versao);
  const { data: existing } = await empresaEmails().get({ tenant, empresaId, id: form.id }).go();
  if (!existing || existing.deletedAt) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  // Written only over the version the form read (issue 12 item 3), and never over a contact deleted meanwhile.
  const patch = empresaEmails()
    .patch({ tenant, empresaId, id: form.id })
    .set({ ...attributes, ...optional, versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (removed.length ? patch.remove(removed) : patch)
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return form.id;
}

/**
 * POST email/0/editar: creates (no id) or edits a contact of the user's company; the fronts must be the company's.
 * id_emp and id_usu are the session's, whatever the body says.
 */
export const saveEmail: RouteHandler = async (event, context) => {
  const id = await writeEmail(companyScope(context), parseBody(event, empresaEmailSchema));
  return respond(200, emailSavedMessage, { id });
};

// The back office's tab 'E-mails' of a company's record (issue 14; shared/src/routes/empresa-emails.ts)

/** The path's company, of the web-area session's tenant, live; another tenant's or a deleted one is 404. */
async function pathCompany(event: Parameters<RouteHandler>[0], context: Pick<RouteContext, 'session'>): Promise<EmailScope> {
  const session = sessionOf(context);
  const empresaId = event.pathParameters?.empresa ?? '';
  const { data: empresa } = empresaId ? await empresas().get({ tenant: session.tenant, id: empresaId }).go() : { data: null };
  if (!empresa || empresa.deletedAt) throw new HttpError(404, notFoundMessage);
  return { tenant: session.tenant, empresaId, usuarioId: session.usuario.id };
}

/** GET empresa/{empresa}/contato-email (filter id_tipo_email): every contact of a company of the tenant. */
export const listContatosEmpresa: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await pathCompany(event, context);
  const { filter } = parseQuery(event, empresaEmailQuerySchema);
  return respond(200, 'OK', await contactsOf(tenant, empresaId, filter.id_tipo_email));
};

/** POST empresa/{empresa}/contato-email/editar: as email/0/editar, for the path's company (administrators). */
export const saveContatoEmpresa: RouteHandler = async (event, context) => {
  const scope = await pathCompany(event, context);
  const id = await writeEmail(scope, parseBody(event, empresaEmailSchema));
  return respond(200, emailSavedMessage, { id });
};

/**
 * POST empresa/{empresa}/contato-email/deletar {ids}: soft-deletes contacts of the path's company, all or none; an id
 * that is not a live contact of that company is 404 (also when another request deleted it meanwhile).
 */
export const deleteContatosEmpresa: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await pathCompany(event, context);
  const ids = registryDeleteIds(event);
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite(
      ids.map((id) => ({
        update: empresaEmails()
          .patch({ tenant, empresaId, id })
          .set({ deletedAt })
          .where(({ deletedAt: deleted }, { notExists }) => notExists(deleted))
          .params(),
      })),
    );
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  }
  return deletedAnswer(ids.length);
};
