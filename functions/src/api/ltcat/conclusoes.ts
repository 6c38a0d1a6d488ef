import { conclusaoTecnicaFormSchema, conclusaoTecnicaNomeTakenMessage, recordSavedMessage, type ConclusaoTecnica } from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { conclusoesTecnicas, type ConclusaoTecnicaItem } from '../../data/entities/conclusao-tecnica';
import { nameSortKey, newId, noCode, registryKeyParts } from '../../data/entities/keys';
import { conclusaoTecnicaPorId, conclusoesTecnicasCounter } from '../../data/ltcat-conteudos';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, sessionOf, type RouteHandler } from '../../platform';
import {
  createClaims,
  nameHolder,
  nameTaken,
  registryListAnswer,
  renameClaims,
  softDeleteRegistry,
  webTenant,
  writeRegistryEdit,
} from '../cadastro/registry';

/*
 * LTCAT › Configuração › Conclusão Técnica (spec 3 §2.3, §3, §7 conclusao-tecnica; issue 15): the tenant's technical
 * conclusions on the back-office registry pattern (issue 14): list by name, one record, save (create or edit at the
 * version read), soft delete; permission 573 to change (the route's flag). The name is unique in the tenant (claim
 * 'conclusaoTecnicaNome'). A GHE's link to a conclusion (next wave) copies its name and text (spec 3 §3 "GHE
 * technical conclusion link: id_con_tec, nome, descricao"), so deleting the conclusion leaves the GHEs as they were.
 */

const tipo = 'conclusaoTecnicaNome';
const taken = () => nameTaken(conclusaoTecnicaNomeTakenMessage);

function view(item: ConclusaoTecnicaItem): ConclusaoTecnica {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    descricao: item.descricao ?? null,
    ativo: item.ativo === false ? 0 : 1,
    usuario: item.usuarioNome ?? null,
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<ConclusaoTecnicaItem> => ({
  byNome: (prefix) => (options) =>
    conclusoesTecnicas().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    conclusoesTecnicas().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET conclusao-tecnica: one page of the live conclusions by name, with the total. */
export const listConclusoesTecnicas: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), conclusoesTecnicasCounter, view);
};

/** GET conclusao-tecnica/{id}: one live conclusion; another tenant's or a deleted one is 404. */
export const getConclusaoTecnica: RouteHandler = async (event, context) => {
  const item = await conclusaoTecnicaPorId(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** POST conclusao-tecnica/editar: creates (no id) or updates (id and the versao read) a conclusion. */
export const saveConclusaoTecnica: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const tenant = session.tenant;
  const form = parseBody(event, conclusaoTecnicaFormSchema);
  const descricao = form.descricao || undefined;
  const set = { nome: form.nome, ativo: form.ativo === 1, usuarioNome: session.usuario.nome };

  if (!form.id) {
    if (await nameHolder(tenant, tipo, form.nome)) throw taken();
    const id = newId();
    try {
      await transactWrite([
        { put: conclusoesTecnicas().create({ tenant, id, ...set, ...(descricao ? { descricao } : {}) }).params() },
        ...createClaims(tenant, tipo, form.nome, id, conclusoesTecnicasCounter),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw taken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await conclusaoTecnicaPorId(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, form.nome);
  if (holder && holder !== existing.id) throw taken();
  const patch = conclusoesTecnicas()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...(descricao ? { descricao } : {}), nomeChave: nameSortKey(form.nome), codigoChave: noCode, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, undefined));
  const update = (descricao ? patch : patch.remove(['descricao']))
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  await writeRegistryEdit(update, renameClaims(tenant, tipo, existing.id, existing.nome, form.nome), taken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** POST conclusao-tecnica/deletar {ids}: soft-deletes the tenant's conclusions, all or none; the name is released. */
export const deleteConclusoesTecnicas: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => conclusoesTecnicas().get(keys).go(),
    softDelete: (item: ConclusaoTecnicaItem, deletedAt) =>
      conclusoesTecnicas()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, undefined))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.nome }),
    counter: conclusoesTecnicasCounter,
  });
