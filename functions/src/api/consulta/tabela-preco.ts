import {
  credenciadaQuerySchema,
  examNotInPcmsoMessage,
  lookupSizes,
  priceTableNotFoundMessage,
  tabelaPrecoExameQuerySchema,
  tabelaPrecoQuerySchema,
  todayInSaoPaulo,
  type TabelaPrecoExame,
} from '@ocupacional/shared';
import { byIds, currentRevision, examPrices, gheOf, gheRules, partnersById, priceTable, tablePrices } from '../../data/company-reads';
import { ConsultationRejectedError, planConsultation, priceCards } from '../../data/consulta-externa-builder';
import { credenciadas } from '../../data/entities/credenciada';
import { exames } from '../../data/entities/exame';
import { searchText } from '../../data/entities/keys';
import { everyOne } from '../../domain/tabela-preco';
import { rulesForAso } from '../../domain/pcmso';
import { HttpError, companyScope, notFoundMessage, parseQuery, respond, validationFailedMessage, type RouteHandler } from '../../platform';

/*
 * Price tables of the new-consultation screen (spec 1 §2, §7 tabela-preco, tabela-preco/exame, credenciada): the
 * cards are computed here from the PCMSO and the stored prices, for the session's company only.
 */

/** The builder's field names, as the price-table query calls them (filter.<name>). */
const filterField: Record<string, string> = { tipo_aso: 'id_tipo_aso' };

/** GET tabela-preco: one card per clinic with the consultation's exams priced in its table. */
export const listTabelasPreco: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const { filter } = parseQuery(event, tabelaPrecoQuerySchema);
  const tipoAso = filter.id_tipo_aso[0] ?? 0;
  try {
    const consultation = await planConsultation(
      scope,
      {
        funcionarioId: filter.id_funcionario,
        fdtId: filter.id_fdt,
        funcaoId: filter.id_funcao,
        gheId: filter.id_ghe,
        tipoAso,
        // -1 is how the screen says "no periodicity" (spec 1 §7).
        periodicidade: filter.periodicidade === -1 ? null : (filter.periodicidade ?? null),
        dataAge: filter.data_age,
        single: true,
        mf: { fdtId: filter.id_mf_fdt ?? null, gheId: filter.id_mf_ghe ?? null, funcaoId: filter.id_mf_funcao ?? null },
      },
      todayInSaoPaulo(),
    );
    const cards = await priceCards(scope, consultation, filter.data_age, {
      uf: filter.uf ?? null,
      cidade: filter.cidade ?? null,
      credenciadaId: filter.id_credenciada ?? null,
      tipo: filter.id_tipo_tabela_preco ?? null,
      ordem: filter.ordem ?? null,
    });
    return respond(200, 'OK', cards);
  } catch (error) {
    if (error instanceof ConsultationRejectedError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, messages]) => [`filter.${filterField[field] ?? field}`, messages]),
      );
      throw new HttpError(400, validationFailedMessage, { fields });
    }
    throw error;
  }
};

/**
 * GET tabela-preco/exame/{tabelaPreco} (filter id_exa list; with id_ghe and id_tipo_aso each exam is checked
 * against the GHE's PCMSO): prices of a table the company may use.
 */
export const listTabelaPrecoExames: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { filter } = parseQuery(event, tabelaPrecoExameQuerySchema);
  const table = await priceTable(tenant, event.pathParameters?.tabelaPreco ?? '');
  if (!table || (table.empresaId !== empresaId && table.empresaId !== everyOne)) throw new HttpError(404, notFoundMessage);
  const prices = filter.id_exa
    ? [...(await examPrices(tenant, filter.id_exa.map((exameId) => ({ tabelaPrecoId: table.id, exameId })))).values()]
    : await tablePrices(tenant, table.id);
  const byExam = new Map(prices.map((price) => [price.exameId, price]));
  const wanted = filter.id_exa ?? prices.map((price) => price.exameId);
  let inPcmso: Set<string> | undefined;
  if (filter.id_ghe && filter.id_tipo_aso) {
    const ghe = await gheOf(tenant, empresaId, filter.id_ghe);
    if (!ghe) throw new HttpError(404, notFoundMessage);
    const revision = await currentRevision(tenant, ghe.fdtId);
    const rules = revision ? await gheRules(tenant, revision.id, ghe.id) : [];
    // Any age: this call checks the exams, the price-table cards apply the employee's age.
    inPcmso = new Set(rulesForAso(rules.map((rule) => ({ ...rule, perId1: undefined, perId2: undefined })), filter.id_tipo_aso, 0).map((rule) => rule.exameId));
  }
  const [names, partners] = await Promise.all([
    byIds((keys) => exames().get(keys).go(), tenant, wanted.filter((id) => !byExam.has(id))),
    partnersById(tenant, prices.flatMap((price) => price.parceiroIds ?? [])),
  ]);
  const view: TabelaPrecoExame[] = wanted.map((exameId) => {
    const price = byExam.get(exameId);
    const valorServico = price?.valorServico ?? 0;
    const erro = inPcmso && !inPcmso.has(exameId) ? examNotInPcmsoMessage : !price ? priceTableNotFoundMessage : null;
    return {
      id_exa: exameId,
      exame: price?.exameNome ?? names.get(exameId)?.nome ?? '',
      valor_venda: price?.valorVenda ?? 0,
      valor_servico: valorServico,
      valor_total: (price?.valorVenda ?? 0) + valorServico,
      parceiros: (price?.parceiroIds ?? []).flatMap((id) => {
        const partner = partners.get(id);
        return partner ? [{ id, nome: partner.nome }] : [];
      }),
      erro,
    };
  });
  return respond(200, 'OK', view);
};

/** GET credenciada (search, filter uf, cidade): the tenant's active clinics, by name. */
export const listCredenciadas: RouteHandler = async (event, context) => {
  const { tenant } = companyScope(context);
  const { search, filter } = parseQuery(event, credenciadaQuerySchema);
  const term = searchText(search);
  const query = credenciadas().query.byLocal({ tenant });
  const located = filter.uf ? query.begins({ uf: filter.uf.toUpperCase(), ...(filter.cidade ? { cidade: filter.cidade } : {}) }) : query;
  const { data } = await located
    .where(({ busca, deletedAt }, { contains, notExists }) =>
      term ? `${notExists(deletedAt)} AND ${contains(busca, term)}` : notExists(deletedAt),
    )
    .go({ pages: 'all' });
  const view = data
    .filter((clinic) => clinic.ativo !== false)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .slice(0, lookupSizes.listas)
    .map((clinic) => ({ id: clinic.id, nome: clinic.nome, uf: clinic.uf, cidade: clinic.cidade, padrao: clinic.padrao ?? false }));
  return respond(200, 'OK', view);
};
