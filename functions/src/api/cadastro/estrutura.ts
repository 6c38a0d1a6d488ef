import {
  fdtComFuncionariosMessage,
  fdtComGhesMessage,
  fdtFormSchema,
  funcaoJaVinculadaMessage,
  gheComFuncionariosMessage,
  gheFormSchema,
  gheFuncaoFormSchema,
  idsRequestSchema,
  invalidOptionMessage,
  pcmsoExameTabelaFormSchema,
  pcmsoRevisaoAntigaMessage,
  pcmsoRevisaoFormSchema,
  recordSavedMessage,
  todayInSaoPaulo,
  type FdtCadastro,
  type GheCadastro,
  type GheFuncao,
  type PcmsoExame,
  type PcmsoRevisaoCadastro,
} from '@ocupacional/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { byIds, currentRevision, frontOf, gheOf, gheRules } from '../../data/company-reads';
import {
  desvincularFuncaoOp,
  funcionariosAtivosEm,
  revisaoNumeroOp,
  vincularFuncaoOp,
} from '../../data/empresa-estrutura';
import { empresas } from '../../data/entities/empresa';
import { exames } from '../../data/entities/exame';
import { fdts, type FdtItem } from '../../data/entities/fdt';
import { funcoes } from '../../data/entities/funcao';
import { ghes, type GheItem } from '../../data/entities/ghe';
import { newId, saoPauloDayStart } from '../../data/entities/keys';
import { pcmsoExames, type PcmsoExameItem } from '../../data/entities/pcmso-exame';
import { pcmsoRevisoes, type PcmsoRevisaoItem } from '../../data/entities/pcmso-revisao';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { pcmsoExameView } from '../../domain/pcmso';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { deletedAnswer, registryDeleteIds, webTenant } from './registry';

/*
 * A company's structure in the back office (issue 14; routes in shared/src/routes/empresa-estrutura.ts): its work
 * fronts, the GHEs of each front, the functions a GHE holds and the front's PCMSO revisions with each GHE's exam table.
 * Everything hangs from the path's company, which must be a live company of the session's tenant (404 otherwise, as
 * any front, GHE or revision not of that company). What is written is what the company portal reads (pcmso.ts,
 * company-reads.ts): fdt items by company, GHE items with `funcaoIds`, revisions by front (the highest live number is
 * the current one, 'ultima-revisao') and PCMSO exam rows by revision and GHE.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const param = (event: APIGatewayProxyEventV2, name: string) => event.pathParameters?.[name] ?? '';
const notFound = () => new HttpError(404, notFoundMessage);
const fieldError = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });

/** The path's company, live and of the session's tenant. */
async function companyOf(event: APIGatewayProxyEventV2, tenant: string): Promise<string> {
  const empresaId = param(event, 'empresa');
  const { data } = await empresas().get({ tenant, id: empresaId }).go();
  if (!data || data.deletedAt) throw notFound();
  return empresaId;
}

async function scope(event: APIGatewayProxyEventV2, context: Parameters<RouteHandler>[1]) {
  const tenant = webTenant(context);
  return { tenant, empresaId: await companyOf(event, tenant) };
}

function revisaoView(revision: PcmsoRevisaoItem, today: string, atual: boolean): PcmsoRevisaoCadastro {
  return {
    id: revision.id,
    versao: versaoDe(revision),
    rev: revision.rev,
    descricao: revision.descricao,
    data_hora: revision.dataHora,
    inicio: revision.inicio ?? null,
    vencimento: revision.vencimento,
    vencido: revision.vencimento < today,
    parent: revision.parentId ?? null,
    atual,
  };
}

// Work fronts

function fdtView(item: FdtItem, revision: PcmsoRevisaoItem | undefined, today: string): FdtCadastro {
  const { atual: _atual, versao: _versao, ...revisao } = revision ? revisaoView(revision, today, true) : { atual: true, versao: 0 };
  return {
    id: item.id,
    versao: versaoDe(item),
    descricao: item.descricao,
    pcmso: item.pcmso ?? null,
    tp_insc: (item.tpInsc as 1 | 3 | 4 | undefined) ?? (item.cnpj ? 1 : null),
    nr_insc: item.nrInsc ?? item.cnpj ?? null,
    cep: item.cep ?? null,
    end: item.end ?? null,
    num: item.num ?? null,
    bairro: item.bairro ?? null,
    uf: item.uf ?? null,
    cidade: item.cidade ?? null,
    ativo: flag(item.ativo !== false),
    revisao: revision ? (revisao as FdtCadastro['revisao']) : null,
  };
}

/** GET empresa/{empresa}/fdt: the company's live fronts by name, each with its current PCMSO revision. */
export const listEstruturaFdts: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const today = todayInSaoPaulo();
  const { data } = await fdts().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  const fronts = data.filter((fdt) => !fdt.deletedAt).sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
  const revisions = await Promise.all(fronts.map((fdt) => currentRevision(tenant, fdt.id)));
  return respond(200, 'OK', fronts.map((fdt, i) => fdtView(fdt, revisions[i], today)));
};

/** GET empresa/{empresa}/fdt/{id}. */
export const getEstruturaFdt: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const fdt = await frontOf(tenant, empresaId, param(event, 'id'));
  if (!fdt) throw notFound();
  return respond(200, 'OK', fdtView(fdt, await currentRevision(tenant, fdt.id), todayInSaoPaulo()));
};

/** POST empresa/{empresa}/fdt/editar: creates (no id) or edits (id, versao) a front of the company. */
export const saveEstruturaFdt: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const form = parseBody(event, fdtFormSchema);
  const optional = {
    pcmso: form.pcmso || undefined,
    tpInsc: form.tp_insc,
    nrInsc: form.nr_insc || undefined,
    cnpj: form.tp_insc === 1 ? form.nr_insc : undefined,
    cep: form.cep || undefined,
    end: form.end || undefined,
    num: form.num || undefined,
    bairro: form.bairro || undefined,
    uf: form.uf ? form.uf.toUpperCase() : undefined,
    cidade: form.cidade || undefined,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  const absent = Object.keys(optional).filter((key) => optional[key as keyof typeof optional] === undefined) as (keyof typeof optional)[];
  const set = { descricao: form.descricao, ativo: form.ativo === 1, ...present };

  if (!form.id) {
    const id = newId();
    await fdts()
      .create({ tenant, id, empresaId, ...set })
      .go();
    return respond(200, recordSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  const existing = await frontOf(tenant, empresaId, form.id);
  if (!existing) throw notFound();
  exigirVersao(existing, lida);
  const patch = fdts()
    .patch({ tenant, id: existing.id })
    .set({ ...set, versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (absent.length ? patch.remove(absent) : patch)
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** The live GHEs of a front, of the company. */
async function frontGhes(tenant: string, empresaId: string, fdtId: string): Promise<GheItem[]> {
  const { data } = await ghes().query.byFdt({ tenant, fdtId }).go({ pages: 'all' });
  return data.filter((ghe) => !ghe.deletedAt && ghe.empresaId === empresaId);
}

/**
 * POST empresa/{empresa}/fdt/deletar {ids}: soft-deletes fronts of the company, all or none. A front that still has
 * GHEs (delete them first: their functions and PCMSO rows go with them) or active employees stays (400 with why).
 */
export const deleteEstruturaFdts: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const ids = registryDeleteIds(event);
  const fronts = await Promise.all(ids.map((id) => frontOf(tenant, empresaId, id)));
  if (fronts.some((fdt) => !fdt)) throw notFound();
  if ((await Promise.all(ids.map((id) => frontGhes(tenant, empresaId, id)))).some((list) => list.length > 0)) {
    throw new HttpError(400, fdtComGhesMessage);
  }
  if ((await Promise.all(ids.map((fdtId) => funcionariosAtivosEm(tenant, empresaId, { fdtId })))).some(Boolean)) {
    throw new HttpError(400, fdtComFuncionariosMessage);
  }
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite(
      ids.map((id) => ({
        update: fdts()
          .patch({ tenant, id })
          .set({ deletedAt })
          .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
          .params(),
      })),
    );
  } catch (error) {
    if (error instanceof TransactionConflictError) throw notFound();
    throw error;
  }
  return deletedAnswer(ids.length);
};

// GHEs

async function functionsById(tenant: string, ids: readonly string[]) {
  return byIds((keys) => funcoes().get(keys).go(), tenant, ids);
}

function gheView(ghe: GheItem, names: Map<string, { id: string; nome: string; cbo?: string; ativo?: boolean }>): GheCadastro {
  const funcoesDoGhe: GheFuncao[] = (ghe.funcaoIds ?? [])
    .map((id) => names.get(id))
    .filter((funcao): funcao is NonNullable<typeof funcao> => Boolean(funcao))
    .map((funcao) => ({ id: funcao.id, nome: funcao.nome, cbo: funcao.cbo ?? null, ativo: flag(funcao.ativo !== false) }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return {
    id: ghe.id,
    versao: versaoDe(ghe),
    id_fdt: ghe.fdtId,
    ghe: ghe.ghe,
    descricao: ghe.descricao,
    obs: ghe.obs ?? null,
    ordem: ghe.ordem ?? 0,
    ativo: flag(ghe.ativo !== false),
    funcoes: funcoesDoGhe,
  };
}

/** GET empresa/{empresa}/ghe/{fdt}: the front's live GHEs (by order, then code) with their functions. */
export const listEstruturaGhes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const fdt = await frontOf(tenant, empresaId, param(event, 'fdt'));
  if (!fdt) throw notFound();
  const found = (await frontGhes(tenant, empresaId, fdt.id)).sort(
    (a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || a.ghe.localeCompare(b.ghe, 'pt-BR'),
  );
  const names = await functionsById(tenant, found.flatMap((ghe) => ghe.funcaoIds ?? []));
  return respond(200, 'OK', found.map((ghe) => gheView(ghe, names)));
};

/** POST empresa/{empresa}/ghe/editar: creates (no id) a GHE of a front of the company, or edits one (id, versao). */
export const saveEstruturaGhe: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const form = parseBody(event, gheFormSchema);
  const set = { ghe: form.ghe, descricao: form.descricao, ordem: form.ordem, ativo: form.ativo === 1, ...(form.obs ? { obs: form.obs } : {}) };
  if (!form.id) {
    const fdt = await frontOf(tenant, empresaId, form.id_fdt);
    if (!fdt) throw fieldError('id_fdt', invalidOptionMessage);
    const id = newId();
    await ghes()
      .create({ tenant, id, empresaId, fdtId: fdt.id, ...set })
      .go();
    return respond(200, recordSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  const existing = await gheOf(tenant, empresaId, form.id);
  if (!existing) throw notFound();
  exigirVersao(existing, lida);
  const patch = ghes()
    .patch({ tenant, id: existing.id })
    .set({ ...set, versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (form.obs ? patch : patch.remove(['obs']))
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST empresa/{empresa}/ghe/deletar {ids}: soft-deletes GHEs of the company with their functions' links, all or none
 * (one transaction). A GHE with active employees stays (400 with why).
 */
export const deleteEstruturaGhes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const ids = registryDeleteIds(event);
  const found = await Promise.all(ids.map((id) => gheOf(tenant, empresaId, id)));
  const live = found.filter((ghe): ghe is GheItem => Boolean(ghe));
  if (live.length !== ids.length) throw notFound();
  if ((await Promise.all(ids.map((gheId) => funcionariosAtivosEm(tenant, empresaId, { gheId })))).some(Boolean)) {
    throw new HttpError(400, gheComFuncionariosMessage);
  }
  const deletedAt = new Date().toISOString();
  const operations: TransactOperation[] = live.flatMap((ghe) => [
    {
      update: ghes()
        .patch({ tenant, id: ghe.id })
        .set({ deletedAt })
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    },
    ...(ghe.funcaoIds ?? []).map((funcaoId) => desvincularFuncaoOp(tenant, funcaoId, ghe.id)),
  ]);
  if (operations.length > 100) throw fieldError('ids', 'Selecione menos GHEs por vez');
  try {
    await transactWrite(operations);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw notFound();
    throw error;
  }
  return deletedAnswer(ids.length);
};

// The functions of a GHE

/** GET empresa/{empresa}/ghe/funcao/{ghe}: the GHE's functions by name. */
export const listEstruturaGheFuncoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const ghe = await gheOf(tenant, empresaId, param(event, 'ghe'));
  if (!ghe) throw notFound();
  return respond(200, 'OK', gheView(ghe, await functionsById(tenant, ghe.funcaoIds ?? [])).funcoes);
};

/** The GHE's new function list, written at the version read, with the links' claims in the same transaction. */
async function writeFuncoes(tenant: string, ghe: GheItem, funcaoIds: string[], claims: TransactOperation[], taken: () => Error) {
  const lida = versaoDe(ghe);
  try {
    await transactWrite([
      {
        update: ghes()
          .patch({ tenant, id: ghe.id })
          .set({ funcaoIds, versao: proximaVersao(lida) })
          .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
          .where(naVersao(lida))
          .params(),
      },
      ...claims,
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw error.failedAt(0) ? registroAlteradoError({ cause: error }) : taken();
    throw error;
  }
}

/** POST empresa/{empresa}/ghe/funcao/{ghe}/editar {id_funcao}: links a live function of the catalogue to the GHE. */
export const linkEstruturaGheFuncao: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const ghe = await gheOf(tenant, empresaId, param(event, 'ghe'));
  if (!ghe) throw notFound();
  const { id_funcao: funcaoId } = parseBody(event, gheFuncaoFormSchema);
  const { data: funcao } = await funcoes().get({ tenant, id: funcaoId }).go();
  if (!funcao || funcao.deletedAt) throw fieldError('id_funcao', invalidOptionMessage);
  const taken = () => fieldError('id_funcao', funcaoJaVinculadaMessage);
  if ((ghe.funcaoIds ?? []).includes(funcaoId)) throw taken();
  await writeFuncoes(tenant, ghe, [...(ghe.funcaoIds ?? []), funcaoId], [vincularFuncaoOp(tenant, funcaoId, ghe.id)], taken);
  return respond(200, recordSavedMessage, { id: funcaoId });
};

/** POST empresa/{empresa}/ghe/funcao/{ghe}/deletar {ids}: unlinks functions from the GHE (404 for one it lacks). */
export const unlinkEstruturaGheFuncoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const ghe = await gheOf(tenant, empresaId, param(event, 'ghe'));
  if (!ghe) throw notFound();
  const ids = [...new Set(parseBody(event, idsRequestSchema).ids)];
  const held = ghe.funcaoIds ?? [];
  if (ids.some((id) => !held.includes(id)) || ids.length > 90) throw notFound();
  await writeFuncoes(
    tenant,
    ghe,
    held.filter((id) => !ids.includes(id)),
    ids.map((id) => desvincularFuncaoOp(tenant, id, ghe.id)),
    () => registroAlteradoError(),
  );
  return deletedAnswer(ids.length);
};

// PCMSO revisions

/** The front's revisions, newest first (deleted ones too: numbers are never reused). */
async function frontRevisions(tenant: string, fdtId: string): Promise<PcmsoRevisaoItem[]> {
  const { data } = await pcmsoRevisoes().query.byFdt({ tenant, fdtId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/** GET empresa/{empresa}/pcmso/revisao/{fdt}: the front's revisions, newest first; `atual` marks the current one. */
export const listEstruturaRevisoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const fdt = await frontOf(tenant, empresaId, param(event, 'fdt'));
  if (!fdt) throw notFound();
  const today = todayInSaoPaulo();
  const live = (await frontRevisions(tenant, fdt.id)).filter((revision) => !revision.deletedAt);
  return respond(200, 'OK', live.map((revision, i) => revisaoView(revision, today, i === 0)));
};

/** Most rows one transaction writes (TransactWriteItems takes 100: the revision and its number's claim go last). */
const rowsPerTransaction = 98;

/**
 * POST empresa/{empresa}/pcmso/revisao/{fdt}/nova: 'Nova Revisão'. The front's next revision (number one more than the
 * highest ever), its parent the current one, whose exam tables (of the live GHEs) it copies; the first revision starts
 * empty. It becomes the current one ('ultima-revisao') only when its item is written: the copied rows go first (with
 * it, in one transaction, when they fit; else in transactions of their own before it, removed again if it fails), so
 * no reader sees a revision without its table.
 */
export const createEstruturaRevisao: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const fdt = await frontOf(tenant, empresaId, param(event, 'fdt'));
  if (!fdt) throw notFound();
  const form = parseBody(event, pcmsoRevisaoFormSchema);
  const all = await frontRevisions(tenant, fdt.id);
  const parent = all.find((revision) => !revision.deletedAt);
  const rev = (all[0]?.rev ?? 0) + 1;
  const id = newId();
  let rows: PcmsoExameItem[] = [];
  if (parent) {
    const liveGhes = new Set((await frontGhes(tenant, empresaId, fdt.id)).map((ghe) => ghe.id));
    const { data } = await pcmsoExames().query.byRevisao({ tenant, pcmsoRevisaoId: parent.id }).go({ pages: 'all' });
    rows = data.filter((row) => !row.deletedAt && liveGhes.has(row.gheId));
  }
  const copies: TransactOperation[] = rows.map((row) => ({
    put: pcmsoExames()
      .create({
        tenant,
        id: newId(),
        empresaId,
        fdtId: fdt.id,
        pcmsoRevisaoId: id,
        gheId: row.gheId,
        exameId: row.exameId,
        exameNome: row.exameNome,
        adm: row.adm ?? false,
        aposAdm: row.aposAdm ?? false,
        dem: row.dem ?? false,
        retTra: row.retTra ?? false,
        mudFun: row.mudFun ?? false,
        periodicidade: row.periodicidade,
        ...(row.periodicidadeA !== undefined ? { periodicidadeA: row.periodicidadeA } : {}),
        ...(row.periodicidadeD !== undefined ? { periodicidadeD: row.periodicidadeD } : {}),
        ...(row.perId1 !== undefined ? { perId1: row.perId1 } : {}),
        ...(row.perId2 !== undefined ? { perId2: row.perId2 } : {}),
        validade: row.validade,
      })
      .params(),
  }));
  const revision: TransactOperation[] = [
    {
      put: pcmsoRevisoes()
        .create({
          tenant,
          id,
          empresaId,
          fdtId: fdt.id,
          rev,
          descricao: form.descricao,
          dataHora: saoPauloDayStart(form.data).toISOString(),
          inicio: form.inicio,
          vencimento: form.vencimento,
          ...(parent ? { parentId: parent.id } : {}),
          // The PCMSO's coordinator carries over to the new revision.
          ...(parent?.responsavelNome ? { responsavelNome: parent.responsavelNome } : {}),
          ...(parent?.responsavelCrm ? { responsavelCrm: parent.responsavelCrm } : {}),
          ...(parent?.responsavelCrmUf ? { responsavelCrmUf: parent.responsavelCrmUf } : {}),
        })
        .params(),
    },
    revisaoNumeroOp(tenant, fdt.id, rev, id),
  ];
  const first = copies.length <= rowsPerTransaction ? [] : copies;
  try {
    for (let start = 0; start < first.length; start += rowsPerTransaction) await transactWrite(first.slice(start, start + rowsPerTransaction));
    await transactWrite([...(first.length ? [] : copies), ...revision]);
  } catch (error) {
    if (first.length) {
      // The revision was not written: its copied rows go (best effort; nothing reads rows of a missing revision).
      const { data } = await pcmsoExames().query.byRevisao({ tenant, pcmsoRevisaoId: id }).go({ pages: 'all' });
      await Promise.allSettled(data.map((row) => pcmsoExames().delete({ tenant, id: row.id }).go()));
    }
    // Another 'Nova Revisão' took the number meanwhile.
    if (error instanceof TransactionConflictError) throw registroAlteradoError({ cause: error });
    throw error;
  }
  return respond(200, recordSavedMessage, { id });
};

/** A live revision of the company's front. */
async function revisionOf(tenant: string, empresaId: string, id: string): Promise<PcmsoRevisaoItem | undefined> {
  const { data } = await pcmsoRevisoes().get({ tenant, id }).go();
  return data && !data.deletedAt && data.empresaId === empresaId ? data : undefined;
}

/** POST empresa/{empresa}/pcmso/revisao/{fdt}/editar (id, versao): a revision's description, date and validity. */
export const saveEstruturaRevisao: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await scope(event, context);
  const form = parseBody(event, pcmsoRevisaoFormSchema);
  const existing = form.id ? await revisionOf(tenant, empresaId, form.id) : undefined;
  if (!existing || existing.fdtId !== param(event, 'fdt')) throw notFound();
  const lida = versaoLida(form.versao);
  exigirVersao(existing, lida);
  await gravarNaVersao(() =>
    pcmsoRevisoes()
      .patch({ tenant, id: existing.id })
      .set({
        descricao: form.descricao,
        dataHora: saoPauloDayStart(form.data).toISOString(),
        inicio: form.inicio,
        vencimento: form.vencimento,
        versao: proximaVersao(lida),
      })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

// The exam table of a GHE in a revision

async function tableScope(event: APIGatewayProxyEventV2, context: Parameters<RouteHandler>[1]) {
  const { tenant, empresaId } = await scope(event, context);
  const revision = await revisionOf(tenant, empresaId, param(event, 'revisao'));
  const ghe = revision ? await gheOf(tenant, empresaId, param(event, 'ghe'), revision.fdtId) : undefined;
  if (!revision || !ghe) throw notFound();
  return { tenant, empresaId, revision, ghe };
}

/** GET empresa/{empresa}/pcmso/exame/{revisao}/{ghe}: the GHE's exam table in the revision, as the portal answers it. */
export const listEstruturaPcmsoExames: RouteHandler = async (event, context) => {
  const { tenant, revision, ghe } = await tableScope(event, context);
  const view: PcmsoExame[] = (await gheRules(tenant, revision.id, ghe.id)).map(pcmsoExameView);
  return respond(200, 'OK', view);
};

/**
 * POST empresa/{empresa}/pcmso/exame/{revisao}/{ghe}/editar {exames}: replaces the GHE's table in the front's current
 * revision (an older one is 400: history stays as consultations saw it) in one transaction: rows kept by id are
 * rewritten, new ones created, missing ones removed. Exams must be live in Configurações › Exames.
 */
export const saveEstruturaPcmsoExames: RouteHandler = async (event, context) => {
  const { tenant, empresaId, revision, ghe } = await tableScope(event, context);
  const form = parseBody(event, pcmsoExameTabelaFormSchema);
  const current = await currentRevision(tenant, revision.fdtId);
  if (current?.id !== revision.id) throw new HttpError(400, pcmsoRevisaoAntigaMessage);
  const catalogue = await byIds((keys) => exames().get(keys).go(), tenant, form.exames.map((row) => row.id_exame));
  form.exames.forEach((row, index) => {
    const exame = catalogue.get(row.id_exame);
    if (!exame || exame.deletedAt) throw fieldError(`exames.${index}.id_exame`, invalidOptionMessage);
  });
  const { data: stored } = await pcmsoExames().query.byRevisao({ tenant, pcmsoRevisaoId: revision.id, gheId: ghe.id }).go({ pages: 'all' });
  const existing = new Map(stored.map((row) => [row.id, row]));
  const kept = new Set(form.exames.map((row) => row.id).filter((id): id is string => Boolean(id)));
  if ([...kept].some((id) => !existing.has(id))) throw notFound();
  const operations: TransactOperation[] = [
    ...form.exames.map((row): TransactOperation => {
      const before = row.id ? existing.get(row.id) : undefined;
      const item = {
        tenant,
        id: before?.id ?? newId(),
        empresaId,
        fdtId: revision.fdtId,
        pcmsoRevisaoId: revision.id,
        gheId: ghe.id,
        exameId: row.id_exame,
        exameNome: catalogue.get(row.id_exame)?.nome ?? '',
        adm: row.adm === 1,
        aposAdm: row.apos_adm === 1,
        dem: row.dem === 1,
        retTra: row.ret_tra === 1,
        mudFun: row.mud_fun === 1,
        periodicidade: row.periodicidade,
        ...(row.periodicidade_a !== undefined ? { periodicidadeA: row.periodicidade_a } : {}),
        ...(row.periodicidade_d !== undefined ? { periodicidadeD: row.periodicidade_d } : {}),
        ...(row.per_id1 !== undefined ? { perId1: row.per_id1 } : {}),
        ...(row.per_id2 !== undefined ? { perId2: row.per_id2 } : {}),
        validade: row.validade,
        ...(before?.createdAt ? { createdAt: before.createdAt } : {}),
        ...(before ? { versao: proximaVersao(versaoDe(before)) } : {}),
      };
      return { put: before ? pcmsoExames().put(item).params() : pcmsoExames().create(item).params() };
    }),
    ...stored.filter((row) => !kept.has(row.id)).map((row): TransactOperation => ({ delete: pcmsoExames().delete({ tenant, id: row.id }).params() })),
  ];
  try {
    await transactWrite(operations);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw registroAlteradoError({ cause: error });
    throw error;
  }
  return respond(200, recordSavedMessage, { id: revision.id });
};
