/*
 * The 'alterar PCMSO' modal's choices (spec 1 §4): front, GHE, function and price table, in that order.
 */

export interface AlterarValues {
  id_fdt: string;
  id_ghe: string;
  id_funcao: string;
  id_tabela_preco: string;
}

/** The button stays disabled until the front, GHE, function and price table are all chosen. */
export function alterarPronto(values: Partial<AlterarValues>): boolean {
  return Boolean(values.id_fdt && values.id_ghe && values.id_funcao && values.id_tabela_preco);
}

/** Which select is unlocked: each one once the one before it is chosen. */
export function alterarDesbloqueado(values: Partial<AlterarValues>): Record<keyof AlterarValues, boolean> {
  return {
    id_fdt: true,
    id_ghe: Boolean(values.id_fdt),
    id_funcao: Boolean(values.id_fdt && values.id_ghe),
    id_tabela_preco: Boolean(values.id_fdt && values.id_ghe && values.id_funcao),
  };
}
