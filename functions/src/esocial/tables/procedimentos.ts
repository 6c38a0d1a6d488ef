import tabela27 from './tabela-27.json';

/*
 * Tabela 27 (procedimentos diagnósticos) on its own, for the exam registry: importing the tables' index would bundle
 * every table the eSocial pickers serve (~135 KB) into the function that lists and saves exams, which needs ~59 KB.
 * The rows are the same file the index serves (index.test.ts checks the file).
 */

let byCode: ReadonlyMap<string, string> | undefined;

/** The description of a Tabela 27 procedure code, or undefined when the table has no such code. */
export function procedimentoTabela27(codigo: string): string | undefined {
  byCode ??= new Map(tabela27.itens.map(([code = '', descricao = '']) => [code, descricao]));
  return byCode.get(codigo);
}
