import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { toDrawableText } from './win-ansi';

/*
 * The drawing helpers every generated document shares (ASO, referral guide): an A4 page with the issuer and the
 * title at the top, the QR code in the top-right corner and, at the bottom, the printed consultation code and
 * 'Página N de M'. Header and footer go on every page, so any single page of a scanned or printed-and-signed
 * copy can be identified on its own. The body flows from top to bottom and moves to a new page when a block
 * does not fit; tables repeat their column header.
 */

/** A4 in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;
const margin = 30;
/** The QR code's side: 80 pt (28 mm) keeps each module above 4 px when a page is rendered at 2× (144 dpi). */
export const qrSize = 80;
const contentWidth = pageSize.width - 2 * margin;
const headerBottom = pageSize.height - margin - qrSize - 6;
const bodyTop = headerBottom - 8;
const footerRule = margin + 20;
const bodyBottom = footerRule + 10;
const cellPadding = 3;
const lineGap = 1.25;

const colors = {
  text: rgb(0.08, 0.08, 0.08),
  muted: rgb(0.35, 0.35, 0.35),
  rule: rgb(0.55, 0.55, 0.55),
  band: rgb(0.89, 0.89, 0.89),
};

/** What every page of a document shows besides its body. */
export interface DocumentFrame {
  /** The title under the issuer, e.g. 'ATESTADO DE SAÚDE OCUPACIONAL'. */
  readonly title: string;
  readonly subtitle?: string;
  /** Who issues it (top left): a name and up to three short lines (address, phone, CNPJ). */
  readonly issuer: { readonly nome: string; readonly linhas: readonly string[] };
  /** The consultation code printed in the footer. */
  readonly code: string;
  /** What the QR code holds (see qrPayload in consultation-code.ts). */
  readonly qrPayload: string;
  /** Document metadata. */
  readonly documentTitle: string;
}

/** One box of a field grid; `span` is its share of the row's width (default 1). */
export interface FieldCell {
  readonly label: string;
  readonly value: string;
  readonly span?: number;
}

/** A table column; `width` is its share of the table's width. */
export interface TableColumn {
  readonly header: string;
  readonly width: number;
}

/** A signature line: who signs, and the lines printed under it. */
export interface SignatureBlock {
  readonly lines: readonly string[];
}

interface FontFace {
  readonly font: PDFFont;
  readonly characters: ReadonlySet<number>;
}

/**
 * Lays out a document page by page. Create it with {@link PdfComposer.create}, add blocks in reading order,
 * then {@link PdfComposer.finish} stamps header and footer on every page and returns the PDF bytes.
 *
 * @example
 * const composer = await PdfComposer.create(frame);
 * composer.section('EMPRESA');
 * composer.fields([[{ label: 'Razão social', value: 'ACME' }]]);
 * const bytes = await composer.finish();
 */
export class PdfComposer {
  private page: PDFPage;
  private y = bodyTop;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: FontFace,
    private readonly bold: FontFace,
    private readonly qr: PDFImage,
    private readonly frame: DocumentFrame,
  ) {
    this.page = doc.addPage([pageSize.width, pageSize.height]);
  }

  static async create(frame: DocumentFrame): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(frame.documentTitle);
    doc.setSubject(frame.code);
    doc.setCreator('Ocupacional');
    doc.setProducer('Ocupacional (pdf-lib)');
    doc.setLanguage('pt-BR');
    const face = async (name: StandardFonts): Promise<FontFace> => {
      const font = await doc.embedFont(name);
      return { font, characters: new Set(font.getCharacterSet()) };
    };
    const png = await QRCode.toBuffer(frame.qrPayload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
    return new PdfComposer(
      doc,
      await face(StandardFonts.Helvetica),
      await face(StandardFonts.HelveticaBold),
      await doc.embedPng(png),
      frame,
    );
  }

  /** A grey band with a bold title; moves to a new page unless `keepWith` points fit under it. */
  section(title: string, keepWith = 48): void {
    this.ensure(18 + keepWith);
    this.page.drawRectangle({ x: margin, y: this.y - 14, width: contentWidth, height: 14, color: colors.band });
    this.draw(title, margin + 4, this.y - 10.2, 8.5, this.bold);
    this.y -= 17;
  }

  /** Rows of boxed fields, label above value; values wrap inside their box. */
  fields(rows: readonly (readonly FieldCell[])[]): void {
    for (const row of rows) {
      const total = row.reduce((sum, cell) => sum + (cell.span ?? 1), 0);
      const boxes = row.map((cell) => {
        const width = (contentWidth * (cell.span ?? 1)) / total;
        return { cell, width, lines: this.wrap(cell.value || '-', this.regular, 9.5, width - 2 * cellPadding) };
      });
      const height = 2 * cellPadding + 8 + Math.max(...boxes.map((box) => box.lines.length)) * 9.5 * lineGap;
      this.ensure(height);
      let x = margin;
      for (const box of boxes) {
        this.page.drawRectangle({ x, y: this.y - height, width: box.width, height, borderColor: colors.rule, borderWidth: 0.5 });
        this.draw(box.cell.label, x + cellPadding, this.y - cellPadding - 6, 6.5, this.regular, colors.muted);
        box.lines.forEach((line, i) => {
          this.draw(line, x + cellPadding, this.y - cellPadding - 16 - i * 9.5 * lineGap, 9.5, this.regular);
        });
        x += box.width;
      }
      this.y -= height;
    }
    this.y -= 5;
  }

  /** A table that continues on the next pages, repeating its header; `empty` is shown when there are no rows. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], empty = 'Nenhum registro.'): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (contentWidth * column.width) / total);
    const drawRow = (cells: readonly string[], face: FontFace, fill: boolean, cellWidths = widths): void => {
      const lines = cells.map((cell, i) => this.wrap(cell || '-', face, 9, (cellWidths[i] ?? 0) - 2 * cellPadding));
      const height = 2 * cellPadding + Math.max(...lines.map((l) => l.length)) * 9 * lineGap - 2;
      if (this.y - height < bodyBottom) {
        this.newPage();
        if (face !== this.bold) drawRow(columns.map((column) => column.header), this.bold, true);
      }
      let x = margin;
      lines.forEach((cellLines, i) => {
        const width = cellWidths[i] ?? 0;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width,
          height,
          borderColor: colors.rule,
          borderWidth: 0.5,
          ...(fill ? { color: colors.band } : {}),
        });
        cellLines.forEach((line, j) => this.draw(line, x + cellPadding, this.y - cellPadding - 7 - j * 9 * lineGap, 9, face));
        x += width;
      });
      this.y -= height;
    };
    this.ensure(40);
    drawRow(columns.map((column) => column.header), this.bold, true);
    if (rows.length === 0) drawRow([empty], this.regular, false, [contentWidth]);
    for (const row of rows) drawRow(row, this.regular, false);
    this.y -= 6;
  }

  /** Wrapped text across the page width. */
  paragraph(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    const size = options.size ?? 9;
    const face = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, face, size, contentWidth)) {
      this.ensure(size * lineGap);
      this.draw(line, margin, this.y - size, size, face, options.muted ? colors.muted : colors.text);
      this.y -= size * lineGap;
    }
    this.y -= 4;
  }

  /**
   * Signature lines side by side, with room above them to sign and an optional note over them, all kept
   * together on one page.
   */
  signatures(blocks: readonly SignatureBlock[], note?: string): void {
    const gap = 24;
    const width = (contentWidth - gap * (blocks.length - 1)) / blocks.length;
    const noteLines = note ? this.wrap(note, this.regular, 8, contentWidth) : [];
    const noteHeight = noteLines.length * 8 * lineGap;
    const height = noteHeight + 36 + Math.max(...blocks.map((block) => block.lines.length)) * 10;
    this.ensure(height);
    noteLines.forEach((line, i) => this.draw(line, margin, this.y - 8 - i * 8 * lineGap, 8, this.regular, colors.muted));
    const lineY = this.y - noteHeight - 30;
    blocks.forEach((block, i) => {
      const x = margin + i * (width + gap);
      this.page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.7, color: colors.text });
      block.lines.forEach((line, j) => {
        const face = j === 0 ? this.bold : this.regular;
        const text = this.fit(line, face, 8, width);
        this.draw(text, x + (width - face.font.widthOfTextAtSize(text, 8)) / 2, lineY - 10 - j * 10, 8, face);
      });
    });
    this.y -= height;
  }

  /** Blank space; nothing is carried to the next page. */
  space(points: number): void {
    this.y = Math.max(bodyBottom, this.y - points);
  }

  /** Stamps header (issuer, title, QR code) and footer (code, page N of M) on every page; the PDF bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.page = page;
      this.drawHeader();
      this.drawFooter(i + 1, pages.length);
    });
    return this.doc.save();
  }

  private drawHeader(): void {
    const { frame } = this;
    const top = pageSize.height - margin;
    const textWidth = contentWidth - qrSize - 12;
    this.page.drawImage(this.qr, { x: pageSize.width - margin - qrSize, y: top - qrSize, width: qrSize, height: qrSize });
    this.draw(this.fit(frame.issuer.nome, this.bold, 10.5, textWidth), margin, top - 9, 10.5, this.bold);
    frame.issuer.linhas.slice(0, 3).forEach((line, i) => {
      this.draw(this.fit(line, this.regular, 7.5, textWidth), margin, top - 20 - i * 9, 7.5, this.regular, colors.muted);
    });
    this.draw(this.fit(frame.title, this.bold, 14, textWidth), margin, headerBottom + 20, 14, this.bold);
    if (frame.subtitle) this.draw(this.fit(frame.subtitle, this.regular, 8, textWidth), margin, headerBottom + 8, 8, this.regular);
    this.page.drawLine({
      start: { x: margin, y: headerBottom },
      end: { x: pageSize.width - margin, y: headerBottom },
      thickness: 0.8,
      color: colors.rule,
    });
  }

  private drawFooter(pageNumber: number, pageCount: number): void {
    this.page.drawLine({
      start: { x: margin, y: footerRule },
      end: { x: pageSize.width - margin, y: footerRule },
      thickness: 0.8,
      color: colors.rule,
    });
    const pageLabel = `Página ${pageNumber} de ${pageCount}`;
    const labelWidth = this.regular.font.widthOfTextAtSize(pageLabel, 8.5);
    // The code is never cut (it must be read back whole): a long one is printed smaller instead. It is drawn
    // first so text extraction reads it before the page number.
    const codeLine = toDrawableText(`Código da consulta: ${this.frame.code}`, this.bold.characters);
    const room = contentWidth - labelWidth - 12;
    const size = Math.min(9, (9 * room) / this.bold.font.widthOfTextAtSize(codeLine, 9));
    this.draw(codeLine, margin, margin + 8, size, this.bold);
    this.draw(pageLabel, pageSize.width - margin - labelWidth, margin + 8, 8.5, this.regular);
  }

  private newPage(): void {
    this.page = this.doc.addPage([pageSize.width, pageSize.height]);
    this.y = bodyTop;
  }

  private ensure(height: number): void {
    if (this.y - height < bodyBottom && this.y < bodyTop) this.newPage();
  }

  private draw(text: string, x: number, y: number, size: number, face: FontFace, color = colors.text): void {
    const drawable = toDrawableText(text, face.characters);
    if (drawable.trim() !== '') this.page.drawText(drawable, { x, y, size, font: face.font, color });
  }

  /** One line cut with '…' to fit a width. */
  private fit(text: string, face: FontFace, size: number, width: number): string {
    const drawable = toDrawableText(text, face.characters);
    if (face.font.widthOfTextAtSize(drawable, size) <= width) return drawable;
    let cut = drawable;
    while (cut.length > 1 && face.font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** Lines of at most `width` points, breaking at spaces and, for a word wider than the line, inside it. */
  private wrap(text: string, face: FontFace, size: number, width: number): string[] {
    const measure = (value: string): number => face.font.widthOfTextAtSize(value, size);
    const lines: string[] = [];
    let line = '';
    for (const word of toDrawableText(text, face.characters).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }
}
