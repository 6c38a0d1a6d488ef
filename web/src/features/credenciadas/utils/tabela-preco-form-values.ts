import type { TabelaPrecoCadastro } from '@ocupacional/shared';

/** Reais as the money mask shows them ('1.234,56'), from integer cents. */
export function reais(cents: number): string {
  return (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** One exam row of the table editor: money as typed in reais (the shared schema reads it into cents). */
export interface TabelaPrecoExameValues {
  id_exa: string;
  valor_venda: string;
  valor_servico: string;
  taxa_servico: 0 | 1;
  parceiros: string[];
}

/** What the table editor holds. Scope: 'todas' (the counter table) or 'empresa' (+ one front or every front). */
export interface TabelaPrecoFormValues {
  id?: string;
  versao?: number;
  id_credenciada: string;
  nome: string;
  abrangencia: 'todas' | 'empresa';
  id_empresa: string;
  id_fdt: string;
  inicio: string;
  fim: string;
  ativo: 0 | 1;
  exames: TabelaPrecoExameValues[];
}

/** An exam row just added: no price yet, no fee, no partner. */
export const newExameRow = (id_exa = ''): TabelaPrecoExameValues => ({ id_exa, valor_venda: '', valor_servico: '', taxa_servico: 0, parceiros: [] });

/**
 * The editor's values for a table, or a new one's of the clinic: a new table of the counter screen serves every
 * company; one of the clinic's tab starts as a company table (the usual case: a client's negotiated prices).
 */
export function tabelaPrecoFormValues(
  table: TabelaPrecoCadastro | undefined,
  defaults: { id_credenciada: string; balcao?: boolean },
): TabelaPrecoFormValues {
  if (!table) {
    return {
      id_credenciada: defaults.id_credenciada,
      nome: defaults.balcao ? 'Tabela Balcão' : '',
      abrangencia: defaults.balcao ? 'todas' : 'empresa',
      id_empresa: '',
      id_fdt: '',
      inicio: '',
      fim: '',
      ativo: 1,
      exames: [],
    };
  }
  return {
    id: table.id,
    versao: table.versao,
    id_credenciada: table.id_credenciada,
    nome: table.nome,
    abrangencia: table.id_empresa ? 'empresa' : 'todas',
    id_empresa: table.id_empresa ?? '',
    id_fdt: table.id_fdt ?? '',
    inicio: table.inicio ?? '',
    fim: table.fim ?? '',
    ativo: table.ativo,
    exames: table.exames.map((exame) => ({
      id_exa: exame.id_exa,
      valor_venda: reais(exame.valor_venda),
      valor_servico: exame.taxa_servico ? reais(exame.valor_servico) : '',
      taxa_servico: exame.taxa_servico,
      parceiros: exame.parceiros.map((parceiro) => parceiro.id),
    })),
  };
}

/** The body of POST credenciada/tabela-preco/editar: the counter scope sends no company nor front. */
export function tabelaPrecoBody(values: TabelaPrecoFormValues) {
  const { abrangencia, ...rest } = values;
  return {
    ...rest,
    id_empresa: abrangencia === 'empresa' ? values.id_empresa || null : null,
    id_fdt: abrangencia === 'empresa' ? values.id_fdt || null : null,
  };
}
