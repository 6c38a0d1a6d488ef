import {
  empresaDesativadaListQuerySchema,
  empresaDesativadaMensagens,
  empresaDesativadaSchema,
  idsRequestSchema,
  invalidOptionMessage,
} from '@ocupacional/shared';
import { empresas } from '../../data/entities/empresa';
import { esocialEmpresasDesativadas, type EsocialEmpresaDesativadaItem } from '../../data/entities/esocial-empresa-desativada';
import { searchText } from '../../data/entities/keys';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { pagina, sessaoDe } from './scope';

/*
 * The companies disabled for eSocial (spec 2 §2 "Disabled-company list ('Desativar Nova Empresa', permission 310)",
 * shown on the web route esocial/configuracao): list, disable a company (permission 310) and enable it again by
 * deleting its record (permission 310, the delete's 403 message). The back office's only: a company user has no
 * configuration screen. The row's id is the company's id (one record per company).
 */

function desativadaRow(item: EsocialEmpresaDesativadaItem) {
  return {
    id: item.empresaId,
    empresa: { id: item.empresaId, nome: item.empresaNome, cnpj: item.empresaCnpj },
    data: item.data,
    observacao: item.observacao ?? null,
    usuario: item.usuarioNome ?? null,
    created_at: item.createdAt ?? null,
  };
}

async function desativadasDo(tenant: string) {
  const { data } = await esocialEmpresasDesativadas().query.byEmpresa({ tenant }).go({ pages: 'all' });
  return data;
}

export const listarEmpresasDesativadas: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const query = parseQuery(event, empresaDesativadaListQuerySchema);
  const termo = searchText(query.search);
  const rows = (await desativadasDo(session.tenant))
    .filter((item) => !termo || searchText(item.empresaNome, item.empresaCnpj).includes(termo))
    .sort((a, b) => a.empresaNome.localeCompare(b.empresaNome, 'pt-BR'))
    .map(desativadaRow);
  return respond(200, 'OK', pagina(rows, query));
};

export const desativarEmpresa: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const body = parseBody(event, empresaDesativadaSchema);
  const { data: empresa } = await empresas().get({ tenant: session.tenant, id: body.empresa }).go();
  if (!empresa || empresa.deletedAt) throw new HttpError(400, validationFailedMessage, { fields: { empresa: [invalidOptionMessage] } });
  const jaDesativada = () =>
    new HttpError(400, empresaDesativadaMensagens.jaDesativada, { fields: { empresa: [empresaDesativadaMensagens.jaDesativada] } });
  const { data: atual } = await esocialEmpresasDesativadas().get({ tenant: session.tenant, empresaId: empresa.id }).go();
  if (atual) throw jaDesativada();
  let criada: EsocialEmpresaDesativadaItem;
  try {
    ({ data: criada } = await esocialEmpresasDesativadas()
      .create({
        tenant: session.tenant,
        empresaId: empresa.id,
        empresaNome: empresa.nome,
        empresaCnpj: empresa.cnpj,
        data: body.data,
        ...(body.observacao ? { observacao: body.observacao } : {}),
        usuarioId: session.usuario.id,
        usuarioNome: session.usuario.nome,
      })
      .go());
  } catch (error) {
    // Two saves at once: the create's condition lets only one through.
    const { message, cause } = error as Error & { cause?: { name?: string } };
    if (/conditional/i.test(message) || cause?.name === 'ConditionalCheckFailedException') throw jaDesativada();
    throw error;
  }
  return respond(200, empresaDesativadaMensagens.desativadaComSucesso, desativadaRow(criada));
};

export const deletarEmpresasDesativadas: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const { ids } = parseBody(event, idsRequestSchema);
  const atuais = await desativadasDo(session.tenant);
  if (ids.some((id) => !atuais.some((item) => item.empresaId === id))) throw new HttpError(404, notFoundMessage);
  await esocialEmpresasDesativadas()
    .delete(ids.map((empresaId) => ({ tenant: session.tenant, empresaId })))
    .go();
  return respond(200, empresaDesativadaMensagens.reativadas, { total: ids.length });
};
