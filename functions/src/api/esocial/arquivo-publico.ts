import { esocialMensagens, isValidEmail } from '@ocupacional/shared';
import { linksArquivo } from '../../data/entities/link-arquivo';
import { loteDestinatarios } from '../../data/entities/lote-destinatario';
import { lotesEsocial } from '../../data/entities/lote-esocial';
import { HttpError, respond, type RouteHandler } from '../../platform';
import { arquivoDoLote } from './lotes';

/*
 * GET util/esocial/arquivo/{link} (spec 2 §2 "Download page", §7): public, reached from the lote's e-mail. The link
 * is '<tenant>.<token>'; anything that does not name a live link answers 404 with the message the page shows
 * under 'Atenção'. With `email`, that recipient is marked as having downloaded the file.
 */

const linkPattern = /^([a-z0-9][a-z0-9-]{0,62})\.([A-Za-z0-9_-]{43})$/;

export const arquivoPublico: RouteHandler = async (event) => {
  const match = linkPattern.exec(event.pathParameters?.link ?? '');
  if (!match) throw new HttpError(404, esocialMensagens.linkInvalido);
  const [, tenant, token] = match as unknown as [string, string, string];
  const { data: link } = await linksArquivo().get({ tenant, token }).go();
  if (!link || link.ttl * 1000 < Date.now()) throw new HttpError(404, esocialMensagens.linkInvalido);
  const { data: lote } = await lotesEsocial().get({ tenant, id: link.loteId }).go();
  if (!lote || lote.deletedAt) throw new HttpError(404, esocialMensagens.linkInvalido);
  const email = event.queryStringParameters?.email;
  if (email && isValidEmail(email) && link.destinatarioId) {
    await loteDestinatarios()
      .patch({ tenant, loteId: lote.id, id: link.destinatarioId })
      .set({ situacao: 'baixado' })
      .go()
      .catch(() => undefined);
  }
  const arquivo = await arquivoDoLote(lote);
  return respond(200, esocialMensagens.arquivoCarregado, {
    lote: lote.numero,
    empresa: { nome_fantasia: lote.empresaNomeFantasia ?? lote.empresaNome, cnpj: lote.empresaCnpj },
    layout: lote.layout,
    arquivo: arquivo.filename,
    updated_at: lote.updatedAt ?? lote.createdAt,
    ...arquivo,
  });
};
