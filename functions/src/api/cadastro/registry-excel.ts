import ExcelJS from 'exceljs';

/*
 * The Excel export of a back-office registry's filtered list (issue 14): built on the server from the rows the list's
 * index gives page after page (a registry may hold thousands), one header row in bold and a row per record, answered
 * as `{contents (base64), filename, contentType}` like the other files the API hands to the browser
 * (web/src/lib/download-file.ts).
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of the sheet: its header and the value of a row. */
export interface ExcelColumn<T> {
  readonly header: string;
  readonly width?: number;
  readonly value: (row: T) => string | number | null;
}

/** The workbook of `rows` under `columns` in one sheet, as a base64 file named `<name>-yyyy-mm-dd.xlsx`. */
export async function registryExcel<T>(
  name: string,
  sheet: string,
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
  today: string,
): Promise<{ contents: string; filename: string; contentType: string }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ocupacional';
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(columns.map((column) => column.value(row) ?? ''));
  const buffer = await workbook.xlsx.writeBuffer();
  return { contents: Buffer.from(buffer).toString('base64'), filename: `${name}-${today}.xlsx`, contentType: xlsxContentType };
}
