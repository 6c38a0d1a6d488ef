import { fdts } from '../../data/entities/fdt';
import { respond, type RouteHandler } from '../../platform';
import { empresaVisivel, param, sessaoDe } from './scope';

/**
 * GET esocial/fdt/{empresa} (web area): the company's live work fronts `[{id, descricao, ativo}]`, sorted by name,
 * for the events' and manual events' pickers of the back office. A company of another tenant answers 404.
 */
export const listarFdts: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { data } = await fdts().query.byEmpresa({ tenant: session.tenant, empresaId: empresa.id }).go({ pages: 'all' });
  const view = data
    .filter((fdt) => !fdt.deletedAt)
    .map((fdt) => ({ id: fdt.id, descricao: fdt.descricao, ativo: fdt.ativo !== false }))
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
  return respond(200, 'OK', view);
};
