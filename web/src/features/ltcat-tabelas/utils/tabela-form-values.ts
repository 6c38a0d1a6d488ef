import { tipoCampo, type TabelaDinamica, type TabelaDinamicaCategoria, type TabelaDinamicaColuna } from '@ocupacional/shared';

/*
 * The forms' values of a dynamic table, a category and a column (issue 15). Numbers the user types stay text until
 * the shared schema reads them (',' or '.' decimals); flags are 0/1 as the API answers them.
 */

export interface TabelaFormValues {
  id?: string;
  versao?: number;
  nome: string;
  cor: string;
  ativo: 0 | 1;
  obs: string;
  copiar: string;
}

export function tabelaFormValues(tabela: TabelaDinamica | undefined): TabelaFormValues {
  if (!tabela) return { nome: '', cor: '#1565c0', ativo: 1, obs: '', copiar: '' };
  return { id: tabela.id, versao: tabela.versao, nome: tabela.nome, cor: tabela.cor ?? '#1565c0', ativo: tabela.ativo, obs: tabela.obs ?? '', copiar: '' };
}

export interface CategoriaFormValues {
  id?: string;
  versao?: number;
  nome: string;
  ativo: 0 | 1;
}

export const categoriaFormValues = (categoria: TabelaDinamicaCategoria | undefined): CategoriaFormValues =>
  categoria ? { id: categoria.id, versao: categoria.versao, nome: categoria.nome, ativo: categoria.ativo } : { nome: '', ativo: 1 };

export interface ValorLinhaValues {
  id?: string;
  ordem: string;
  nome: string;
  unidade: string;
  id_tipo_campo: number | '';
  padrao: 0 | 1;
  ativo: 0 | 1;
}

export interface ColunaFormValues {
  id?: string;
  versao?: number;
  id_cat: string;
  id_tipo_campo: number;
  id_tipo_vinculo: number | '';
  nome: string;
  ordem: string;
  unidade: string;
  mascara: string;
  valor_ref_min: string;
  valor_ref_max: string;
  ativo: 0 | 1;
  obrigatorio: 0 | 1;
  ordenar: 0 | 1;
  tabela_valores: ValorLinhaValues[];
}

/** A new value line: after the last one in order, active. */
export function novaLinha(linhas: readonly Pick<ValorLinhaValues, 'ordem'>[]): ValorLinhaValues {
  const ultima = Math.max(-1, ...linhas.map((linha) => Number(linha.ordem) || 0));
  return { ordem: String(ultima + 1), nome: '', unidade: '', id_tipo_campo: '', padrao: 0, ativo: 1 };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** The form's values for a column, or a new one's (type 208, spec 3 §9; after the table's last column). */
export function colunaFormValues(coluna: TabelaDinamicaColuna | undefined, proximaOrdem = 0): ColunaFormValues {
  if (!coluna) {
    return {
      id_cat: '',
      id_tipo_campo: tipoCampo.padrao,
      id_tipo_vinculo: '',
      nome: '',
      ordem: String(proximaOrdem),
      unidade: '',
      mascara: '',
      valor_ref_min: '',
      valor_ref_max: '',
      ativo: 1,
      obrigatorio: 0,
      ordenar: 0,
      tabela_valores: [],
    };
  }
  return {
    id: coluna.id,
    versao: coluna.versao,
    id_cat: coluna.id_cat ?? '',
    id_tipo_campo: coluna.id_tipo_campo,
    id_tipo_vinculo: coluna.id_tipo_vinculo ?? '',
    nome: coluna.nome,
    ordem: String(coluna.ordem),
    unidade: coluna.unidade ?? '',
    mascara: coluna.mascara ?? '',
    valor_ref_min: text(coluna.valor_ref_min),
    valor_ref_max: text(coluna.valor_ref_max),
    ativo: coluna.ativo,
    obrigatorio: coluna.obrigatorio,
    ordenar: coluna.ordenar,
    tabela_valores: coluna.tabela_valores.map((linha) => ({
      id: linha.id,
      ordem: String(linha.ordem),
      nome: linha.nome,
      unidade: linha.unidade ?? '',
      id_tipo_campo: linha.id_tipo_campo ?? '',
      padrao: linha.padrao,
      ativo: linha.ativo,
    })),
  };
}
