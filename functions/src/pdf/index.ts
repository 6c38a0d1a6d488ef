/*
 * Documents: the ASO and the referral guide we generate (each page with QR code and printed consultation code),
 * and the ASO upload's reading of PDFs: inspect, split into pages, read a page's text and QR code, identify its
 * consultation. Pure library code: no DynamoDB, no S3; the workers and routes bring the I/O.
 */
export * from './consultation-code';
export * from './labels';
export { renderAsoPdf, asoDocumentSchema, semRiscosText } from './aso';
export type { AsoDocument, AsoDocumentInput } from './aso';
export { renderGuidePdf, guideDocumentSchema } from './guide';
export type { GuideDocumentInput } from './guide';
export { PdfComposer, pageSize, qrSize } from './layout';
export type { DocumentFrame, FieldCell, SignatureBlock, TableColumn } from './layout';
export { inspectPdf, splitPdf, splitPdfPages, PdfSplitError, pdfProblemMessages } from './split';
export type { PdfInspection, PdfProblem } from './split';
export { extractText, decodeQr, readPage } from './read-page';
export type { PageContent, ReadPageOptions } from './read-page';
export { identifyPage } from './identify';
export type { ConsultationLookup, IdentifyOptions, PageEvidence, PageIdentification } from './identify';
