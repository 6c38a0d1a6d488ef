import { tipoCampo } from '@ocupacional/shared';
import { tabelasDinamicas, type TabelaDinamicaItem } from './entities/tabela-dinamica';
import { tabelaDinamicaCategorias, type TabelaDinamicaCategoriaItem } from './entities/tabela-dinamica-categoria';
import { tabelaDinamicaColunas, type TabelaDinamicaColunaItem } from './entities/tabela-dinamica-coluna';
import { listCounter } from './list-counters';

/*
 * The dynamic tables' reads (issue 15): a live table of the tenant, its categories and its columns (with their value
 * lines), and the structure a measurement fills (next wave: GHE measurements, the quote's lines, S-2240's
 * intensities and units). A table holds tens of columns: one Query of its prefix reads them all.
 */

/** A tenant's live dynamic tables (the list's total). */
export const tabelasDinamicasCounter = listCounter('ltcat-tabelas-dinamicas');

/** Most columns and categories a table holds (one Query page reads them). */
export const maxColunasPorTabela = 200;

const live = <T extends { deletedAt?: string | undefined }>(item: T | null | undefined): item is T => Boolean(item && !item.deletedAt);

/** The tenant's live table, or undefined (another tenant's, a deleted one, none). */
export async function tabelaDinamicaViva(tenant: string, id: string): Promise<TabelaDinamicaItem | undefined> {
  if (!id) return undefined;
  const { data } = await tabelasDinamicas().get({ tenant, id }).go();
  return live(data) ? data : undefined;
}

/** The table's live categories, by name. */
export async function categoriasDaTabela(tenant: string, tabelaId: string): Promise<TabelaDinamicaCategoriaItem[]> {
  const { data } = await tabelaDinamicaCategorias().query.byTabela({ tenant, tabelaId }).go({ pages: 'all' });
  return data.filter(live).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** The table's live columns in the table's order (ordem, then name); only the active ones with `ativas`. */
export async function colunasDaTabela(tenant: string, tabelaId: string, options: { ativas?: boolean } = {}): Promise<TabelaDinamicaColunaItem[]> {
  const { data } = await tabelaDinamicaColunas().query.byTabela({ tenant, tabelaId }).go({ pages: 'all' });
  return data
    .filter(live)
    .filter((coluna) => !options.ativas || coluna.ativo !== false)
    .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** A value line a measurement offers (active lines only). */
export interface LinhaDeMedicao {
  readonly id: string;
  readonly ordem: number;
  readonly nome: string;
  readonly unidade: string | null;
  /** The line's own field type (212, 217), else the column's. */
  readonly tipoCampo: number;
  readonly padrao: boolean;
}

/** A column as a measurement fills it. */
export interface ColunaDeMedicao {
  readonly id: string;
  readonly nome: string;
  readonly ordem: number;
  readonly categoriaId: string | null;
  readonly categoria: string | null;
  /** Field type, list 207. */
  readonly tipoCampo: number;
  /** What the column feeds (list 218: 220 intensity, 221 tolerance limit, 222 unit, 223 technique…), or null. */
  readonly tipoVinculo: number | null;
  readonly unidade: string | null;
  readonly mascara: string | null;
  readonly refMin: number | null;
  readonly refMax: number | null;
  readonly obrigatorio: boolean;
  readonly linhas: readonly LinhaDeMedicao[];
}

/** What a measurement fills: the live table (active or not: an old measurement still reads it) and its active columns. */
export interface EstruturaDeMedicao {
  readonly tabela: { readonly id: string; readonly nome: string; readonly cor: string | null; readonly ativo: boolean };
  readonly colunas: readonly ColunaDeMedicao[];
}

/**
 * The structure a measurement fills (spec 3 §3 Measurement lancamentos; §4): the table's active columns with their
 * types, units, masks, reference ranges and active value lines, in the table's order; undefined when the table is
 * not a live one of the tenant.
 *
 * @example const estrutura = await estruturaDeMedicao(tenant, medicao.id_tab)
 */
export async function estruturaDeMedicao(tenant: string, tabelaId: string): Promise<EstruturaDeMedicao | undefined> {
  const tabela = await tabelaDinamicaViva(tenant, tabelaId);
  if (!tabela) return undefined;
  const [categorias, colunas] = await Promise.all([categoriasDaTabela(tenant, tabelaId), colunasDaTabela(tenant, tabelaId, { ativas: true })]);
  const nomes = new Map(categorias.map((categoria) => [categoria.id, categoria.nome]));
  return {
    tabela: { id: tabela.id, nome: tabela.nome, cor: tabela.cor ?? null, ativo: tabela.ativo !== false },
    colunas: colunas.map((coluna) => ({
      id: coluna.id,
      nome: coluna.nome,
      ordem: coluna.ordem ?? 0,
      categoriaId: coluna.categoriaId ?? null,
      categoria: coluna.categoriaId ? (nomes.get(coluna.categoriaId) ?? null) : null,
      tipoCampo: coluna.tipoCampo ?? tipoCampo.padrao,
      tipoVinculo: coluna.tipoVinculo ?? null,
      unidade: coluna.unidade ?? null,
      mascara: coluna.mascara ?? null,
      refMin: coluna.refMin ?? null,
      refMax: coluna.refMax ?? null,
      obrigatorio: coluna.obrigatorio === true,
      linhas: (coluna.valores ?? [])
        .filter((linha) => linha.ativo)
        .map((linha) => ({
          id: linha.id,
          ordem: linha.ordem,
          nome: linha.nome,
          unidade: linha.unidade ?? null,
          tipoCampo: linha.tipoCampo ?? coluna.tipoCampo ?? tipoCampo.padrao,
          padrao: linha.padrao,
        })),
    })),
  };
}
