import {
  fdtSemEmpresaMessage,
  invalidOptionMessage,
  recordSavedMessage,
  requiredMessage,
  tabelaPrecoFormSchema,
  tabelaPrecoListaQuerySchema,
  tabelaPrecoMaxExamesMessage,
  todayInSaoPaulo,
  type TabelaPrecoCadastro,
  type TabelaPrecoExameCadastro,
  type TabelaPrecoResumo,
} from '@ocupacional/shared';
import { byIds, partnersById, tablePrices } from '../../data/company-reads';
import { credenciadas, type CredenciadaItem } from '../../data/entities/credenciada';
import { empresas } from '../../data/entities/empresa';
import { exames } from '../../data/entities/exame';
import { fdts } from '../../data/entities/fdt';
import { newId, todas } from '../../data/entities/keys';
import { tabelasPreco, type TabelaPrecoItem } from '../../data/entities/tabela-preco';
import { tabelaPrecoExames } from '../../data/entities/tabela-preco-exame';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { tableInForce } from '../../domain/tabela-preco';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { deletedAnswer, registryDeleteIds, webTenant } from './registry';
import { liveCredenciada } from './credenciadas';

/*
 * The price tables of a clinic (issue 14; the clinic's 'Tabelas de Preço' tab and empresa/tabela-balcao; spec 1 §3
 * "Price table entry"): the same items the company's Nova Consulta reads (tabelaPreco byEmpresa, tabelaPrecoExame by
 * table and exam), so a table saved here is offered there on the days of its validity, to the company and front of
 * its scope: one front, every front of a company (fdtId '*'), or every company (empresaId '*', the counter table).
 * A table and its exams' prices are saved in one transaction; the scope and the clinic are fixed at creation (they
 * are the table's index keys).
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const fieldError = (fields: Record<string, string[]>) => new HttpError(400, validationFailedMessage, { fields });
const live = <T extends { deletedAt?: string }>(item: T | null | undefined): T | undefined => (item && !item.deletedAt ? item : undefined);

async function liveTable(tenant: string, id: string): Promise<TabelaPrecoItem | undefined> {
  if (!id) return undefined;
  return live((await tabelasPreco().get({ tenant, id }).go()).data);
}

/** The list rows of some tables, with their clinic's, company's and front's names. */
async function summaries(tenant: string, tables: readonly TabelaPrecoItem[], clinics?: Map<string, CredenciadaItem>): Promise<TabelaPrecoResumo[]> {
  const scoped = (ids: string[]) => ids.filter((id) => id !== todas);
  const [clinicMap, companies, fronts] = await Promise.all([
    clinics ?? byIds((keys) => credenciadas().get(keys).go(), tenant, tables.map((table) => table.credenciadaId)),
    byIds((keys) => empresas().get(keys).go(), tenant, scoped(tables.map((table) => table.empresaId))),
    byIds((keys) => fdts().get(keys).go(), tenant, scoped(tables.map((table) => table.fdtId))),
  ]);
  const today = todayInSaoPaulo();
  return tables.flatMap((table) => {
    const clinic = clinicMap.get(table.credenciadaId);
    if (!clinic || clinic.deletedAt) return [];
    return [
      {
        id: table.id,
        versao: versaoDe(table),
        nome: table.nome,
        id_credenciada: table.credenciadaId,
        credenciada_nome: clinic.nome,
        credenciada_uf: clinic.uf ?? null,
        credenciada_cidade: clinic.cidade ?? null,
        id_empresa: table.empresaId === todas ? null : table.empresaId,
        empresa_nome: table.empresaId === todas ? null : (companies.get(table.empresaId)?.nome ?? null),
        id_fdt: table.fdtId === todas ? null : table.fdtId,
        fdt_descricao: table.fdtId === todas ? null : (fronts.get(table.fdtId)?.descricao ?? null),
        inicio: table.inicio ?? null,
        fim: table.fim ?? null,
        ativo: flag(table.ativo !== false),
        vigente: flag(tableInForce(table, today)),
      },
    ];
  });
}

const byClinicThenName = (a: TabelaPrecoResumo, b: TabelaPrecoResumo) =>
  a.credenciada_nome.localeCompare(b.credenciada_nome, 'pt-BR') || a.nome.localeCompare(b.nome, 'pt-BR');

/**
 * GET credenciada/tabela-preco: filter id_credenciada, that clinic's live tables (byCredenciada, one Query); filter
 * balcao 1, every clinic's live counter table (byEmpresa of empresa '*', one Query), by clinic name.
 */
export const listTabelasPrecoCadastro: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const { filter } = parseQuery(event, tabelaPrecoListaQuerySchema);
  let tables: TabelaPrecoItem[];
  if (filter.id_credenciada) {
    const clinic = await liveCredenciada(tenant, filter.id_credenciada);
    if (!clinic) throw new HttpError(404, notFoundMessage);
    const { data } = await tabelasPreco().query.byCredenciada({ tenant, credenciadaId: clinic.id }).go({ pages: 'all' });
    tables = data.filter((table) => !table.deletedAt);
    return respond(200, 'OK', (await summaries(tenant, tables, new Map([[clinic.id, clinic]]))).sort(byClinicThenName));
  }
  if (filter.balcao !== 1) throw fieldError({ 'filter.id_credenciada': [requiredMessage] });
  const { data } = await tabelasPreco().query.byEmpresa({ tenant, empresaId: todas }).go({ pages: 'all' });
  tables = data.filter((table) => !table.deletedAt);
  return respond(200, 'OK', (await summaries(tenant, tables)).sort(byClinicThenName));
};

/** The exam rows of a table, by exam name, with their partners' names. */
async function examRows(tenant: string, tableId: string): Promise<TabelaPrecoExameCadastro[]> {
  const prices = await tablePrices(tenant, tableId);
  const partners = await partnersById(tenant, prices.flatMap((price) => price.parceiroIds ?? []));
  return prices
    .map((price) => {
      const valorServico = price.valorServico ?? 0;
      return {
        id_exa: price.exameId,
        exame: price.exameNome,
        valor_venda: price.valorVenda,
        valor_servico: valorServico,
        taxa_servico: flag(price.taxaServico ?? valorServico > 0),
        valor_total: price.valorVenda + valorServico,
        parceiros: (price.parceiroIds ?? []).flatMap((id) => {
          const partner = partners.get(id);
          return partner ? [{ id, nome: partner.nome }] : [];
        }),
      };
    })
    .sort((a, b) => a.exame.localeCompare(b.exame, 'pt-BR'));
}

/** GET credenciada/tabela-preco/{id}: a live table of the tenant with its exams' prices. */
export const getTabelaPrecoCadastro: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const table = await liveTable(tenant, event.pathParameters?.id ?? '');
  if (!table) throw new HttpError(404, notFoundMessage);
  const [summary] = await summaries(tenant, [table]);
  if (!summary) throw new HttpError(404, notFoundMessage);
  const view: TabelaPrecoCadastro = { ...summary, exames: await examRows(tenant, table.id) };
  return respond(200, 'OK', view);
};

/** The scope of a new table: its company and front ('*' for every one), each checked in the tenant. */
async function scopeOf(tenant: string, idEmpresa: string | null | undefined, idFdt: string | null | undefined) {
  if (!idEmpresa) {
    if (idFdt) throw fieldError({ id_empresa: [fdtSemEmpresaMessage] });
    return { empresaId: todas, fdtId: todas };
  }
  const empresa = live((await empresas().get({ tenant, id: idEmpresa }).go()).data);
  if (!empresa) throw fieldError({ id_empresa: [invalidOptionMessage] });
  if (!idFdt) return { empresaId: empresa.id, fdtId: todas };
  const fdt = live((await fdts().get({ tenant, id: idFdt }).go()).data);
  if (!fdt || fdt.empresaId !== empresa.id) throw fieldError({ id_fdt: [invalidOptionMessage] });
  return { empresaId: empresa.id, fdtId: fdt.id };
}

/**
 * POST credenciada/tabela-preco/editar: creates (no id) or updates (id and the versao read) a clinic's table and
 * its exams' prices in one transaction: each exam must be a live exam of the tenant (its name is stored with the
 * price, as the cards show it), each partner a live partner; the exams the form no longer holds are removed. With
 * taxa_servico 0 no service fee is stored.
 */
export const saveTabelaPreco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, tabelaPrecoFormSchema);
  const [catalogue, partners] = await Promise.all([
    byIds((keys) => exames().get(keys).go(), tenant, form.exames.map((exame) => exame.id_exa)),
    partnersById(tenant, form.exames.flatMap((exame) => exame.parceiros)),
  ]);
  const errors: Record<string, string[]> = {};
  form.exames.forEach((exame, index) => {
    if (!live(catalogue.get(exame.id_exa))) errors[`exames.${index}.id_exa`] = [invalidOptionMessage];
    if (exame.parceiros.some((id) => !partners.has(id))) errors[`exames.${index}.parceiros`] = [invalidOptionMessage];
  });
  if (Object.keys(errors).length) throw fieldError(errors);

  const attributes = {
    nome: form.nome,
    ativo: form.ativo === 1,
    ...(form.inicio ? { inicio: form.inicio } : {}),
    ...(form.fim ? { fim: form.fim } : {}),
  };
  let table: { id: string; credenciadaId: string };
  const operations: TransactOperation[] = [];
  let removed: string[] = [];
  if (!form.id) {
    const clinic = await liveCredenciada(tenant, form.id_credenciada);
    if (!clinic) throw fieldError({ id_credenciada: [invalidOptionMessage] });
    const scope = await scopeOf(tenant, form.id_empresa, form.id_fdt);
    table = { id: newId(), credenciadaId: clinic.id };
    operations.push({ put: tabelasPreco().create({ tenant, ...table, ...scope, ...attributes }).params() });
  } else {
    const lida = versaoLida(form.versao);
    const existing = await liveTable(tenant, form.id);
    if (!existing) throw new HttpError(404, notFoundMessage);
    exigirVersao(existing, lida);
    table = existing;
    const dropped = (['inicio', 'fim'] as const).filter((field) => !form[field]);
    const patch = tabelasPreco()
      .patch({ tenant, id: existing.id })
      .set({ ...attributes, versao: proximaVersao(lida) });
    operations.push({
      update: (dropped.length ? patch.remove([...dropped]) : patch)
        .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
        .where(naVersao(lida))
        .params(),
    });
    const kept = new Set(form.exames.map((exame) => exame.id_exa));
    removed = (await tablePrices(tenant, existing.id)).map((price) => price.exameId).filter((exameId) => !kept.has(exameId));
  }
  for (const exame of form.exames) {
    const taxa = exame.taxa_servico === 1;
    operations.push({
      put: tabelaPrecoExames()
        .put({
          tenant,
          tabelaPrecoId: table.id,
          exameId: exame.id_exa,
          credenciadaId: table.credenciadaId,
          exameNome: catalogue.get(exame.id_exa)?.nome ?? '',
          valorVenda: exame.valor_venda,
          valorServico: taxa ? exame.valor_servico : 0,
          taxaServico: taxa,
          parceiroIds: [...new Set(exame.parceiros)],
        })
        .params(),
    });
  }
  for (const exameId of removed) operations.push({ delete: tabelaPrecoExames().delete({ tenant, tabelaPrecoId: table.id, exameId }).params() });
  // One transaction holds 100 operations: the table, its prices and the ones removed.
  if (operations.length > 100) throw fieldError({ exames: [tabelaPrecoMaxExamesMessage(100 - 1 - removed.length)] });
  try {
    await transactWrite(operations);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw registroAlteradoError({ cause: error });
    throw error;
  }
  return respond(200, recordSavedMessage, { id: table.id });
};

/**
 * POST credenciada/tabela-preco/deletar {ids}: soft-deletes tables, all or none (404 for an id that is not a live
 * table of the tenant); their prices are deleted after, so an exam they priced may be deleted from the catalogue.
 */
export const deleteTabelasPreco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const ids = registryDeleteIds(event);
  const found = await byIds((keys) => tabelasPreco().get(keys).go(), tenant, ids);
  const tables = ids.map((id) => live(found.get(id))).filter((table): table is TabelaPrecoItem => table !== undefined);
  if (tables.length !== ids.length) throw new HttpError(404, notFoundMessage);
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite(
      tables.map((table) => ({
        update: tabelasPreco()
          .patch({ tenant, id: table.id })
          .set({ deletedAt })
          .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
          .params(),
      })),
    );
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  }
  for (const table of tables) {
    const prices = await tablePrices(tenant, table.id);
    if (prices.length) await tabelaPrecoExames().delete(prices.map((price) => ({ tenant, tabelaPrecoId: table.id, exameId: price.exameId }))).go();
  }
  return deletedAnswer(ids.length);
};
