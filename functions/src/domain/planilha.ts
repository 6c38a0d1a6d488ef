import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportacaoFormato } from '@ocupacional/shared';
import { importColumns, type CellValue, type ImportField } from './funcionario-importacao';

/*
 * Spreadsheets in and out of the employee import (issue 14), with exceljs (ARCHITECTURE.md's choice): the uploaded
 * .xlsx (first sheet) or .csv (exceljs's reader, fast-csv underneath) as a header and numbered rows, the model the
 * screen offers, and the report of the rejected rows. Buffers in, buffers out: no I/O here.
 */

/** The file is not a spreadsheet exceljs can read. */
export class UnreadableSpreadsheetError extends Error {
  override readonly name = 'UnreadableSpreadsheetError';
}

/** A sheet as read: the header row's texts and every later row by its line number (1 is the header). */
export interface SheetRows {
  readonly headers: string[];
  readonly rows: { readonly linha: number; readonly cells: CellValue[] }[];
}

/** exceljs's row values are 1-based (index 0 is empty): the cells from the first column on. */
const cellsOf = (row: ExcelJS.Row): CellValue[] => (Array.isArray(row.values) ? row.values.slice(1) : []);

/**
 * A CSV's text: UTF-8 (with or without BOM) or, when the bytes are not UTF-8, Windows-1252, which Excel in pt-BR
 * writes when it saves 'CSV (separado por vírgulas)'.
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of a CSV: the most frequent of ';', ',' and tab on its first line (pt-BR Excel writes ';'). */
export function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((candidate) => [candidate, firstLine.split(candidate).length - 1] as const);
  return counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * Reads the first sheet of an .xlsx, or a .csv, into its header and rows. Throws UnreadableSpreadsheetError when
 * the bytes are not one.
 *
 * @example const { headers, rows } = await readSheet(bytes, 'csv');
 */
export async function readSheet(bytes: Uint8Array, formato: ImportacaoFormato): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (formato === 'xlsx') {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      const text = csvText(bytes);
      // Every cell kept as the text it is: exceljs's default map turns '01234' into 1234 and guesses dates.
      sheet = await workbook.csv.read(Readable.from([text]), {
        map: (value: string) => value,
        parserOptions: { delimiter: csvDelimiter(text) },
      } as never);
    }
  } catch (error) {
    throw new UnreadableSpreadsheetError('unreadable spreadsheet', { cause: error });
  }
  if (!sheet || sheet.rowCount === 0) return { headers: [], rows: [] };
  const headerRow = sheet.getRow(1);
  const headers = cellsOf(headerRow).map((value) => (typeof value === 'string' ? value.trim() : String(value ?? '').trim()));
  const rows: SheetRows['rows'] = [];
  for (let linha = 2; linha <= sheet.rowCount; linha += 1) rows.push({ linha, cells: cellsOf(sheet.getRow(linha)) });
  return { headers, rows };
}

/** Columns kept as text in the model, so Excel neither drops a CPF's leading zeros nor turns dates into numbers. */
const textColumns: ReadonlySet<ImportField> = new Set(['cpf', 'rg', 'pis', 'mat', 'ct_num', 'ct_serie', 'cep', 'dt_nas', 'dt_adm', 'tel_res', 'tel_cel']);

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The model spreadsheet: the headers, one example row, and a sheet explaining each column. */
export async function modelSpreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Funcionários');
  sheet.columns = importColumns.map((entry) => ({
    header: entry.header,
    key: entry.field,
    width: Math.max(14, entry.header.length + 4, entry.example.length + 2),
    ...(textColumns.has(entry.field) ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.addRow(Object.fromEntries(importColumns.map((entry) => [entry.field, entry.example])));
  styleHeader(sheet);
  const help = workbook.addWorksheet('Instruções');
  help.columns = [
    { header: 'Coluna', key: 'coluna', width: 22 },
    { header: 'Obrigatória', key: 'obrigatoria', width: 12 },
    { header: 'Como preencher', key: 'como', width: 90 },
  ];
  const how: Partial<Record<ImportField, string>> = {
    cpf: 'Com ou sem máscara. Único no cadastro: um CPF já cadastrado nesta empresa é mantido como está.',
    dt_nas: 'dd/mm/aaaa',
    dt_adm: 'dd/mm/aaaa',
    sexo: 'Masculino ou Feminino (M ou F)',
    fdt: 'A descrição da frente de trabalho, como cadastrada na empresa',
    ghe: 'O código ou a descrição do GHE da frente. Obrigatório quando a frente tem PCMSO; o GHE deve ter a função.',
    funcao: 'O nome da função ou o seu CBO (9999-99)',
    uf: 'Sigla ou nome do estado',
    cidade: 'Nome da cidade, na UF informada',
    pcd: 'Sim ou Não',
  };
  for (const entry of importColumns) {
    help.addRow({ coluna: entry.header, obrigatoria: entry.required ? 'Sim' : 'Não', como: how[entry.field] ?? '' });
  }
  help.addRow({});
  help.addRow({ coluna: 'A primeira linha tem os títulos; cada linha seguinte, um funcionário. Linhas em branco são ignoradas.' });
  styleHeader(help);
  return toBuffer(workbook);
}

/** A rejected row as the job stores it: line, reasons and the row's values (for the report). */
export interface StoredRowError {
  readonly linha: number;
  readonly erros: readonly string[];
  readonly valores: Partial<Record<ImportField, string>>;
}

/**
 * The report of the rejected rows: 'Linha' and 'Erros' first, then the model's columns with what the row had, so
 * the user fixes the rows in it and imports it again (the import leaves 'Linha' and 'Erros' out).
 */
export async function errorReportSpreadsheet(erros: readonly StoredRowError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Erros');
  sheet.columns = [
    { header: 'Linha', key: 'linha', width: 8 },
    { header: 'Erros', key: 'erros', width: 70 },
    ...importColumns.map((entry) => ({
      header: entry.header,
      key: entry.field,
      width: Math.max(14, entry.header.length + 4),
      ...(textColumns.has(entry.field) ? { style: { numFmt: '@' } } : {}),
    })),
  ];
  for (const erro of erros) sheet.addRow({ linha: erro.linha, erros: erro.erros.join('; '), ...erro.valores });
  sheet.getColumn('erros').alignment = { wrapText: true, vertical: 'top' };
  styleHeader(sheet);
  return toBuffer(workbook);
}
