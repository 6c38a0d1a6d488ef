import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { addDays, formatCpf } from '@ocupacional/shared';
import { renderAsoPdf } from './aso';
import { formatConsultationCode } from './consultation-code';
import { randomCpf, randomName, sampleAso, seededRandom } from './fixture-data';
import type { ConsultationLookup } from './identify';
import { openPdf } from './pdfjs';

export { makeEncryptedPdf } from './fixture-encrypted';
export { randomCnpj, randomCpf, sampleAso, sampleGuide, seededRandom } from './fixture-data';

/*
 * Files for the tests and the benchmark: bulk uploads of our own ASOs, the same as scans (pages that are only an
 * image, the QR code their only clue), other clinics' ASOs, and the broken files an upload must refuse.
 */

/** Pages in one PDF, in order. */
export async function mergePdfs(files: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

/** One consultation of the fixtures: what a lookup returns. */
export interface FixtureConsultation {
  readonly idCon: number;
  readonly cpf: string;
  /** Registration date (ISO). */
  readonly dtCad: string;
}

/** One ASO per consultation, one page each unless `exams` says otherwise, all in one bulk file. */
export async function makeSystemAsoBulk(options: {
  tenant: string;
  count: number;
  firstIdCon?: number;
  exams?: number;
}): Promise<{ bytes: Uint8Array; pages: { idCon: number; code: string; cpf: string }[] }> {
  const files: Uint8Array[] = [];
  const pages: { idCon: number; code: string; cpf: string }[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const idCon = (options.firstIdCon ?? 1000) + i;
    const aso = sampleAso({ tenant: options.tenant, idCon, exams: options.exams });
    const file = await renderAsoPdf(aso);
    files.push(file);
    const pageCount = (await PDFDocument.load(file)).getPageCount();
    for (let p = 0; p < pageCount; p += 1) pages.push({ idCon, code: aso.codigo, cpf: aso.funcionario.cpf });
  }
  return { bytes: await mergePdfs(files), pages };
}

/** Options of {@link rasterizePdf}: how the "scanner" works. */
export interface ScanOptions {
  /** Resolution of the scan (default 150 dpi, a common office-scanner setting). */
  readonly dpi?: number;
  /** JPEG quality 0–100 (default 75). */
  readonly quality?: number;
  /** The sheet fed slightly crooked (default 0.6°). */
  readonly skewDegrees?: number;
}

/**
 * Each page rendered (pdf.js + @napi-rs/canvas), saved as JPEG and put back as a full-page image: no text
 * layer, like a scan of a printed copy, with the QR code as the only machine-readable trace.
 */
export async function rasterizePdf(bytes: Uint8Array, options: ScanOptions = {}): Promise<Uint8Array> {
  const scale = (options.dpi ?? 150) / 72;
  const radians = ((options.skewDegrees ?? 0.6) * Math.PI) / 180;
  const pdf = await openPdf(bytes);
  const out = await PDFDocument.create();
  try {
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale });
      const [width, height] = [Math.ceil(viewport.width), Math.ceil(viewport.height)];
      const rendered = createCanvas(width, height);
      await page.render({ canvas: rendered as unknown as HTMLCanvasElement, viewport }).promise;
      const sheet = createCanvas(width, height);
      const context = sheet.getContext('2d');
      context.fillStyle = '#f4f3ef';
      context.fillRect(0, 0, width, height);
      context.translate(width / 2, height / 2);
      context.rotate(radians);
      context.drawImage(rendered, -width / 2, -height / 2);
      const jpeg = await sheet.encode('jpeg', options.quality ?? 75);
      const image = await out.embedJpg(jpeg);
      const { width: w, height: h } = page.getViewport({ scale: 1 });
      out.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return out.save();
}

/**
 * An ASO from another clinic's system: its own layout, no consultation code, the CPF only when given, and
 * optionally a QR code of that other system (which identification must ignore).
 */
export async function makeForeignAso(options: { cpf?: string; nome?: string; foreignQr?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const lines: [string, number, boolean][] = [
    ['CLÍNICA VIDA PLENA - SAÚDE OCUPACIONAL', 14, true],
    ['Rua XV de Novembro, 800 - Curitiba/PR', 10, false],
    ['ASO - ATESTADO DE SAÚDE OCUPACIONAL', 16, true],
    [`Trabalhador: ${options.nome ?? 'Raimundo Nonato Pereira'}`, 12, false],
    ...(options.cpf ? ([[`CPF: ${formatCpf(options.cpf)}`, 12, false]] as [string, number, boolean][]) : []),
    ['Empresa: Comércio de Alimentos Paraná Ltda', 12, false],
    ['Cargo: Repositor', 12, false],
    ['Exame: Admissional    Data: 03/02/2025', 12, false],
    ['Exames complementares: Hemograma (03/02/2025), Acuidade visual (03/02/2025)', 11, false],
    ['Riscos: Ergonômico - postura em pé por longos períodos', 11, false],
    ['Conclusão: APTO para a função', 13, true],
    ['_______________________________________', 12, false],
    ['Dr. Carlos Eduardo Lima - CRM 98765/PR', 11, false],
  ];
  let y = 780;
  for (const [text, size, isBold] of lines) {
    page.drawText(text, { x: 60, y, size, font: isBold ? bold : font, color: rgb(0.1, 0.1, 0.3) });
    y -= size * 2.2;
  }
  if (options.foreignQr) {
    const png = await QRCode.toBuffer(options.foreignQr, { type: 'png', margin: 4, scale: 6 });
    page.drawImage(await doc.embedPng(png), { x: 60, y: 60, width: 90, height: 90 });
  }
  return doc.save();
}

/** A PDF cut short, like an interrupted upload. */
export async function makeTruncatedPdf(): Promise<Uint8Array> {
  const whole = await renderAsoPdf(sampleAso({ tenant: 'demo', idCon: 1 }));
  return whole.slice(0, Math.floor(whole.length * 0.6));
}

/** A PDF with no page at all (pdf-lib adds a blank one unless told not to). */
export async function makeEmptyPdf(): Promise<Uint8Array> {
  return (await PDFDocument.create()).save({ addDefaultPage: false });
}

/** Not a PDF: a PNG image. */
export async function makePng(): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer('não sou um PDF', { type: 'png' }));
}

/** What identification should say about a page of {@link makeMixedBulk}. */
export type ExpectedIdentification =
  | { readonly kind: 'code' | 'cpf'; readonly idCon: number }
  | { readonly kind: 'manual' };

/**
 * A 20-page bulk upload as an operator would send it: our ASOs as generated (one of three pages), others
 * scanned, another tenant's ASO, and other clinics' ASOs with and without a CPF (one CPF with exactly one recent
 * consultation, one with two, one whose only consultation is older than 730 days), plus the consultations a
 * lookup of the tenant holds.
 */
export async function makeMixedBulk(options: { tenant: string; today: string }): Promise<{
  bytes: Uint8Array;
  expected: ExpectedIdentification[];
  consultations: FixtureConsultation[];
}> {
  const { tenant, today } = options;
  const random = seededRandom(2025);
  const recent = addDays(today, -30);
  const text = await makeSystemAsoBulk({ tenant, count: 6, firstIdCon: 2001 });
  const long = await makeSystemAsoBulk({ tenant, count: 1, firstIdCon: 2101, exams: 62 });
  const scanned = await makeSystemAsoBulk({ tenant, count: 5, firstIdCon: 2201 });
  const otherTenant = await makeSystemAsoBulk({ tenant: `${tenant}-outro`, count: 1, firstIdCon: 2001 });
  const [uniqueCpf, ambiguousCpf, oldCpf] = [randomCpf(random), randomCpf(random), randomCpf(random)];

  const consultations: FixtureConsultation[] = [...text.pages, ...long.pages, ...scanned.pages]
    .filter((page, i, all) => all.findIndex((other) => other.idCon === page.idCon) === i)
    .map((page) => ({ idCon: page.idCon, cpf: page.cpf, dtCad: recent }));
  consultations.push(
    { idCon: 3001, cpf: uniqueCpf, dtCad: recent },
    { idCon: 3002, cpf: ambiguousCpf, dtCad: addDays(today, -200) },
    { idCon: 3003, cpf: ambiguousCpf, dtCad: addDays(today, -20) },
    { idCon: 3004, cpf: oldCpf, dtCad: addDays(today, -731) },
    { idCon: 3005, cpf: uniqueCpf, dtCad: addDays(today, -800) },
  );

  const files = [
    text.bytes,
    long.bytes,
    await rasterizePdf(scanned.bytes),
    otherTenant.bytes,
    await makeForeignAso(),
    await makeForeignAso({ foreignQr: 'https://laudos.example.com/validar/778812' }),
    await makeForeignAso({ cpf: uniqueCpf, nome: randomName(random) }),
    await makeForeignAso({ cpf: ambiguousCpf, nome: randomName(random) }),
    await makeForeignAso({ cpf: oldCpf, nome: randomName(random) }),
  ];
  const expected: ExpectedIdentification[] = [
    ...[...text.pages, ...long.pages, ...scanned.pages].map((page) => ({ kind: 'code' as const, idCon: page.idCon })),
    ...otherTenant.pages.map(() => ({ kind: 'manual' as const })),
    { kind: 'manual' },
    { kind: 'manual' },
    { kind: 'cpf', idCon: 3001 },
    { kind: 'manual' },
    { kind: 'manual' },
  ];
  return { bytes: await mergePdfs(files), expected, consultations };
}

/** A lookup over fixture consultations, with the window rule a DynamoDB query would apply. */
export function memoryLookup(tenant: string, consultations: readonly FixtureConsultation[]): ConsultationLookup<FixtureConsultation> {
  return {
    tenant,
    byCode: (code) => consultations.find((consultation) => consultation.idCon === code.idCon),
    byCpf: (cpf, window) =>
      consultations.filter((c) => c.cpf === cpf && c.dtCad >= window.start && c.dtCad <= window.end),
  };
}

/** The code of a consultation of the fixtures' tenant. */
export function fixtureCode(tenant: string, idCon: number): string {
  return formatConsultationCode({ kind: 'consulta', tenant, idCon });
}
