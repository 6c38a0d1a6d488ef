import tabela01 from './tabela-01.json';
import tabela09 from './tabela-09.json';
import tabela24 from './tabela-24.json';
import tabela27 from './tabela-27.json';
import tabela28 from './tabela-28.json';

/*
 * The eSocial code tables the forms need (spec 2 §7 esocial/tabelas/conteudo/{n}): 1 worker categories, 9 event
 * types (the layout selector), 24 harmful agents (S-2240), 27 diagnostic procedures (S-2220), 28 hazardous and
 * special activities. Each is a data file of {codigo, descricao}. Tables 01 and 09 are whole; 24, 27 and 28 are
 * curated subsets (the codes the layout rules name and the demo uses), like the CNAE subset of the reference data:
 * replacing a file with the official table of the leiaute needs no code change (docs/decisions.md). No package of
 * the npm registry ships the official tables; the S-1.3 XSDs give only code formats and the codes their rules name
 * (index.test.ts checks them). Note: in S-1.3 the XSDs call Tabela 28 the training/capacitation codes (codTreiCap,
 * four digits, S-2245); none of our events writes a Tabela 28 code, and the file keeps the activities list the
 * forms show.
 */

export interface TabelaItem {
  readonly codigo: string;
  readonly descricao: string;
}

const tabelas: Readonly<Record<number, readonly TabelaItem[]>> = {
  1: tabela01,
  9: tabela09,
  24: tabela24,
  27: tabela27,
  28: tabela28,
};

/** The tables served, by number. */
export const esocialTableNumbers = Object.keys(tabelas).map(Number);

/** A table's rows, or undefined for a table not served. */
export function esocialTable(numero: number): readonly TabelaItem[] | undefined {
  return tabelas[numero];
}

/** A table's row by code, or undefined. */
export function esocialTableEntry(numero: number, codigo: string): TabelaItem | undefined {
  return tabelas[numero]?.find((item) => item.codigo === codigo);
}

function fold(text: string): string {
  // Stryker disable next-line MethodExpression: search and descriptions are folded alike, so upper case finds the same rows in our pt-BR tables
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The rows of a table matching a search (code prefix, or words of the description, accents ignored), one page.
 *
 * @example searchEsocialTable(27, 'audio', 1, 100) // { data: [{ codigo: '0281', … }], total: 1 }
 */
export function searchEsocialTable(
  numero: number,
  search: string | undefined,
  page: number,
  pagination: number,
): { data: TabelaItem[]; total: number } | undefined {
  const rows = tabelas[numero];
  if (!rows) return undefined;
  const query = search ?? '';
  const words = fold(query).split(/\s+/).filter(Boolean);
  const digits = query.replace(/\D/g, '');
  const found = rows.filter((row) => {
    if (words.length === 0) return true;
    if (digits.length > 0 && row.codigo.replace(/\D/g, '').startsWith(digits)) return true;
    const text = fold(`${row.codigo} ${row.descricao}`);
    return words.every((word) => text.includes(word));
  });
  return { data: found.slice((page - 1) * pagination, page * pagination), total: found.length };
}
