import {
  permiteAdicionarLinhas,
  podeRemoverLinha,
  temColunaSelecao,
  temEditorDeValores,
  valorPrimeiraLinhaMessage,
  valorUltimaLinhaMessage,
} from '@ocupacional/shared';

/*
 * The column-type rules of the dynamic tables (issue 15; spec 3 §4, §9), pure: which types carry value lines, which
 * let a line choose its own type, and which line removals a column save must refuse. The screen applies the same
 * predicates (shared/src/schemas/tabela-dinamica.ts); the server checks them again, since a request may skip the screen.
 */

export { permiteAdicionarLinhas, podeRemoverLinha, temColunaSelecao, temEditorDeValores };

/** A value line as a save sends it (no id: a new line). */
export interface LinhaEnviada {
  readonly id?: string | undefined;
  readonly ordem: number;
  readonly nome: string;
  readonly unidade?: string | null | undefined;
  readonly id_tipo_campo?: number | null | undefined;
  readonly padrao: 0 | 1;
  readonly ativo: 0 | 1;
}

/** A value line as a column keeps it. */
export interface LinhaGuardada {
  readonly id: string;
  readonly ordem: number;
  readonly nome: string;
  readonly unidade?: string | undefined;
  readonly tipoCampo?: number | undefined;
  readonly padrao: boolean;
  readonly ativo: boolean;
}

/**
 * Why a column save may not take these lines, as the pt-BR message; undefined when it may (spec 3 §4 "Removing a
 * table value line is blocked at index 0 or when only one line remains"). A type with values needs one line at
 * least; the stored first line (index 0) must still be there. A type without values keeps none, so nothing to refuse.
 *
 * @example recusaDasLinhas(212, [{ id: 'a' }, { id: 'b' }], [{ id: 'b' }]) // 'A primeira linha de valores não pode ser removida'
 */
export function recusaDasLinhas(
  tipoCampo: number,
  guardadas: readonly { readonly id: string }[],
  enviadas: readonly { readonly id?: string | undefined }[],
): string | undefined {
  if (!temEditorDeValores(tipoCampo)) return undefined;
  if (enviadas.length === 0) return valorUltimaLinhaMessage;
  const primeira = guardadas[0];
  if (primeira && !enviadas.some((linha) => linha.id === primeira.id)) return valorPrimeiraLinhaMessage;
  return undefined;
}

/**
 * The lines a column keeps after a save: none for a type without values; the sent lines otherwise, in the order
 * sent, each with its stored id (a new one for a new line or an id the column does not hold) and its own field type
 * only for the types with the select column (212, 217).
 */
export function linhasDaColuna(
  tipoCampo: number,
  guardadas: readonly { readonly id: string }[],
  enviadas: readonly LinhaEnviada[],
  novoId: () => string,
): LinhaGuardada[] {
  if (!temEditorDeValores(tipoCampo)) return [];
  const conhecidas = new Set(guardadas.map((linha) => linha.id));
  const vistas = new Set<string>();
  return enviadas.map((linha) => {
    const id = linha.id && conhecidas.has(linha.id) && !vistas.has(linha.id) ? linha.id : novoId();
    vistas.add(id);
    const tipo = temColunaSelecao(tipoCampo) ? (linha.id_tipo_campo ?? undefined) : undefined;
    return {
      id,
      ordem: linha.ordem,
      nome: linha.nome,
      ...(linha.unidade ? { unidade: linha.unidade } : {}),
      ...(tipo !== undefined ? { tipoCampo: tipo } : {}),
      padrao: linha.padrao === 1,
      ativo: linha.ativo === 1,
    };
  });
}

/** A category or column to copy: its id and what else it holds. */
interface Copiavel {
  readonly id: string;
}

/**
 * The copy of a table's categories and columns under new ids (spec 3 §3 copiar: a table to copy, whose columns and
 * values come along): each column points at the copy of its category; its value lines get new ids.
 */
export function copiaDaEstrutura<C extends Copiavel, K extends Copiavel & { categoriaId?: string | undefined; valores?: readonly LinhaGuardada[] | undefined }>(
  categorias: readonly C[],
  colunas: readonly K[],
  novoId: () => string,
): { categorias: (C & { id: string })[]; colunas: (K & { id: string })[] } {
  const ids = new Map(categorias.map((categoria) => [categoria.id, novoId()]));
  return {
    categorias: categorias.map((categoria) => ({ ...categoria, id: ids.get(categoria.id) as string })),
    colunas: colunas.map((coluna) => {
      const categoriaId = coluna.categoriaId ? ids.get(coluna.categoriaId) : undefined;
      const { categoriaId: _antiga, ...resto } = coluna;
      return {
        ...(resto as K),
        id: novoId(),
        ...(categoriaId ? { categoriaId } : {}),
        valores: (coluna.valores ?? []).map((linha) => ({ ...linha, id: novoId() })),
      };
    }),
  };
}
