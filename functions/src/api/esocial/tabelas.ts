import { esocialTabelaQuerySchema } from '@ocupacional/shared';
import { searchEsocialTable } from '../../esocial/tables/index';
import { HttpError, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../platform';
import { param } from './scope';

/**
 * GET esocial/tabelas/conteudo/{n} (spec 2 §7): the rows of eSocial table n (1 categories, 6 countries, 9 layouts,
 * 13 body parts, 14 accident agents, 15 generating situations, 17 nature of the injury, 20 street types, 24 harmful
 * agents, 27 diagnostic procedures, 28 the S-1.3 training codes of S-2245), from the official tables of
 * esocial/tables (README there), searched by code or words, 100 per page. S-1.3 has no Tabela 16 (404).
 */
export const conteudoDaTabela: RouteHandler = async (event) => {
  const numero = Number(param(event, 'n'));
  const query = parseQuery(event, esocialTabelaQuerySchema);
  const found = Number.isInteger(numero) ? searchEsocialTable(numero, query.search, query.page, query.pagination) : undefined;
  if (!found) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', {
    data: found.data.map((row) => ({ id: row.codigo, codigo: row.codigo, descricao: row.descricao })),
    pagination: {
      page: query.page,
      pagination: query.pagination,
      total: found.total,
      last_page: Math.max(1, Math.ceil(found.total / query.pagination)),
    },
  });
};
