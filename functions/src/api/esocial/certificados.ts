import {
  certificadoListQuerySchema,
  certificadoSalvarSchema,
  certificadoVincularSchema,
  certificadoVinculoListQuerySchema,
  deleteForbiddenMessage,
  esocialMensagens,
  idsRequestSchema,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredUnaccentedMessage,
  typeLists,
} from '@ocupacional/shared';
import { ehDonoDoCertificado, origemDoVinculo, podeDesvincular, podeVincular, type VinculoAtor } from '../../domain/certificado-vinculo';
import { avisoDoTitular } from '../../domain/esocial-titular';
import { daysRemaining, isNearExpiry, readA1Certificate, type A1Certificate, type CertificateSummary } from '../../esocial/certificate';
import { certificados, type CertificadoItem } from '../../data/entities/certificado';
import { certificadoVinculos, type CertificadoVinculoItem } from '../../data/entities/certificado-vinculo';
import { empresas } from '../../data/entities/empresa';
import { newId, searchText } from '../../data/entities/keys';
import { registrarTenantEsocial } from '../../data/esocial/arquivos';
import { arquivoDoCertificado, guardarSegredos } from '../../data/esocial/certificados';
import { forbiddenMessage, HttpError, logger, notFoundMessage, parseBody, parseQuery, respond, validationFailedMessage, type RouteHandler, type SessionContext } from '../../platform';
import { cnpjDaSessao, empresaDaSessao, empresaVisivel, pagina, param, sessaoDe } from './scope';

/*
 * Certificates (spec 2 §2 "Certificates", §3, §5, §7): list, save (upload with password and confirmation), delete,
 * and the links to client companies. The file comes base64 in the JSON body (a few kB; the route allows 128 kB),
 * is read with its password before anything is stored, and is kept encrypted; neither it nor the password is
 * ever answered.
 */

/** A company user asked to link its certificate to another company (issue 12 item 4). */
export const vinculoOutraEmpresaMessage =
  'Somente a administração (retaguarda) pode vincular um certificado a outra empresa. Solicite o vínculo ao administrador.';

/** What the list and the save answer of a certificate. */
export function certificadoRow(certificado: CertificadoItem, session: SessionContext, now: Date = new Date()) {
  const dias = daysRemaining(new Date(certificado.validade), now);
  const perto = isNearExpiry(new Date(certificado.validade), now);
  return {
    id: certificado.id,
    tipo_certificado_id: certificado.tipoCertificado,
    tipo_certificado_nome: typeLists[200]?.find((item) => item.id === certificado.tipoCertificado)?.descricao ?? 'A1',
    empresa: { id: certificado.empresaId, nome: certificado.empresaNome, cnpj: certificado.empresaCnpj },
    titular: certificado.titular,
    cnpj: certificado.cnpj ?? null,
    cpf: certificado.cpf ?? null,
    representante: certificado.representante ?? null,
    emissor: certificado.emissor ?? null,
    arquivo: certificado.arquivoNome,
    validade_inicio: certificado.validadeInicio,
    validade: certificado.validade,
    dias_restantes: dias,
    /** Fewer than 10 days left (spec 2 §5). */
    aviso_vencimento: perto,
    aviso: perto ? esocialMensagens.certificadoProximoVencimento(dias) : null,
    /** The holder is not the owner company's head office (issue 13 item 4): the web service would refuse its lotes. */
    aviso_titular: avisoDoTitular({ titular: certificado, empregador: certificado.empresaCnpj }),
    vincular: certificado.vincular ? 1 : 0,
    /** Only the owner company (same CNPJ as the logged client) links clients (spec 2 §2). */
    pode_vincular: ehDonoDoCertificado(atorDe(session), certificado),
    updated_at: certificado.updatedAt ?? certificado.createdAt ?? null,
  };
}

/** Who acts on links (domain/certificado-vinculo.ts): the back office with the provider's CNPJ, or a company. */
function atorDe(session: SessionContext): VinculoAtor {
  const empresaId = empresaDaSessao(session);
  return empresaId === undefined ? { area: 'web', cnpj: cnpjDaSessao(session) } : { area: 'empresa', empresaId };
}

/** The certificates a session sees: all of the tenant's in the back office, a company's own and linked ones. */
async function certificadosVisiveis(session: SessionContext): Promise<CertificadoItem[]> {
  const { data } = await certificados().query.byId({ tenant: session.tenant }).go({ pages: 'all' });
  const ativos = data.filter((certificado) => !certificado.deletedAt);
  const empresaId = empresaDaSessao(session);
  if (empresaId === undefined) return ativos;
  const { data: links } = await certificadoVinculos().query.byEmpresa({ tenant: session.tenant, empresaId }).go({ pages: 'all' });
  const linked = new Set(links.map((link) => link.certificadoId));
  return ativos.filter((certificado) => certificado.empresaId === empresaId || linked.has(certificado.id));
}

async function certificadoVisivel(session: SessionContext, id: string): Promise<CertificadoItem> {
  const found = (await certificadosVisiveis(session)).find((certificado) => certificado.id === id);
  if (!found) throw new HttpError(404, notFoundMessage);
  return found;
}

export const listarCertificados: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const query = parseQuery(event, certificadoListQuerySchema);
  const termo = searchText(query.search);
  const rows = (await certificadosVisiveis(session))
    .filter((certificado) => !termo || searchText(certificado.titular, certificado.empresaNome, certificado.empresaCnpj, certificado.cnpj).includes(termo))
    .sort((a, b) => a.validade.localeCompare(b.validade))
    .map((certificado) => certificadoRow(certificado, session));
  return respond(200, 'OK', pagina(rows, query));
};

/** Reads the certificate with its password: a wrong password or a file that is not A1 answers its field error. */
function lerCertificado(arquivo: Uint8Array, senha: string): A1Certificate {
  try {
    return readA1Certificate(arquivo, senha);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      throw new HttpError(400, error.message, { fields: error.data as Record<string, string[]> }, { cause: error });
    }
    throw error;
  }
}

function resumo(summary: CertificateSummary) {
  return {
    titular: summary.holderName,
    ...(summary.cnpj ? { cnpj: summary.cnpj } : {}),
    ...(summary.cpf ? { cpf: summary.cpf } : {}),
    ...(summary.responsavel ? { representante: summary.responsavel } : {}),
    emissor: summary.issuer,
    numeroSerie: summary.serialNumber,
    impressaoDigital: summary.fingerprint256,
    validadeInicio: summary.notBefore.toISOString(),
    validade: summary.notAfter.toISOString(),
  };
}

export const salvarCertificado: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, certificadoSalvarSchema);
  const empresa = await empresaVisivel(session, body.empresa);
  const existente = body.id ? await certificadoVisivel(session, body.id) : undefined;
  if (existente && empresaDaSessao(session) !== undefined && existente.empresaId !== empresaDaSessao(session)) {
    throw new HttpError(404, notFoundMessage);
  }
  if (!body.arquivo && !existente) {
    throw new HttpError(400, validationFailedMessage, { fields: { arquivo: [requiredUnaccentedMessage] } });
  }
  const arquivo = body.arquivo ? Buffer.from(body.arquivo.conteudo, 'base64') : await arquivoDoCertificado(existente as CertificadoItem);
  // The password must open the file (the new one, or the stored one when only the data changes).
  const certificado = lerCertificado(arquivo, body.senha);

  const id = existente?.id ?? newId();
  const segredos = await guardarSegredos(session.tenant, id, arquivo, body.senha);
  const item = {
    tenant: session.tenant,
    id,
    empresaId: empresa.id,
    empresaNome: empresa.nome,
    empresaCnpj: empresa.cnpj,
    tipoCertificado: body.tipo_certificado_id,
    ...resumo(certificado),
    arquivoNome: body.arquivo?.nome ?? existente?.arquivoNome ?? 'certificado.pfx',
    ...segredos,
    vincular: body.vincular === 1,
    usuarioId: session.usuario.id,
    ...(existente?.createdAt ? { createdAt: existente.createdAt } : {}),
  };
  await certificados().put(item).go();
  if (body.vincular === 1) {
    await certificadoVinculos()
      .put({
        tenant: session.tenant,
        certificadoId: id,
        empresaId: empresa.id,
        empresaNome: empresa.nome,
        empresaNomeFantasia: empresa.nomeFantasia,
        empresaCnpj: empresa.cnpj,
        automatico: true,
        origem: origemDoVinculo(atorDe(session)),
        usuarioId: session.usuario.id,
      })
      .go();
  }
  await registrarTenantEsocial(session.tenant);
  const { data: saved } = await certificados().get({ tenant: session.tenant, id }).go();
  return respond(200, recordSavedMessage, certificadoRow(saved as CertificadoItem, session));
};

export const deletarCertificados: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const { ids } = parseBody(event, idsRequestSchema);
  const visiveis = await certificadosVisiveis(session);
  const propria = empresaDaSessao(session);
  const alvos = ids.map((id) => visiveis.find((certificado) => certificado.id === id));
  if (alvos.some((certificado) => !certificado)) throw new HttpError(404, notFoundMessage);
  // A company deletes only certificates it owns; linked ones belong to their owner.
  if (propria !== undefined && alvos.some((certificado) => certificado?.empresaId !== propria)) {
    throw new HttpError(403, deleteForbiddenMessage);
  }
  const deletedAt = new Date().toISOString();
  for (const certificado of alvos as CertificadoItem[]) {
    await certificados().patch({ tenant: session.tenant, id: certificado.id }).set({ deletedAt }).go();
  }
  return respond(200, recordsDeletedMessage, { total: alvos.length });
};

export const listarVinculos: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const certificado = await certificadoVisivel(session, param(event, 'id'));
  const query = parseQuery(event, certificadoVinculoListQuerySchema);
  const termo = searchText(query.search);
  const { data } = await certificadoVinculos()
    .query.byCertificado({ tenant: session.tenant, certificadoId: certificado.id })
    .go({ pages: 'all' });
  const rows = data
    .filter((link) => !termo || searchText(link.empresaNome, link.empresaNomeFantasia, link.empresaCnpj).includes(termo))
    .map((link) => ({
      id: link.empresaId,
      id_esocial_certificado: link.certificadoId,
      empresa: { id: link.empresaId, nome: link.empresaNome, nome_fantasia: link.empresaNomeFantasia ?? null, cnpj: link.empresaCnpj },
      automatico: link.automatico ? 1 : 0,
      /**
       * The holder is neither the linked company's head office nor its registered proxy (the owner, when the back
       * office made the link): issue 13 item 4.
       */
      aviso_titular: avisoDoTitular({
        titular: certificado,
        empregador: link.empresaCnpj,
        procurador: link.origem === 'retaguarda' && link.empresaId !== certificado.empresaId ? certificado.empresaCnpj : null,
      }),
      /** Whether this session may remove it (the automatic link of a `vincular` certificate never: spec 2 §5). */
      removivel: podeDesvincular(atorDe(session), certificado, link) && !(link.automatico && certificado.vincular) ? 1 : 0,
      created_at: link.createdAt ?? null,
    }));
  return respond(200, 'OK', { ...pagina(rows, query), pode_vincular: certificadoRow(certificado, session).pode_vincular });
};

export const vincularEmpresa: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const certificado = await certificadoVisivel(session, param(event, 'id'));
  const ator = atorDe(session);
  if (!ehDonoDoCertificado(ator, certificado)) throw new HttpError(403, forbiddenMessage);
  let body;
  try {
    body = parseBody(event, certificadoVincularSchema);
  } catch (error) {
    // The form's own alert for a missing company (spec 2 §5).
    if (error instanceof HttpError && error.status === 400) throw new HttpError(400, esocialMensagens.camposObrigatorios, error.data);
    throw error;
  }
  // A company links its certificate only to itself; another company's consent goes through the back office.
  if (!podeVincular(ator, certificado, body.empresa)) throw new HttpError(403, vinculoOutraEmpresaMessage);
  const { data: empresa } = await empresas().get({ tenant: session.tenant, id: body.empresa }).go();
  if (!empresa || empresa.deletedAt) throw new HttpError(404, notFoundMessage);
  // Linking again changes nothing: a put would turn the owner's automatic link into a removable one.
  const { data: existente } = await certificadoVinculos().get({ tenant: session.tenant, certificadoId: certificado.id, empresaId: empresa.id }).go();
  if (existente) return respond(200, recordSavedMessage, { id: empresa.id, id_esocial_certificado: certificado.id });
  await certificadoVinculos()
    .put({
      tenant: session.tenant,
      certificadoId: certificado.id,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      empresaNomeFantasia: empresa.nomeFantasia,
      empresaCnpj: empresa.cnpj,
      origem: origemDoVinculo(ator),
      usuarioId: session.usuario.id,
    })
    .go();
  logger.info('certificate linked', { tenant: session.tenant, certificadoId: certificado.id, empresaId: empresa.id, usuarioId: session.usuario.id, origem: origemDoVinculo(ator) });
  return respond(200, recordSavedMessage, { id: empresa.id, id_esocial_certificado: certificado.id });
};

export const deletarVinculos: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const certificado = await certificadoVisivel(session, param(event, 'id'));
  const ator = atorDe(session);
  const { ids } = parseBody(event, idsRequestSchema);
  const { data } = await certificadoVinculos()
    .query.byCertificado({ tenant: session.tenant, certificadoId: certificado.id })
    .go({ pages: 'all' });
  const alvos = ids.map((empresaId) => data.find((link) => link.empresaId === empresaId));
  if (alvos.some((link) => !link)) throw new HttpError(404, notFoundMessage);
  // The back office always, the owner any link, a linked company its own (domain/certificado-vinculo.ts); never the
  // link the save made automatically while the certificate's `vincular` is on (spec 2 §5).
  if (alvos.some((link) => !podeDesvincular(ator, certificado, link as CertificadoVinculoItem))) throw new HttpError(403, deleteForbiddenMessage);
  if (alvos.some((link) => link?.automatico && certificado.vincular)) throw new HttpError(403, deleteForbiddenMessage);
  await certificadoVinculos()
    .delete(ids.map((empresaId) => ({ tenant: session.tenant, certificadoId: certificado.id, empresaId })))
    .go();
  logger.info('certificate unlinked', { tenant: session.tenant, certificadoId: certificado.id, empresaIds: ids, usuarioId: session.usuario.id, area: ator.area });
  return respond(200, recordsDeletedMessage, { total: ids.length });
};
