import {
  conteudoNaoEditavelMessage,
  ltcatConteudoFormSchema,
  ltcatConteudoTipos,
  ltcatModeloQuerySchema,
  recordSavedMessage,
  keyedPagination,
  type LtcatConteudo,
} from '@ocupacional/shared';
import { ltcatModeloConteudos, type LtcatModeloConteudoItem } from '../../data/entities/ltcat-modelo-conteudo';
import { readPage } from '../../data/list-page';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { sanitizeHtml } from '../../domain/html-sanitize';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';
import { webTenant } from '../cadastro/registry';

/*
 * LTCAT › Conteúdos do modelo (spec 3 §2.3 model contents, §3, §4, §7 ltcat/modelo; issue 15): the sections of the
 * tenant's LTCAT model in document order (the default model is written when the tenant is created:
 * data/ltcat-modelo-padrao.ts), one section, and its edit (permission 569, the route's flag). Only tipo 0 sections'
 * title and text change (spec 3 §4); every section's switches (ocultar, ocultar_texto: LTCAT › Configuração › Ocultar
 * Items no Documento) do. The text is sanitized here, on the server, whatever the editor sent.
 */

function view(item: LtcatModeloConteudoItem): LtcatConteudo {
  return {
    id: item.id,
    versao: versaoDe(item),
    ordem: item.ordem,
    chave: item.chave ?? null,
    titulo: item.titulo,
    html: item.html ?? '',
    ocultar: item.ocultar ? 1 : 0,
    ocultar_texto: item.ocultarTexto ? 1 : 0,
    fator_riscos: item.fatorRiscos ? 1 : 0,
    tipo: item.tipo === ltcatConteudoTipos.gerado ? 1 : 0,
    usuario: item.usuarioNome ?? null,
    updated_at: item.updatedAt ?? null,
  };
}

async function liveConteudo(tenant: string, id: string): Promise<LtcatModeloConteudoItem | undefined> {
  const { data } = await ltcatModeloConteudos().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET ltcat/modelo: one page (default 100, spec 3 §9) of the model's sections in document order, with the total. */
export const listLtcatModelo: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const { page, pagination, cursor } = parseQuery(event, ltcatModeloQuerySchema);
  const found = await readPage(tenant, { cursor, pagination }, 'gsi1', (options) =>
    ltcatModeloConteudos()
      .query.byOrdem({ tenant })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .go({ ...options, order: 'asc' }),
  );
  // No counter: the model is a few dozen sections; the total is known when the whole model fits one page.
  const total = !cursor && found.next === null ? found.items.length : null;
  return respond(200, 'OK', { data: found.items.map(view), pagination: keyedPagination(page, pagination, total, found.next) });
};

/** GET ltcat/modelo/conteudo/{id}: one section; another tenant's is 404. */
export const getLtcatModeloConteudo: RouteHandler = async (event, context) => {
  const item = await liveConteudo(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/**
 * POST ltcat/modelo/conteudo/{id}/editar {versao, titulo?, html?, ocultar, ocultar_texto}: saves the section at the
 * version read. A tipo 1 section answers 403 when the title or the text would change (its switches still save).
 */
export const saveLtcatModeloConteudo: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const form = parseBody(event, ltcatConteudoFormSchema);
  const existing = await liveConteudo(session.tenant, event.pathParameters?.id ?? '');
  if (!existing) throw new HttpError(404, notFoundMessage);
  const lida = versaoLida(form.versao);
  exigirVersao(existing, lida);
  const titulo = form.titulo ?? existing.titulo;
  const html = form.html === undefined || form.html === null ? (existing.html ?? '') : sanitizeHtml(form.html);
  const editavel = existing.tipo === ltcatConteudoTipos.texto;
  if (!editavel && (titulo !== existing.titulo || html !== (existing.html ?? ''))) {
    throw new HttpError(403, conteudoNaoEditavelMessage);
  }
  await gravarNaVersao(() =>
    ltcatModeloConteudos()
      .patch({ tenant: session.tenant, id: existing.id })
      .set({
        titulo,
        html,
        ocultar: form.ocultar === 1,
        ocultarTexto: form.ocultar_texto === 1,
        usuarioNome: session.usuario.nome,
        versao: proximaVersao(lida),
      })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};
