import {
  emailSavedMessage,
  empresaEmailQuerySchema,
  empresaEmailSchema,
  invalidOptionMessage,
  tipoDescricao,
  type EmpresaEmailRow,
} from '@ocupacional/shared';
import { byIds } from '../../data/company-reads';
import { empresaEmails, type EmpresaEmailItem } from '../../data/entities/empresa-email';
import { fdts } from '../../data/entities/fdt';
import { newId } from '../../data/entities/keys';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseBody,
  parseQuery,
  respond,
  validationFailedMessage,
  type RouteHandler,
} from '../../platform';

/*
 * The company's e-mail contacts (spec 1 §2 "My registration", §3 "Company e-mail contact", §7 empresa/email,
 * email/0): per sector, the fronts they cover (none: all), several addresses separated by semicolon, notes and the
 * active flag. The company is always the session's.
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

/**
 * POST email/0/editar: creates (no id) or edits a contact of the user's company; the fronts must be the company's.
 * id_emp and id_usu are the session's, whatever the body says.
 */
export const saveEmail: RouteHandler = async (event, context) => {
  const { tenant, empresaId, usuarioId } = companyScope(context);
  const form = parseBody(event, empresaEmailSchema);
  const fdtIds = [...new Set(form.fdt)];
  const fronts = await byIds((keys) => fdts().get(keys).go(), tenant, fdtIds);
  if (fdtIds.some((id) => fronts.get(id)?.empresaId !== empresaId || fronts.get(id)?.deletedAt)) {
    throw new HttpError(400, validationFailedMessage, { fields: { fdt: [invalidOptionMessage] } });
  }
  const attributes = { tipo: form.tipo, fdtIds, email: form.email, ativo: form.ativo === 1, usuarioId };
  if (!form.id) {
    const id = newId();
    await empresaEmails()
      .create({ tenant, empresaId, id, ...attributes, ...(form.obs ? { obs: form.obs } : {}) })
      .go();
    return respond(200, emailSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  const { data: existing } = await empresaEmails().get({ tenant, empresaId, id: form.id }).go();
  if (!existing || existing.deletedAt) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  // Written only over the version the form read (issue 12 item 3), and never over a contact deleted meanwhile.
  const patch = empresaEmails()
    .patch({ tenant, empresaId, id: form.id })
    .set({ ...attributes, ...(form.obs ? { obs: form.obs } : {}), versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (form.obs ? patch : patch.remove(['obs']))
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, emailSavedMessage, { id: form.id });
};
