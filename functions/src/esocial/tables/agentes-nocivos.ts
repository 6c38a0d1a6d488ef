import tabela24 from './tabela-24.json';

/*
 * Tabela 24 (agentes nocivos e atividades, S-2240's codAgNoc) on its own, for the risk registry (issue 14,
 * Configurações › Riscos): importing the tables' index would bundle every table the eSocial pickers serve into the
 * function that lists and saves risks. The rows are the same file the index serves (index.test.ts checks the file).
 */

let byCode: ReadonlyMap<string, string> | undefined;

/** The description of a Tabela 24 code, given as its 7 digits or as 99.99.999; undefined when the table lacks it. */
export function agenteTabela24(codigo: string): string | undefined {
  byCode ??= new Map(tabela24.itens.map(([code = '', descricao = '']) => [code.replace(/\D/g, ''), descricao]));
  return byCode.get(codigo.replace(/\D/g, ''));
}
