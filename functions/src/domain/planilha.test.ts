import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importColumns } from './funcionario-importacao';
import { csvDelimiter, csvText, errorReportSpreadsheet, modelSpreadsheet, readSheet, UnreadableSpreadsheetError } from './planilha';

async function sheetOf(buffer: Buffer, index = 0) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[index]!;
}

describe('reading an uploaded spreadsheet', () => {
  it('reads the first sheet of an .xlsx with its line numbers', async () => {
    // Prepare
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Plan1');
    sheet.addRow(['Nome', 'CPF']);
    sheet.addRow(['Ana', '52998224725']);
    sheet.addRow([]);
    sheet.addRow(['Bia', 12345678909]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    // Act
    const read = await readSheet(bytes, 'xlsx');
    // Assess
    expect(read.headers).toEqual(['Nome', 'CPF']);
    expect(read.rows.map((row) => [row.linha, row.cells])).toEqual([
      [2, ['Ana', '52998224725']],
      [3, []],
      [4, ['Bia', 12345678909]],
    ]);
  });

  it('reads a pt-BR Excel .csv: semicolons, Windows-1252, every cell kept as its text', async () => {
    // Prepare: 'Função' and 'João' in Windows-1252, a CPF with a leading zero, a quoted cell with the delimiter
    const text = 'Nome;CPF;Função\r\n"Silva; João";01234567890;Soldador\r\n\r\nAna;07;x\r\n';
    const bytes = Uint8Array.from([...text].map((char) => (char === 'ç' ? 0xe7 : char === 'ã' ? 0xe3 : char.charCodeAt(0))));
    // Act
    const read = await readSheet(bytes, 'csv');
    // Assess
    expect(read.headers).toEqual(['Nome', 'CPF', 'Função']);
    expect(read.rows[0]).toEqual({ linha: 2, cells: ['Silva; João', '01234567890', 'Soldador'] });
    expect(read.rows[2]).toEqual({ linha: 4, cells: ['Ana', '07', 'x'] });
  });

  it('reads a UTF-8 .csv with BOM and commas', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Nome,Função\nJoão,Soldador\n')]);
    const read = await readSheet(bytes, 'csv');
    expect(read.headers).toEqual(['Nome', 'Função']);
    expect(read.rows[0]?.cells).toEqual(['João', 'Soldador']);
  });

  it('refuses bytes that are no .xlsx', async () => {
    await expect(readSheet(new TextEncoder().encode('%PDF-1.4 not a workbook'), 'xlsx')).rejects.toBeInstanceOf(UnreadableSpreadsheetError);
  });

  it('guesses the delimiter from the first line and decodes UTF-8 before Windows-1252', () => {
    expect(csvDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(csvDelimiter('a,b,c')).toBe(',');
    expect(csvDelimiter('a\tb')).toBe('\t');
    expect(csvText(new TextEncoder().encode('Função'))).toBe('Função');
    expect(csvText(Uint8Array.from([0x46, 0x75, 0x6e, 0xe7, 0xe3, 0x6f]))).toBe('Função');
  });
});

describe('the spreadsheets the import answers', () => {
  it('offers a model whose header is every column and whose example row imports', async () => {
    const sheet = await sheetOf(await modelSpreadsheet());
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(importColumns.map((column) => column.header));
    expect(sheet.getRow(2).getCell(2).value).toBe('529.982.247-25');
    expect(sheet.getColumn(2).numFmt).toBe('@');
  });

  it('reports each rejected row with its line, its reasons and its values, in the model’s columns', async () => {
    const buffer = await errorReportSpreadsheet([{ linha: 7, erros: ['CPF: Digite um CPF válido', 'Nome: Campo obrigatório'], valores: { cpf: '111' } }]);
    const sheet = await sheetOf(buffer);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Linha', 'Erros', 'Nome']);
    expect(sheet.getRow(2).getCell(1).value).toBe(7);
    expect(sheet.getRow(2).getCell(2).value).toBe('CPF: Digite um CPF válido; Nome: Campo obrigatório');
    expect(sheet.getRow(2).getCell(4).value).toBe('111');
  });
});
