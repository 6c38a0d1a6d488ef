import { randomBytes } from 'node:crypto';
import {
  esocialMensagens,
  idsRequestSchema,
  keyedPagination,
  loteEmailSchema,
  loteGerarSchema,
  loteListQuerySchema,
  mailServicos,
  modoProcessoSchema,
  parseEmailList,
  recordsDeletedMessage,
} from '@ocupacional/shared';
import { emailEnvios, type EmailEnvioItem } from '../../data/entities/email-envio';
import { eventosEsocial } from '../../data/entities/evento-esocial';
import { newId } from '../../data/entities/keys';
import { linksArquivo } from '../../data/entities/link-arquivo';
import { loteDestinatarios, type LoteDestinatarioItem } from '../../data/entities/lote-destinatario';
import { lotesEsocial, type LoteEsocialItem } from '../../data/entities/lote-esocial';
import { getFileText } from '../../data/esocial/arquivos';
import { enfileirar } from '../../data/esocial/fila';
import { contarLote } from '../../data/esocial/lotes';
import { listCounter, readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { consultarProcesso, iniciarProcesso, processosDoLote, ProcessoRecusadoError } from '../../data/esocial/transmissao';
import { contaDoServico } from '../../mail/accounts';
import { queueMail } from '../../mail/queue';
import {
  HttpError,
  logger,
  notFoundMessage,
  parseBody,
  parseQuery,
  parseWith,
  publicBaseUrl,
  respond,
  type RouteHandler,
  type SessionContext,
} from '../../platform';
import { eventoRow, loteRow, processoRow } from './linhas';
import { empresaDaSessao, empresaVisivel, param, podeVerEmpresa, sessaoDe } from './scope';

/*
 * Lotes (spec 2 §2 "Batch list", "Batch modals", §3, §4, §7): list, generate in the background, delete (not with
 * processes), the file, the e-mail with the public download link and its recipients, the processing table with
 * the modes allowed now, sending in a mode (package 30) and consulting a process's result now (package 30).
 */

/** A lote the session may see, or 404. */
export async function loteVisivel(session: SessionContext, id: string): Promise<LoteEsocialItem> {
  const { data } = await lotesEsocial().get({ tenant: session.tenant, id }).go();
  if (!data || data.deletedAt || !podeVerEmpresa(session, data.empresaId)) throw new HttpError(404, notFoundMessage);
  return data;
}

/**
 * GET esocial/lotes (issue 17): one page of byData (the tenant's, gsi2) or byEmpresa (a company's, gsi1), newest
 * first. Layout and employee filter what the reads bring; the total comes from the default view's counter.
 */
export const listarLotes: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const { tenant } = session;
  const query = parseQuery(event, loteListQuerySchema);
  const empresaId = empresaDaSessao(session) ?? query.filter.id_empresa ?? undefined;
  const { layout, id_funcionario: funcionarioId } = query.filter;
  const consulta = () => (empresaId ? lotesEsocial().query.byEmpresa({ tenant, empresaId }) : lotesEsocial().query.byData({ tenant }));
  const page = await readPage(tenant, query, empresaId ? 'gsi1' : 'gsi2', (options) =>
    consulta()
      .where((attr, op) =>
        [
          op.notExists(attr.deletedAt),
          layout ? op.eq(attr.layout, layout) : '',
          funcionarioId ? op.contains(attr.funcionarioIds, funcionarioId) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ ...options, order: 'desc' }),
  );
  const nome = empresaId ? listCounter('esocial-lotes', empresaId) : listCounter('esocial-lotes');
  const total = layout || funcionarioId || query.search ? null : ((await readCounters(tenant, [nome])).get(nome) ?? 0);
  return respond(200, 'OK', { data: page.items.map((lote) => loteRow(lote)), pagination: keyedPagination(query.page, query.pagination, total, page.next) });
};

export const detalharLote: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const { data: eventos } = await eventosEsocial()
    .get(lote.eventoIds.map((id) => ({ tenant: session.tenant, id })))
    .go();
  return respond(200, 'OK', { ...loteRow(lote), eventos: eventos.map(eventoRow) });
};

export const gerarLote: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, loteGerarSchema);
  const empresa = await empresaVisivel(session, body.id_emp);
  const origemId = newId();
  await enfileirar({
    tipo: 'gerar-lote',
    tenant: session.tenant,
    origemId,
    usuarioId: session.usuario.id,
    filtros: {
      empresaId: empresa.id,
      layout: body.layout,
      fdtIds: body.fdts,
      funcionarioIds: body.funcionarios,
      excluirFuncionarioIds: body.funcionarios_delete,
      ...(body.created_at ? { createdAt: body.created_at } : {}),
      somenteAvulsos: body.avulso === 1,
      eventoIds: body.ids,
    },
  });
  return respond(200, esocialMensagens.loteEmSegundoPlano, { id: origemId });
};

export const deletarLotes: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const { ids } = parseBody(event, idsRequestSchema);
  const lotes = await Promise.all(ids.map((id) => loteVisivel(session, id)));
  // Spec 2 §4: a lote with processes cannot be deleted.
  if (lotes.some((lote) => (lote.processosCount ?? 0) > 0)) throw new HttpError(400, esocialMensagens.loteComProcessos);
  const deletedAt = new Date().toISOString();
  for (const lote of lotes) {
    await lotesEsocial().patch({ tenant: session.tenant, id: lote.id }).set({ deletedAt }).go();
    await contarLote(session.tenant, lote, -1);
    // Its events are free for another lote.
    const { data: eventos } = await eventosEsocial()
      .get(lote.eventoIds.map((id) => ({ tenant: session.tenant, id })))
      .go();
    for (const evento of eventos.filter((item) => item.loteId === lote.id)) {
      await eventosEsocial().patch({ tenant: session.tenant, id: evento.id }).remove(['loteId', 'loteNumero']).go();
    }
  }
  return respond(200, recordsDeletedMessage, { total: lotes.length });
};

/** A lote's file as the download calls answer it: base64 contents, file name and type (spec 2 §3). */
export async function arquivoDoLote(lote: LoteEsocialItem) {
  if (!lote.arquivoKey) throw new HttpError(404, esocialMensagens.downloadFalhou);
  const xml = await getFileText(lote.arquivoKey);
  return {
    contents: Buffer.from(xml, 'utf8').toString('base64'),
    filename: lote.arquivoNome ?? `lote-${lote.numero}.xml`,
    contentType: 'application/xml',
  };
}

export const baixarArquivoDoLote: RouteHandler = async (event, context) => {
  const lote = await loteVisivel(sessaoDe(context), param(event, 'id'));
  return respond(200, 'OK', await arquivoDoLote(lote));
};

/** What a recipient row says when its message could not be queued (the cause is in the log). */
const naoEnfileirado = 'Não foi possível colocar o email na fila de envio. Tente enviar novamente.';

/** Days a download link lasts. */
const linkDias = 30;

/**
 * The address of the public download page (spec 2 §2 "Download page", a page of the web area) on the configured
 * public address — never the request's Host or X-Forwarded-Host, which the caller chooses (issue 12 item 9).
 */
function linkPublico(base: string, link: string, email: string): string {
  return `${base}/util/esocial/arquivo/${encodeURIComponent(link)}?email=${encodeURIComponent(email)}`;
}

/*
 * The lote's e-mail goes through the mail queue like every e-mail of the product (point 'esocial-lote', point id
 * the lote): one message per recipient, sent by the mail-send worker through the tenant's account of the eSocial
 * sector (198) when it has one, else SES. The recipient row and its message share the id, so the recipients list
 * reads the worker's outcome from the e-mail log: 'enviado' once queued (and sent), 'falha' when the queue refused
 * it or the worker failed it for good, 'baixado' once the link was opened with the recipient's address.
 */
export const enviarEmailDoLote: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const { destinatario } = parseBody(event, loteEmailSchema);
  const conta = await contaDoServico(session.tenant, mailServicos.esocial);
  // Read before anything is written: without a configured public address no link is handed out.
  const base = publicBaseUrl('web');
  const createdAt = new Date().toISOString();
  const resultado = [];
  for (const email of parseEmailList(destinatario)) {
    const id = newId();
    const token = randomBytes(32).toString('base64url');
    await linksArquivo()
      .put({ tenant: session.tenant, token, loteId: lote.id, destinatarioId: id, ttl: Math.floor(Date.now() / 1000) + linkDias * 86_400 })
      .go();
    const url = linkPublico(base, `${session.tenant}.${token}`, email);
    let erro: string | undefined;
    try {
      await queueMail({
        tenant: session.tenant,
        id,
        point: 'esocial-lote',
        pointId: lote.id,
        ...(conta ? { conta } : {}),
        to: email,
        subject: `eSocial: lote ${lote.numero} (${lote.layout}) - ${lote.empresaNomeFantasia ?? lote.empresaNome}`,
        text: `O arquivo do lote ${lote.numero} (${lote.layout}) da empresa ${lote.empresaNome} está disponível para download em:\n\n${url}\n\nO link vale ${linkDias} dias.`,
        usuarioId: session.usuario.id,
      });
    } catch (error) {
      // The recipient list shows this text; the SDK's (English) detail goes to the log only.
      erro = naoEnfileirado;
      logger.warn('lote e-mail not queued', { loteId: lote.id, error: error as Error });
      // The log row may exist without its queue message: record the failure where the e-mail log shows it.
      await emailEnvios()
        .patch({ tenant: session.tenant, id })
        .set({ situacao: 'falha', erro: erro.slice(0, 1000) })
        .go()
        .catch(() => undefined);
    }
    await loteDestinatarios()
      .put({ tenant: session.tenant, loteId: lote.id, id, destinatario: email, situacao: erro ? 'falha' : 'enviado', ...(erro ? { erro } : {}), usuarioId: session.usuario.id, createdAt })
      .go();
    resultado.push({ destinatario: email, enviado: !erro });
  }
  return respond(200, esocialMensagens.emailEnviado, resultado);
};

const situacaoDescricao = { enviado: 'Enviado', falha: 'Falha no envio', baixado: 'Arquivo baixado' } as const;

/**
 * A recipient's status as the list shows it: the download wins; otherwise the mail-send worker's outcome (its
 * message has the recipient's id) — a message it failed for good is 'falha' with its reason; one still queued,
 * being sent or sent is 'enviado'.
 */
export function situacaoDoDestinatario(
  destinatario: Pick<LoteDestinatarioItem, 'situacao' | 'erro' | 'createdAt' | 'updatedAt'>,
  envio: Pick<EmailEnvioItem, 'situacao' | 'erro' | 'enviadoAt'> | undefined,
): { situacao: LoteDestinatarioItem['situacao']; erro: string | null; updatedAt: string } {
  const updatedAt = destinatario.updatedAt ?? destinatario.createdAt;
  if (destinatario.situacao === 'baixado' || !envio) return { situacao: destinatario.situacao, erro: destinatario.erro ?? null, updatedAt };
  if (envio.situacao === 'falha') return { situacao: 'falha', erro: envio.erro ?? destinatario.erro ?? null, updatedAt };
  return { situacao: destinatario.situacao, erro: destinatario.erro ?? null, updatedAt: envio.enviadoAt ?? updatedAt };
}

export const listarDestinatarios: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const { data } = await loteDestinatarios().query.byLote({ tenant: session.tenant, loteId: lote.id }).go({ pages: 'all', order: 'desc' });
  const { data: envios } = data.length
    ? await emailEnvios()
        .get(data.map((item) => ({ tenant: session.tenant, id: item.id })))
        .go()
    : { data: [] };
  const envioPorId = new Map(envios.map((envio) => [envio.id, envio]));
  return respond(
    200,
    'OK',
    data.map((item) => {
      const atual = situacaoDoDestinatario(item, envioPorId.get(item.id));
      return {
        id: item.id,
        destinatario: item.destinatario,
        tipo_status: { id: atual.situacao, descricao: situacaoDescricao[atual.situacao] },
        erro: atual.erro,
        updated_at: atual.updatedAt,
      };
    }),
  );
};

export const listarProcessos: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const processos = await processosDoLote(session.tenant, lote.id);
  const row = loteRow(lote, processos[0]);
  return respond(200, 'OK', { lote: row, modos: row.modos, em_andamento: row.em_andamento, processos: processos.map(processoRow) });
};

export const enviarLote: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const modo = parseWith(modoProcessoSchema, param(event, 'modo'));
  try {
    const processo = await iniciarProcesso(lote, modo, session.usuario.id);
    return respond(200, esocialMensagens.loteEnviado, processoRow(processo));
  } catch (error) {
    if (error instanceof ProcessoRecusadoError) {
      throw new HttpError(error.motivo === 'andamento' ? 409 : 400, error.motivo === 'andamento' ? esocialMensagens.processoEmAndamento : esocialMensagens.modoIndisponivel);
    }
    throw error;
  }
};

export const consultarProcessoAgora: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const lote = await loteVisivel(session, param(event, 'id'));
  const processoId = param(event, 'processo');
  const processos = await processosDoLote(session.tenant, lote.id);
  if (!processos.some((processo) => processo.id === processoId)) throw new HttpError(404, notFoundMessage);
  // Only a process still waiting asks the web service; a finished one answers the last response kept in S3.
  const { responseXml } = await consultarProcesso(session.tenant, lote.id, processoId, { reagendar: false, timeoutMs: 20_000 });
  const atual = (await processosDoLote(session.tenant, lote.id)).find((processo) => processo.id === processoId);
  const guardada = atual?.consultaResponseKey ?? atual?.envioResponseKey;
  const xml =
    responseXml ??
    (guardada
      ? await getFileText(guardada).catch((error: unknown) => {
          logger.warn('eSocial stored response not read', { tenant: session.tenant, processoId, error: error as Error });
          return null;
        })
      : null);
  return respond(200, 'OK', { processo: atual ? processoRow(atual) : null, xml });
};
