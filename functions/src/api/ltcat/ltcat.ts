import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  idsRequestSchema,
  keyedPagination,
  ltcatCodes,
  ltcatEmpresaInvalidaMessage,
  ltcatFormSchema,
  ltcatFrenteInvalidaMessage,
  ltcatListQuerySchema,
  ltcatOrigemNaoEncontradaMessage,
  ltcatResponsavelInvalidoMessage,
  ltcatRevisadoMessage,
  ltcatRevisaoConcorrenteMessage,
  recordSavedMessage,
  recordsDeletedMessage,
  tipoRevisaoDescricao,
  addDays,
  type Ltcat,
  type LtcatForm,
  type LtcatLinha,
} from '@ocupacional/shared';
import { byIds, frontOf } from '../../data/company-reads';
import { empresas } from '../../data/entities/empresa';
import { newId, searchText } from '../../data/entities/keys';
import { ltcatKeyParts, ltcats, type LtcatItem } from '../../data/entities/ltcat';
import { profissionais } from '../../data/entities/profissional';
import { counterChange, readCounters } from '../../data/list-counters';
import { readPage, type PageReadOptions } from '../../data/list-page';
import {
  liveLtcat,
  ltcatCounter,
  ltcatEmpresaCounter,
  maiorRevisao,
  revisaoClaim,
  revisaoComParent,
  revisoesDaFrente,
  ultimaRevisao,
} from '../../data/ltcat';
import { fdts } from '../../data/entities/fdt';
import { copiarGhesDoLtcat } from '../../data/ltcat-ghe';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { ltcatCriacaoErros, ltcatEdicaoErros, ltcatRevisaoDescricao, type CamposComErro } from '../../domain/ltcat-revisao';
import {
  HttpError,
  notFoundMessage,
  parseBody,
  parseQuery,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteHandler,
} from '../../platform';

/*
 * The LTCAT record (issue 15; spec 3 §2.3, §3, §4, §7): the list (the tenant's by expiry, or a company's; an expiry
 * range is a key range; a search filters the page's reads), one record with its revision alert, create (package 27,
 * permission 567: the routes say so) with the revision rules (domain/ltcat-revisao.ts), edit, soft delete of a
 * front's newest revisions, and a front's last revision. Web area only: the session's tenant.
 */

const tenantOf = (context: Parameters<RouteHandler>[1]) => sessionOf(context).tenant;

function linha(item: LtcatItem): LtcatLinha {
  return {
    id: item.id,
    id_emp: item.empresaId,
    empresa: item.empresaNome,
    id_fdt: item.fdtId,
    fdt: item.fdtDescricao,
    rev: item.rev,
    id_tipo_revisao: item.tipoRevisao,
    tipo_revisao: tipoRevisaoDescricao(item.tipoRevisao),
    data: item.data,
    vencimento: item.vencimento,
    updated_at: item.updatedAt ?? null,
  };
}

/** The first day past `end` (an exclusive upper key), or the end of time. */
const depoisDe = (end: string | null) => (end ? addDays(end, 1) : '9999-12-31');

/**
 * GET ltcat: one page of the live LTCATs by expiry (soonest first), the tenant's or a company's (filter.id_empresa),
 * within filter.vencimento [start, end]; a search keeps the rows whose company, front, description or observation
 * holds it. The total comes from the counters when neither a range nor a search narrows the list.
 */
export const listLtcats: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const { search, page, pagination, cursor, filter } = parseQuery(event, ltcatListQuerySchema);
  const empresaId = filter?.id_empresa;
  const range = filter?.vencimento ?? null;
  const inicio = range?.start ?? '0000-01-01';
  const fim = depoisDe(range?.end ?? null);
  const termo = searchText(search);
  const query = () => (empresaId ? ltcats().query.byEmpresa({ tenant, empresaId, lista: 'vivo' }) : ltcats().query.byVencimento({ tenant, lista: 'vivo' }));
  const read = (options: PageReadOptions) => {
    const ranged = query().between({ vencimento: inicio }, { vencimento: fim });
    return (termo ? ranged.where(({ busca }, { contains }) => contains(busca, termo)) : ranged).go(options);
  };
  const counter = empresaId ? ltcatEmpresaCounter(empresaId) : ltcatCounter;
  const narrowed = Boolean(termo || range?.start || range?.end);
  const [found, counters] = await Promise.all([
    readPage<LtcatItem>(tenant, { cursor, pagination }, empresaId ? 'gsi2' : 'gsi1', read),
    narrowed ? Promise.resolve(null) : readCounters(tenant, [counter]),
  ]);
  const total = counters ? (counters.get(counter) ?? 0) : null;
  return respond(200, 'OK', { data: found.items.map(linha), pagination: keyedPagination(page, pagination, total, found.next) });
};

async function view(tenant: string, item: LtcatItem): Promise<Ltcat> {
  const parent = item.parentId ? (await ltcats().get({ tenant, id: item.parentId }).go()).data ?? undefined : undefined;
  return {
    id: item.id,
    versao: versaoDe(item),
    id_emp: item.empresaId,
    empresa: item.empresaNome,
    id_fdt: item.fdtId,
    fdt: item.fdtDescricao,
    id_tipo_ltcat: item.tipoLtcat,
    id_tipo_revisao: item.tipoRevisao,
    rev: item.rev,
    descricao: item.descricao,
    data: item.data,
    vencimento: item.vencimento,
    id_rev: item.copiaRevId ?? null,
    id_ltcat: item.copiaLtcatId ?? null,
    id_res: item.responsavelId ?? null,
    id_mod: item.modeloId ?? null,
    obs: item.obs ?? null,
    ppra: 0,
    parent: item.parentId ?? null,
    revisao: await revisaoComParent(tenant, parent),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

/** GET ltcat/{id}: one live LTCAT with the revision it revised (the alert); another tenant's or a deleted one is 404. */
export const getLtcat: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const item = await liveLtcat(tenant, event.pathParameters?.id);
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', await view(tenant, item));
};

/** GET ltcat/ultima-revisao/{fdt}: the front's last live LTCAT and its parent, or null; another tenant's front is 404. */
export const getLtcatUltimaRevisao: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const fdtId = event.pathParameters?.fdt ?? '';
  const { data: fdt } = fdtId ? await fdts().get({ tenant, id: fdtId }).go() : { data: null };
  if (!fdt || fdt.deletedAt) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', await ultimaRevisao(tenant, fdtId));
};

const fieldErrors = (fields: CamposComErro) => new HttpError(400, validationFailedMessage, { fields });

/** The company, the front and the professional the form names, with the errors of those that are not live ones. */
async function referencias(tenant: string, form: LtcatForm) {
  const [empresa, fdt, responsavel] = await Promise.all([
    empresas().get({ tenant, id: form.id_emp }).go(),
    frontOf(tenant, form.id_emp, form.id_fdt),
    form.id_res ? profissionais().get({ tenant, id: form.id_res }).go() : Promise.resolve(null),
  ]);
  const erros: CamposComErro = {};
  const empresaViva = empresa.data && !empresa.data.deletedAt ? empresa.data : undefined;
  if (!empresaViva) erros.id_emp = [ltcatEmpresaInvalidaMessage];
  if (!fdt) erros.id_fdt = [ltcatFrenteInvalidaMessage];
  if (responsavel && (!responsavel.data || responsavel.data.deletedAt)) erros.id_res = [ltcatResponsavelInvalidoMessage];
  return { empresa: empresaViva, fdt, erros };
}

const merge = (...all: CamposComErro[]): CamposComErro => {
  const out: CamposComErro = {};
  for (const erros of all) for (const [campo, messages] of Object.entries(erros)) (out[campo] ??= []).push(...messages);
  return out;
};

/**
 * POST ltcat/cadastrar: a new LTCAT of a company's front, the front's next revision (rev = the highest so far + 1,
 * claimed with the record). The revision rules decide the revision type and the earliest date; a copy of another
 * LTCAT (206) takes its professional, model and observation where the form leaves them empty, and its GHEs with
 * their links (employees only within the same company); a copy of a PPRA (205) is refused: the product has no PPRA.
 */
export const createLtcat: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const tenant = session.tenant;
  const form = parseBody(event, ltcatFormSchema);
  const copia = form.id_tipo_ltcat === ltcatCodes.tipoLtcatCopiaLtcat && form.id_ltcat ? form.id_ltcat : undefined;
  const [{ empresa, fdt, erros }, ultima, origem, maior] = await Promise.all([
    referencias(tenant, form),
    ultimaRevisao(tenant, form.id_fdt),
    copia ? liveLtcat(tenant, copia) : Promise.resolve(undefined),
    maiorRevisao(tenant, form.id_fdt),
  ]);
  const todos = merge(erros, ltcatCriacaoErros(form, ultima), copia && !origem ? { id_ltcat: [ltcatOrigemNaoEncontradaMessage] } : {});
  if (Object.keys(todos).length > 0 || !empresa || !fdt) throw fieldErrors(todos);
  const id = newId();
  const rev = maior + 1;
  const opcional = {
    responsavelId: form.id_res ?? origem?.responsavelId,
    modeloId: form.id_mod ?? origem?.modeloId,
    obs: form.obs || origem?.obs,
    parentId: ultima?.id,
    copiaLtcatId: origem?.id,
  };
  const definidos = Object.fromEntries(Object.entries(opcional).filter(([, value]) => value !== undefined && value !== ''));
  try {
    await transactWrite([
      {
        put: ltcats()
          .create({
            tenant,
            id,
            empresaId: empresa.id,
            fdtId: fdt.id,
            empresaNome: empresa.nome,
            fdtDescricao: fdt.descricao,
            tipoLtcat: form.id_tipo_ltcat,
            tipoRevisao: form.id_tipo_revisao,
            rev,
            descricao: ltcatRevisaoDescricao(form.id_tipo_revisao, rev),
            data: form.data,
            vencimento: form.vencimento,
            usuarioId: session.usuario.id,
            ...definidos,
          })
          .params(),
      },
      revisaoClaim(tenant, fdt.id, rev, id),
      counterChange(tenant, ltcatCounter, 1),
      counterChange(tenant, ltcatEmpresaCounter(empresa.id), 1),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(409, ltcatRevisaoConcorrenteMessage, null, { cause: error });
    throw error;
  }
  // 206: the source's GHEs with their links (data/ltcat-ghe.ts), once the new LTCAT exists.
  if (origem) await copiarGhesDoLtcat(tenant, origem, { id, empresaId: empresa.id }, () => newId());
  return respond(200, recordSavedMessage, { id });
};

/**
 * POST ltcat/editar: the date (not before the revision it revised), the expiry, the professional, the model and the
 * observation of a live LTCAT, at the version the form read (else 409). Company, front, creation mode and revision
 * type stay as created; the company's name and the front's description are refreshed.
 */
export const updateLtcat: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const form = parseBody(event, ltcatFormSchema);
  const lida = versaoLida(form.versao);
  const existing = await liveLtcat(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const parent = existing.parentId ? (await ltcats().get({ tenant, id: existing.parentId }).go()).data ?? undefined : undefined;
  const [{ empresa, fdt, erros }, revisada] = await Promise.all([
    referencias(tenant, { ...form, id_emp: existing.empresaId, id_fdt: existing.fdtId }),
    revisaoComParent(tenant, parent),
  ]);
  const todos = merge(erros, ltcatEdicaoErros(form.data, revisada));
  if (Object.keys(todos).length > 0) throw fieldErrors(todos);
  const set = {
    data: form.data,
    vencimento: form.vencimento,
    descricao: existing.descricao,
    empresaNome: empresa?.nome ?? existing.empresaNome,
    fdtDescricao: fdt?.descricao ?? existing.fdtDescricao,
    versao: proximaVersao(lida),
    ...(form.id_res ? { responsavelId: form.id_res } : {}),
    ...(form.id_mod ? { modeloId: form.id_mod } : {}),
    ...(form.obs ? { obs: form.obs } : {}),
  };
  const remove = (
    [
      ['responsavelId', form.id_res],
      ['modeloId', form.id_mod],
      ['obs', form.obs],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const patch = ltcats()
    .patch({ tenant, id: existing.id })
    .set(set)
    .composite({ lista: 'vivo' });
  const update = (remove.length ? patch.remove([...remove]) : patch)
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  await gravarNaVersao(() => update.go());
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** Most LTCATs one delete may take (one transaction: each record, the tenant's counter and each company's). */
export const maxLtcatDelete = 49;

function deleteIds(event: APIGatewayProxyEventV2): string[] {
  const ids = [...new Set(parseBody(event, idsRequestSchema).ids)];
  if (ids.length > maxLtcatDelete) {
    throw new HttpError(400, validationFailedMessage, { fields: { ids: [`Selecione até ${maxLtcatDelete} registros`] } });
  }
  return ids;
}

/**
 * POST ltcat/deletar {ids}: soft-deletes live LTCATs of the tenant, all or none (404 for an id that is not one). Only a
 * front's newest revisions may go (each front's ids must be its newest live ones), so no live LTCAT ever revises a
 * deleted one; their revision numbers stay claimed. The attachments stay with the deleted record.
 */
export const deleteLtcats: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const ids = deleteIds(event);
  const found = await byIds((keys) => ltcats().get(keys).go(), tenant, ids);
  const live = ids.map((id) => found.get(id)).filter((item): item is LtcatItem => item !== undefined && !item.deletedAt);
  if (live.length !== ids.length) throw new HttpError(404, notFoundMessage);
  const porFrente = new Map<string, Set<string>>();
  for (const item of live) porFrente.set(item.fdtId, (porFrente.get(item.fdtId) ?? new Set()).add(item.id));
  for (const [fdtId, escolhidos] of porFrente) {
    const newest = await revisoesDaFrente(tenant, fdtId, escolhidos.size);
    if (!newest.every((item) => escolhidos.has(item.id))) throw new HttpError(400, ltcatRevisadoMessage);
  }
  const deletedAt = new Date().toISOString();
  const porEmpresa = new Map<string, number>();
  for (const item of live) porEmpresa.set(item.empresaId, (porEmpresa.get(item.empresaId) ?? 0) + 1);
  const operations: TransactOperation[] = [
    ...live.map((item) => ({
      update: ltcats()
        .patch({ tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(ltcatKeyParts(item))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    })),
    counterChange(tenant, ltcatCounter, -live.length),
    ...[...porEmpresa].map(([empresaId, n]) => counterChange(tenant, ltcatEmpresaCounter(empresaId), -n)),
  ];
  try {
    await transactWrite(operations);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage, null, { cause: error });
    throw error;
  }
  return respond(200, recordsDeletedMessage, { total: live.length });
};
