import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  idsRequestSchema,
  ltcatGheConclusaoFormSchema,
  ltcatGheConclusaoInvalidaMessage,
  ltcatGheConclusaoRepetidaMessage,
  ltcatGheDuplicadoMessage,
  ltcatGheFormSchema,
  ltcatGheFuncaoFormSchema,
  ltcatGheFuncaoInvalidaMessage,
  ltcatGheFuncaoRepetidaMessage,
  ltcatGheFuncionarioFormSchema,
  ltcatGheFuncionarioInvalidoMessage,
  ltcatGheFuncionarioRepetidoMessage,
  ltcatGheListQuerySchema,
  ltcatGheOutroLtcatMessage,
  paginate,
  recordSavedMessage,
  recordsDeletedMessage,
  type LtcatGhe,
  type LtcatGheConclusao,
  type LtcatGheFuncao,
  type LtcatGheFuncionario,
} from '@ocupacional/shared';
import { funcionarios } from '../../data/entities/funcionario';
import { funcoes } from '../../data/entities/funcao';
import { newId, searchText } from '../../data/entities/keys';
import { ltcatGheItens, type LtcatGheItem, type LtcatGheTipo } from '../../data/entities/ltcat-ghe';
import { liveLtcat } from '../../data/ltcat';
import { conclusaoTecnicaPorId } from '../../data/ltcat-conteudos';
import { apagarItensGhe, copiaDoItem, emOrdem, gravarItensGhe, itensDoLtcat, liveLtcatGhe } from '../../data/ltcat-ghe';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, sessionOf, validationFailedMessage, type RouteHandler } from '../../platform';

/*
 * The GHE of an LTCAT (issue 15, wave 2; spec 3 §2.3 'Setores (GHE)', §3, §7): the LTCAT's GHEs (whole list: an
 * LTCAT has few; one Query of its tree), a GHE's functions, employees and technical conclusions (one Query of the
 * GHE's tree), replication of a function or conclusion to other GHEs of the LTCAT, copy of a GHE. Every route reads
 * the LTCAT (or the GHE and its LTCAT) first: another tenant's, a deleted LTCAT's or none is 404. 567 changes (the
 * routes say so). Web area only: the session's tenant.
 */

type Ctx = Parameters<RouteHandler>[1];
const tenantOf = (context: Ctx) => sessionOf(context).tenant;
const fieldError = (campo: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [campo]: [message] } });
const opcional = (value: string | null | undefined) => (value ? value : undefined);

async function ltcatDoEvento(event: APIGatewayProxyEventV2, context: Ctx) {
  const tenant = tenantOf(context);
  const ltcat = await liveLtcat(tenant, event.pathParameters?.ltcat);
  if (!ltcat) throw new HttpError(404, notFoundMessage);
  return { tenant, ltcat, itens: await itensDoLtcat(tenant, ltcat.id) };
}

async function gheDoEvento(event: APIGatewayProxyEventV2, context: Ctx) {
  const tenant = tenantOf(context);
  const found = await liveLtcatGhe(tenant, event.pathParameters?.ghe);
  if (!found) throw new HttpError(404, notFoundMessage);
  return { tenant, ...found };
}

function gheView(ghe: LtcatGheItem, itens: LtcatGheItem[]): LtcatGhe {
  const count = (tipo: LtcatGheTipo) => itens.filter((item) => item.gheId === ghe.id && item.tipo === tipo).length;
  return {
    id: ghe.id,
    id_ltcat: ghe.ltcatId,
    ordem: ghe.ordem ?? 0,
    ghe: ghe.ghe ?? '',
    descricao: ghe.descricao ?? '',
    obs: ghe.obs ?? null,
    funcoes: count('funcao'),
    funcionarios: count('funcionario'),
    conclusoes: count('conclusao'),
    updated_at: ghe.updatedAt ?? null,
  };
}

/** GET ltcat/ghe/{ltcat}: the LTCAT's GHEs in order (ordem, code), with their link counts; search by code/description. */
export const listLtcatGhes: RouteHandler = async (event, context) => {
  const { search, page, pagination } = parseQuery(event, ltcatGheListQuerySchema);
  const { itens } = await ltcatDoEvento(event, context);
  const termo = searchText(search);
  const rows = emOrdem(itens.filter((item) => item.tipo === 'ghe'))
    .filter((ghe) => !termo || searchText(ghe.ghe, ghe.descricao).includes(termo))
    .map((ghe) => gheView(ghe, itens));
  return respond(200, 'OK', paginate(rows, page, pagination));
};

const codigoDe = (value: string | undefined) => searchText(value);

function exigirCodigoLivre(itens: LtcatGheItem[], codigo: string, gheId: string | undefined) {
  const outro = itens.find((item) => item.tipo === 'ghe' && item.id !== gheId && codigoDe(item.ghe) === codigoDe(codigo));
  if (outro) throw fieldError('ghe', ltcatGheDuplicadoMessage);
}

/**
 * POST ltcat/ghe/{ltcat}/cadastrar: a new GHE of the LTCAT. With `copiar` (a GHE of the same LTCAT), the new GHE
 * takes that GHE's functions and technical conclusions (new ids); not its employees: an employee is in one GHE of an
 * LTCAT.
 */
export const createLtcatGhe: RouteHandler = async (event, context) => {
  const form = parseBody(event, ltcatGheFormSchema);
  const { tenant, ltcat, itens } = await ltcatDoEvento(event, context);
  exigirCodigoLivre(itens, form.ghe, undefined);
  if (form.copiar && !itens.some((item) => item.tipo === 'ghe' && item.id === form.copiar)) throw fieldError('copiar', ltcatGheOutroLtcatMessage);
  const id = newId();
  const ghe = {
    tenant,
    ltcatId: ltcat.id,
    gheId: id,
    tipo: 'ghe' as const,
    id,
    ghe: form.ghe,
    descricao: form.descricao,
    ordem: form.ordem,
    usuarioId: sessionOf(context).usuario.id,
    ...(form.obs ? { obs: form.obs } : {}),
  };
  await ltcatGheItens().create(ghe).go();
  const copias = form.copiar
    ? itens
        .filter((item) => item.gheId === form.copiar && (item.tipo === 'funcao' || item.tipo === 'conclusao'))
        .map((item) => copiaDoItem(item, { ltcatId: ltcat.id, gheId: id, id: newId() }))
    : [];
  await gravarItensGhe(copias);
  return respond(200, recordSavedMessage, { id });
};

/** POST ltcat/ghe/{ltcat}/editar: code, description, observation and order of a GHE of the LTCAT. */
export const updateLtcatGhe: RouteHandler = async (event, context) => {
  const form = parseBody(event, ltcatGheFormSchema);
  const { tenant, ltcat, itens } = await ltcatDoEvento(event, context);
  const ghe = itens.find((item) => item.tipo === 'ghe' && item.id === form.id);
  if (!ghe) throw new HttpError(404, notFoundMessage);
  exigirCodigoLivre(itens, form.ghe, ghe.id);
  const patch = ltcatGheItens()
    .patch({ tenant, ltcatId: ltcat.id, gheId: ghe.id, tipo: 'ghe', id: ghe.id })
    .set({ ghe: form.ghe, descricao: form.descricao, ordem: form.ordem, ...(form.obs ? { obs: form.obs } : {}) });
  await (form.obs ? patch : patch.remove(['obs'])).go();
  return respond(200, recordSavedMessage, { id: ghe.id });
};

/** POST ltcat/ghe/{ltcat}/deletar {ids}: GHEs of the LTCAT with all their links (404 if any id is not one). */
export const deleteLtcatGhes: RouteHandler = async (event, context) => {
  const ids = new Set(parseBody(event, idsRequestSchema).ids);
  const { itens } = await ltcatDoEvento(event, context);
  const ghes = itens.filter((item) => item.tipo === 'ghe' && ids.has(item.id));
  if (ghes.length !== ids.size) throw new HttpError(404, notFoundMessage);
  // Links first, the GHE items last: a failure halfway leaves GHEs that can be deleted again.
  await apagarItensGhe(itens.filter((item) => ids.has(item.gheId) && item.tipo !== 'ghe'));
  await apagarItensGhe(ghes);
  return respond(200, recordsDeletedMessage, { total: ghes.length });
};

// --- A GHE's links -------------------------------------------------------------------------------------------------

const funcaoView = (item: LtcatGheItem): LtcatGheFuncao => ({
  id: item.id,
  id_ghe: item.gheId,
  id_fun: item.refId ?? '',
  nome: item.nome ?? '',
  cbo: item.cbo ?? null,
  descricao: item.descricao ?? null,
  updated_at: item.updatedAt ?? null,
});
const funcionarioView = (item: LtcatGheItem): LtcatGheFuncionario => ({
  id: item.id,
  id_ghe: item.gheId,
  id_funcionario: item.refId ?? '',
  nome: item.nome ?? '',
  cpf: item.cpf ?? '',
  funcao: item.funcao ?? null,
  descricao: item.descricao ?? '',
  updated_at: item.updatedAt ?? null,
});
const conclusaoView = (item: LtcatGheItem): LtcatGheConclusao => ({
  id: item.id,
  id_ghe: item.gheId,
  id_con_tec: item.refId ?? '',
  nome: item.nome ?? '',
  descricao: item.descricao ?? null,
  updated_at: item.updatedAt ?? null,
});

function linkList<T>(tipo: LtcatGheTipo, view: (item: LtcatGheItem) => T): RouteHandler {
  return async (event, context) => {
    const { search, page, pagination } = parseQuery(event, ltcatGheListQuerySchema);
    const { itens } = await gheDoEvento(event, context);
    const termo = searchText(search);
    const rows = itens
      .filter((item) => item.tipo === tipo)
      .filter((item) => !termo || searchText(item.nome, item.cpf, item.cbo, item.funcao).includes(termo))
      .sort((a, b) => (a.nome ?? '').localeCompare(b.nome ?? '', 'pt-BR'))
      .map(view);
    return respond(200, 'OK', paginate(rows, page, pagination));
  };
}

function linkGet<T>(tipo: LtcatGheTipo, view: (item: LtcatGheItem) => T): RouteHandler {
  return async (event, context) => {
    const { itens } = await gheDoEvento(event, context);
    const item = itens.find((link) => link.tipo === tipo && link.id === event.pathParameters?.id);
    if (!item) throw new HttpError(404, notFoundMessage);
    return respond(200, 'OK', view(item));
  };
}

function linkDelete(tipo: LtcatGheTipo): RouteHandler {
  return async (event, context) => {
    const ids = new Set(parseBody(event, idsRequestSchema).ids);
    const { itens } = await gheDoEvento(event, context);
    const links = itens.filter((item) => item.tipo === tipo && ids.has(item.id));
    if (links.length !== ids.size) throw new HttpError(404, notFoundMessage);
    await apagarItensGhe(links);
    return respond(200, recordsDeletedMessage, { total: links.length });
  };
}

/** The content a link's save writes (besides its keys). */
interface Conteudo {
  refId: string;
  nome: string;
  descricao?: string | undefined;
  cbo?: string | undefined;
  cpf?: string | undefined;
  funcao?: string | undefined;
}
const camposOpcionais = ['descricao', 'cbo', 'cpf', 'funcao'] as const;

/** Creates a link or rewrites one (same id): what the save and the replication write. */
async function gravarLink(base: { tenant: string; ltcatId: string; gheId: string; tipo: LtcatGheTipo }, id: string | undefined, conteudo: Conteudo, usuarioId: string) {
  if (!id) {
    const novo = newId();
    await ltcatGheItens().create({ ...base, id: novo, ...conteudo, usuarioId }).go();
    return novo;
  }
  const set = Object.fromEntries(Object.entries({ ...conteudo, usuarioId }).filter(([, value]) => value !== undefined && value !== ''));
  const remove = camposOpcionais.filter((campo) => !conteudo[campo]);
  const patch = ltcatGheItens().patch({ ...base, id }).set(set);
  await (remove.length ? patch.remove([...remove]) : patch).go();
  return id;
}

/**
 * Replication (spec 3 §3 replicar / replicar_subs) of a function or conclusion to other GHEs of the same LTCAT: a target
 * without a link to the same record gets one; a target with one keeps it, or (replicar_subs 1) takes this text.
 */
async function replicar(
  ctx: { tenant: string; ltcatId: string; gheId: string; tipo: LtcatGheTipo; usuarioId: string },
  alvos: string[],
  substituir: boolean,
  conteudo: Conteudo,
) {
  const destinos = [...new Set(alvos)].filter((id) => id !== ctx.gheId);
  if (destinos.length === 0) return;
  const itens = await itensDoLtcat(ctx.tenant, ctx.ltcatId);
  const ghes = new Set(itens.filter((item) => item.tipo === 'ghe').map((item) => item.id));
  if (!destinos.every((id) => ghes.has(id))) throw fieldError('replicar', ltcatGheOutroLtcatMessage);
  for (const gheId of destinos) {
    const existente = itens.find((item) => item.gheId === gheId && item.tipo === ctx.tipo && item.refId === conteudo.refId);
    if (existente && !substituir) continue;
    await gravarLink({ tenant: ctx.tenant, ltcatId: ctx.ltcatId, gheId, tipo: ctx.tipo }, existente?.id, conteudo, ctx.usuarioId);
  }
}

function exigirLink(itens: LtcatGheItem[], tipo: LtcatGheTipo, id: string | undefined) {
  if (id && !itens.some((item) => item.tipo === tipo && item.id === id)) throw new HttpError(404, notFoundMessage);
}

/** POST ltcat/ghe/funcao/{ghe}/editar: a function of Configurações › Funções in the GHE (once), replicated on request. */
export const saveLtcatGheFuncao: RouteHandler = async (event, context) => {
  const form = parseBody(event, ltcatGheFuncaoFormSchema);
  const { tenant, ghe, itens } = await gheDoEvento(event, context);
  exigirLink(itens, 'funcao', form.id);
  const { data: funcao } = await funcoes().get({ tenant, id: form.id_fun }).go();
  if (!funcao || funcao.deletedAt) throw fieldError('id_fun', ltcatGheFuncaoInvalidaMessage);
  if (itens.some((item) => item.tipo === 'funcao' && item.refId === funcao.id && item.id !== form.id)) {
    throw fieldError('id_fun', ltcatGheFuncaoRepetidaMessage);
  }
  const conteudo: Conteudo = { refId: funcao.id, nome: funcao.nome, cbo: opcional(form.cbo) ?? opcional(funcao.cbo), descricao: opcional(form.descricao) };
  const ctx = { tenant, ltcatId: ghe.ltcatId, gheId: ghe.id, tipo: 'funcao' as const, usuarioId: sessionOf(context).usuario.id };
  const id = await gravarLink(ctx, form.id, conteudo, ctx.usuarioId);
  await replicar(ctx, form.replicar, form.replicar_subs === 1, conteudo);
  return respond(200, recordSavedMessage, { id });
};

/** POST ltcat/ghe/funcionario/{ghe}/editar: an employee of the LTCAT's company, in one GHE of the LTCAT. */
export const saveLtcatGheFuncionario: RouteHandler = async (event, context) => {
  const form = parseBody(event, ltcatGheFuncionarioFormSchema);
  const { tenant, ghe, ltcat, itens } = await gheDoEvento(event, context);
  exigirLink(itens, 'funcionario', form.id);
  const { data: funcionario } = await funcionarios().get({ tenant, id: form.id_funcionario }).go();
  if (!funcionario || funcionario.deletedAt || funcionario.empresaId !== ltcat.empresaId) {
    throw fieldError('id_funcionario', ltcatGheFuncionarioInvalidoMessage);
  }
  const todos = await itensDoLtcat(tenant, ltcat.id);
  const outro = todos.find((item) => item.tipo === 'funcionario' && item.refId === funcionario.id && item.id !== form.id);
  if (outro) {
    const codigo = todos.find((item) => item.tipo === 'ghe' && item.id === outro.gheId)?.ghe ?? '';
    throw fieldError('id_funcionario', ltcatGheFuncionarioRepetidoMessage(codigo));
  }
  const { data: funcao } = await funcoes().get({ tenant, id: funcionario.funcaoId }).go();
  const conteudo: Conteudo = { refId: funcionario.id, nome: funcionario.nome, cpf: funcionario.cpf, funcao: funcao?.nome, descricao: form.descricao };
  const base = { tenant, ltcatId: ghe.ltcatId, gheId: ghe.id, tipo: 'funcionario' as const };
  const id = await gravarLink(base, form.id, conteudo, sessionOf(context).usuario.id);
  return respond(200, recordSavedMessage, { id });
};

/** POST ltcat/ghe/conclusao-tecnica/{ghe}/editar: a technical conclusion of the catalogue (text copied), replicated on request. */
export const saveLtcatGheConclusao: RouteHandler = async (event, context) => {
  const form = parseBody(event, ltcatGheConclusaoFormSchema);
  const { tenant, ghe, itens } = await gheDoEvento(event, context);
  exigirLink(itens, 'conclusao', form.id);
  const conclusao = await conclusaoTecnicaPorId(tenant, form.id_con_tec);
  if (!conclusao) throw fieldError('id_con_tec', ltcatGheConclusaoInvalidaMessage);
  if (itens.some((item) => item.tipo === 'conclusao' && item.refId === conclusao.id && item.id !== form.id)) {
    throw fieldError('id_con_tec', ltcatGheConclusaoRepetidaMessage);
  }
  const doCatalogo = form.inserir === 1;
  const conteudo: Conteudo = {
    refId: conclusao.id,
    nome: (!doCatalogo && opcional(form.nome)) || conclusao.nome,
    descricao: (!doCatalogo && opcional(form.descricao)) || opcional(conclusao.descricao),
  };
  const ctx = { tenant, ltcatId: ghe.ltcatId, gheId: ghe.id, tipo: 'conclusao' as const, usuarioId: sessionOf(context).usuario.id };
  const id = await gravarLink(ctx, form.id, conteudo, ctx.usuarioId);
  await replicar(ctx, form.replicar, form.replicar_subs === 1, conteudo);
  return respond(200, recordSavedMessage, { id });
};

export const listLtcatGheFuncoes = linkList('funcao', funcaoView);
export const getLtcatGheFuncao = linkGet('funcao', funcaoView);
export const deleteLtcatGheFuncoes = linkDelete('funcao');
export const listLtcatGheFuncionarios = linkList('funcionario', funcionarioView);
export const getLtcatGheFuncionario = linkGet('funcionario', funcionarioView);
export const deleteLtcatGheFuncionarios = linkDelete('funcionario');
export const listLtcatGheConclusoes = linkList('conclusao', conclusaoView);
export const getLtcatGheConclusao = linkGet('conclusao', conclusaoView);
export const deleteLtcatGheConclusoes = linkDelete('conclusao');
