import { asoLookupQuerySchema, lookupSizes, type AsoEmpresaLookup, type AsoFuncionarioLookup } from '@ocupacional/shared';
import { empresas } from '../../data/entities/empresa';
import { searchText } from '../../data/entities/keys';
import { readFuncionariosPage } from '../../data/funcionario-lista';
import { HttpError, notFoundMessage, parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';

/*
 * The manual upload form's pickers (spec 2 §5: company, employee and consultation required for 87): the tenant's
 * companies and a company's employees, by search, 100 at most (spec 2 §9). The consultation picker is GET
 * empresa/consulta (consultas.ts).
 */

/** GET /empresa: the tenant's companies, not deleted, by name or CNPJ. */
export const listEmpresas: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { search } = parseQuery(event, asoLookupQuerySchema);
  const term = searchText(search);
  const { data } = await empresas()
    .query.byId({ tenant })
    .where(({ busca, deletedAt }, { contains, notExists }) =>
      term ? `${notExists(deletedAt)} AND ${contains(busca, term)}` : notExists(deletedAt),
    )
    .go({ pages: 'all' });
  const rows: AsoEmpresaLookup[] = data
    .map((empresa) => ({ id: empresa.id, nome: empresa.nome, cnpj: empresa.cnpj }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .slice(0, lookupSizes.listas);
  return respond(200, '', rows);
};

/** GET /empresa/funcionario/{id_empresa}: a company's employees, not deleted, by name, 100 at most, by name or CPF prefix. */
export const listFuncionarios: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const empresaId = event.pathParameters?.id_empresa ?? '';
  const { data: empresa } = await empresas().get({ tenant, id: empresaId }).go();
  if (!empresa || empresa.deletedAt) throw new HttpError(404, notFoundMessage);
  const { search } = parseQuery(event, asoLookupQuerySchema);
  // One page of the company's list index (issue 17): by name, or by the name / CPF / registration prefix searched.
  const { items } = await readFuncionariosPage({ tenant, empresaId, search, pagination: lookupSizes.funcionarios });
  const rows: AsoFuncionarioLookup[] = items.map((funcionario) => ({ id: funcionario.id, nome: funcionario.nome, cpf: funcionario.cpf }));
  return respond(200, '', rows);
};
