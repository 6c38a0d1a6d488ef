import type { ImportacaoErro } from '@ocupacional/shared';

/*
 * The import's rejected rows as the tab lists them (issue 14): one line per reason, with the spreadsheet's line,
 * the column and the reason. The worker writes each reason as 'Coluna: mensagem' (a reason of the whole row has no
 * column).
 */

export interface ErroLinha {
  readonly linha: number;
  readonly nome: string | null;
  readonly coluna: string;
  readonly motivo: string;
}

/** 'CPF: Digite um CPF válido' → CPF, 'Digite um CPF válido'; a reason without a column → '', the reason. */
export function erroPartes(texto: string): { coluna: string; motivo: string } {
  const at = texto.indexOf(': ');
  const coluna = at > 0 ? texto.slice(0, at) : '';
  // A column is a header ('Data de Nascimento'), never a quoted value nor a sentence.
  if (!coluna || coluna.length > 40 || /["`]/.test(coluna)) return { coluna: '', motivo: texto };
  return { coluna, motivo: texto.slice(at + 2) };
}

export function erroLinhas(erros: readonly ImportacaoErro[]): ErroLinha[] {
  return erros.flatMap((erro) => erro.erros.map((texto) => ({ linha: erro.linha, nome: erro.nome, ...erroPartes(texto) })));
}
