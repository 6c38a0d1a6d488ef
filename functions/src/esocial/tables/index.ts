import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import tabela01 from './tabela-01.json';
import tabela06 from './tabela-06.json';
import tabela09 from './tabela-09.json';
import tabela13 from './tabela-13.json';
import tabela14 from './tabela-14.json';
import tabela15 from './tabela-15.json';
import tabela17 from './tabela-17.json';
import tabela20 from './tabela-20.json';
import tabela24 from './tabela-24.json';
import tabela27 from './tabela-27.json';
import tabela28 from './tabela-28.json';

/*
 * The official code tables the events carry, as versioned data files (tables/README.md: source, date, code count
 * and the cross-check of each). Each file holds its metadata and `itens`, rows of [codigo, descricao] (municipalities
 * add the UF; tables 01 and 06 their start and end dates, Tabela 15 the code's application). Tables 1, 6, 9, 13, 14,
 * 15, 17, 20, 24, 27 and 28 are served to the pickers (spec 2 §7 esocial/tabelas/conteudo/{n}); the IBGE
 * municipalities and CID-10 only back the code checks of esocial/codes.ts. S-1.3 has no Tabela 16 (its codes are in
 * Tabela 15), and its Tabela 28 is the training codes table (codTreiCap, S-2245), not the 'atividades perigosas' list
 * the spec's label names.
 *
 * The small tables are JSON imports. CID-10 (1.06 MB) and the municipalities (185 KB) are only needed for the CAT
 * (S-2210), so they stay out of the bundles: they live in functions/esocial/tables beside the XSDs, and are read from
 * ESOCIAL_TABLES_DIR (set by the stack where the `esocial` functions ship them) on first use. Only the eSocial API
 * (manual CAT, ALT, refresh) and the eSocial worker (transmission rebuilds the XML) build an S-2210, and both are
 * `esocial` functions; the others that reach the events (atendimentoApi on an ASO's release, sweep through the
 * migrations) build only S-2220/S-2240 or none, so they never read these files.
 */

export interface TabelaItem {
  readonly codigo: string;
  readonly descricao: string;
}

/** A table's data file: what it is, where it comes from and its rows. */
export interface TabelaArquivo {
  readonly tabela: number | string;
  readonly nome: string;
  readonly fonte: string;
  readonly data: string;
  readonly total: number;
  readonly itens: readonly (readonly string[])[];
}

const tabelaArquivoSchema = z.object({
  tabela: z.union([z.number(), z.string()]),
  nome: z.string(),
  fonte: z.string(),
  data: z.string(),
  total: z.number(),
  itens: z.array(z.array(z.string())),
});

/** The tables read from disk on first use, by the name the code checks give them, and their file names. */
export const fileTables = {
  municipios: 'municipios-ibge.json',
  cid10: 'cid-10.json',
} as const;

/** Where the tables read from disk live: ESOCIAL_TABLES_DIR, else functions/esocial/tables of the repository. */
export function tablesDirectory(): string {
  return process.env.ESOCIAL_TABLES_DIR ?? fileURLToPath(new URL('../../../esocial/tables/', import.meta.url));
}

/** Reads and checks one table file (no cache: {@link codeTableFile} keeps it); a missing file is a clear error. */
export function readTableFile(fileName: string, directory: string = tablesDirectory()): TabelaArquivo {
  const file = join(directory, fileName);
  let text: string;
  try {
    // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 too
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`eSocial table ${fileName} not found at ${file}: only the esocial functions ship it (ESOCIAL_TABLES_DIR)`, { cause: error });
  }
  return tabelaArquivoSchema.parse(JSON.parse(text));
}

/** The tables the pickers are served, by number. */
const served: Readonly<Record<number, TabelaArquivo>> = {
  1: tabela01,
  6: tabela06,
  9: tabela09,
  13: tabela13,
  14: tabela14,
  15: tabela15,
  17: tabela17,
  20: tabela20,
  24: tabela24,
  27: tabela27,
  28: tabela28,
};

/** The tables an event code is checked against that travel in the bundle. */
export const codeTables = {
  categorias: tabela01,
  paises: tabela06,
  partesDoCorpo: tabela13,
  agentesCausadores: tabela14,
  situacoesGeradoras: tabela15,
  naturezasDaLesao: tabela17,
  tiposDeLogradouro: tabela20,
  agentesNocivos: tabela24,
  procedimentos: tabela27,
} as const satisfies Record<string, TabelaArquivo>;
export type CodeTableName = keyof typeof codeTables | keyof typeof fileTables;

/** The tables served, by number. */
export const esocialTableNumbers = Object.keys(served).map(Number);

// Rows, code sets and the files read from disk are built on first use and kept for the container's life (the files
// never change at run time); a failed read is not kept.
const rowsCache = new Map<TabelaArquivo, readonly TabelaItem[]>();
const codesCache = new Map<TabelaArquivo, ReadonlyMap<string, readonly string[]>>();
const filesCache = new Map<CodeTableName, TabelaArquivo>();

/** The data file of a table the codes are checked against: imported, or read from disk on first use. */
export function codeTableFile(table: CodeTableName): TabelaArquivo {
  if (table in codeTables) return codeTables[table as keyof typeof codeTables];
  let file = filesCache.get(table);
  if (!file) {
    file = readTableFile(fileTables[table as keyof typeof fileTables]);
    filesCache.set(table, file);
  }
  return file;
}

function rowsOf(file: TabelaArquivo): readonly TabelaItem[] {
  let rows = rowsCache.get(file);
  if (!rows) {
    // Stryker disable next-line StringLiteral: every row of the files has a code and a description (index.test.ts)
    rows = file.itens.map(([codigo = '', descricao = '']) => ({ codigo, descricao }));
    rowsCache.set(file, rows);
  }
  return rows;
}

/** The row of `codigo` in the named table (code, description and the table's further columns), or undefined. */
export function codeRow(table: CodeTableName, codigo: string): readonly string[] | undefined {
  const file = codeTableFile(table);
  let codes = codesCache.get(file);
  if (!codes) {
    // Stryker disable next-line StringLiteral: every row of the files has a code (index.test.ts)
    codes = new Map(file.itens.map((row) => [row[0] ?? '', row]));
    codesCache.set(file, codes);
  }
  return codes.get(codigo);
}

/** Whether `codigo` is a code of the named table. */
export function hasCode(table: CodeTableName, codigo: string): boolean {
  return codeRow(table, codigo) !== undefined;
}

/** A table's data file (metadata and rows), or undefined for a table not served. */
export function esocialTableFile(numero: number): TabelaArquivo | undefined {
  return served[numero];
}

/** A table's rows, or undefined for a table not served. */
export function esocialTable(numero: number): readonly TabelaItem[] | undefined {
  const file = served[numero];
  return file && rowsOf(file);
}

/** A table's row by code, or undefined. */
export function esocialTableEntry(numero: number, codigo: string): TabelaItem | undefined {
  return esocialTable(numero)?.find((item) => item.codigo === codigo);
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
 * @example searchEsocialTable(27, 'audio', 1, 100) // { data: [{ codigo: '0281', … }, …], total: 5 }
 */
export function searchEsocialTable(
  numero: number,
  search: string | undefined,
  page: number,
  pagination: number,
): { data: TabelaItem[]; total: number } | undefined {
  const rows = esocialTable(numero);
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
